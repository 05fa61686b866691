package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.SINGULAR_NEGATIVE_EXTENSION;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.StructureHashing;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.algo.testgames.ScriptedTree.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Correction history on a tree whose static evaluation is biased in one structure only.
 *
 * <p>Every node has four quiet moves. A position's structure is whether move 1 has been played
 * an odd number of times on the path ("A") or not ("B"), together with the side to move. The
 * true value of every position is a few points of path-dependent noise; the evaluator is exact
 * in structure B and gives the side to move {@value #BIAS} too much in structure A. Searches
 * reach every structure, so the search can measure the bias: after one search, the static
 * evaluation as the search reads it is close to the truth in both structures.
 */
class CorrectionHistoryTest {

    private static final int BIAS = 60;
    private static final int DEPTH = 7;

    private static boolean structureA(Path path) {
        return oddCount(path, 1);
    }

    /** Whether {@code move} was played an odd number of times on the path. */
    private static boolean oddCount(Path path, int move) {
        int count = 0;
        for (int p = 0; p < path.length(); p++) {
            if (path.move(p) == move) {
                count++;
            }
        }
        return count % 2 == 1;
    }

    /** The biased tree's rules: values for the root player, as ScriptedTree wants them. */
    private static final ScriptedTree.Rules RULES = new ScriptedTree.Rules() {
        @Override
        public int moveCount(Path path) {
            return 4;
        }

        @Override
        public int value(Path path) {
            int bias = structureA(path) ? BIAS : 0; // for the side to move
            boolean rootPlayerToMove = path.length() % 2 == 0;
            return HistoryTrees.noise(path, 41) + (rootPlayerToMove ? bias : -bias);
        }
    };

    /** The scripted tree (quiet moves only) plus the structure key, which ScriptedTree lacks. */
    private static final class StructuredTree extends ScriptedTree implements StructureHashing<Path> {
        StructuredTree() {
            super(RULES);
        }

        @Override
        public long structureKey(Path path) {
            return (structureA(path) ? 2 : 0) + path.length() % 2;
        }
    }

    /**
     * A tree whose static evaluation has two independent biases: {@value #PART_BIAS} for the
     * side to move in structure A and as much against it outside A, and the same for structure
     * C (move 2 played an odd number of times). Its structure kinds alternate between A and C
     * ({@code kinds} of them), so each kind sees one bias while the other averages out.
     */
    private static final class TwoBiasTree extends ScriptedTree implements StructureHashing<Path> {
        private final int kinds;

        TwoBiasTree(int kinds) {
            super(new ScriptedTree.Rules() {
                @Override
                public int moveCount(Path path) {
                    return 4;
                }

                @Override
                public int value(Path path) {
                    int bias = twoBias(path);
                    boolean rootPlayerToMove = path.length() % 2 == 0;
                    return HistoryTrees.noise(path, 41) + (rootPlayerToMove ? bias : -bias);
                }
            });
            this.kinds = kinds;
        }

        @Override
        public long structureKey(Path path) {
            return structureKey(path, 0);
        }

        @Override
        public int structureKinds() {
            return kinds;
        }

        @Override
        public long structureKey(Path path, int kind) {
            boolean in = kind % 2 == 0 ? structureA(path) : oddCount(path, 2);
            return (in ? 2 : 0) + path.length() % 2;
        }
    }

    private static final int PART_BIAS = 30;

    /** The two-bias tree's error for the side to move. */
    private static int twoBias(Path path) {
        return (structureA(path) ? PART_BIAS : -PART_BIAS) + (oddCount(path, 2) ? PART_BIAS : -PART_BIAS);
    }

    /**
     * The searcher's defaults less every technique that needs more of the game than hashing,
     * noisy moves and the structure key: no history tables, static exchange or check handling
     * (this tree has no captures or checks), so that what the search learns comes from the
     * biased static scores and the tree alone. Also without the killers set by table cutoffs
     * ({@link Technique#TT_CUTOFF_REWARD}, which came after these tolerances): the running
     * average ends where the last results leave it, and they depend on the nodes the ordering
     * visits. With it, 26 of structure A's bias of 60 was left uncorrected at depth 7, and at
     * depth 8 the correction overshot by 26; the test allows a third of the bias. For the same
     * reason without the singular extension's negative extension (also later): with it, one
     * two-bias position kept 29 of its error of 60.
     */
    private static final SearchOptions OPTIONS = SearchOptions.defaults().withTechniques(
            Arrays.stream(Technique.values())
                    .filter(t -> t != Technique.TT_CUTOFF_REWARD)
                    .filter(t -> Set.of(PositionHashing.class, NoisyMoves.class, StructureHashing.class)
                            .containsAll(t.requiredCapabilities()))
                    .collect(Collectors.toCollection(() -> EnumSet.noneOf(Technique.class))))
            .with(SINGULAR_NEGATIVE_EXTENSION, 0);

    private static Searcher<Path, Integer> searched(ScriptedTree game, SearchOptions options) {
        Searcher<Path, Integer> searcher = new Searcher<>(game, game.evaluator, options.withHashMegabytes(1));
        searcher.search(game.newPosition(), SearchLimits.depth(DEPTH), SearchListener.silent());
        return searcher;
    }

    /** The root (structure B) and the position after move 1 (structure A, the other side to move). */
    private static Path[] probes(StructuredTree game) {
        Path b = game.newPosition();
        Path a = game.newPosition();
        game.makeMove(a, 1);
        assertThat(structureA(a)).isTrue();
        assertThat(structureA(b)).isFalse();
        return new Path[] {a, b};
    }

    /** The true value of {@code path} for its side to move. */
    private static int truth(Path path) {
        return (path.length() % 2 == 0 ? 1 : -1) * HistoryTrees.noise(path, 41);
    }

    @Test
    void theBiasOfAStructureIsLearntAndCorrected() {
        StructuredTree game = new StructuredTree();
        SearchOptions options = OPTIONS;
        assertThat(options.enabled(Technique.CORRECTION_HISTORY)).isTrue();
        Searcher<Path, Integer> searcher = searched(game, options);
        Path[] probes = probes(game);
        Path a = probes[0];
        Path b = probes[1];
        assertThat(game.evaluator.evaluate(a)).as("raw score in A").isEqualTo(truth(a) + BIAS);
        assertThat(searcher.staticEvaluation(a)).as("corrected score in A")
                .isBetween(truth(a) - BIAS / 3, truth(a) + BIAS / 3);
        assertThat(searcher.staticEvaluation(b)).as("corrected score in B (no bias to learn)")
                .isBetween(truth(b) - BIAS / 3, truth(b) + BIAS / 3);
    }

    /** Paths near the root in each of the four combinations of structures A and C. */
    private static List<Path> combinations(ScriptedTree game) {
        List<Path> paths = new ArrayList<>();
        for (int[] moves : new int[][] {{}, {1}, {2}, {1, 2}, {0, 3}, {1, 0}, {0, 2}, {2, 1}}) {
            Path path = game.newPosition();
            for (int move : moves) {
                game.makeMove(path, move);
            }
            paths.add(path);
        }
        return paths;
    }

    /**
     * With two kinds, each learns the bias that follows its structure (the other one averages
     * out within it), and their sum corrects all four combinations; with one kind the bias of
     * structure C stays.
     */
    @Test
    void independentBiasesAreLearntByTheirOwnKinds() {
        TwoBiasTree twoKinds = new TwoBiasTree(2);
        Searcher<Path, Integer> searcher = searched(twoKinds, OPTIONS);
        for (Path p : combinations(twoKinds)) {
            assertThat(twoKinds.evaluator.evaluate(p)).as("raw score of " + p).isEqualTo(truth(p) + twoBias(p));
            assertThat(searcher.staticEvaluation(p)).as("corrected score of " + p + ", two kinds")
                    .isBetween(truth(p) - PART_BIAS * 2 / 3, truth(p) + PART_BIAS * 2 / 3);
        }
        TwoBiasTree oneKind = new TwoBiasTree(1);
        Searcher<Path, Integer> partial = searched(oneKind, OPTIONS);
        Path onlyC = combinations(oneKind).get(2);
        assertThat(partial.staticEvaluation(onlyC) - truth(onlyC)).as("error left in (not A, C) with one kind")
                .isGreaterThan(PART_BIAS * 2 / 3);
    }

    /** Four kinds, A and C twice each: half the sum of their corrections is what two kinds give. */
    @Test
    void withFourKindsHalfTheSumIsApplied() {
        TwoBiasTree game = new TwoBiasTree(4);
        Searcher<Path, Integer> searcher = searched(game, OPTIONS);
        for (Path p : combinations(game)) {
            assertThat(searcher.staticEvaluation(p)).as("corrected score of " + p + ", four kinds")
                    .isBetween(truth(p) - PART_BIAS * 2 / 3, truth(p) + PART_BIAS * 2 / 3);
        }
    }

    @Test
    void withoutItTheStaticScoreIsTheEvaluators() {
        StructuredTree game = new StructuredTree();
        SearchOptions options = OPTIONS.with(Technique.CORRECTION_HISTORY, false);
        Searcher<Path, Integer> searcher = searched(game, options);
        for (Path p : probes(game)) {
            assertThat(searcher.staticEvaluation(p)).isEqualTo(game.evaluator.evaluate(p));
        }
    }

    @Test
    void clearHistoryForgetsWhatWasLearnt() {
        StructuredTree game = new StructuredTree();
        Searcher<Path, Integer> searcher = searched(game, OPTIONS);
        Path a = probes(game)[0];
        assertThat(searcher.staticEvaluation(a)).isNotEqualTo(game.evaluator.evaluate(a));
        searcher.clearHistory();
        assertThat(searcher.staticEvaluation(a)).isEqualTo(game.evaluator.evaluate(a));
    }

    /** CORRECTION_LIMIT bounds what is learnt: a limit below the bias leaves the rest of it uncorrected. */
    @Test
    void theCorrectionStaysWithinItsLimit() {
        StructuredTree game = new StructuredTree();
        int limit = BIAS / 4;
        Searcher<Path, Integer> searcher = searched(game, OPTIONS.with(SearchParameter.CORRECTION_LIMIT, limit));
        Path a = probes(game)[0];
        int raw = game.evaluator.evaluate(a);
        int corrected = searcher.staticEvaluation(a);
        assertThat(corrected).as("corrected score in A").isNotEqualTo(raw);
        assertThat(Math.abs(corrected - raw)).as("correction in A").isLessThanOrEqualTo(limit);
    }
}
