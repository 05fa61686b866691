package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.ThreatEscapes;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The threat-escape bonus of quiet moves ({@link SearchParameter#QUIET_THREAT_ESCAPE}): a quiet
 * move the game's {@link ThreatEscapes} weighs comes before quiet moves of equal history, and a
 * game without the capability is searched as without the bonus.
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
            super(new Rules() {
                @Override
                public int moveCount(Path path) {
                    return MOVES;
                }

                @Override
                public int value(Path path) {
                    return 0;
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
