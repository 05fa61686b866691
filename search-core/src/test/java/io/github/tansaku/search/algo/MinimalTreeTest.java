package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.testgames.UniformTree;
import java.util.EnumSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Knuth and Moore (1975): with the best move first at every node, alpha-beta visits exactly
 * {@code b^ceil(d/2) + b^floor(d/2) - 1} leaves of a uniform tree, and no ordering visits fewer.
 */
class MinimalTreeTest {

    private static final SearchOptions PVS_ONLY = SearchOptions.exact().withTechniques(EnumSet.of(Technique.PVS));
    private static final SearchOptions PLAIN = SearchOptions.exact().withTechniques(EnumSet.noneOf(Technique.class));

    @ParameterizedTest(name = "b={0} d={1}")
    @CsvSource({"2,1", "2,2", "3,3", "2,6", "3,5", "4,4", "5,3", "5,4", "6,5", "8,4", "3,8"})
    void alphaBetaVisitsTheMinimalTreeWithPerfectOrdering(int b, int d) {
        UniformTree tree = new UniformTree(b, d, 7L * b + d, true);
        AlphaBeta<UniformTree.Cursor, Integer> search = new AlphaBeta<>(tree, tree.evaluator());
        int value = search.search(tree.newPosition(), d).score();
        assertThat(value).isEqualTo(tree.rootValue());
        assertThat(tree.leafEvaluations()).isEqualTo(UniformTree.minimalLeaves(b, d));
    }

    @ParameterizedTest(name = "b={0} d={1}")
    @CsvSource({"2,2", "3,3", "2,6", "3,5", "4,4", "5,4", "6,5", "8,4", "3,8"})
    void searcherVisitsTheMinimalTreeWithPerfectOrdering(int b, int d) {
        for (SearchOptions options : new SearchOptions[] {PVS_ONLY, PLAIN}) {
            assertThat(searcherLeaves(b, d, options, true)).as("%s", options.techniques())
                    .isEqualTo(UniformTree.minimalLeaves(b, d));
        }
        // With the best move first, every cutoff is made by the first move, and PVS never
        // has to search a move again.
        UniformTree tree = new UniformTree(b, d, 3, true);
        Searcher<UniformTree.Cursor, Integer> searcher = new Searcher<>(tree, tree.evaluator(), PVS_ONLY);
        searcher.search(tree.newPosition(), SearchLimits.depth(d), SearchListener.silent());
        SearchStatistics statistics = searcher.statistics();
        assertThat(statistics.failHighFirstRate()).isEqualTo(d > 1 ? 1.0 : 0.0);
        assertThat(statistics.pvsReSearches()).isZero();
    }

    @ParameterizedTest(name = "b={0} d={1}")
    @CsvSource({"3,3", "2,6", "3,5", "4,4", "6,5", "8,4"})
    void worstOrderingGivesTheSameValueWithMoreLeaves(int b, int d) {
        UniformTree tree = new UniformTree(b, d, 11L * b + d, false);
        AlphaBeta<UniformTree.Cursor, Integer> search = new AlphaBeta<>(tree, tree.evaluator());
        assertThat(search.search(tree.newPosition(), d).score()).isEqualTo(tree.rootValue());
        assertThat(tree.leafEvaluations()).isGreaterThan(UniformTree.minimalLeaves(b, d));
        assertThat(tree.leafEvaluations()).isLessThanOrEqualTo(UniformTree.pow(b, d));
        assertThat(searcherLeaves(b, d, PVS_ONLY, false)).isGreaterThan(UniformTree.minimalLeaves(b, d));
        UniformTree reversed = new UniformTree(b, d, 3, false);
        Searcher<UniformTree.Cursor, Integer> searcher = new Searcher<>(reversed, reversed.evaluator(), PVS_ONLY);
        searcher.search(reversed.newPosition(), SearchLimits.depth(d), SearchListener.silent());
        assertThat(searcher.statistics().failHighFirstRate()).isLessThan(1.0);
    }

    /**
     * Leaves of the searcher's last iteration. The tree counts evaluations at depth d only, and
     * earlier iterations evaluate shallower nodes, so the count is that of the last iteration.
     */
    private static long searcherLeaves(int b, int d, SearchOptions options, boolean bestFirst) {
        UniformTree tree = new UniformTree(b, d, 7L * b + d, bestFirst);
        Searcher<UniformTree.Cursor, Integer> searcher = new Searcher<>(tree, tree.evaluator(), options);
        int value = searcher.search(tree.newPosition(), SearchLimits.depth(d), SearchListener.silent()).score();
        assertThat(value).isEqualTo(tree.rootValue());
        return tree.leafEvaluations();
    }
}
