package io.github.tansaku.shogi.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Sfen;
import io.github.tansaku.shogi.Square;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NotationTest {

    /** The published perft positions, two plies deep: every legal move round-trips. */
    @ParameterizedTest
    @ValueSource(strings = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        "7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1",
        "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
        "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
        "l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b SBG3ps 91",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
        "k+n7/sg7/9/9/9/9/+r5K1g/7L1/2LN1R1+Bb b RBGSNLP 1",
    })
    void everyLegalMoveRoundTripsThroughUsiCsaAndKif(String sfen) {
        Position pos = Sfen.parseAllowingExtraPieces(sfen);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(pos, moves, 0);
        int checked = 0;
        for (int i = 0; i < n; i++) {
            checked += roundTrip(pos, moves[i], Square.NONE);
            pos.makeMove(moves[i]);
            int[] replies = new int[MoveGenerator.MAX_MOVES];
            int m = MoveGenerator.generateLegal(pos, replies, 0);
            for (int j = 0; j < m; j++) {
                checked += roundTrip(pos, replies[j], Moves.to(moves[i]));
            }
            pos.unmakeMove(moves[i]);
        }
        assertThat(checked).isGreaterThan(n);
    }

    private static int roundTrip(Position pos, int move, int previousTo) {
        // move -> text -> move, and text -> move -> the same text, in each notation.
        String usi = UsiMoves.format(move);
        assertThat(UsiMoves.parse(pos, usi)).as(usi).isEqualTo(move);
        assertThat(UsiMoves.format(UsiMoves.parse(pos, usi))).isEqualTo(usi);
        String csa = Csa.formatMove(pos, move);
        assertThat(Csa.parseMove(pos, csa)).as(csa).isEqualTo(move);
        assertThat(Csa.formatMove(pos, Csa.parseMove(pos, csa))).isEqualTo(csa);
        String kif = Kif.formatMove(pos, move, previousTo);
        assertThat(Kif.parseMove(pos, kif, previousTo)).as(kif).isEqualTo(move);
        assertThat(Kif.formatMove(pos, Kif.parseMove(pos, kif, previousTo), previousTo)).isEqualTo(kif);
        return 1;
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    })
    void longRandomGamesRoundTripThroughCsaAndKifRecords(String sfen) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(sfen.hashCode());
        for (int game = 0; game < 5; game++) {
            Position pos = Position.fromSfen(sfen);
            List<Move> moves = new ArrayList<>();
            int[] buffer = new int[MoveGenerator.MAX_MOVES];
            for (int ply = 0; ply < 150; ply++) {
                int n = MoveGenerator.generateLegal(pos, buffer, 0);
                if (n == 0) {
                    break;
                }
                int move = buffer[random.nextInt(n)];
                moves.add(Move.of(move));
                pos.makeMove(move);
            }
            GameRecord record = new GameRecord(Position.fromSfen(sfen).toSfen(), moves, "black", "white",
                    java.util.Map.of(), "");
            assertThat(Csa.read(Csa.write(record))).isEqualTo(record);
            assertThat(Kif.read(Kif.write(record))).isEqualTo(record);
            assertThat(record.finalPosition().toSfen()).isEqualTo(pos.toSfen());
        }
    }

    @Test
    void specExamples() {
        Position pos = Position.startPosition();
        int move = UsiMoves.parse(pos, "7g7f");
        assertThat(Csa.formatMove(pos, move)).isEqualTo("+7776FU");
        assertThat(Kif.formatMove(pos, move, Square.NONE)).isEqualTo("７六歩(77)");
        pos.makeMove(move);
        pos.makeMove(UsiMoves.parse(pos, "3c3d"));
        int bishop = UsiMoves.parse(pos, "8h2b+");
        assertThat(Csa.formatMove(pos, bishop)).isEqualTo("+8822UM");
        assertThat(Kif.formatMove(pos, bishop, Square.NONE)).isEqualTo("２二角成(88)");
        pos.makeMove(bishop);
        int recapture = Csa.parseMove(pos, "-3122GI");
        assertThat(Kif.formatMove(pos, recapture, Square.parseUsi("2b"))).isEqualTo("同　銀(31)");
        pos.makeMove(recapture);
        int drop = Kif.parseMove(pos, "４五角打", Square.NONE);
        assertThat(UsiMoves.format(drop)).isEqualTo("B*4e");
        assertThat(Csa.formatMove(pos, drop)).isEqualTo("+0045KA");
    }

    @Test
    void kifAlternativePieceNamesAreRead() {
        Position pos = Position.fromSfen("4k4/9/9/9/9/9/9/1+R7/4K4 b - 1");
        assertThat(Kif.parseMove(pos, "８一龍(88)", Square.NONE)).isEqualTo(Moves.parseUsi("8h8a"));
        assertThat(Kif.parseMove(pos, "８一竜(88)", Square.NONE)).isEqualTo(Moves.parseUsi("8h8a"));
        assertThat(Kif.parseMove(pos, "５八玉(59)", Square.NONE)).isEqualTo(Moves.parseUsi("5i5h"));
        assertThat(Kif.parseMove(pos, "５八王(59)", Square.NONE)).isEqualTo(Moves.parseUsi("5i5h"));
        Position silver = Position.fromSfen("4k4/9/9/9/9/9/9/1+S7/4K4 b - 1");
        assertThat(Kif.parseMove(silver, "８七全(88)", Square.NONE)).isEqualTo(Moves.parseUsi("8h8g"));
        assertThat(Kif.parseMove(silver, "８七成銀(88)", Square.NONE)).isEqualTo(Moves.parseUsi("8h8g"));
        Position drop = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b G 1");
        assertThat(Kif.parseMove(drop, "５五金", Square.NONE)).isEqualTo(Moves.parseUsi("G*5e"));
    }

    @Test
    void badMoveTextIsRejected() {
        Position pos = Position.startPosition();
        for (String text : new String[] {"7g7e", "P*5e", "7g", "", "7g7f++", "z9z9"}) {
            assertThatThrownBy(() -> UsiMoves.parse(pos, text)).isInstanceOf(NotationException.class);
        }
        for (String text : new String[] {"-3334FU", "+7776KI", "+0055KA", "+7776F", "+9976FU"}) {
            assertThatThrownBy(() -> Csa.parseMove(pos, text)).isInstanceOf(NotationException.class);
        }
        for (String text : new String[] {"７六金(77)", "同　歩(77)", "５五角打", "７六歩", "x"}) {
            assertThatThrownBy(() -> Kif.parseMove(pos, text, Square.NONE)).isInstanceOf(NotationException.class);
        }
    }

    @Test
    void csaRecordIsReadAndWrittenBack() {
        String text = String.join("\n",
                "'CSA encoding=UTF-8",
                "V2.2",
                "N+Sente",
                "N-Gote",
                "$EVENT:test",
                "PI",
                "+",
                "+7776FU,T3",
                "-3334FU",
                "T2",
                "+8822UM",
                "-3122GI",
                "+0045KA",
                "%TORYO",
                "");
        GameRecord record = Csa.read(text);
        assertThat(record.blackName()).isEqualTo("Sente");
        assertThat(record.whiteName()).isEqualTo("Gote");
        assertThat(record.headers()).containsEntry("EVENT", "test");
        assertThat(record.result()).isEqualTo("%TORYO");
        assertThat(record.moves()).extracting(Move::toString).containsExactly("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e");
        GameRecord again = Csa.read(Csa.write(record));
        assertThat(again).isEqualTo(record);
        assertThat(Kif.read(Kif.write(record)).moves()).isEqualTo(record.moves());
    }

    @Test
    void csaHandicapStartRemovesTheListedPieces() {
        // PI82HI22KA: White plays without rook and bishop (2-piece handicap), White moves first.
        GameRecord record = Csa.read("V2.2\nPI82HI22KA\n-\n-5142OU\n");
        assertThat(record.startSfen()).isEqualTo("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
        assertThat(record.moves()).extracting(Move::toString).containsExactly("5a4b");
        assertThatThrownBy(() -> Csa.read("PI82KA\n+\n")).isInstanceOf(NotationException.class)
                .hasMessageContaining("82KA");
    }

    @Test
    void csaBoardAndHandsAreRead() {
        String text = String.join("\n",
                "P1 *  *  *  * -OU *  *  *  * ",
                "P2 *  *  *  *  *  *  *  *  * ",
                "P3 *  *  *  *  *  *  *  *  * ",
                "P4 *  *  *  *  *  *  *  *  * ",
                "P5 *  *  *  *  *  *  *  *  * ",
                "P6 *  *  *  *  *  *  *  *  * ",
                "P7 *  *  *  *  *  *  *  *  * ",
                "P8 *  *  *  *  *  *  *  *  * ",
                "P9 *  *  *  * +OU *  *  *  * ",
                "P+00HI00KI",
                "P-00AL",
                "-",
                "-0052KI");
        GameRecord record = Csa.read(text);
        assertThat(record.startSfen()).isEqualTo("4k4/9/9/9/9/9/9/9/4K4 w RGr2b3g4s4n4l18p 1");
        assertThat(record.moves()).extracting(Move::toString).containsExactly("G*5b");
        assertThat(Csa.read(Csa.write(record))).isEqualTo(record);
    }

    @Test
    void kifRecordIsRead() {
        String text = String.join("\n",
                "# ---- Kifu for Windows V7 ----",
                "開始日時：2020/01/01",
                "手合割：平手",
                "先手：先手さん",
                "後手：後手さん",
                "手数----指手---------消費時間--",
                "   1 ７六歩(77)   ( 0:01/00:00:01)",
                "   2 ３四歩(33)   ( 0:02/00:00:02)",
                "*comment",
                "   3 ２二角成(88)   ( 0:03/00:00:04)",
                "   4 同　銀(31)   ( 0:04/00:00:06)",
                "   5 ４五角打   ( 0:05/00:00:09)",
                "   6 投了",
                "まで5手で先手の勝ち",
                "");
        GameRecord record = Kif.read(text);
        assertThat(record.blackName()).isEqualTo("先手さん");
        assertThat(record.whiteName()).isEqualTo("後手さん");
        assertThat(record.result()).isEqualTo("投了");
        assertThat(record.headers()).containsEntry("開始日時", "2020/01/01");
        assertThat(record.moves()).extracting(Move::toString).containsExactly("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e");
        assertThat(Kif.read(Kif.write(record))).isEqualTo(record);
        // .kif files are Shift_JIS, .kifu files UTF-8: both decode to the same record.
        assertThat(Kif.read(text.getBytes(java.nio.charset.Charset.forName("windows-31j")))).isEqualTo(record);
        assertThat(Kif.read(text.getBytes(java.nio.charset.StandardCharsets.UTF_8))).isEqualTo(record);
    }

    @Test
    void kifBoardDiagramRoundTrips() {
        String sfen = "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 1";
        List<Move> moves = new ArrayList<>();
        Position pos = Position.fromSfen(sfen);
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        MoveGenerator.generateLegal(pos, buffer, 0);
        moves.add(Move.of(buffer[0]));
        GameRecord record = new GameRecord(sfen, moves, "a", "b", java.util.Map.of(), "");
        String kif = Kif.write(record);
        assertThat(kif).contains("後手番", "v香|一");
        assertThat(Kif.read(kif)).isEqualTo(record);
        assertThat(Csa.read(Csa.write(record))).isEqualTo(record);
    }
}
