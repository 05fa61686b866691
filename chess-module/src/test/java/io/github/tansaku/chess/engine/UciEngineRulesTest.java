package io.github.tansaku.chess.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The engine's UCI loop on the rules side: positions, moves, {@code d} and bad input ({@code go perft}
 * is in {@link UciEngineTest}).
 */
class UciEngineRulesTest {

    static String run(String input) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try {
            UciEngine.newLoop(new BufferedReader(new StringReader(input)), out).run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }

    @Test
    void positionWithMovesAndDisplay() {
        String output = run("position startpos moves e2e4 c7c5 g1f3\nd\nquit\n");
        assertThat(output).contains("Fen: rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n",
                "Key: ", "Checkers: \n", " | r | n | b | q | k | b | n | r | 8\n", "   a   b   c   d   e   f   g   h\n");
    }

    @Test
    void checkersAreListed() {
        assertThat(run("position fen 4k3/8/8/8/8/8/8/3QK3 b - - 0 1 moves e8f7\nposition fen 4k3/8/8/8/8/8/8/4KR2 b - - 0 1\nd\nquit\n"))
                .contains("Checkers: \n").doesNotContain("bad");
        assertThat(run("position fen 4k3/8/8/8/8/8/8/4RK2 b - - 0 1\nd\nquit\n")).contains("Checkers: e1 \n");
    }

    @Test
    void badFenAndIllegalMovesLeaveThePreviousPosition() {
        String output = run("position startpos moves e2e4\n"
                + "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1\n"
                + "position startpos moves e2e4 e7e5 e1e3\n"
                + "d\nquit\n");
        assertThat(output).contains("info string", "'X'", "'e1e3'",
                "Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n");
    }

    @Test
    void promotionLetterInEitherCase() {
        assertThat(run("position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 moves b7b8Q\nd\nquit\n"))
                .contains("Fen: 1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assertThat(run("position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 moves b7b8x\nquit\n")).contains("info string",
                "b7b8x");
    }

    @Test
    void quitStopsReading() {
        assertThat(run("quit\nisready\n")).doesNotContain("readyok");
    }
}
