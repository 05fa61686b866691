package io.github.tansaku.shogi.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.eval.LearnedEvaluator;
import io.github.tansaku.shogi.eval.LearnedFeatures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a USI client relies on: every {@code go} ends in the answer its form asks for, a perft
 * can be stopped, YaneuraOu's early ponder ({@code ponderhit} with the clock), a declaration under
 * {@code go infinite} waits for {@code stop}, and no option value can bring the engine down.
 */
class UsiEveryGoAnsweredTest {

    @Test
    void illegalAndMalformedSearchmovesAreIgnoredAndTheRestSearched() {
        try (UsiSession usi = new UsiSession()) {
            usi.send("position startpos");
            usi.send("go depth 3 searchmoves 5e5d 2g2f P*5a");
            assertThat(usi.await("bestmove", 30_000)).startsWith("bestmove 2g2f");
            assertThat(usi.seen).anyMatch(line -> line.startsWith("info string") && line.contains("5e5d"))
                    .anyMatch(line -> line.startsWith("info string") && line.contains("P*5a"));
            usi.send("go searchmoves 5e5d depth 2");
            String bestmove = usi.await("bestmove", 30_000);
            assertThat(Position.startPosition().isLegal(Moves.parseUsi(bestmove.split(" ")[1]))).as(bestmove).isTrue();
        }
    }

    @Test
    void aBadGoMateTimeSearchesForAMateUntilStop() {
        try (UsiSession usi = new UsiSession()) {
            usi.send("position startpos");
            for (String go : List.of("go mate x", "go mate -1", "go mate")) {
                usi.send(go);
                assertThat(usi.await("info string", 1000)).as(go).contains("mate");
                usi.send("stop");
                // No check at all from the start: the solver may prove that before the stop.
                assertThat(usi.await("checkmate", 2000)).as(go).isIn("checkmate nomate", "checkmate timeout");
            }
        }
    }

    @Test
    void earlyPonderTakesTheClockFromPonderhit() {
        try (UsiSession usi = new UsiSession()) {
            usi.send("position startpos moves 7g7f 3c3d");
            usi.send("go ponder");
            usi.await("info depth 2 ", 10_000);
            long hit = System.nanoTime();
            usi.send("ponderhit btime 0 wtime 0 byoyomi 500");
            String bestmove = usi.await("bestmove", 3_000);
            long millis = (System.nanoTime() - hit) / 1_000_000;
            assertThat(millis).as("ponderhit with a 500 ms byoyomi to bestmove, ms").isLessThan(1_500);
            Position position = Position.fromSfen("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
            assertThat(position.isLegal(Moves.parseUsi(bestmove.split(" ")[1]))).as(bestmove).isTrue();
        }
    }

    @Test
    void aDeclarationUnderGoInfiniteWaitsForStop() throws InterruptedException {
        try (UsiSession usi = new UsiSession()) {
            usi.send("position sfen " + UsiProtocolTest.DECLARATION_HOLDS);
            usi.send("go infinite");
            Thread.sleep(300);
            assertThat(usi.drain()).noneMatch(line -> line.startsWith("bestmove"));
            usi.send("isready");
            usi.await("readyok", 1000);
            usi.send("stop");
            assertThat(usi.await("bestmove", 1000)).isEqualTo("bestmove win");
        }
    }

    @Test
    void perftStopsAtStop() {
        try (UsiSession usi = new UsiSession()) {
            usi.send("position startpos");
            usi.send("go perft 6");
            usi.await("1g1f: ", 30_000);
            long start = System.nanoTime();
            usi.send("stop");
            usi.send("isready");
            usi.await("readyok", 1000);
            assertThat((System.nanoTime() - start) / 1_000_000).as("stop and isready during perft 6, ms")
                    .isLessThan(1_000);
            assertThat(usi.seen).contains("info string perft stopped: the total counts only the moves above", "")
                    .anyMatch(line -> line.startsWith("Nodes searched: "));
            usi.send("go perft 3");
            // Published perft(3) of the start position.
            assertThat(usi.await("Nodes searched", 10_000)).isEqualTo("Nodes searched: 25470");
        }
    }

    @Test
    void aWeightFileOfUnboundedSizeIsRefusedAndTheEngineServesOn(@TempDir Path dir) throws Exception {
        Path longLine = dir.resolve("long-line.txt");
        Files.writeString(longLine, "count " + LearnedFeatures.COUNT + " scale 16\n"
                + "1 ".repeat(LearnedEvaluator.MAX_LINE_CHARS) + "\n");
        Path large = dir.resolve("large.txt");
        StringBuilder text = new StringBuilder();
        while (text.length() <= LearnedEvaluator.MAX_FILE_CHARS) {
            text.append("# a comment line of a weight file that goes on and on and on\n");
        }
        text.append("count ").append(LearnedFeatures.COUNT).append(" scale 16\n")
                .append("0 ".repeat(LearnedFeatures.COUNT)).append('\n');
        Files.writeString(large, text);
        try (UsiSession usi = new UsiSession()) {
            usi.send("setoption name LearnedWeights value " + longLine);
            assertThat(usi.await("info string", 5000)).contains("long-line.txt", "line longer than");
            usi.send("setoption name LearnedWeights value " + large);
            assertThat(usi.await("info string", 5000)).contains("large.txt", "longer than " + LearnedEvaluator.MAX_FILE_CHARS);
            usi.send("position startpos");
            usi.send("go depth 2");
            usi.await("bestmove", 10_000);
        }
    }

    @Test
    void devZeroAsAWeightFileIsRefused() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.isReadable(zero), "needs /dev/zero");
        try (UsiSession usi = new UsiSession()) {
            usi.send("setoption name LearnedWeights value /dev/zero");
            assertThat(usi.await("info string", 10_000)).contains("/dev/zero", "longer than");
            usi.send("isready");
            usi.await("readyok", 1000);
            usi.send("position startpos");
            usi.send("go depth 2");
            usi.await("bestmove", 10_000);
        }
    }
}
