package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.testgames.CaptureOrderingTree.MOVES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.testgames.CaptureOrderingTree;
import org.junit.jupiter.api.Test;

/**
 * The exchange test of move ordering is made only when a noisy move is about to be searched,
 * with the same order as if every noisy move had been tested up front.
 *
 * <p>On the {@link CaptureOrderingTree} (captures 1 to 3, capture 2 losing by exchange, quiet
 * moves 4 to 6; after every root move but the first the reply 1 cuts). Quiescence is off, so
 * every exchange test comes from the main search's ordering.
 */
class LazyExchangeOrderingTest {

    private static final SearchOptions OPTIONS = SearchOptions.exact().with(Technique.QUIESCENCE, false)
            .withHashMegabytes(1);

    private static CaptureOrderingTree searched(int depth) {
        CaptureOrderingTree game = new CaptureOrderingTree();
        new Searcher<>(game, game.evaluator, OPTIONS).search(game.newPosition(), SearchLimits.depth(depth),
                SearchListener.silent());
        return game;
    }

    @Test
    void theLosingCaptureComesAfterTheQuietMovesAndTheOthersKeepTheirOrder() {
        CaptureOrderingTree game = searched(2);
        assertThat(game.madeAt("1 : ")).as("moves made after the first root move").hasSizeGreaterThanOrEqualTo(MOVES);
        assertThat(game.madeAt("1 : ").subList(0, MOVES)).containsExactly(1, 3, 4, 5, 6, 2);
    }

    @Test
    void aNodeThatCutsOnItsFirstCaptureTestsNoOtherExchange() {
        CaptureOrderingTree game = searched(2);
        for (int rootMove = 2; rootMove <= MOVES; rootMove++) {
            String node = rootMove + " : ";
            assertThat(game.exchangeTestsOf(node, 1)).as("the cutting capture after root move %d", rootMove).isEqualTo(1);
            assertThat(game.exchangeTestsOf(node, 2)).as("capture 2 after root move %d", rootMove).isZero();
            assertThat(game.exchangeTestsOf(node, 3)).as("capture 3 after root move %d", rootMove).isZero();
        }
    }

    @Test
    void everyRootCaptureIsTestedOnceWhenTheRootMovesAreOrdered() {
        CaptureOrderingTree game = searched(1);
        for (int move = 1; move <= 3; move++) {
            assertThat(game.exchangeTestsOf(": ", move)).as("root capture %d", move).isEqualTo(1);
        }
    }
}
