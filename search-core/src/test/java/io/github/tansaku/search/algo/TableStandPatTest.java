package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.tt.TableEntries;
import io.github.tansaku.search.tt.TranspositionTable;
import org.junit.jupiter.api.Test;

/**
 * The table's refinement of quiescence's stand-pat score (QS_TABLE_STAND_PAT,
 * {@link TableStep#refined}): the stored score replaces the static score only where its bound
 * says the true value lies beyond the static score in that direction, or is exact.
 */
class TableStandPatTest {

    private static final long KEY = 0x1234_5678_9ABC_DEF1L;
    private static final int PLY = 3;

    private static long entry(int score, Bound bound) {
        TranspositionTable table = new TranspositionTable(1);
        TableEntries.store(table, KEY, 7, score, bound, 0, PLY, false);
        long entry = TableEntries.probe(table, KEY);
        assertThat(entry).isNotZero();
        return entry;
    }

    @Test
    void aLowerBoundAboveTheStaticScoreRaisesIt() {
        assertThat(TableStep.refined(entry(120, Bound.LOWER), 40, PLY)).isEqualTo(120);
    }

    @Test
    void aLowerBoundBelowTheStaticScoreSaysNothing() {
        assertThat(TableStep.refined(entry(10, Bound.LOWER), 40, PLY)).isEqualTo(40);
    }

    @Test
    void anUpperBoundBelowTheStaticScoreLowersIt() {
        assertThat(TableStep.refined(entry(-30, Bound.UPPER), 40, PLY)).isEqualTo(-30);
    }

    @Test
    void anUpperBoundAboveTheStaticScoreSaysNothing() {
        assertThat(TableStep.refined(entry(90, Bound.UPPER), 40, PLY)).isEqualTo(40);
    }

    @Test
    void anExactScoreReplacesTheStaticScoreEitherWay() {
        assertThat(TableStep.refined(entry(90, Bound.EXACT), 40, PLY)).isEqualTo(90);
        assertThat(TableStep.refined(entry(-90, Bound.EXACT), 40, PLY)).isEqualTo(-90);
    }
}
