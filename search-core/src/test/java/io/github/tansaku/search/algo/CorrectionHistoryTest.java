package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.StructureHashing;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.algo.testgames.ScriptedTree.Path;
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
        int ones = 0;
        for (int p = 0; p < path.length(); p++) {
            if (path.move(p) == 1) {
                ones++;
            }
        }
        return ones % 2 == 1;
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

    /** ScriptedTree with quiet moves only, plus the structure key (which ScriptedTree lacks). */
    private static final class StructuredTree implements Game<Path, Integer>, PositionHashing<Path>,
            NoisyMoves<Path>, StructureHashing<Path> {
        final ScriptedTree tree = new ScriptedTree(RULES);

        @Override
        public long structureKey(Path path) {
            return (structureA(path) ? 2 : 0) + path.length() % 2;
        }

        @Override
        public String name() {
            return "structured-tree";
        }

        @Override
        public Path newPosition() {
            return tree.newPosition();
        }

        @Override
        public Path copy(Path position) {
            return tree.copy(position);
        }

        @Override
        public int maxMoves() {
            return tree.maxMoves();
        }

        @Override
        public int generateMoves(Path position, int[] moves, int start) {
            return tree.generateMoves(position, moves, start);
        }

        @Override
        public boolean makeMove(Path position, int move) {
            return tree.makeMove(position, move);
        }

        @Override
        public void unmakeMove(Path position, int move) {
            tree.unmakeMove(position, move);
        }

        @Override
        public Outcome outcome(Path position, int searchPly) {
            return tree.outcome(position, searchPly);
        }

        @Override
        public Outcome outcomeWithoutMoves(Path position) {
            return tree.outcomeWithoutMoves(position);
        }

        @Override
        public Integer moveOf(int code) {
            return code;
        }

        @Override
        public int codeOf(Integer move) {
            return move;
        }

        @Override
        public long hash(Path position) {
            return tree.hash(position);
        }

        @Override
        public int generateNoisyMoves(Path position, int[] moves, int start) {
            return 0;
        }

        @Override
        public boolean isNoisy(Path position, int move) {
            return false;
        }
    }

    private static Searcher<Path, Integer> searched(StructuredTree game, SearchOptions options) {
        Searcher<Path, Integer> searcher = new Searcher<>(game, game.tree.evaluator, options.withHashMegabytes(1));
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
        SearchOptions options = SearchOptions.defaults().supportedBy(game);
        assertThat(options.enabled(Technique.CORRECTION_HISTORY)).isTrue();
        Searcher<Path, Integer> searcher = searched(game, options);
        Path[] probes = probes(game);
        Path a = probes[0];
        Path b = probes[1];
        assertThat(game.tree.evaluator.evaluate(a)).as("raw score in A").isEqualTo(truth(a) + BIAS);
        assertThat(searcher.staticEvaluation(a)).as("corrected score in A")
                .isBetween(truth(a) - BIAS / 3, truth(a) + BIAS / 3);
        assertThat(searcher.staticEvaluation(b)).as("corrected score in B (no bias to learn)")
                .isBetween(truth(b) - BIAS / 3, truth(b) + BIAS / 3);
    }

    @Test
    void withoutItTheStaticScoreIsTheEvaluators() {
        StructuredTree game = new StructuredTree();
        SearchOptions options = SearchOptions.defaults().supportedBy(game).with(Technique.CORRECTION_HISTORY, false);
        Searcher<Path, Integer> searcher = searched(game, options);
        for (Path p : probes(game)) {
            assertThat(searcher.staticEvaluation(p)).isEqualTo(game.tree.evaluator.evaluate(p));
        }
    }

    @Test
    void clearHistoryForgetsWhatWasLearnt() {
        StructuredTree game = new StructuredTree();
        Searcher<Path, Integer> searcher = searched(game, SearchOptions.defaults().supportedBy(game));
        Path a = probes(game)[0];
        assertThat(searcher.staticEvaluation(a)).isNotEqualTo(game.tree.evaluator.evaluate(a));
        searcher.clearHistory();
        assertThat(searcher.staticEvaluation(a)).isEqualTo(game.tree.evaluator.evaluate(a));
    }
}
