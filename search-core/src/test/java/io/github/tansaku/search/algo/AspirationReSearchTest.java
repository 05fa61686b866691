package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.ASPIRATION_DELTA;
import static io.github.tansaku.search.algo.SearchParameter.ASPIRATION_MIN_DEPTH;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * The root's scores across the attempts of one aspiration iteration: a root move that fails
 * low in a later attempt must not keep the score an earlier attempt (with another window) gave
 * it, or it could be chosen over the move the last attempt found best.
 *
 * <p>The game: three root moves, one move at every node below them, so each root move is a
 * single line; no table, so every attempt searches the lines again. The values at the depth-2
 * horizon change once root move 3 has been searched in the first attempt, as a real search's
 * change when its table and histories change under a new window: root move 2 is worth 5 before
 * and 1 after, root move 3 50 before (it fails high against the first window) and 3 after. With
 * aspiration from depth 2 and a window of 10 around depth 1's score of 0, the first attempt
 * scores move 1 at 0 and move 2 at 5 and fails high on move 3; the second attempt (beta raised)
 * searches move 3 first, at 3, then move 2 fails low at 1 and move 1 at 0. The answer is move 3,
 * not move 2 on its stale 5.
 */
class AspirationReSearchTest {

    private static final class ShiftingLines implements ScriptedTree.Rules {
        private int move3Visits;

        @Override
        public int moveCount(ScriptedTree.Path path) {
            return path.length() == 0 ? 3 : 1;
        }

        @Override
        public int value(ScriptedTree.Path path) {
            if (path.length() < 2) {
                return path.length() == 1 && path.move(0) == 1 ? 0 : -50;
            }
            boolean shifted = move3Visits >= 1;
            return switch (path.move(0)) {
                case 2 -> shifted ? 1 : 5;
                case 3 -> {
                    move3Visits++;
                    yield shifted ? 3 : 50;
                }
                default -> 0;
            };
        }
    }

    @Test
    void aMoveThatFailsLowInTheLastAttemptLosesItsEarlierScore() {
        ShiftingLines lines = new ShiftingLines();
        ScriptedTree game = new ScriptedTree(lines);
        SearchOptions options = SearchOptions.exact().with(Technique.TRANSPOSITION_TABLE, false)
                .with(Technique.TT_MOVE_ORDERING, false).with(Technique.TT_CUTOFF_REWARD, false)
                .with(ASPIRATION_MIN_DEPTH, 2).with(ASPIRATION_DELTA, 10);
        Searcher<ScriptedTree.Path, Integer> searcher = new Searcher<>(game, game.evaluator, options);

        SearchResult<Integer> result = searcher.search(game.newPosition(), SearchLimits.depth(2), SearchListener.silent());

        assertThat(lines.move3Visits).as("move 3: once in each attempt").isEqualTo(2);
        assertThat(result.bestMove()).isEqualTo(3);
        assertThat(result.score()).isEqualTo(3);
    }
}
