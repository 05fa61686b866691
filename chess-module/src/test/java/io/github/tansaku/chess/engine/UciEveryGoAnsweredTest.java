package io.github.tansaku.chess.engine;

import static io.github.tansaku.chess.engine.EngineDriver.assertLegal;
import static io.github.tansaku.chess.engine.EngineDriver.bestMove;
import static io.github.tansaku.chess.engine.EngineDriver.last;
import static io.github.tansaku.chess.engine.EngineDriver.texts;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.engine.LineReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a client that waits for {@code bestmove} (node-uci, a GUI) relies on: every {@code go}
 * ends in exactly one answer, a perft can be stopped, and what the protocol defines
 * ({@code debug}, {@code UCI_AnalyseMode}) is accepted. Stockfish answers each of these forms.
 */
class UciEveryGoAnsweredTest {

    @Test
    void illegalAndMalformedSearchmovesAreIgnoredAndTheRestSearched() throws Exception {
        try (EngineDriver driver = new EngineDriver()) {
            driver.send("position startpos");
            driver.send("go depth 3 searchmoves e2e5 d2d4 e2e4x");
            List<String> lines = texts(driver.untilBestMove(30_000));
            assertThat(bestMove(lines.get(lines.size() - 1))).isEqualTo("d2d4");
            assertThat(lines).anyMatch(line -> line.startsWith("info string") && line.contains("e2e5"))
                    .anyMatch(line -> line.startsWith("info string") && line.contains("e2e4x"));
        }
    }

    @Test
    void searchmovesWithoutALegalMoveSearchesEveryMove() throws Exception {
        try (EngineDriver driver = new EngineDriver()) {
            driver.send("position startpos moves e2e4 e7e5");
            driver.send("go searchmoves e1e3 depth 2");
            assertLegal("startpos moves e2e4 e7e5", bestMove(last(driver.untilBestMove(30_000))));
        }
    }

    @Test
    void badGoMateValuesStillEndInBestmove() throws Exception {
        try (EngineDriver driver = new EngineDriver()) {
            driver.send("position startpos");
            for (String go : List.of("go mate x", "go mate -1", "go mate")) {
                driver.send(go);
                driver.until(text -> text.startsWith("info depth"), 10_000);
                driver.send("stop");
                assertLegal("startpos", bestMove(last(driver.untilBestMove(5_000))));
            }
            driver.send("go mate x depth 2");
            assertLegal("startpos", bestMove(last(driver.untilBestMove(10_000))));
            assertThat(driver.sync()).noneMatch(line -> line.startsWith("bestmove"));
        }
    }

    @Test
    void debugAndUciAnalyseModeAreAccepted() throws Exception {
        try (EngineDriver driver = new EngineDriver()) {
            driver.send("debug on");
            driver.send("setoption name UCI_AnalyseMode value true");
            driver.send("debug off");
            driver.send("setoption name UCI_AnalyseMode value false");
            assertThat(driver.sync()).noneMatch(line -> line.startsWith("info string"));
            driver.send("debug sideways");
            assertThat(driver.sync()).anyMatch(line -> line.startsWith("info string") && line.contains("debug on"));
        }
    }

    @Test
    void perftStopsAtStopAndQuit() throws Exception {
        EngineDriver driver = new EngineDriver();
        driver.send("position startpos");
        driver.send("go perft 7");
        Thread.sleep(300);
        long sent = driver.send("stop");
        List<String> lines = driver.sync();
        assertThat((System.nanoTime() - sent) / 1_000_000).as("stop and isready during perft 7, ms")
                .isLessThan(1_000);
        assertThat(lines).contains("").anyMatch(line -> line.startsWith("Nodes searched: "))
                .anyMatch(line -> line.startsWith("info string perft stopped"));
        driver.send("go depth 2");
        assertLegal("startpos", bestMove(last(driver.untilBestMove(10_000))));
        driver.send("go perft 7");
        Thread.sleep(300);
        long quit = System.nanoTime();
        driver.close();
        assertThat((System.nanoTime() - quit) / 1_000_000).as("quit during perft 7, ms").isLessThan(1_000);
    }

    @Test
    void everyPerftFormChecksTheDepth() throws Exception {
        try (EngineDriver driver = new EngineDriver()) {
            driver.send("position startpos");
            for (String go : List.of("go depth 1 perft 65", "go perft 65 depth 1", "go perft 0 depth 1")) {
                driver.send(go);
                List<String> lines = texts(driver.untilBestMove(10_000));
                assertThat(lines).as("answer to '%s'", go)
                        .anyMatch(line -> line.startsWith("info string go perft: the depth must be 1 to 64"));
                assertLegal("startpos", bestMove(lines.get(lines.size() - 1)));
            }
            driver.send("go perft 2");
            assertThat(last(driver.until(text -> text.startsWith("Nodes searched"), 10_000)))
                    .isEqualTo("Nodes searched: 400");
        }
    }

    @Test
    void aMegabyteLineIsQuotedByItsBeginning() throws Exception {
        try (EngineDriver driver = new EngineDriver()) {
            driver.send("y".repeat(1 << 20));
            List<String> lines = driver.sync();
            assertThat(lines).anyMatch(line -> line.startsWith("info string unknown command: yyy"))
                    .allMatch(line -> line.length() < 300);
        }
    }

    @Test
    void aLineOverTheBoundIsSkippedWhole() throws Exception {
        try (EngineDriver driver = new EngineDriver()) {
            driver.send("position startpos moves e2e4");
            driver.send("position startpos moves " + "g1f3 ".repeat(LineReader.DEFAULT_MAX_CHARS / 5));
            assertThat(driver.sync()).contains("info string error: ignored a line longer than "
                    + LineReader.DEFAULT_MAX_CHARS + " characters");
            assertThat(driver.loop.engine().position().toFen())
                    .isEqualTo(BenchPositions.toPosition("startpos moves e2e4").toFen());
        }
    }
}
