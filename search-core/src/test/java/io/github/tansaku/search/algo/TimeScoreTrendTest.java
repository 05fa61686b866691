package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.TIME_SCORE_TREND_MIN;
import static io.github.tansaku.search.algo.SearchParameter.TIME_SCORE_TREND_SPAN;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The score-trend rule of time management ({@link SearchParameter#TIME_SCORE_TREND_SPAN}): a
 * searcher's search two game plies after its previous one is searched longer when the score
 * fell since, and shorter when it rose; a search at another ply, or after a new game, is not
 * changed. Each tree's leaves are all worth one level to the root player, so a search's score is
 * that level whatever its depth, and the clock advances one millisecond per reading, so time is
 * a function of the search alone.
 */
class TimeScoreTrendTest {

    private static final int SOFT_MILLIS = 40;
    private static final int SPAN = 25;
    private static final int FIRST_PLY = 10;

    @Test
    void aFallenScoreIsSearchedDeeperAndLonger() {
        SearchResult<Integer> without = secondSearch(0, 0, -50, 2, false);
        SearchResult<Integer> with = secondSearch(SPAN, 0, -50, 2, false);
        assertThat(with.score()).isEqualTo(-50);
        assertThat(with.depth()).isGreaterThan(without.depth());
        assertThat(with.timeMillis()).isGreaterThan(without.timeMillis());
    }

    @Test
    void aRisenScoreIsSearchedShallowerAndShorter() {
        SearchResult<Integer> without = secondSearch(0, 0, 50, 2, false);
        SearchResult<Integer> with = secondSearch(SPAN, 0, 50, 2, false);
        assertThat(with.score()).isEqualTo(50);
        assertThat(with.depth()).isLessThan(without.depth());
        assertThat(with.timeMillis()).isLessThan(without.timeMillis());
    }

    @Test
    void aSearchAtAnotherPlyIsNotChanged() {
        SearchResult<Integer> without = secondSearch(0, 0, -50, 1, false);
        SearchResult<Integer> with = secondSearch(SPAN, 0, -50, 1, false);
        assertThat(with.depth()).isEqualTo(without.depth());
        assertThat(with.nodes()).isEqualTo(without.nodes());
    }

    @Test
    void aNewGameForgetsThePreviousScore() {
        SearchResult<Integer> without = secondSearch(0, 0, -50, 2, true);
        SearchResult<Integer> with = secondSearch(SPAN, 0, -50, 2, true);
        assertThat(with.depth()).isEqualTo(without.depth());
        assertThat(with.nodes()).isEqualTo(without.nodes());
    }

    /** Three moves everywhere, every leaf worth {@code level} to the root player; a root's game ply is settable. */
    private static final class LevelTree extends ScriptedTree {
        private int rootPly;

        LevelTree(AtomicInteger level) {
            super(new Rules() {
                @Override
                public int moveCount(Path path) {
                    return 3;
                }

                @Override
                public int value(Path path) {
                    return level.get();
                }
            });
        }

        @Override
        public int gamePly(Path position) {
            return rootPly + position.length();
        }
    }

    /**
     * Searches a root at game ply {@link #FIRST_PLY} worth {@code firstLevel}, then (with the
     * table cleared, the searcher's memory kept unless {@code newGame}) a root {@code plyStep}
     * plies later worth {@code secondLevel}, each with a soft limit of {@link #SOFT_MILLIS} and
     * a far hard limit, a minimum factor of 0.1 so that a rise shortens by whole iterations;
     * returns the second search's result.
     */
    private static SearchResult<Integer> secondSearch(int span, int firstLevel, int secondLevel, int plyStep,
            boolean newGame) {
        AtomicInteger level = new AtomicInteger(firstLevel);
        LevelTree game = new LevelTree(level);
        AtomicLong now = new AtomicLong();
        Clock clock = now::incrementAndGet;
        SearchOptions options = SearchOptions.exact().with(TIME_SCORE_TREND_SPAN, span).with(TIME_SCORE_TREND_MIN, 0.1);
        Searcher<ScriptedTree.Path, Integer> searcher = new Searcher<>(game, game.evaluator, options,
                new TranspositionTable(4), clock);
        SearchLimits limits = SearchLimits.none().withTime(SOFT_MILLIS, 1_000_000);
        game.rootPly = FIRST_PLY;
        SearchResult<Integer> first = searcher.search(game.newPosition(), limits, SearchListener.silent());
        assertThat(first.score()).isEqualTo(firstLevel);
        if (newGame) {
            searcher.clearHistory();
        }
        searcher.table().clear();
        level.set(secondLevel);
        game.rootPly = FIRST_PLY + plyStep;
        return searcher.search(game.newPosition(), limits, SearchListener.silent());
    }
}
