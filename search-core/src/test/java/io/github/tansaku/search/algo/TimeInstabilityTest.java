package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.TIME_BEST_MOVE_CHANGE_FACTOR;
import static io.github.tansaku.search.algo.SearchParameter.TIME_INSTABILITY_WEIGHT;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The instability rule of time management ({@link SearchParameter#TIME_INSTABILITY_WEIGHT}): a
 * root whose best move keeps changing is searched longer than its soft limit alone allows, and a
 * root whose best move never changes is not. The searches are exact (every leaf at the
 * iteration's depth), so each tree's best root move at each depth is known from its rules, and
 * the clock advances one millisecond per reading, so time is a function of the search alone.
 */
class TimeInstabilityTest {

    private static final int SOFT_MILLIS = 40;

    /** Three moves everywhere; the root move that wins is 1 at even depths and 2 at odd ones. */
    private static final ScriptedTree CHANGING = threeMovesWhereTheRootMoveWins(depth -> 1 + depth % 2);

    /** Three moves everywhere; root move 1 wins at every depth. */
    private static final ScriptedTree STABLE = threeMovesWhereTheRootMoveWins(depth -> 1);

    @Test
    void aChangingBestMoveIsSearchedDeeperWithTheWeight() {
        SearchResult<Integer> without = search(CHANGING, 0);
        SearchResult<Integer> with = search(CHANGING, 1);
        assertThat(with.depth()).isGreaterThan(without.depth());
        assertThat(with.timeMillis()).isGreaterThan(without.timeMillis());
        // The best move of each search's last iteration follows the tree's rule.
        assertThat(without.bestMove()).isEqualTo(1 + without.depth() % 2);
        assertThat(with.bestMove()).isEqualTo(1 + with.depth() % 2);
    }

    @Test
    void aStableBestMoveTakesTheSameTimeWithOrWithoutTheWeight() {
        SearchResult<Integer> without = search(STABLE, 0);
        SearchResult<Integer> with = search(STABLE, 1);
        assertThat(with.depth()).isEqualTo(without.depth());
        assertThat(with.nodes()).isEqualTo(without.nodes());
        assertThat(with.bestMove()).isEqualTo(1);
    }

    /**
     * A tree of three moves at every node whose leaves at {@code depth} plies are worth 100 to the
     * root player below root move {@code winner.applyAsInt(depth)} and 0 below the others.
     */
    private static ScriptedTree threeMovesWhereTheRootMoveWins(IntUnaryOperator winner) {
        return new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return 3;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return path.length() > 0 && path.move(0) == winner.applyAsInt(path.length()) ? 100 : 0;
            }
        });
    }

    /**
     * Searches {@code game} with a soft limit of {@link #SOFT_MILLIS} (and a far hard limit),
     * the best-move-change factor neutral so that only the instability rule can lengthen it.
     */
    private static SearchResult<Integer> search(ScriptedTree game, double weight) {
        AtomicLong now = new AtomicLong();
        Clock clock = now::incrementAndGet;
        SearchOptions options = SearchOptions.exact().with(TIME_BEST_MOVE_CHANGE_FACTOR, 1)
                .with(TIME_INSTABILITY_WEIGHT, weight);
        Searcher<ScriptedTree.Path, Integer> searcher = new Searcher<>(game, game.evaluator, options,
                new TranspositionTable(4), clock);
        return searcher.search(game.newPosition(), SearchLimits.none().withTime(SOFT_MILLIS, 1_000_000),
                SearchListener.silent());
    }
}
