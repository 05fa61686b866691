package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mate-in-one probe at the first ply of quiescence search ({@link Technique#QS_MATE_IN_ONE_PROBE})
 * on purpose-built trees searched to depth 1, so that B's replies lie at the horizon: the root
 * player A has two moves; every leaf is worth 0 for A, except that after A's move 2 everything is
 * worth -10. The game's test claims that after A's move 1, B mates with its move 2. The tree has
 * no mate of its own, so the root score tells whether the horizon was probed.
 */
class QsMateInOneProbeTest {

    private static final int B_MATES = 2;

    /** The tree; {@code mateAtLength} is the path length at which the test claims B's mate. */
    private static ScriptedTree game(int mateAtLength, boolean bInCheck) {
        return new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return 2;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return path.length() >= 1 && path.move(0) == 2 ? -10 : 0;
            }

            @Override
            public boolean noisy(ScriptedTree.Path path, int move) {
                return move == 1; // quiescence searches move 1 at every ply
            }

            @Override
            public int mateInOne(ScriptedTree.Path path) {
                boolean afterMove1 = path.length() == mateAtLength && path.move(0) == 1;
                return afterMove1 && path.length() % 2 == 1 ? B_MATES : 0;
            }

            @Override
            public boolean inCheck(ScriptedTree.Path path) {
                return bInCheck && path.length() == 1 && path.move(0) == 1;
            }
        });
    }

    private static final SearchOptions QUIESCENT = SearchOptions.exact().withHashMegabytes(1)
            .with(Technique.QUIESCENCE, true);
    private static final SearchOptions PROBING = QUIESCENT.with(Technique.QS_MATE_IN_ONE_PROBE, true);

    private static SearchResult<Integer> search(ScriptedTree game, SearchOptions options) {
        return new Searcher<>(game, game.evaluator, options)
                .search(game.newPosition(), SearchLimits.depth(1), SearchListener.silent());
    }

    @Test
    void aMateAtTheHorizonIsSeen() {
        SearchResult<Integer> result = search(game(1, false), PROBING);
        assertThat(result.bestMove()).as("A avoids the mate").isEqualTo(2);
        assertThat(result.score()).isEqualTo(-10);
    }

    @Test
    void withoutTheProbeTheHorizonIsStatic() {
        SearchResult<Integer> result = search(game(1, false), QUIESCENT);
        assertStaticHorizon(result);
    }

    @Test
    void theMateIsScoredByItsDistance() {
        ScriptedTree game = new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return path.length() == 0 ? 1 : 2;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return 0;
            }

            @Override
            public int mateInOne(ScriptedTree.Path path) {
                return path.length() == 1 ? B_MATES : 0;
            }
        });
        SearchResult<Integer> result = search(game, PROBING);
        assertThat(result.score()).isEqualTo(Score.matedIn(2));
        assertThat(result.pv()).isEqualTo(List.of(1, B_MATES));
    }

    @Test
    void laterQuiescencePliesAreNotProbed() {
        // The mate is claimed three plies down: after A's 1, B's noisy 1, A's noisy 1.
        SearchResult<Integer> result = search(game(3, false), PROBING);
        assertStaticHorizon(result);
    }

    @Test
    void aSideInCheckIsNotProbed() {
        SearchResult<Integer> result = search(game(1, true), PROBING);
        assertStaticHorizon(result);
    }

    /** The search judged B's replies by their static score alone: A plays into the claimed mate. */
    private static void assertStaticHorizon(SearchResult<Integer> result) {
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isZero();
    }

    @Test
    void onByDefaultButNotValuePreserving() {
        assertThat(SearchOptions.defaults().enabled(Technique.QS_MATE_IN_ONE_PROBE)).isTrue();
        assertThat(SearchOptions.exact().enabled(Technique.QS_MATE_IN_ONE_PROBE)).isFalse();
    }
}
