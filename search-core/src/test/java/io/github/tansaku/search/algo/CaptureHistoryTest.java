package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.CaptureIndexing;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * Capture history on a game where every move is a capture of equal exchange value, so that the
 * static exchange and the material gain cannot tell the moves apart, and one capture refutes
 * every move.
 *
 * <p>Every node has {@value #MOVES} noisy moves, codes 1..6, each with a static exchange of 0
 * and no material gain. Every move earns its mover 100 unless the next move is the refutation,
 * code {@value #REFUTATION}; a few points of path-dependent noise (|noise| &lt;= 10) break ties.
 * When a sibling of a principal move is tested with a null window, only the refutation takes
 * its 100 back, so exactly one move cuts, and it is generated fifth. Killers, history and
 * countermoves order quiet moves only, so without capture history the refutation is tried
 * after four failures at every node; with it, the refutation (the same piece capturing on the
 * same square, in the moved-piece index) is learnt from the first cutoffs and tried first.
 */
class CaptureHistoryTest {

    private static final int MOVES = 6;
    private static final int REFUTATION = 5;
    private static final int DEPTH = 6;

    private static ScriptedTree refutationGame() {
        return new ScriptedTree(refutationRules(false));
    }

    /**
     * The rules of the class comment; with {@code onePiece}, every capture of a side is made by
     * the same piece on the same square (one moved-piece index per side), so only what a capture
     * takes can tell the refutation apart.
     */
    private static ScriptedTree.Rules refutationRules(boolean onePiece) {
        return new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return MOVES;
            }

            @Override
            public boolean noisy(ScriptedTree.Path path, int move) {
                return true;
            }

            @Override
            public int pieceIndex(ScriptedTree.Path path, int move) {
                return (onePiece ? 0 : move) + (path.length() % 2 == 0 ? 0 : 8); // each side's pieces apart
            }

            @Override
            public int value(ScriptedTree.Path path) {
                int value = 0;
                int n = path.length();
                for (int p = 0; p < n; p++) {
                    boolean refuted = p + 1 < n && path.move(p + 1) == REFUTATION;
                    if (!refuted) {
                        value += p % 2 == 0 ? 100 : -100;
                    }
                }
                return value + HistoryTrees.noise(path, 23);
            }
        };
    }

    /**
     * The tree with one moved piece per side that tells what each capture takes: the move code
     * stands for the captured piece, so each capture has its own capture key.
     */
    private static final class TakenPieceTree extends ScriptedTree implements CaptureIndexing<ScriptedTree.Path> {
        TakenPieceTree() {
            super(refutationRules(true));
        }

        @Override
        public int captureIndexCount() {
            return 16 * 8;
        }

        @Override
        public int captureIndex(ScriptedTree.Path position, int move) {
            return movedPieceIndex(position, move) * 8 + move;
        }
    }

    /** Value-preserving techniques only (no quiescence: every move here is noisy), 1 MiB table. */
    private static final SearchOptions EXACT = SearchOptions.exact().withHashMegabytes(1);

    @Test
    void theRefutingCaptureIsLearntAndTriedFirst() {
        ScriptedTree game = refutationGame();
        int minimax = new Minimax<>(game, game.evaluator).search(game.newPosition(), DEPTH).score();
        assertThat(EXACT.enabled(Technique.CAPTURE_HISTORY)).isTrue();
        HistoryTrees.Run on = HistoryTrees.run(game, EXACT, DEPTH);
        HistoryTrees.Run off = HistoryTrees.run(game, EXACT.with(Technique.CAPTURE_HISTORY, false), DEPTH);
        assertThat(on.score()).as("value-preserving").isEqualTo(minimax);
        assertThat(off.score()).isEqualTo(minimax);
        assertThat(on.statistics().nodes()).as("nodes with capture history")
                .isLessThan(off.statistics().nodes() * 8 / 10);
        assertThat(on.statistics().failHighFirstRate()).as("first-move cutoff rate")
                .isGreaterThan(off.statistics().failHighFirstRate() + 0.1);
    }

    /**
     * Where one piece makes every capture, the moved piece and its destination cannot tell the
     * refutation apart; a game that tells what each capture takes ({@link CaptureIndexing}) keys
     * its capture history by that too, and the refutation is learnt again.
     */
    @Test
    void whatACaptureTakesKeysTheHistoryWhereTheGameTellsIt() {
        ScriptedTree keyed = new TakenPieceTree();
        ScriptedTree unkeyed = new ScriptedTree(refutationRules(true));
        int minimax = new Minimax<>(unkeyed, unkeyed.evaluator).search(unkeyed.newPosition(), DEPTH).score();
        HistoryTrees.Run withKey = HistoryTrees.run(keyed, EXACT, DEPTH);
        HistoryTrees.Run withoutKey = HistoryTrees.run(unkeyed, EXACT, DEPTH);
        HistoryTrees.Run off = HistoryTrees.run(unkeyed, EXACT.with(Technique.CAPTURE_HISTORY, false), DEPTH);
        assertThat(withKey.score()).as("value-preserving").isEqualTo(minimax);
        assertThat(withoutKey.score()).isEqualTo(minimax);
        assertThat(withKey.statistics().nodes()).as("nodes with the capture key")
                .isLessThan(withoutKey.statistics().nodes() * 8 / 10);
        assertThat(withoutKey.statistics().nodes()).as("one key per side learns nothing useful")
                .isGreaterThan(off.statistics().nodes() * 8 / 10);
    }

    /** Capture history refines the ordering of noisy moves by exchange; without that ordering it is refused. */
    @Test
    void withoutExchangeOrderingItIsRefused() {
        ScriptedTree game = refutationGame();
        SearchOptions unordered = EXACT.with(Technique.SEE_ORDERING, false).with(Technique.STAGED_GENERATION, false);
        assertThatThrownBy(() -> HistoryTrees.run(game, unordered, DEPTH))
                .hasMessageContaining("CAPTURE_HISTORY needs technique SEE_ORDERING");
        assertThat(unordered.supportedBy(game).enabled(Technique.CAPTURE_HISTORY)).isFalse();
    }

    /** What capture history learnt is kept from one search to the next, until clearHistory(). */
    @Test
    void theLearntOrderingIsKeptBetweenSearchesUntilClearHistory() {
        HistoryTrees.assertKeptBetweenSearchesUntilClearHistory(refutationGame(), EXACT, DEPTH);
    }
}
