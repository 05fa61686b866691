package io.github.tansaku.chess.uci;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class UciMainTest {

    static String run(String input) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new UciMain(new BufferedReader(new StringReader(input)), out).run();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void handshake() {
        assertThat(run("uci\nisready\nquit\n")).contains("id name ", "\nuciok\n", "readyok\n");
    }

    @Test
    void perftPrintsDivideBlankLineAndTotalLikeStockfish() {
        String output = run("position startpos\ngo perft 3\n");
        // Published: 8,902 leaves at depth 3; e2e4 leads to 600 of them (Stockfish's divide).
        assertThat(output).contains("e2e4: 600\n", "\n\nNodes searched: 8902\n");
        assertThat(output.lines().filter(l -> l.matches("[a-h][1-8][a-h][1-8]: \\d+"))).hasSize(20);
    }

    @Test
    void positionWithMovesAndDisplay() {
        String output = run("position startpos moves e2e4 c7c5 g1f3\nd\n");
        assertThat(output).contains("Fen: rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n",
                "Key: ", "Checkers: \n", " | r | n | b | q | k | b | n | r | 8\n", "   a   b   c   d   e   f   g   h\n");
    }

    @Test
    void checkersAreListed() {
        assertThat(run("position fen 4k3/8/8/8/8/8/8/3QK3 b - - 0 1 moves e8f7\nposition fen 4k3/8/8/8/8/8/8/4KR2 b - - 0 1\nd\n"))
                .contains("Checkers: \n").doesNotContain("bad");
        assertThat(run("position fen 4k3/8/8/8/8/8/8/4RK2 b - - 0 1\nd\n")).contains("Checkers: e1 \n");
    }

    @Test
    void badFenAndIllegalMovesLeaveThePreviousPosition() {
        String output = run("position startpos moves e2e4\n"
                + "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1\n"
                + "position startpos moves e2e4 e7e5 e1e3\n"
                + "d\n");
        assertThat(output).contains("info string bad FEN", "'X'", "info string bad move", "'e1e3'",
                "Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n");
    }

    @Test
    void unknownCommandsAreReportedAndTheEngineKeepsServing() {
        String output = run("foo bar\ngo perft x\nisready\n");
        assertThat(output).contains("info string unknown command foo bar\n", "info string go perft needs a depth",
                "readyok\n");
    }

    @Test
    void promotionLetterInEitherCase() {
        assertThat(run("position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 moves b7b8Q\nd\n"))
                .contains("Fen: 1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assertThat(run("position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 moves b7b8x\n")).contains("bad promotion letter");
    }

    @Test
    void quitStopsReading() {
        assertThat(run("quit\nisready\n")).doesNotContain("readyok");
    }
}
