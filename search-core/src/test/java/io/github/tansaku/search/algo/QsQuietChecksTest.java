package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.QuietChecks;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.testgames.CaptureOrderingTree;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Quiet checks at quiescence's first ply ({@link Technique#QS_CHECKS}) with SEE ordering: they
 * are generated only once no winning or equal noisy move is left, so a capture that cuts saves
 * their generation, and they still come where they would stand had they been generated with
 * the captures: after the winning and equal captures, before the losing ones.
 *
 * <p>The tree: every node has six moves; 1 and 2 are captures, 2 losing 300 by exchange; at the
 * root's children, 3 and 4 are quiet checks (the position after them is in check, and there
 * all six moves are the evasions). The first root move is the best (every position after it is
 * worth 0); any other leaves the opponent 50 worse off by its static value, but the reply 1 then
 * wins 500 for it, so the quiescence search of that child cuts on its first capture.
 */
class QsQuietChecksTest {

    private static final int MOVES = 6;
    private static final SearchOptions OPTIONS = SearchOptions.exact().with(Technique.QUIESCENCE, true)
            .with(Technique.QS_CHECKS, true).with(Technique.SEE_ORDERING, true).withHashMegabytes(1);

    /** The tree of the class comment, recording the moves made and the quiet-check generations by node. */
    static final class CheckTree extends ScriptedTree implements QuietChecks<ScriptedTree.Path> {
        final List<String> made = new ArrayList<>();
        final Map<String, Integer> checkGenerations = new HashMap<>();

        CheckTree() {
            super(new Rules() {
                @Override
                public int moveCount(Path path) {
                    return MOVES;
                }

                @Override
                public boolean noisy(Path path, int move) {
                    return move <= 2;
                }

                @Override
                public int see(Path path, int move) {
                    return move == 2 ? -300 : 0;
                }

                @Override
                public boolean inCheck(Path path) {
                    return path.length() == 2 && (path.last() == 3 || path.last() == 4);
                }

                @Override
                public boolean givesCheck(Path path, int move) {
                    return path.length() == 1 && (move == 3 || move == 4);
                }

                @Override
                public int value(Path path) {
                    if (path.length() == 0 || path.move(0) == 1) {
                        return 0;
                    }
                    if (path.length() == 1) {
                        return 50; // so that the opponent does not stand pat
                    }
                    return path.move(1) == 1 ? -500 : 0;
                }
            });
        }

        @Override
        public boolean makeMove(Path position, int move) {
            made.add(CaptureOrderingTree.node(position) + move);
            return super.makeMove(position, move);
        }

        @Override
        public int generateQuietChecks(Path position, int[] moves, int start) {
            checkGenerations.merge(CaptureOrderingTree.node(position), 1, Integer::sum);
            if (inCheck(position)) {
                return 0;
            }
            int written = 0;
            for (int move = 1; move <= MOVES; move++) {
                if (!isNoisy(position, move) && givesCheck(position, move)) {
                    moves[start + written++] = move;
                }
            }
            return written;
        }

        int checkGenerationsAt(String node) {
            return checkGenerations.getOrDefault(node, 0);
        }
    }

    private static CheckTree searched(int depth) {
        CheckTree tree = new CheckTree();
        new Searcher<>(tree, tree.evaluator, OPTIONS).search(tree.newPosition(), SearchLimits.depth(depth),
                SearchListener.silent());
        return tree;
    }

    @Test
    void aCaptureThatCutsSavesTheQuietChecks() {
        CheckTree tree = searched(1);
        for (int rootMove = 2; rootMove <= MOVES; rootMove++) {
            String node = rootMove + " : ";
            assertThat(CaptureOrderingTree.movesAt(tree.made, node)).as("moves after root move %d", rootMove)
                    .containsExactly(1);
            assertThat(tree.checkGenerationsAt(node)).as("quiet-check generations after root move %d", rootMove)
                    .isZero();
        }
    }

    @Test
    void theChecksComeAfterTheWinningCapturesAndBeforeTheLosingOne() {
        CheckTree tree = searched(1);
        assertThat(tree.checkGenerationsAt("1 : ")).as("quiet-check generations after root move 1").isEqualTo(1);
        assertThat(CaptureOrderingTree.movesAt(tree.made, "1 : ")).as("moves after root move 1")
                .containsExactly(1, 3, 4, 2);
    }
}
