package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.CONTINUATION_PRUNING_MAX_DEPTH;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * Continuation pruning (node step 13c) on {@link ContinuationHistoryTest}'s game, where every
 * move of a node but one is refuted by a fixed answer to it, so the continuation history
 * learns to rate the non-answers negatively: each of them is searched, fails, and takes a
 * malus when the answer cuts. With pruning on, those moves are skipped at shallow depth; the switches that must turn
 * it off (the technique, its depth limit, the continuation history it reads) leave the search
 * exactly as without it.
 */
class ContinuationPruningTest {

    private static final int DEPTH = 6;

    /** Ordering by the table move and both histories; killers and countermoves off (never pruned). */
    private static final SearchOptions BASE = SearchOptions.exact().with(Technique.KILLERS, false)
            .with(Technique.COUNTERMOVES, false).withHashMegabytes(1);
    private static final SearchOptions PRUNING = BASE.with(Technique.CONTINUATION_PRUNING, true);

    private static SearchStatistics run(SearchOptions options) {
        ScriptedTree game = ContinuationHistoryTest.refutationGame(1);
        Searcher<ScriptedTree.Path, Integer> searcher = new Searcher<>(game, game.evaluator, options);
        searcher.search(game.newPosition(), SearchLimits.depth(DEPTH), SearchListener.silent());
        return searcher.statistics();
    }

    @Test
    void negativelyRatedQuietMovesAreSkippedAtShallowDepth() {
        SearchStatistics off = run(BASE);
        SearchStatistics on = run(PRUNING);
        assertThat(off.prunedMoves()).isZero();
        assertThat(on.prunedMoves()).isPositive();
        assertThat(on.nodes()).isLessThan(off.nodes());
    }

    @Test
    void theDepthLimitDecidesWherePruningApplies() {
        // Pruning at depth 1 only already skips moves; allowing it up to depth 3 as well
        // changes the tree (pruning higher up removes whole subtrees, so the count of pruned
        // moves need not grow, but the search is not the same).
        SearchStatistics shallow = run(PRUNING.with(CONTINUATION_PRUNING_MAX_DEPTH, 1));
        SearchStatistics deeper = run(PRUNING.with(CONTINUATION_PRUNING_MAX_DEPTH, 3));
        assertThat(shallow.prunedMoves()).isPositive();
        assertThat(shallow.nodes()).isLessThan(run(BASE).nodes());
        assertThat(deeper.nodes()).isNotEqualTo(shallow.nodes());
    }

    @Test
    void depthLimitZeroMeansNoPruningAndNoContinuationHistoryIsRefused() {
        long offNodes = run(BASE).nodes();
        assertThat(run(PRUNING.with(CONTINUATION_PRUNING_MAX_DEPTH, 0)).nodes()).isEqualTo(offNodes);
        assertThatThrownBy(() -> run(PRUNING.with(Technique.CONTINUATION_HISTORY, false)))
                .hasMessageContaining("CONTINUATION_PRUNING needs technique CONTINUATION_HISTORY");
    }

    @Test
    void theMaximumDepthIsChecked() {
        assertThatThrownBy(() -> PRUNING.with(CONTINUATION_PRUNING_MAX_DEPTH, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("continuationPruningMaxDepth");
        assertThat(SearchOptions.defaults().get(CONTINUATION_PRUNING_MAX_DEPTH)).isEqualTo(3);
        assertThat(SearchOptions.exact().enabled(Technique.CONTINUATION_PRUNING)).as("not value-preserving").isFalse();
    }
}
