package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.SELECTION_SWAP;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.testgames.CaptureOrderingTree;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.algo.testgames.ScriptedTree.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the picker brings the selected move forward (SELECTION_SWAP), on a tree whose five moves
 * are all captures that win nothing but move 4, which wins a pawn: move 4 comes first either
 * way, and the other four, tied, come in generation order when the moves between are shifted
 * (1, 2, 3, 5) and with move 1 where move 4 stood when the two are swapped (2, 3, 1, 5).
 * Every position is worth 0, so the node after the root's first move (4, the same rule)
 * tries all its moves.
 */
class SelectionSwapTest {

    private static final ScriptedTree.Rules RULES = new ScriptedTree.Rules() {
        @Override
        public int moveCount(Path path) {
            return 5;
        }

        @Override
        public boolean noisy(Path path, int move) {
            return true;
        }

        @Override
        public int materialGain(Path path, int move) {
            return move == 4 ? 100 : 0;
        }

        @Override
        public int value(Path path) {
            return 0;
        }
    };

    /** The tree, recording every move made as its node's name and the move. */
    private static final class RecordingTree extends ScriptedTree {
        final List<String> made = new ArrayList<>();

        RecordingTree() {
            super(RULES);
        }

        @Override
        public boolean makeMove(Path position, int move) {
            made.add(CaptureOrderingTree.node(position) + move);
            return super.makeMove(position, move);
        }
    }

    private static List<Integer> orderAfterBestRootMove(int swap) {
        RecordingTree game = new RecordingTree();
        SearchOptions options = SearchOptions.exact().with(Technique.QUIESCENCE, false).withHashMegabytes(1)
                .with(SELECTION_SWAP, swap);
        new Searcher<>(game, game.evaluator, options).search(game.newPosition(), SearchLimits.depth(2),
                SearchListener.silent());
        return CaptureOrderingTree.movesAt(game.made, "4 : ").subList(0, 5);
    }

    @Test
    void shiftingKeepsTiesInGenerationOrder() {
        assertThat(orderAfterBestRootMove(0)).containsExactly(4, 1, 2, 3, 5);
    }

    @Test
    void swappingPutsTheFirstUntriedMoveWhereTheSelectedOneStood() {
        assertThat(orderAfterBestRootMove(1)).containsExactly(4, 2, 3, 1, 5);
    }
}
