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
 * The mate-in-one probe (node step 5b) on a purpose-built tree: the root player A has two moves;
 * every node below has two moves and every leaf is worth 0 for A, except that after A's move 2
 * everything is worth -10. The game's test claims that after A's move 1, B mates with its move
 * 2. The tree itself has no mate, so the root score tells whether the search asked the test.
 */
class MateInOneProbeTest {

    private static final int DEPTH = 4;
    private static final int B_MATES = 2;

    private static ScriptedTree game(boolean bInCheckAfterMove1) {
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
            public int mateInOne(ScriptedTree.Path path) {
                return path.length() == 1 && path.move(0) == 1 ? B_MATES : 0;
            }

            @Override
            public boolean inCheck(ScriptedTree.Path path) {
                return bInCheckAfterMove1 && path.length() == 1 && path.move(0) == 1;
            }
        });
    }

    private static final SearchOptions EXACT = SearchOptions.exact().withHashMegabytes(1);
    private static final SearchOptions PROBING = EXACT.with(Technique.MATE_IN_ONE_PROBE, true);

    private static SearchResult<Integer> search(ScriptedTree game, SearchOptions options) {
        return new Searcher<>(game, game.evaluator, options)
                .search(game.newPosition(), SearchLimits.depth(DEPTH), SearchListener.silent());
    }

    @Test
    void aMateFoundByTheProbeEndsTheNodeWithTheMateScore() {
        SearchResult<Integer> result = search(game(false), PROBING);
        assertThat(result.bestMove()).as("A avoids the mate").isEqualTo(2);
        assertThat(result.score()).isEqualTo(-10);
    }

    @Test
    void withoutTheProbeTheSearchKnowsOnlyTheTree() {
        SearchResult<Integer> result = search(game(false), EXACT);
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isZero();
    }

    @Test
    void theMateIsScoredByItsDistanceAndEndsThePrincipalVariation() {
        // Move 2 forbidden to A: the root must walk into the mate.
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
    void aSideInCheckIsNotProbed() {
        SearchResult<Integer> result = search(game(true), PROBING);
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isZero();
    }

    @Test
    void onByDefaultButNotValuePreserving() {
        assertThat(SearchOptions.defaults().enabled(Technique.MATE_IN_ONE_PROBE)).isTrue();
        assertThat(SearchOptions.exact().enabled(Technique.MATE_IN_ONE_PROBE)).isFalse();
    }
}
