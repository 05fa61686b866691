package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * Reductions of losing captures (node step 14b) on a purpose-built tree: the root (player A) has
 * one move, to node N where B chooses among five quiet moves worth 0 for A and, last, a capture
 * with the given static exchange result. What follows each of B's moves is a line of single
 * moves; on the capture's line B's gain (-500 for A) shows only at the full search depth, so a
 * reduced search of the capture sees 0, no better than the quiet moves, and B keeps the first
 * quiet move.
 */
class LosingCaptureReductionsTest {

    private static final int DEPTH = 6;
    private static final int CAPTURE = 6;

    private static ScriptedTree game(int captureSee) {
        return new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return path.length() == 1 ? CAPTURE : 1;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return path.length() >= DEPTH && path.move(1) == CAPTURE ? -500 : 0;
            }

            @Override
            public boolean noisy(ScriptedTree.Path path, int move) {
                return path.length() == 1 && move == CAPTURE;
            }

            @Override
            public int see(ScriptedTree.Path path, int move) {
                return noisy(path, move) ? captureSee : 0;
            }
        });
    }

    private static final SearchOptions EXACT = SearchOptions.exact().withHashMegabytes(1);
    private static final SearchOptions REDUCING = EXACT.with(Technique.LOSING_CAPTURE_REDUCTIONS, true);

    private static int score(ScriptedTree game, SearchOptions options) {
        return new Searcher<>(game, game.evaluator, options)
                .search(game.newPosition(), SearchLimits.depth(DEPTH), SearchListener.silent()).score();
    }

    @Test
    void aLateLosingCaptureIsSearchedShallower() {
        ScriptedTree game = game(-300);
        assertThat(score(game, EXACT)).isEqualTo(-500);
        assertThat(score(game, REDUCING)).as("the reduced search misses B's gain").isZero();
    }

    @Test
    void aCaptureThatDoesNotLoseIsSearchedToFullDepth() {
        assertThat(score(game(0), REDUCING)).isEqualTo(-500);
    }

    @Test
    void lateMoveReductionsAloneLeaveCapturesAlone() {
        assertThat(score(game(-300), EXACT.with(Technique.LATE_MOVE_REDUCTIONS, true))).isEqualTo(-500);
    }

    @Test
    void onByDefaultButNotValuePreserving() {
        assertThat(SearchOptions.defaults().enabled(Technique.LOSING_CAPTURE_REDUCTIONS)).isTrue();
        assertThat(SearchOptions.exact().enabled(Technique.LOSING_CAPTURE_REDUCTIONS)).isFalse();
    }
}
