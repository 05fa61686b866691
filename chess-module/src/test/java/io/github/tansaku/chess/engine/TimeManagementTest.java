package io.github.tansaku.chess.engine;

import static io.github.tansaku.chess.engine.EngineDriver.assertLegal;
import static io.github.tansaku.chess.engine.EngineDriver.bestMove;
import static io.github.tansaku.chess.engine.EngineDriver.last;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Clock;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The engine's clock handling with an injected clock that advances one millisecond each time it
 * is read: the search's own time decisions, independent of how loaded the machine is.
 */
class TimeManagementTest {

    private static final String MIDDLEGAME = "fen r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    /** Black's only legal move is Kh7. */
    private static final String ONE_LEGAL_MOVE = "fen 7k/8/8/8/8/8/6R1/K5R1 b - - 0 1";

    /**
     * Fake milliseconds that the clock reads after the decision to stop may add (result, info
     * lines, the unwinding of the search; their number depends on where the search stopped).
     */
    private static final int CLOCK_READS_AFTER_STOP = 40;

    private final AtomicLong now = new AtomicLong(1_000_000);
    private final Clock steppingClock = now::incrementAndGet;

    /** Fake milliseconds from the {@code go} command to the {@code bestmove}. */
    private long fakeMillisOf(EngineDriver driver, String position, String go) {
        driver.send("position " + position);
        driver.sync();
        long before = now.get();
        driver.send(go);
        String move = bestMove(last(driver.untilBestMove(30_000)));
        assertLegal(position, move);
        return now.get() - before;
    }

    @Test
    void suddenDeathKeepsTheMoveOverheadAndMostOfTheClock() throws Exception {
        try (EngineDriver driver = new EngineDriver(steppingClock, false)) {
            driver.send("setoption name Move Overhead value 100");
            long used = fakeMillisOf(driver, MIDDLEGAME, "go wtime 4000 btime 4000");
            // Sudden death: one move may take a share of the clock, never all of it.
            assertThat(used).isPositive().isLessThan(4000 / 2);
        }
    }

    @Test
    void theLastMoveBeforeTheTimeControlStaysInsideTheClockMinusTheOverhead() throws Exception {
        try (EngineDriver driver = new EngineDriver(steppingClock, false)) {
            driver.send("setoption name Move Overhead value 300");
            long used = fakeMillisOf(driver, MIDDLEGAME, "go wtime 1000 btime 1000 movestogo 1");
            // The few clock reads that end the search (result, last info line) advance the fake
            // clock too: CLOCK_READS_AFTER_STOP of slack, far less than the overhead it checks.
            assertThat(used).isLessThanOrEqualTo(1000 - 300 + CLOCK_READS_AFTER_STOP);
        }
    }

    @Test
    void incrementsLetTheEngineThinkLongerThanWithout() throws Exception {
        try (EngineDriver driver = new EngineDriver(steppingClock, false)) {
            long without = fakeMillisOf(driver, MIDDLEGAME, "go wtime 2000 btime 2000");
            driver.send("ucinewgame");
            long with = fakeMillisOf(driver, MIDDLEGAME, "go wtime 2000 btime 2000 winc 1000 binc 1000");
            assertThat(with).isGreaterThan(without);
            assertThat(with).isLessThan(2000 + 1000);
        }
    }

    @Test
    void aSingleLegalMoveIsPlayedWithoutSpendingTheAllottedTime() throws Exception {
        try (EngineDriver driver = new EngineDriver(steppingClock, false)) {
            long many = fakeMillisOf(driver, MIDDLEGAME, "go wtime 10000 btime 10000");
            long one = fakeMillisOf(driver, ONE_LEGAL_MOVE, "go wtime 10000 btime 10000");
            assertThat(one).isLessThan(many / 4);
        }
    }
}
