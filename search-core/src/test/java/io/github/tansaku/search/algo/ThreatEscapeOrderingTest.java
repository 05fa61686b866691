package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.ThreatEscapes;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.algo.testgames.ScriptedTree.Path;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * The threat-escape bonus of quiet moves ({@link SearchParameter#QUIET_THREAT_ESCAPE}): a quiet
 * move the game's {@link ThreatEscapes} weighs comes before quiet moves of equal history at a
 * main-search node not in check, evasions (in the main search and in quiescence) keep their
 * order, and a game without the capability is searched as without the bonus.
 *
 * <p>The tree: every node has five quiet moves and every position is worth 0. At the root's
 * children, move 4 takes a piece out of an attack (weight 3). A search to depth 2 meets quiet
 * moves first at the root's children in its second iteration (the first searches them with
 * quiescence, which has no noisy move to try); at the first of them no killer, countermove or
 * table move exists yet, so the picker's quiet order alone decides which move is made first.
 */
class ThreatEscapeOrderingTest {

    private static final int MOVES = 5;
    private static final int ESCAPING_MOVE = 4;

    /** The tree of the class comment, recording the moves made at the root's children ("rootMove:move"). */
    static class FlatTree extends ScriptedTree {
        final List<String> madeBelowRoot = new ArrayList<>();

        FlatTree() {
            this(false);
        }

        /** With {@code childrenInCheck}, the side to move at the root's children is in check. */
        FlatTree(boolean childrenInCheck) {
            super(new Rules() {
                @Override
                public int moveCount(Path path) {
                    return MOVES;
                }

                @Override
                public int value(Path path) {
                    return 0;
                }

                @Override
                public boolean inCheck(Path path) {
                    return childrenInCheck && path.length() == 1;
                }
            });
        }

        @Override
        public boolean makeMove(Path position, int move) {
            if (position.length() == 1) {
                madeBelowRoot.add(position.move(0) + ":" + move);
            }
            return super.makeMove(position, move);
        }
    }

    /** The same tree with the capability: move 4 at the root's children escapes, weight 3. */
    static final class EscapeTree extends FlatTree implements ThreatEscapes<ScriptedTree.Path> {
        EscapeTree() {
            super(false);
        }

        EscapeTree(boolean childrenInCheck) {
            super(childrenInCheck);
        }

        @Override
        public boolean hasThreatenedPieces(Path position) {
            return position.length() == 1;
        }

        @Override
        public int escapeWeight(Path position, int move) {
            return position.length() == 1 && move == ESCAPING_MOVE ? 3 : 0;
        }
    }

    private static String firstMoveBelowRoot(FlatTree tree, int bonus) {
        SearchOptions options = SearchOptions.defaults().supportedBy(tree)
                .with(SearchParameter.QUIET_THREAT_ESCAPE, bonus).withHashMegabytes(1);
        new Searcher<>(tree, tree.evaluator, options).search(tree.newPosition(), SearchLimits.depth(2),
                SearchListener.silent());
        assertThat(tree.madeBelowRoot).as("moves made at the root's children").isNotEmpty();
        return tree.madeBelowRoot.get(0);
    }

    @Test
    void theEscapingMoveComesFirstAmongQuietMovesOfEqualHistory() {
        assertThat(firstMoveBelowRoot(new EscapeTree(), 2500)).endsWith(":" + ESCAPING_MOVE);
    }

    @Test
    void evasionsGetNoBonus() {
        assertThat(firstMoveBelowRoot(new EscapeTree(true), 2500)).endsWith(":1");
    }

    /**
     * The moves a fresh picker of a worker on {@code tree} (bonus 2500) returns at a root's
     * child, started by {@code start}.
     */
    private static List<Integer> pickedAtChild(EscapeTree tree,
            BiConsumer<MovePicker<Path>, SearchWorker<Path, Integer>> start) {
        SearchOptions options = SearchOptions.defaults().supportedBy(tree)
                .with(SearchParameter.QUIET_THREAT_ESCAPE, 2500).withHashMegabytes(1);
        SearchControl control = new SearchControl(Clock.system());
        control.start(SearchLimits.none());
        SearchWorker<Path, Integer> worker = new SearchWorker<>(tree, tree.evaluator, options,
                new TranspositionTable(1), control, true);
        Path root = tree.newPosition();
        worker.prepare(root);
        MovePicker<Path> picker = worker.stack.at(1).picker;
        start.accept(picker, worker);
        List<Integer> picked = new ArrayList<>();
        for (int move = picker.next(); move != Game.NO_MOVE; move = picker.next()) {
            picked.add(move);
        }
        return picked;
    }

    private static Path child(EscapeTree tree) {
        Path p = tree.newPosition();
        tree.makeMove(p, 1);
        return p;
    }

    @Test
    void aMainSearchNodeNotInCheckOrdersTheEscapeFirst() {
        EscapeTree tree = new EscapeTree();
        assertThat(pickedAtChild(tree, (picker, worker) -> picker.startNode(child(tree), Game.NO_MOVE,
                Game.NO_MOVE, false, -1, -1, -1, -1))).first().isEqualTo(ESCAPING_MOVE);
    }

    @Test
    void aMainSearchNodeInCheckKeepsTheGenerationOrder() {
        EscapeTree tree = new EscapeTree(true);
        assertThat(pickedAtChild(tree, (picker, worker) -> picker.startNode(child(tree), Game.NO_MOVE,
                Game.NO_MOVE, true, -1, -1, -1, -1))).first().isEqualTo(1);
    }

    @Test
    void withoutTheBonusTheGenerationOrderStands() {
        assertThat(firstMoveBelowRoot(new EscapeTree(), 0)).endsWith(":1");
    }

    @Test
    void aGameWithoutTheCapabilityIsSearchedAsWithoutTheBonus() {
        FlatTree with = new FlatTree();
        FlatTree without = new FlatTree();
        firstMoveBelowRoot(with, 2500);
        firstMoveBelowRoot(without, 0);
        assertThat(with.madeBelowRoot).isEqualTo(without.madeBelowRoot);
    }
}
