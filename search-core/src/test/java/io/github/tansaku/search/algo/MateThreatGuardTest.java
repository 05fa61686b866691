package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.PassingTree;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The mate-threat guard on a purpose-built tree. The root player A has two moves: after move 1
 * every position is worth -50 to A; after move 2 every position is worth 0, except after B's
 * reply 2, where A stands 1,000 ahead by the static score but B threatens mate: the game's
 * mate-in-one test says B mates after a pass of A and after every real move of A (and B's move
 * 1 does leave A without a move). So move 2 is truly lost and move 1 is best. B's reply 2 is
 * searched with a null window after reply 1; reverse futility pruning cuts that node on its
 * static score alone, and a null move there is searched too shallow to reach the mate test, so
 * without the guard the search never sees the mate and plays move 2.
 */
class MateThreatGuardTest {

    private static final int DEPTH = 5;
    private static final int AHEAD = 1_000;

    private static PassingTree game() {
        return new PassingTree(rules());
    }

    private static ScriptedTree.Rules rules() {
        return new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                // B's mate: A has no move after A's move 2, B's reply 2, any move of A, B's 1.
                boolean mated = path.length() == 4 && path.move(0) == 2 && path.move(1) == 2 && path.move(3) == 1;
                return mated ? 0 : 2;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                if (path.length() == 0) {
                    return 0;
                }
                if (path.move(0) == 1) {
                    return -50;
                }
                return path.length() >= 2 && path.move(1) == 2 ? AHEAD : 0;
            }

            @Override
            public int mateInOne(ScriptedTree.Path path) {
                // B to move after A's move 2, B's reply 2 and any move or pass of A.
                return path.length() == 3 && path.move(0) == 2 && path.move(1) == 2 ? 1 : 0;
            }
        };
    }

    private static final SearchOptions EXACT = SearchOptions.exact().withHashMegabytes(1)
            .with(Technique.MATE_IN_ONE_PROBE, true);

    private static SearchResult<Integer> search(PassingTree game, SearchOptions options) {
        return new Searcher<>(game, game.evaluator, options)
                .search(game.newPosition(), SearchLimits.depth(DEPTH), SearchListener.silent());
    }

    @ParameterizedTest
    @EnumSource(value = Technique.class, names = {"REVERSE_FUTILITY", "NULL_MOVE"})
    void withoutTheGuardTheCutHidesTheThreatAndTheRootWalksIntoTheMate(Technique cut) {
        PassingTree game = game();
        SearchResult<Integer> result = search(game, EXACT.with(cut, true));
        assertThat(result.bestMove()).isEqualTo(2);
        assertThat(result.score()).isZero();
    }

    @ParameterizedTest
    @EnumSource(value = Technique.class, names = {"REVERSE_FUTILITY", "NULL_MOVE"})
    void theGuardSeesTheThreatSearchesTheNodeAndAvoidsTheMate(Technique cut) {
        PassingTree game = game();
        SearchResult<Integer> result = search(game, EXACT.with(cut, true).with(Technique.MATE_THREAT_GUARD, true));
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(-50);
        assertThat(game.threatQuestions()).isPositive();
    }

    @Test
    void onByDefaultNotValuePreservingAndNeedsAPassAndTheMateTest() {
        assertThat(SearchOptions.defaults().enabled(Technique.MATE_THREAT_GUARD)).isTrue();
        assertThat(SearchOptions.exact().enabled(Technique.MATE_THREAT_GUARD)).isFalse();
        assertThat(Technique.MATE_THREAT_GUARD.supportedBy(game())).isTrue();
        assertThat(Technique.MATE_THREAT_GUARD.supportedBy(new ScriptedTree(rules()))).isFalse();
    }
}
