package io.github.tansaku.shogi.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Square;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The KIF dialect other programs write and read (Kakinoki's format description, ShogiHome's
 * reader tsshogi): optional non-promotions, named handicaps, end words and ASCII colons.
 */
class KifDialectTest {

    @Test
    void anOptionalNonPromotionIsWrittenWithoutFunariAndFunariIsStillRead() {
        // A Black silver on 4d moving to 3c (into the zone) may promote or not. KIF writes the
        // non-promotion as a plain move; tsshogi's move pattern has no 不成.
        Position pos = Position.fromSfen("4k4/9/9/5S3/9/9/9/9/4K4 b - 1");
        int stay = Moves.parseUsi("4d3c");
        assertThat(Kif.formatMove(pos, stay, Square.NONE)).isEqualTo("３三銀(44)");
        assertThat(Kif.formatMove(pos, Moves.parseUsi("4d3c+"), Square.NONE)).isEqualTo("３三銀成(44)");
        assertThat(Kif.parseMove(pos, "３三銀(44)", Square.NONE)).isEqualTo(stay);
        assertThat(Kif.parseMove(pos, "３三銀不成(44)", Square.NONE)).isEqualTo(stay);
        // A bishop declining to promote on 2b, then taken: 8h2b, 3a2b.
        GameRecord record = readUsi(Position.START_SFEN, "7g7f", "3c3d", "8h2b", "3a2b");
        String kif = Kif.write(record);
        assertThat(kif).doesNotContain("不成").contains("   3 ２二角(88)\n", "   4 同　銀(31)\n");
        assertThat(Kif.read(kif)).isEqualTo(record);
        assertThat(Kif.read(kif.replace("２二角(88)", "２二角不成(88)"))).isEqualTo(record);
    }

    /**
     * Every handicap name of Kakinoki's KIF description. Each SFEN is written here from the
     * definition: the handicap giver (上手, White) lacks the named pieces and moves first; White's
     * left is the 1-file side (the left lance is on 1a, the bishop's side). 五枚落ち lacks the
     * knight on 8a and 左五枚落ち the one on 2a; 左七枚落ち lacks the silver on 3a and 右七枚落ち the
     * one on 7a; 三枚落ち lacks the left lance (1a), as 飛香落ち does.
     */
    @ParameterizedTest
    @CsvSource({
        "平手, lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "香落ち, lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "右香落ち, 1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "角落ち, lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "飛車落ち, lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "飛香落ち, lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "二枚落ち, lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "三枚落ち, lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "四枚落ち, 1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "五枚落ち, 2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "左五枚落ち, 1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "六枚落ち, 2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "左七枚落ち, 2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "右七枚落ち, 3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "八枚落ち, 3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "十枚落ち, 4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    })
    void aNamedHandicapWithoutDiagramIsItsStartPosition(String name, String sfen) {
        boolean even = name.equals("平手");
        String first = even ? "７六歩(77)" : "３四歩(33)"; // 3c is never removed
        String text = String.join("\n",
                "手合割：" + name,
                "下手：下手さん",
                "上手：上手さん",
                "手数----指手---------消費時間--",
                "   1 " + first + "   ( 0:01/00:00:01)",
                "   2 投了",
                "");
        GameRecord record = Kif.read(text);
        assertThat(record.startSfen()).isEqualTo(sfen);
        assertThat(record.moves()).extracting(Move::toString).containsExactly(even ? "7g7f" : "3c3d");
        assertThat(record.blackName()).isEqualTo("下手さん");
        assertThat(record.whiteName()).isEqualTo("上手さん");
        assertThat(record.result()).isEqualTo("投了");
        assertThat(Kif.read(Kif.write(record))).isEqualTo(record);
        GameRecord csa = Csa.read(Csa.write(record)); // CSA words its result %TORYO
        assertThat(csa.startSfen()).isEqualTo(sfen);
        assertThat(csa.moves()).isEqualTo(record.moves());
    }

    @Test
    void anUnknownHandicapOrOtherWithoutDiagramIsRefusedByName() {
        assertThatThrownBy(() -> Kif.read("手合割：九枚落ち\n   1 ３四歩(33)\n"))
                .isInstanceOf(NotationException.class).hasMessageContaining("九枚落ち");
        assertThatThrownBy(() -> Kif.read("手合割：その他\n   1 ３四歩(33)\n"))
                .isInstanceOf(NotationException.class).hasMessageContaining("その他");
    }

    /** End words of Kakinoki's format and of tsshogi's writer, each ending the record it closes. */
    @ParameterizedTest
    @ValueSource(strings = {
        "投了", "中断", "千日手", "持将棋", "切れ負け", "反則勝ち", "反則負け", "入玉勝ち", "不戦勝", "不戦敗",
        "詰み", "詰", "不詰", "トライ", "封じ手"})
    void anEndWordKeepsTheMovesAndRecordsTheEnding(String word) {
        String text = String.join("\n",
                "手合割：平手",
                "手数----指手---------消費時間--",
                "   1 ７六歩(77)   ( 0:01/00:00:01)",
                "   2 ３四歩(33)   ( 0:02/00:00:02)",
                "   3 " + word + "   ( 0:03/00:00:04)",
                "まで2手で中断",
                "");
        GameRecord record = Kif.read(text);
        assertThat(record.moves()).extracting(Move::toString).containsExactly("7g7f", "3c3d");
        assertThat(record.result()).isEqualTo(word);
        String written = Kif.write(record);
        assertThat(written).contains("   3 " + word + "\n");
        assertThat(Kif.read(written)).isEqualTo(record);
    }

    @Test
    void endWordsWithACsaCounterpartTravelThroughCsa() {
        for (String[] pair : new String[][] {{"詰み", "%TSUMI"}, {"詰", "%TSUMI"}, {"不詰", "%FUZUMI"}}) {
            GameRecord record = new GameRecord(Position.START_SFEN, List.of(Move.of(Moves.parseUsi("7g7f"))),
                    "", "", Map.of(), pair[0]);
            String csa = Csa.write(record);
            assertThat(csa).as(pair[0]).endsWith(pair[1] + "\n");
            GameRecord back = Csa.read(csa);
            assertThat(back.result()).isEqualTo(pair[1]);
            assertThat(Kif.write(back)).contains("   2 " + (pair[1].equals("%TSUMI") ? "詰み" : "不詰") + "\n");
        }
    }

    @Test
    void anUnknownEndWordIsKeptButABadMoveIsStillAnError() {
        // Any word that is no move ends the record, as in tsshogi; a bad move keeps its error.
        GameRecord record = Kif.read("   1 ７六歩(77)\n   2 時間切れ\n");
        assertThat(record.moves()).extracting(Move::toString).containsExactly("7g7f");
        assertThat(record.result()).isEqualTo("時間切れ");
        assertThat(Kif.read(Kif.write(record))).isEqualTo(record);
        assertThatThrownBy(() -> Kif.read("   1 ７六金(77)\n")).isInstanceOf(NotationException.class)
                .hasMessageContaining("line 1");
        assertThatThrownBy(() -> Kif.read("   1 同　歩(77)\n")).isInstanceOf(NotationException.class);
    }

    @Test
    void headerLinesWithAnAsciiColonAreRead() {
        String text = String.join("\n",
                "開始日時:2024/01/01 12:00:00",
                "棋戦:テスト",
                "手合割:平手",
                "先手:Alice",
                "後手：Bob",
                "手数----指手---------消費時間--",
                "   1 ７六歩(77)   ( 0:16/00:00:16)",
                "   2 ３四歩(33)   ( 0:01:00/00:01:00)",
                "");
        GameRecord record = Kif.read(text);
        assertThat(record.headers()).containsExactly(
                Map.entry("開始日時", "2024/01/01 12:00:00"), Map.entry("棋戦", "テスト"));
        assertThat(record.blackName()).isEqualTo("Alice");
        assertThat(record.whiteName()).isEqualTo("Bob");
        assertThat(record.moves()).extracting(Move::toString).containsExactly("7g7f", "3c3d");
        String written = Kif.write(record);
        assertThat(written).contains("開始日時：2024/01/01 12:00:00\n");
        assertThat(Kif.read(written)).isEqualTo(record);
    }

    @Test
    void aBoardDiagramWithAsciiColonsIsRead() {
        String text = String.join("\n",
                "後手の持駒:なし",
                "  ９ ８ ７ ６ ５ ４ ３ ２ １",
                "+---------------------------+",
                "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|三",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八",
                "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九",
                "+---------------------------+",
                "先手の持駒:金二　歩",
                "手数----指手---------消費時間--",
                "   1 ５二金打",
                "");
        GameRecord record = Kif.read(text);
        assertThat(record.startSfen()).isEqualTo("4k4/9/9/9/9/9/9/9/4K4 b 2GP 1");
        assertThat(record.moves()).extracting(Move::toString).containsExactly("G*5b");
        assertThat(Kif.read(Kif.write(record))).isEqualTo(record);
    }

    private static GameRecord readUsi(String sfen, String... usi) {
        Position pos = Position.fromSfen(sfen);
        List<Move> moves = new java.util.ArrayList<>();
        for (String text : usi) {
            int move = UsiMoves.parse(pos, text);
            moves.add(Move.of(move));
            pos.makeMove(move);
        }
        return new GameRecord(Position.fromSfen(sfen).toSfen(), moves, "a", "b", Map.of(), "");
    }
}
