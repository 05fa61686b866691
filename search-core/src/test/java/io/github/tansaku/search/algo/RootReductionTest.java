package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/**
 * Late-move reductions of root moves: late quiet root moves get a reduced null-window search
 * first, and one that beats the best score so far on it is searched again at full depth.
 *
 * <p>The game: eight root moves, then four moves at every node, all quiet. A line's value is
 * decided by its root move: {@code rootValues[m]} for root move m, whatever follows, except
 * that with {@link #LAST_LOOKS_BEST} the last root move is worth -5 on lines shorter than
 * {@value #MIRAGE} plies (so it is ordered last), 100 on lines of exactly {@value #MIRAGE} plies
 * and 5 on longer ones: a reduced search of it sees a win that the full-depth search refutes.
 * The evaluator records, for each root move, the longest line it was asked to evaluate: the
 * depth that root move was searched to.
 */
class RootReductionTest {

    private static final int DEPTH = 8;
    private static final int ROOT_MOVES = 8;

    /** Root move 1 is best, the others fail low against it. */
    private static final int[] FIRST_IS_BEST = {0, 10, 0, 0, 0, 0, 0, 0, 0};
    /** The last root move looks best on a reduced search only: see the class comment. */
    private static final int[] LAST_LOOKS_BEST = {0, 10, 0, 0, 0, 0, 0, 0, 5};
    /**
     * The line length at which the last move looks winning with {@link #LAST_LOOKS_BEST}: the
     * depth-8 iteration's reduced search of that move (one ply less than the full 7 below the
     * root) ends there.
     */
    private static final int MIRAGE = 7;

    private static final class Recorded {
        final AtomicIntegerArray longestLine = new AtomicIntegerArray(ROOT_MOVES + 1);
        final ScriptedTree game;

        Recorded(int[] rootValues) {
            game = new ScriptedTree(new ScriptedTree.Rules() {
                @Override
                public int moveCount(ScriptedTree.Path path) {
                    return path.length() == 0 ? ROOT_MOVES : 4;
                }

                @Override
                public int value(ScriptedTree.Path path) {
                    if (path.length() == 0) {
                        return 0;
                    }
                    int root = path.move(0);
                    longestLine.accumulateAndGet(root, path.length(), Math::max);
                    if (rootValues == LAST_LOOKS_BEST && root == ROOT_MOVES && path.length() <= MIRAGE) {
                        return path.length() < MIRAGE ? -5 : 100;
                    }
                    return rootValues[root];
                }
            });
        }

        SearchResult<Integer> search(boolean reductions) {
            return search(SearchOptions.exact().with(Technique.LATE_MOVE_REDUCTIONS, reductions));
        }

        SearchResult<Integer> search(SearchOptions techniques) {
            SearchOptions options = techniques.with(Technique.TRANSPOSITION_TABLE, true).withHashMegabytes(1);
            Searcher<ScriptedTree.Path, Integer> searcher = new Searcher<>(game, game.evaluator, options);
            return searcher.search(game.newPosition(), SearchLimits.depth(DEPTH), SearchListener.silent());
        }
    }

    @Test
    void withoutReductionsEveryRootMoveIsSearchedToFullDepth() {
        Recorded tree = new Recorded(FIRST_IS_BEST);
        SearchResult<Integer> result = tree.search(false);
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(10);
        for (int move = 1; move <= ROOT_MOVES; move++) {
            assertThat(tree.longestLine.get(move)).as("longest line after root move %d", move).isEqualTo(DEPTH);
        }
    }

    @Test
    void lateQuietRootMovesThatFailLowAreSearchedShallower() {
        Recorded tree = new Recorded(FIRST_IS_BEST);
        SearchResult<Integer> result = tree.search(true);
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(10);
        assertThat(tree.longestLine.get(1)).as("the first move").isEqualTo(DEPTH);
        for (int move = 5; move <= ROOT_MOVES; move++) {
            assertThat(tree.longestLine.get(move)).as("longest line after root move %d", move).isLessThan(DEPTH);
        }
    }

    @Test
    void aLateRootMoveThatFailsHighOnTheReducedSearchIsVerifiedAtFullDepth() {
        Recorded tree = new Recorded(LAST_LOOKS_BEST);
        // Without aspiration windows: a root fail high would otherwise re-search the move first
        // and unreduced, hiding a missing verification.
        SearchResult<Integer> result = tree.search(SearchOptions.exact().with(Technique.LATE_MOVE_REDUCTIONS, true)
                .with(Technique.ASPIRATION, false));
        assertThat(tree.longestLine.get(ROOT_MOVES)).as("the last move was searched to full depth").isEqualTo(DEPTH);
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(10);
    }
}
