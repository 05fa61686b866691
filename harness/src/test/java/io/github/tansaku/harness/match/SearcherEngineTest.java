package io.github.tansaku.harness.match;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.time.TimeManager;
import org.junit.jupiter.api.Test;

/** The in-process engine's limits on a clock: the time manager's share, with its opening multiple. */
class SearcherEngineTest {

    /**
     * 10 s + 0.1 s and the in-process engine's 10 ms overhead: the even share is
     * (10,000 - 10) / 16 = 624 ms (rounded down), so 724 ms with the increment; twice the share
     * is 1,248 ms (2 x 624.375, rounded down), so 1,348 ms.
     */
    @Test
    void aClockGivesTheTimeManagersShareTimesTheMultiple() {
        TimeControl control = TimeControl.fischer(10_000, 100);
        MatchEngine.Clocks clocks = new MatchEngine.Clocks(new SideClock(control), new SideClock(control));
        TimeManager manager = new TimeManager();
        assertThat(SearcherEngine.limits(manager, clocks).softTimeMillis()).isEqualTo(724);
        assertThat(SearcherEngine.limits(manager, clocks, 1).softTimeMillis()).isEqualTo(724);
        assertThat(SearcherEngine.limits(manager, clocks, 2).softTimeMillis()).isEqualTo(1_348);
    }

    @Test
    void aNodeLimitHasNoTime() {
        TimeControl control = TimeControl.nodes(5_000);
        MatchEngine.Clocks clocks = new MatchEngine.Clocks(new SideClock(control), new SideClock(control));
        var limits = SearcherEngine.limits(new TimeManager(), clocks, 2);
        assertThat(limits.maxNodes()).isEqualTo(5_000);
        assertThat(limits.softTimeMillis()).isEqualTo(SearchLimits.UNLIMITED);
    }
}
