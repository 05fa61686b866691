package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.PassingTree;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * The mate-threat extension on a purpose-built tree searched to depth 2, so that A's positions
 * after B's replies lie at the horizon. The root player A has two moves: after move 1 every
 * position is worth -50 to A; after move 2 every position is worth 1,000 to A by the static
 * score. But after A's move 2 and B's reply 2, B threatens mate: the game's mate-in-one test
 * says B mates with its move 1 after a pass of A and after each of A's two moves, and B's move 1
 * there leaves A without a move. So move 2 is lost and move 1 is best. Quiescence search stands
 * pat at A's horizon node (there is nothing noisy to search), and the mate lies two plies
 * beyond the main search's depth, where the quiescence mate-in-one probe alone cannot see it.
 */
class MateThreatExtensionTest {

    private static final int DEPTH = 2;
    private static final int AHEAD = 1_000;

    private static PassingTree game() {
        return new PassingTree(rules());
    }

    private static ScriptedTree.Rules rules() {
        return new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return threatened(path) && path.length() == 4 && path.move(3) == 1 ? 0 : 2;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return path.length() >= 1 && path.move(0) == 1 ? -50 : path.length() == 0 ? 0 : AHEAD;
            }

            @Override
            public int mateInOne(ScriptedTree.Path path) {
                // B to move after A's move 2, B's reply 2 and any move or pass of A.
                return threatened(path) && path.length() == 3 ? 1 : 0;
            }

            private boolean threatened(ScriptedTree.Path path) {
                return path.length() >= 2 && path.move(0) == 2 && path.move(1) == 2;
            }
        };
    }

    private static final SearchOptions QUIESCENT = SearchOptions.exact().withHashMegabytes(1)
            .with(Technique.QUIESCENCE, true);
    private static final SearchOptions PROBING = QUIESCENT.with(Technique.QS_MATE_IN_ONE_PROBE, true);

    private static SearchResult<Integer> search(PassingTree game, SearchOptions options) {
        return new Searcher<>(game, game.evaluator, options)
                .search(game.newPosition(), SearchLimits.depth(DEPTH), SearchListener.silent());
    }

    @Test
    void withoutTheExtensionQuiescenceStandsPatOverTheThreat() {
        SearchResult<Integer> result = search(game(), PROBING);
        assertThat(result.bestMove()).isEqualTo(2);
        assertThat(result.score()).isEqualTo(AHEAD);
    }

    @Test
    void theExtensionSearchesTheThreatenedHorizonNodeAndAvoidsTheMate() {
        PassingTree game = game();
        SearchResult<Integer> result = search(game, PROBING.with(Technique.MATE_THREAT_EXTENSION, true));
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(-50);
        assertThat(game.threatQuestions()).isPositive();
    }

    @Test
    void withoutTheQuiescenceProbeTheExtensionIsRefused() {
        PassingTree game = game();
        assertThatThrownBy(() -> search(game, QUIESCENT.with(Technique.MATE_THREAT_EXTENSION, true)))
                .hasMessageContaining("MATE_THREAT_EXTENSION needs technique QS_MATE_IN_ONE_PROBE");
        assertThat(QUIESCENT.with(Technique.MATE_THREAT_EXTENSION, true).supportedBy(game).enabled(
                Technique.MATE_THREAT_EXTENSION)).isFalse();
    }

    @Test
    void onByDefaultNotValuePreservingAndNeedsAPassAndTheMateTest() {
        assertThat(SearchOptions.defaults().enabled(Technique.MATE_THREAT_EXTENSION)).isTrue();
        assertThat(SearchOptions.exact().enabled(Technique.MATE_THREAT_EXTENSION)).isFalse();
        assertThat(Technique.MATE_THREAT_EXTENSION.supportedBy(game())).isTrue();
        assertThat(Technique.MATE_THREAT_EXTENSION.supportedBy(new ScriptedTree(rules()))).as("no pass").isFalse();
    }
}
