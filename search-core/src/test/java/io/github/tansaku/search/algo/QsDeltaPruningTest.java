package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.DELTA_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.QS_EXCHANGE_FUTILITY;
import static io.github.tansaku.search.algo.SearchParameter.QS_PRUNING_SPARES_CHECKS;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * Quiescence's delta pruning (step Q7a) with its two refinements: the futility of even exchanges
 * (QS_EXCHANGE_FUTILITY: where the stand pat plus the delta margin stays at or below alpha, a
 * noisy move that wins no material by exchange is skipped, even when the material it takes at
 * once would pass delta pruning) and the checks it spares (QS_PRUNING_SPARES_CHECKS).
 *
 * <p>The tree, searched to depth 2: the root (A) has two quiet moves. Move 1 leads to a node
 * where B has one quiet move, and then to a quiet position worth 0 for A. Move 2 leads to a node
 * where B has one quiet move, to a position whose static value for A is -250; there A has one
 * capture, which takes {@code gain} at once, comes out {@code see} by exchange, may give check,
 * and is in truth worth +50 for A. Minimax with quiescence: move 2, worth 50.
 *
 * <p>Move 1 is searched first and scores 0, so move 2's subtree is searched with a null window:
 * at A's quiescence node alpha is 0 and the stand pat -250, 200 below alpha with the default
 * margin. A pruned capture leaves A its stand pat, and move 2 fails low without a re-search: the
 * root's score is then 0 instead of 50.
 */
class QsDeltaPruningTest {

    private static ScriptedTree game(int gain, int see, boolean check) {
        return new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return path.length() == 0 ? 2 : path.length() == 3 ? 0 : 1;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                if (path.length() < 2 || path.move(0) == 1) {
                    return 0;
                }
                return path.length() == 2 ? -250 : 50;
            }

            @Override
            public boolean noisy(ScriptedTree.Path path, int move) {
                return capture(path);
            }

            @Override
            public int see(ScriptedTree.Path path, int move) {
                return capture(path) ? see : 0;
            }

            @Override
            public int materialGain(ScriptedTree.Path path, int move) {
                return capture(path) ? gain : 0;
            }

            @Override
            public boolean givesCheck(ScriptedTree.Path path, int move) {
                return check && capture(path);
            }

            /** A's capture after root move 2 and B's reply. */
            private boolean capture(ScriptedTree.Path path) {
                return path.length() == 2 && path.move(0) == 2;
            }
        });
    }

    private static final SearchOptions QUIESCENCE = SearchOptions.exact().withHashMegabytes(1)
            .with(Technique.QUIESCENCE, true).with(DELTA_MARGIN, 200);
    private static final SearchOptions DELTA = QUIESCENCE.with(Technique.DELTA_PRUNING, true);
    private static final SearchOptions FUTILITY = DELTA.with(QS_EXCHANGE_FUTILITY, 1);

    private static SearchResult<Integer> search(ScriptedTree game, SearchOptions options) {
        return new Searcher<>(game, game.evaluator, options).search(game.newPosition(), SearchLimits.depth(2),
                SearchListener.silent());
    }

    /** The capture was searched: move 2 is found, worth 50. */
    private static void assertCaptureSearched(SearchResult<Integer> r) {
        assertThat(r.score()).isEqualTo(50);
        assertThat(r.pv()).containsExactly(2, 1, 1);
    }

    /** The capture was not searched: move 2 failed low, and move 1 is kept, worth 0. */
    private static void assertCapturePruned(SearchResult<Integer> r) {
        assertThat(r.score()).as("the capture was not searched: move 2 failed low").isZero();
        assertThat(r.pv()).startsWith(1);
    }

    @Test
    void deltaPruningSkipsACaptureWhoseGainAndMarginStayBelowAlpha() {
        // -250 + 40 + 200 = -10, at most alpha (0).
        ScriptedTree game = game(40, 40, false);
        assertThat(search(game, QUIESCENCE).score()).as("searched without delta pruning").isEqualTo(50);
        assertCapturePruned(search(game, DELTA));
        // -250 + 60 + 200 = 10 is above alpha: searched.
        assertThat(search(game(60, 60, false), DELTA).score()).isEqualTo(50);
    }

    @Test
    void deltaPruningAloneKeepsAnEvenExchangeThatTakesMuch() {
        assertCaptureSearched(search(game(300, 0, false), DELTA));
    }

    @Test
    void theFutilityOfEvenExchangesSkipsItWhereTheStandPatAndTheMarginStayBelowAlpha() {
        assertCapturePruned(search(game(300, 0, false), FUTILITY));
    }

    @Test
    void anExchangeThatWinsMaterialIsKept() {
        assertCaptureSearched(search(game(300, 1, false), FUTILITY));
    }

    @Test
    void aWiderMarginKeepsTheEvenExchange() {
        // -250 + 260 is above alpha (0): the stand pat plus the margin might reach it.
        assertThat(search(game(300, 0, false), FUTILITY.with(DELTA_MARGIN, 260)).score()).isEqualTo(50);
    }

    @Test
    void aCheckIsSparedByBothWhenAsked() {
        ScriptedTree evenCheck = game(300, 0, true);
        ScriptedTree smallCheck = game(40, 40, true);
        assertThat(search(evenCheck, FUTILITY).score()).as("judged by material").isZero();
        assertThat(search(smallCheck, FUTILITY).score()).as("judged by material").isZero();
        SearchOptions spared = FUTILITY.with(QS_PRUNING_SPARES_CHECKS, 1);
        assertThat(search(evenCheck, spared).score()).isEqualTo(50);
        assertThat(search(smallCheck, spared).score()).isEqualTo(50);
        assertThat(search(game(40, 40, false), spared).score()).as("not a check: pruned").isZero();
    }

    @Test
    void bothAreOffByDefault() {
        assertThat(SearchOptions.defaults().get(QS_EXCHANGE_FUTILITY)).isZero();
        assertThat(SearchOptions.defaults().get(QS_PRUNING_SPARES_CHECKS)).isZero();
    }
}
