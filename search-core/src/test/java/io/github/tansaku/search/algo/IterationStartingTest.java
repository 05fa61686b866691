package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The evaluator hears of each iteration before it starts, with the previous iteration's score. */
class IterationStartingTest {

    /** The random game's evaluator, recording what it is told. */
    private static final class Recording implements Evaluator<RandomTreeGame.Node> {
        final Evaluator<RandomTreeGame.Node> inner;
        final List<int[]> told = new ArrayList<>();

        Recording(Evaluator<RandomTreeGame.Node> inner) {
            this.inner = inner;
        }

        @Override
        public int evaluate(RandomTreeGame.Node position) {
            return inner.evaluate(position);
        }

        @Override
        public boolean iterationStarting(int depth, int previousScore) {
            told.add(new int[] {depth, previousScore});
            return false;
        }
    }

    @Test
    void eachIterationIsAnnouncedWithThePreviousIterationsScore() {
        RandomTreeGame game = new RandomTreeGame(12345, 8, 30, 0, 0, 10);
        Recording evaluator = new Recording(game.evaluator);
        Searcher<RandomTreeGame.Node, Integer> searcher = new Searcher<>(game, evaluator,
                SearchOptions.defaults().withHashMegabytes(4));
        List<Integer> exactScores = new ArrayList<>();
        searcher.search(game.newPosition(), SearchLimits.depth(6), info -> {
            if (info.bound() == Bound.EXACT && info.multiPv() == 1) {
                exactScores.add(info.score());
            }
        });
        assertThat(evaluator.told).extracting(t -> t[0]).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(evaluator.told.get(0)[1]).as("no previous iteration").isEqualTo(-Score.INFINITE);
        for (int depth = 2; depth <= 6; depth++) {
            assertThat(evaluator.told.get(depth - 1)[1]).as("before depth %d", depth)
                    .isEqualTo(exactScores.get(depth - 2));
        }
    }
}
