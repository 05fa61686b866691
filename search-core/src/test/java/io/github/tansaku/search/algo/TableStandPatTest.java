package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.tt.TableEntries;
import io.github.tansaku.search.tt.TranspositionTable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The table's refinement of quiescence's stand-pat score (QS_TABLE_STAND_PAT,
 * {@link TableStep#refined}): the stored score replaces the static score only where its bound
 * says the true value lies beyond the static score in that direction, or is exact.
 */
class TableStandPatTest {

    private static final long KEY = 0x1234_5678_9ABC_DEF1L;
    private static final int PLY = 3;

    @ParameterizedTest(name = "{1} bound {0} against static score {2}: {3}")
    @CsvSource({
        // stored, bound, static, stand pat
        "120, LOWER, 40, 120", // a lower bound above the static score raises it
        "10, LOWER, 40, 40", //   a lower bound below it says nothing
        "-30, UPPER, 40, -30", // an upper bound below it lowers it
        "90, UPPER, 40, 40", //   an upper bound above it says nothing
        "90, EXACT, 40, 90", //   an exact score replaces it either way
        "-90, EXACT, 40, -90",
    })
    void theStoredScoreReplacesTheStaticScoreOnlyWhereItsBoundSaysMore(int stored, Bound bound, int staticScore,
            int standPat) {
        TranspositionTable table = new TranspositionTable(1);
        TableEntries.store(table, KEY, 7, stored, bound, 0, PLY, false);
        long entry = TableEntries.probe(table, KEY);
        assertThat(entry).isNotZero();
        assertThat(TableStep.refined(entry, staticScore, PLY)).isEqualTo(standPat);
    }
}
