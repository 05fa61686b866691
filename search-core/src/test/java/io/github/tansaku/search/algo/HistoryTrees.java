package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.tt.TranspositionTable;

/**
 * What the tests of the learnt move-ordering techniques (continuation history, capture history)
 * share: tie-breaking noise for their scripted trees, a search with its statistics, and the
 * check that what was learnt outlives a search and not {@link Searcher#clearHistory()}.
 */
final class HistoryTrees {

    private HistoryTrees() {
    }

    /** A search's root value and counters. */
    record Run(int score, SearchStatistics statistics) {
    }

    /**
     * A few points of noise in [-10, 10] that depend on the whole path (and {@code seed}), to
     * break ties between otherwise equal moves.
     */
    static int noise(ScriptedTree.Path path, long seed) {
        long h = seed;
        for (int p = 0; p < path.length(); p++) {
            h = h * 31 + path.move(p);
        }
        h ^= h >>> 17;
        h *= 0x9E37_79B9_7F4A_7C15L;
        return (int) Math.floorMod(h >>> 20, 21L) - 10;
    }

    /** A fresh searcher's search of {@code game}'s root to {@code depth}. */
    static Run run(ScriptedTree game, SearchOptions options, int depth) {
        Searcher<ScriptedTree.Path, Integer> searcher = new Searcher<>(game, game.evaluator, options);
        SearchResult<Integer> r = searcher.search(game.newPosition(), SearchLimits.depth(depth),
                SearchListener.silent());
        return new Run(r.score(), searcher.statistics());
    }

    /**
     * The learnt ordering is kept from one search to the next and forgotten by
     * {@link Searcher#clearHistory()}: with the table cleared in between, a second search of the
     * same position needs fewer nodes; after clearHistory() a third search repeats the first
     * exactly (one thread, deterministic).
     */
    static void assertKeptBetweenSearchesUntilClearHistory(ScriptedTree game, SearchOptions options, int depth) {
        TranspositionTable table = new TranspositionTable(1);
        Searcher<ScriptedTree.Path, Integer> searcher = new Searcher<>(game, game.evaluator, options, table,
                Clock.system());
        long first = searchNodes(searcher, game, depth);
        table.clear();
        long second = searchNodes(searcher, game, depth);
        table.clear();
        searcher.clearHistory();
        long third = searchNodes(searcher, game, depth);
        assertThat(second).isLessThan(first);
        assertThat(third).isEqualTo(first);
    }

    private static long searchNodes(Searcher<ScriptedTree.Path, Integer> searcher, ScriptedTree game, int depth) {
        searcher.search(game.newPosition(), SearchLimits.depth(depth), SearchListener.silent());
        return searcher.statistics().nodes();
    }
}
