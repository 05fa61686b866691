package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.ASPIRATION_DELTA;
import static io.github.tansaku.search.algo.SearchParameter.ASPIRATION_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.IID_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.IID_REDUCTION;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Ties the searchers together: on thousands of seeded random game trees (with and without
 * transpositions, game ends, illegal pseudo-legal moves), alpha-beta and the production
 * searcher with value-preserving techniques only return exactly plain minimax's root value.
 */
class DifferentialTest {

    private static final int TREES = 2000;

    /** Value-preserving configurations: exact(), each technique toggled off and alone, none. */
    private static Map<String, SearchOptions> configurations() {
        Map<String, SearchOptions> configs = new LinkedHashMap<>();
        SearchOptions exact = SearchOptions.exact();
        configs.put("exact", exact);
        configs.put("none", exact.withTechniques(EnumSet.noneOf(Technique.class)));
        for (Technique t : Technique.values()) {
            if (t.valuePreserving()) {
                configs.put("exact-" + t, exact.without(t));
                configs.put("only-" + t, exact.withTechniques(t.withPrerequisites()));
            }
        }
        // Aspiration from the first iterations, with a tiny window, to force re-searches.
        configs.put("exact-narrow-aspiration", exact.with(ASPIRATION_MIN_DEPTH, 1).with(ASPIRATION_DELTA, 1));
        configs.put("exact-multipv3", exact.withMultiPv(3));
        configs.put("exact-iid-shallow", exact.with(IID_MIN_DEPTH, 2).with(IID_REDUCTION, 1));
        configs.put("exact-selection-swap", exact.with(SearchParameter.SELECTION_SWAP, 1));
        return configs;
    }

    @Test
    void everyValuePreservingConfigurationReturnsTheMinimaxValue() {
        compareOnRandomTrees(TREES, 5, 20261122L);
    }

    /** The same on ten times as many trees, one ply deeper ({@code mvn -Pslow verify}). */
    @Test
    @Tag("slow")
    void manyMoreTreesAgree() {
        compareOnRandomTrees(10 * TREES, 6, 7L);
    }

    private static void compareOnRandomTrees(int trees, int maxDepth, long seedOfSeeds) {
        Map<String, SearchOptions> configs = configurations();
        assertThat(configs).hasSizeGreaterThan(15);
        SplittableRandom random = new SplittableRandom(seedOfSeeds);
        RandomTreeGame game = new RandomTreeGame(0, 1, 1, 0, 0, 0);
        TranspositionTable table = new TranspositionTable(1);
        Map<String, Searcher<RandomTreeGame.Node, Integer>> searchers = new LinkedHashMap<>();
        configs.forEach((name, options) ->
                searchers.put(name, new Searcher<>(game, game.evaluator, options, table, Clock.system())));
        Minimax<RandomTreeGame.Node, Integer> minimax = new Minimax<>(game, game.evaluator);
        AlphaBeta<RandomTreeGame.Node, Integer> alphaBetaSearch = new AlphaBeta<>(game, game.evaluator);
        List<String> failures = new ArrayList<>();
        int mates = 0;
        for (int tree = 0; tree < trees; tree++) {
            long seed = random.nextLong();
            int maxBranch = 1 + random.nextInt(6);
            int minBranch = random.nextInt(3) == 0 ? 0 : Math.min(1, maxBranch);
            int width = random.nextBoolean() ? 0 : 2 + random.nextInt(12);
            int terminal = random.nextInt(4) == 0 ? 0 : random.nextInt(25);
            int illegal = random.nextInt(3) == 0 ? 0 : random.nextInt(30);
            int depth = 1 + random.nextInt(maxDepth);
            game.configure(seed, minBranch, maxBranch, width, terminal, illegal);
            int expected = minimax.search(game.newPosition(), depth).score();
            if (io.github.tansaku.search.Score.isMate(expected)) {
                mates++;
            }
            String tag = "tree " + tree + " (seed " + seed + ", branch " + minBranch + ".." + maxBranch + ", width "
                    + width + ", terminal " + terminal + "%, illegal " + illegal + "%, depth " + depth + ")";
            int alphaBeta = alphaBetaSearch.search(game.newPosition(), depth).score();
            if (alphaBeta != expected) {
                failures.add(tag + ": AlphaBeta " + alphaBeta + " != minimax " + expected);
            }
            for (Map.Entry<String, Searcher<RandomTreeGame.Node, Integer>> entry : searchers.entrySet()) {
                table.clear();
                int value = entry.getValue().search(game.newPosition(), SearchLimits.depth(depth),
                        SearchListener.silent()).score();
                if (value != expected) {
                    failures.add(tag + ": " + entry.getKey() + " " + value + " != minimax " + expected);
                }
            }
        }
        assertThat(failures).as("%d disagreements, first ones", failures.size())
                .satisfies(f -> assertThat(f.subList(0, Math.min(10, f.size()))).isEmpty());
        assertThat(mates).as("trees whose value is a mate score").isGreaterThan(trees / 20);
    }
}
