package io.github.tansaku.search.time;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.SearchLimits;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;

class TimeManagerTest {

    private final AtomicLong now = new AtomicLong(1_000_000);
    private final TimeManager manager = new TimeManager(now::get);

    @Test
    void limitsAreRelativeAndTheDeadlineCountsFromTheGoCommand() {
        SearchLimits limits = manager.limits(GameClock.fischer(60_000, 0, 50), SearchLimits.depth(12), 999_990);
        assertThat(limits.maxDepth()).isEqualTo(12);
        assertThat(limits.softTimeMillis()).isPositive().isLessThanOrEqualTo(limits.hardTimeMillis());
        assertThat(limits.deadlineMillis()).isEqualTo(999_990 + limits.hardTimeMillis());
        assertThat(manager.limits(GameClock.fischer(60_000, 0, 50)).deadlineMillis())
                .isEqualTo(now.get() + limits.hardTimeMillis());
    }

    @Test
    void hardLimitNeverExceedsTheTimeLeftMinusOverhead() {
        long[] times = {0, 1, 30, 49, 50, 51, 100, 1_000, 5_000, 60_000, 3_600_000};
        long[] increments = {0, 100, 2_000};
        int[] movesToGo = {0, 1, 2, 5, 40, 200};
        long[] byoyomis = {0, 100, 1_000, 10_000};
        for (long t : times) {
            for (long inc : increments) {
                for (int mtg : movesToGo) {
                    for (long byo : byoyomis) {
                        GameClock clock = new GameClock(t, inc, mtg, byo, 50);
                        SearchLimits limits = manager.limits(clock);
                        assertThat(limits.hardTimeMillis()).as("%s", clock)
                                .isLessThanOrEqualTo(Math.max(0, t + byo - 50));
                        assertThat(limits.softTimeMillis()).as("%s", clock)
                                .isBetween(0L, limits.hardTimeMillis());
                    }
                }
            }
        }
    }

    @Test
    void byoyomiAloneIsUsedFullyLessTheOverhead() {
        // What match.py sends for a fixed time per move in shogi: btime 0 wtime 0 byoyomi 1000.
        SearchLimits limits = manager.limits(GameClock.byoyomi(0, 1000, 50));
        assertThat(limits.softTimeMillis()).isEqualTo(950);
        assertThat(limits.hardTimeMillis()).isEqualTo(950);
    }

    @Test
    void aShortByoyomiIsNotEatenByTheOverhead() {
        // match.py --movetime 150 in shogi: byoyomi 150, and the USI engine's 150 ms overhead.
        SearchLimits limits = manager.limits(GameClock.byoyomi(0, 150, 150));
        assertThat(limits.softTimeMillis()).isEqualTo(75);
        assertThat(limits.hardTimeMillis()).isEqualTo(75);
        // Main time left counts: 100 ms of it and 100 ms of byoyomi allow 100 ms.
        assertThat(manager.limits(GameClock.byoyomi(100, 100, 150)).hardTimeMillis()).isEqualTo(100);
        // A byoyomi of a second keeps the whole overhead.
        assertThat(manager.limits(GameClock.byoyomi(0, 1000, 150)).hardTimeMillis()).isEqualTo(850);
        // Without byoyomi nothing changes: 100 ms left and 150 ms overhead leave nothing safe.
        assertThat(manager.limits(GameClock.fischer(100, 0, 150)).hardTimeMillis()).isZero();
    }

    @Test
    void byoyomiAddsToTheShareOfMainTime() {
        long without = manager.limits(GameClock.byoyomi(60_000, 0, 50)).softTimeMillis();
        long with = manager.limits(GameClock.byoyomi(60_000, 5_000, 50)).softTimeMillis();
        assertThat(with).isEqualTo(without + 5_000);
    }

    @Test
    void inTimeTroubleAMoveStillGetsAFewMilliseconds() {
        // 300 ms left, 50 ms lost per move: the even shares are zero.
        SearchLimits trouble = manager.limits(GameClock.fischer(300, 0, 50));
        assertThat(trouble.hardTimeMillis()).isEqualTo(TimeManager.MIN_THINK_MILLIS);
        assertThat(trouble.softTimeMillis()).isEqualTo(TimeManager.MIN_THINK_MILLIS);
        // 60 ms left: 10 ms are safe, so at most half of them.
        assertThat(manager.limits(GameClock.fischer(60, 0, 50)).hardTimeMillis()).isEqualTo(5);
        assertThat(manager.limits(GameClock.fischer(50, 0, 50)).hardTimeMillis()).isZero();
    }

    @Test
    void lastMoveBeforeTheControlMayUseAlmostAllTheTime() {
        SearchLimits limits = manager.limits(new GameClock(10_000, 0, 1, 0, 50));
        assertThat(limits.hardTimeMillis()).isEqualTo(9_950);
        assertThat(limits.softTimeMillis()).isEqualTo(9_950);
    }

    @Test
    void moreTimeAndIncrementGiveMoreTime() {
        long shortClock = manager.limits(GameClock.fischer(10_000, 0, 10)).softTimeMillis();
        long longClock = manager.limits(GameClock.fischer(100_000, 0, 10)).softTimeMillis();
        long withIncrement = manager.limits(GameClock.fischer(10_000, 1_000, 10)).softTimeMillis();
        assertThat(longClock).isGreaterThan(shortClock);
        assertThat(withIncrement).isGreaterThan(shortClock);
        assertThat(manager.limits(new GameClock(10_000, 0, 5, 0, 10)).softTimeMillis()).isGreaterThan(shortClock);
    }

    @Test
    void withAnIncrementCoveringTheOverheadEveryHardLimitCanBeSpentForever() {
        long clock = 10_000;
        for (int move = 0; move < 300; move++) {
            long hard = manager.limits(GameClock.fischer(clock, 60, 50)).hardTimeMillis();
            // Worst case: the search runs to its hard limit and the GUI adds the full overhead.
            clock -= hard + 50;
            assertThat(clock).as("clock after move %d", move).isNotNegative();
            clock += 60;
        }
    }

    @Test
    void suddenDeathSpendingTheSoftLimitLastsALongGame() {
        long clock = 60_000;
        for (int move = 0; move < 150; move++) {
            long soft = manager.limits(GameClock.fischer(clock, 0, 50)).softTimeMillis();
            clock -= soft + 50;
            assertThat(clock).as("clock after move %d", move).isNotNegative();
        }
    }

    /**
     * Blitz with a small increment (10 s + 0.1 s, 10 ms overhead): a search that spends its
     * whole soft limit on four moves in five and runs to its hard limit on the fifth, with the
     * overhead on top of each, never flags in 200 moves.
     */
    @Test
    void blitzWithASmallIncrementSpendingTheSoftLimitNeverFlags() {
        assertBlitzSpendingTheSoftLimitNeverFlags(move -> 1);
    }

    /**
     * Plays 200 moves of 10 s + 0.1 s with a 10 ms overhead, the share of move {@code m}
     * multiplied by {@code multipleAtMove(m)}, spending the soft limit on four moves in five and
     * the hard limit on the fifth, and asserts that the clock never runs out.
     */
    private void assertBlitzSpendingTheSoftLimitNeverFlags(IntToDoubleFunction multipleAtMove) {
        long clock = 10_000;
        for (int move = 0; move < 200; move++) {
            var limits = manager.limits(GameClock.fischer(clock, 100, 10), SearchLimits.none(), 0, 0,
                    multipleAtMove.applyAsDouble(move));
            long spent = move % 5 == 4 ? limits.hardTimeMillis() : limits.softTimeMillis();
            clock -= spent + 10;
            assertThat(clock).as("clock after move %d", move).isPositive();
            clock += 100;
        }
    }

    @Test
    void repeatingTimeControlsSpendingEveryHardLimitNeverFlag() {
        long clock = 0;
        for (int move = 0; move < 200; move++) {
            int movesToGo = 40 - move % 40;
            if (movesToGo == 40) {
                clock += 60_000;
            }
            long hard = manager.limits(new GameClock(clock, 0, movesToGo, 0, 50)).hardTimeMillis();
            clock -= hard + 50;
            assertThat(clock).as("clock after move %d", move).isNotNegative();
        }
    }

    /**
     * Answers lately written 80 ms after their deadline (a loaded machine): at a 100 ms byoyomi
     * the search keeps those 80 ms and stops after 20, beyond the overhead's cap at half the
     * byoyomi; a lateness within the overhead changes nothing, and the floor still searches.
     */
    @Test
    void aMeasuredLatenessBeyondTheOverheadIsKeptInReserve() {
        GameClock byoyomi = GameClock.byoyomi(0, 100, 150);
        assertThat(manager.limits(byoyomi, SearchLimits.none(), 0, 0).hardTimeMillis()).isEqualTo(50);
        assertThat(manager.limits(byoyomi, SearchLimits.none(), 0, 30).hardTimeMillis()).isEqualTo(50);
        SearchLimits late = manager.limits(byoyomi, SearchLimits.none(), 1_000, 80);
        assertThat(late.hardTimeMillis()).isEqualTo(20);
        assertThat(late.softTimeMillis()).isEqualTo(20);
        assertThat(late.deadlineMillis()).isEqualTo(1_020);
        assertThat(manager.limits(byoyomi, SearchLimits.none(), 0, 400).hardTimeMillis())
                .isEqualTo(TimeManager.MIN_THINK_MILLIS);
        // A second of byoyomi with the USI overhead: 150 ms covers a lateness of 100, not one of 300.
        GameClock second = GameClock.byoyomi(0, 1000, 150);
        assertThat(manager.limits(second, SearchLimits.none(), 0, 100).hardTimeMillis()).isEqualTo(850);
        assertThat(manager.limits(second, SearchLimits.none(), 0, 300).hardTimeMillis()).isEqualTo(700);
        // A nearly spent Fischer clock: 300 ms left, answers 250 ms late.
        GameClock fischer = GameClock.fischer(300, 10, 50);
        assertThat(manager.limits(fischer, SearchLimits.none(), 0, 250).hardTimeMillis()).isLessThanOrEqualTo(50);
        // Plenty of time: the lateness does not matter.
        GameClock plenty = GameClock.fischer(60_000, 0, 50);
        assertThat(manager.limits(plenty, SearchLimits.none(), 0, 250).hardTimeMillis())
                .isEqualTo(manager.limits(plenty, SearchLimits.none(), 0, 0).hardTimeMillis());
    }

    /**
     * 10 s + 0.1 s, 50 ms overhead: the even share is (10,000 - 50) / 16 = 621 ms, so the ideal
     * time is 721 ms; twice the share gives 1,343 ms (2 x 621.875, rounded down, plus the
     * increment). The hard limit is 4 times the ideal, capped at 40 % of the main time left
     * after the overhead: 3,980 ms, with or without the multiple.
     */
    @Test
    void aShareMultipleMultipliesTheShareOfMainTimeNotTheIncrement() {
        GameClock blitz = GameClock.fischer(10_000, 100, 50);
        SearchLimits even = manager.limits(blitz, SearchLimits.none(), 0, 0, 1);
        SearchLimits doubled = manager.limits(blitz, SearchLimits.none(), 0, 0, 2);
        assertThat(even.softTimeMillis()).isEqualTo(721);
        assertThat(even.hardTimeMillis()).isEqualTo(2_884);
        assertThat(doubled.softTimeMillis()).isEqualTo(1_343);
        assertThat(doubled.hardTimeMillis()).isEqualTo(3_980);
        SearchLimits withoutMultiple = manager.limits(blitz, SearchLimits.none(), 0, 0);
        assertThat(withoutMultiple.softTimeMillis()).isEqualTo(even.softTimeMillis());
        assertThat(withoutMultiple.hardTimeMillis()).isEqualTo(even.hardTimeMillis());
    }

    @Test
    void aLargeShareMultipleStaysInsideTheClock() {
        long[] times = {0, 1, 49, 50, 100, 1_000, 10_000, 3_600_000};
        int[] movesToGo = {0, 1, 2, 40};
        for (long t : times) {
            for (int mtg : movesToGo) {
                for (long byo : new long[] {0, 1_000}) {
                    GameClock clock = new GameClock(t, 100, mtg, byo, 50);
                    SearchLimits limits = manager.limits(clock, SearchLimits.none(), 0, 0, 10);
                    assertThat(limits.hardTimeMillis()).as("%s", clock).isLessThanOrEqualTo(Math.max(0, t + byo - 50));
                    assertThat(limits.softTimeMillis()).as("%s", clock).isBetween(0L, limits.hardTimeMillis());
                }
            }
        }
    }

    /**
     * 10 s + 0.1 s with the opening multiple of 3 falling to 1 at ply 80 from ply 16 on: a search
     * that spends its whole soft limit on four moves in five and its hard limit on the fifth,
     * with a 10 ms overhead on top, never flags in 200 moves.
     */
    @Test
    void blitzWithTheOpeningMultipleSpendingTheSoftLimitNeverFlags() {
        OpeningTime opening = new OpeningTime(3, 80);
        assertBlitzSpendingTheSoftLimitNeverFlags(move -> opening.multipleAt(16 + 2 * move));
    }

    /** Half the share of the same clock: 9,950 / 16 / 2 = 310 ms (rounded down), plus the increment. */
    @Test
    void aShareMultipleBelowOneKeepsTimeForLater() {
        SearchLimits half = manager.limits(GameClock.fischer(10_000, 100, 50), SearchLimits.none(), 0, 0, 0.5);
        assertThat(half.softTimeMillis()).isEqualTo(410);
        assertThat(half.hardTimeMillis()).isEqualTo(1_640);
    }

    @Test
    void aShareMultipleThatIsNotPositiveIsRejected() {
        GameClock blitz = GameClock.fischer(10_000, 100, 50);
        assertThatThrownBy(() -> manager.limits(blitz, SearchLimits.none(), 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive");
        assertThatThrownBy(() -> manager.limits(blitz, SearchLimits.none(), 0, 0, -1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> manager.limits(blitz, SearchLimits.none(), 0, 0, Double.NaN))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
