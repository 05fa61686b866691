package io.github.tansaku.chess.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.rules.ChessRules;
import io.github.tansaku.chess.rules.GameStatus;
import java.io.StringReader;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PgnTest {

    /** The "Opera game", Morphy v Duke Karl / Count Isouard, Paris 1858, as usually published. */
    static final String OPERA = """
            [Event "Paris"]
            [Site "Paris FRA"]
            [Date "1858.??.??"]
            [Round "?"]
            [White "Paul Morphy"]
            [Black "Duke Karl / Count Isouard"]
            [Result "1-0"]

            1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
            8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
            14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
            """;

    @Test
    void readsAPublishedGameToItsMate() {
        List<PgnGame> games = PgnReader.readAll(OPERA);
        assertThat(games).hasSize(1);
        PgnGame game = games.get(0);
        assertThat(game.moves()).hasSize(33);
        assertThat(game.result()).isEqualTo("1-0");
        assertThat(game.tag("White")).isEqualTo("Paul Morphy");
        assertThat(ChessRules.status(game.finalPosition())).isEqualTo(GameStatus.CHECKMATE);
        // Written back, the movetext is the same SAN.
        String written = PgnWriter.write(game);
        assertThat(written).contains("12. O-O-O Rd8", "17. Rd8# 1-0", "[Result \"1-0\"]");
        assertThat(PgnReader.readAll(written).get(0).moves()).isEqualTo(game.moves());
    }

    @Test
    void toleratesRealWorldPgn() {
        String text = "\uFEFF% an escape line\n"
                + "[Event \"Casual \\\"blitz\\\"\"]\n[White \"A\"]\n[Black \"B\"]\n\n"
                + "1.e4 {best by test} e5 $1 2.Nf3!? (2.f4 exf4 {the gambit} (2...d5)) Nc6 ; a rest-of-line comment\n"
                + "3.Bb5 a6 4.Ba4 Nf6 5.0-0 Be7 6.Re1 b5? 7.Bb3 +/= *\n"
                + "\n"
                + "[Event \"no result\"]\n\n1. d4 d5 2. c4\n";
        List<PgnGame> games = PgnReader.readAll(text);
        assertThat(games).hasSize(2);
        PgnGame first = games.get(0);
        assertThat(first.tag("Event")).isEqualTo("Casual \"blitz\"");
        assertThat(first.moves()).extracting(Move::toString)
                .containsExactly("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7", "f1e1", "b7b5", "a4b3");
        assertThat(first.comments()).containsEntry(1, "best by test").hasSize(1);
        assertThat(first.nags()).containsEntry(2, List.of(1)).containsEntry(3, List.of(5)).containsEntry(12, List.of(2))
                .containsEntry(13, List.of(14));
        assertThat(first.result()).isEqualTo("*");
        assertThat(games.get(1).tag("Event")).isEqualTo("no result");
        assertThat(games.get(1).moves()).hasSize(3);
    }

    @Test
    void setUpGamesKeepTheirStartPosition() {
        String text = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. e4 Ke6 1/2-1/2\n";
        PgnGame game = PgnReader.readAll(text).get(0);
        assertThat(game.finalPosition().toFen()).isEqualTo("8/8/4k3/8/4P3/8/8/4K3 w - - 1 42");
        assertThat(PgnWriter.write(game)).contains("[SetUp \"1\"]", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]",
                "40... Kd7 41. e4 Ke6 1/2-1/2");
    }

    @Test
    void aBadGameIsReportedWithItsLineAndTheNextOneStillReads() {
        String text = "[Event \"bad\"]\n\n1. e4 e5\n2. Ke3 Nc6 1-0\n\n[Event \"good\"]\n\n1. d4 *\n";
        PgnReader reader = new PgnReader(new StringReader(text));
        assertThatThrownBy(reader::next).isInstanceOf(PgnException.class)
                .hasMessageContaining("line 4").hasMessageContaining("'Ke3'");
        PgnGame good = reader.next();
        assertThat(good.tag("Event")).isEqualTo("good");
        assertThat(reader.next()).isNull();
        assertThatThrownBy(() -> PgnReader.readAll("[FEN \"8/8/8 w - - 0 1\"]\n\n*\n"))
                .isInstanceOf(PgnException.class).hasMessageContaining("bad FEN tag");
        assertThatThrownBy(() -> PgnReader.readAll("[Event \"open\n\n1. e4 *"))
                .isInstanceOf(PgnException.class).hasMessageContaining("unterminated tag value");
    }

    /**
     * A NAG annotates the move before it, so one before the first move annotates nothing: the
     * writer used to put it there ({@code $6 1. d4}), which chess.js rejects and pgn-extract
     * takes for the start of another game. The game refuses it and the reader reports it.
     */
    @Test
    void aNagBeforeTheFirstMoveIsRefusedByTheGameAndTheReader() {
        assertThatThrownBy(() -> new PgnGame().nag(0, 6)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a NAG annotates the move before it");
        PgnGame annotated = new PgnGame().addSan("d4").nag(1, 6);
        assertThat(PgnWriter.write(annotated)).contains("\n1. d4 $6 *\n");

        String text = "[Event \"nag first\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3P4/4K3 w - - 0 1\"]\n\n"
                + "{White to play}\n$6 1. d4 Kd7 *\n\n[Event \"good\"]\n\n1. d4 $6 {after} d5 *\n";
        PgnReader reader = new PgnReader(new StringReader(text));
        assertThatThrownBy(reader::next).isInstanceOf(PgnException.class)
                .hasMessageContaining("line 6").hasMessageContaining("'$6' before the first move");
        PgnGame good = reader.next();
        assertThat(good.tag("Event")).isEqualTo("good");
        assertThat(good.nags()).containsExactly(java.util.Map.entry(1, List.of(6)));
        assertThat(good.comments()).containsExactly(java.util.Map.entry(1, "after"));
        assertThat(reader.next()).isNull();
        // Evaluation symbols and suffix glyphs before the first move are NAGs too.
        assertThatThrownBy(() -> PgnReader.readAll("+= 1. e4 *\n")).isInstanceOf(PgnException.class)
                .hasMessageContaining("'+=' before the first move");
        assertThatThrownBy(() -> PgnReader.readAll("1. !? e4 *\n")).isInstanceOf(PgnException.class)
                .hasMessageContaining("'!?' before the first move");
    }

    /**
     * PGN reserves {@code %} in the first column for escape lines, which readers skip: a wrapped
     * comment must not start a line with a word such as {@code %} or {@code %eval}.
     */
    @Test
    void wrappedCommentsNeverStartALineWithPercent() {
        // Wrapped word by word at 79 columns, the first line would end at "15" and the next start with "%".
        String percentages = "The engine says: the engine gives white 54 % to win, 31 % to draw and 15 % to lose;"
                + " the %eval command gives the score";
        String escapes = "%a %bb %ccc %dddd %eeeee ".repeat(12).strip();
        PgnGame game = new PgnGame();
        for (String san : List.of("e4", "e5", "Nf3", "Nc6")) {
            game.addSan(san);
        }
        game.comment(1, percentages).comment(3, escapes).comment(4, "a %" + "x".repeat(90) + " %y");
        String written = PgnWriter.write(game);
        String movetext = written.substring(written.indexOf("\n\n") + 2);
        assertThat(movetext.lines()).isNotEmpty().allSatisfy(line -> assertThat(line).doesNotStartWith("%"));
        assertThat(movetext).startsWith("1. e4 {The engine says: the engine gives white 54 % to win, 31 % to draw and\n"
                + "15 % to lose; the %eval command gives the score} 1... e5");
        assertThat(movetext.lines().filter(line -> line.length() > 79)).containsExactly(" %" + "x".repeat(90));
        PgnGame read = PgnReader.readAll(written).get(0);
        assertThat(read.comments()).isEqualTo(game.comments());
        assertThat(read.moves()).isEqualTo(game.moves());
    }

    /** The draw written with halves and castling with zeros and letters O mixed, as real files have them. */
    @Test
    void readsTheDrawWithHalvesAndMixedCastling() {
        String text = "[Event \"halves\"]\n[Result \"\u00BD-\u00BD\"]\n\n"
                + "1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-0 O-0 \u00BD-\u00BD\n\n"
                + "[Event \"next\"]\n\n1. d4 d5 2. Bf4 Bf5 3. Nc3 Nc6 4. Qd2 Qd7 5. 0-0-0 O-0-0 6. Kb1 *\n";
        List<PgnGame> games = PgnReader.readAll(text);
        assertThat(games).hasSize(2);
        PgnGame drawn = games.get(0);
        assertThat(drawn.result()).isEqualTo("1/2-1/2");
        assertThat(drawn.tag("Result")).isEqualTo("1/2-1/2");
        assertThat(drawn.moves()).extracting(Move::toString).endsWith("e1g1", "e8g8");
        assertThat(games.get(1).moves()).extracting(Move::toString).endsWith("e1c1", "e8c8", "c1b1");
        assertThat(PgnWriter.write(drawn)).contains("4. O-O O-O 1/2-1/2", "[Result \"1/2-1/2\"]");
        // A game cut short after the halves: the reader skips to the next one.
        PgnReader reader = new PgnReader(new StringReader("1. e4 e5 2. Ke3 \u00BD-\u00BD\n1. c4 *\n"));
        assertThatThrownBy(reader::next).isInstanceOf(PgnException.class).hasMessageContaining("'Ke3'");
        assertThat(reader.next().moves()).extracting(Move::toString).containsExactly("c2c4");
    }

    /** Games with no blank line between them, with and without results, stay separate games. */
    @Test
    void gamesWithoutBlankLinesBetweenThemStaySeparate() {
        String text = "[Event \"a\"]\n1. e4 *\n[Event \"b\"]\n1. d4 1-0\n[Event \"c\"]\n1. c4\n"
                + "[Event \"d\"]\n[Result \"0-1\"]\n1. Nf3 0-1\n";
        List<PgnGame> games = PgnReader.readAll(text);
        assertThat(games).extracting(game -> game.tag("Event")).containsExactly("a", "b", "c", "d");
        assertThat(games).extracting(PgnGame::result).containsExactly("*", "1-0", "*", "0-1");
        assertThat(games).extracting(game -> game.moves().get(0).toString())
                .containsExactly("e2e4", "d2d4", "c2c4", "g1f3");
        assertThat(games).allSatisfy(game -> assertThat(game.moves()).hasSize(1));
    }

    /** PGN strings hold printing characters only: a tag value with a line break is still one tag line. */
    @Test
    void tagValuesWithControlCharactersAreWrittenReadably() {
        PgnGame game = new PgnGame().tag("Event", "two\nlines").tag("Site", "tab\there").tag("Annotator", "a \"q\" \\ b");
        String written = PgnWriter.write(game);
        assertThat(written).contains("[Event \"two lines\"]\n", "[Site \"tab here\"]\n", "[Annotator \"a \\\"q\\\" \\\\ b\"]\n");
        PgnGame read = PgnReader.readAll(written).get(0);
        assertThat(read.tag("Event")).isEqualTo("two lines");
        assertThat(read.tag("Site")).isEqualTo("tab here");
        assertThat(read.tag("Annotator")).isEqualTo("a \"q\" \\ b");
    }

    /** A few hundred random legal games with comments and NAGs survive write-then-read. */
    @Test
    void writeThenReadGivesTheSameGames() {
        SplittableRandom random = new SplittableRandom(2024);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        StringBuilder all = new StringBuilder();
        List<PgnGame> written = new java.util.ArrayList<>();
        for (int g = 0; g < 300; g++) {
            PgnGame game = g % 10 == 0 ? new PgnGame("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
                    : new PgnGame();
            game.tag("Event", "random playout " + g).tag("Round", String.valueOf(g));
            Position position = game.startPosition();
            int plies = random.nextInt(120);
            for (int ply = 0; ply < plies; ply++) {
                int n = MoveGenerator.generateLegal(position, moves, 0);
                if (n == 0 || ChessRules.status(position).isOver()) {
                    break;
                }
                int move = moves[random.nextInt(n)];
                position.makeMove(move);
                game.addMove(Move.of(move));
                if (random.nextInt(8) == 0) {
                    game.comment(game.moves().size(), "note " + ply);
                }
                if (random.nextInt(10) == 0) {
                    game.nag(game.moves().size(), 1 + random.nextInt(20));
                }
            }
            game.result(PgnGame.RESULTS.get(random.nextInt(4)));
            written.add(game);
            all.append(PgnWriter.write(game));
        }
        List<PgnGame> read = PgnReader.readAll(all.toString());
        assertThat(read).hasSize(written.size());
        for (int g = 0; g < read.size(); g++) {
            assertThat(read.get(g).moves()).as("game %d", g).isEqualTo(written.get(g).moves());
            assertThat(read.get(g).comments()).isEqualTo(written.get(g).comments());
            assertThat(read.get(g).nags()).isEqualTo(written.get(g).nags());
            assertThat(read.get(g).result()).isEqualTo(written.get(g).result());
            assertThat(read.get(g).tag("Event")).isEqualTo(written.get(g).tag("Event"));
        }
    }

    @Test
    void epdOperations() {
        // WAC.001 of Reinfeld's "Win at Chess" collection, as the suite is distributed.
        EpdRecord record = EpdRecord.parse(
                "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\"; c0 \"mate soon\"; xyz 1 2;");
        assertThat(record.bestMoves()).extracting(Move::toString).containsExactly("g3g6");
        assertThat(record.id()).isEqualTo("WAC.001");
        assertThat(record.comment(0)).isEqualTo("mate soon");
        assertThat(record.operands("xyz")).containsExactly("1", "2");
        assertThat(record.avoidMoves()).isEmpty();
        // EPD operands are SAN too, with the same tolerance: castling written with a zero.
        assertThat(EpdRecord.parse("4k3/8/8/8/8/8/8/4K2R w K - am O-0;").avoidMoves()).extracting(Move::toString)
                .containsExactly("e1g1");
        assertThat(EpdRecord.parse("4k3/8/8/8/8/8/8/4K2R w K - am O-O; hmvc 7; fmvn 30;").position().toFen())
                .isEqualTo("4k3/8/8/8/8/8/8/4K2R w K - 7 30");
        assertThatThrownBy(() -> EpdRecord.parse("4k3/8/8/8/8/8/8/4K2R w K - bm Kf3")).isInstanceOf(PgnException.class)
                .hasMessageContaining("lacks its ';'");
        assertThatThrownBy(() -> EpdRecord.parse("4k3/8/8/8/8/8/8/4K2R w K - bm Kf3;").bestMoves())
                .isInstanceOf(PgnException.class).hasMessageContaining("'Kf3'");
        assertThatThrownBy(() -> EpdRecord.parse("4k3/8/8/8/8/8/8/4K2X w K - bm Kf3;")).isInstanceOf(PgnException.class)
                .hasMessageContaining("'X'");
        String file = "# a comment\n\n" + "4k3/8/8/8/8/8/8/4K2R w K - id \"a\";\n" + "4k3/8/8/8/8/8/8/4K2R w K - id \"b\";\n";
        assertThat(EpdRecord.readAll(new java.io.BufferedReader(new StringReader(file)))).extracting(EpdRecord::id)
                .containsExactly("a", "b");
        assertThatThrownBy(() -> EpdRecord.readAll(new java.io.BufferedReader(new StringReader("\n8/8 w - -\n"))))
                .isInstanceOf(PgnException.class).hasMessageStartingWith("line 2: ");
    }
}
