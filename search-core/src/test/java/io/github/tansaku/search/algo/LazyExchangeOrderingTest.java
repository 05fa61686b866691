package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The exchange test of move ordering is made only when a noisy move is about to be searched,
 * with the same order as if every noisy move had been tested up front.
 *
 * <p>Every node has six moves: codes 1 to 3 are captures, 4 to 6 quiet moves; capture 2 loses
 * {@value #LOSS} by static exchange, the others lose nothing. The first root move is the best
 * (every position after it is worth 0); after any other root move, the reply 1 wins
 * {@value #REFUTATION} for the opponent, so a null-window test of that move cuts on its first
 * reply. Quiescence is off, so every exchange test comes from the main search's ordering.
 */
class LazyExchangeOrderingTest {

    private static final int MOVES = 6;
    private static final int LOSING_CAPTURE = 2;
    private static final int LOSS = 300;
    private static final int REFUTATION = 500;
    private static final SearchOptions OPTIONS = SearchOptions.exact().with(Technique.QUIESCENCE, false)
            .withHashMegabytes(1);

    /** The tree of the class comment, recording the moves made below the first root move and the exchange tests. */
    private static final class RecordingTree extends ScriptedTree {
        final List<Integer> madeAfterFirstRootMove = new ArrayList<>();
        final Map<String, Integer> exchangeTests = new HashMap<>();

        RecordingTree() {
            super(new Rules() {
                @Override
                public int moveCount(Path path) {
                    return MOVES;
                }

                @Override
                public boolean noisy(Path path, int move) {
                    return move <= 3;
                }

                @Override
                public int see(Path path, int move) {
                    return move == LOSING_CAPTURE ? -LOSS : 0;
                }

                @Override
                public int value(Path path) {
                    boolean refuted = path.length() >= 2 && path.move(0) != 1 && path.move(1) == 1;
                    return refuted ? -REFUTATION : 0;
                }
            });
        }

        @Override
        public boolean makeMove(Path position, int move) {
            if (position.length() == 1 && position.move(0) == 1) {
                madeAfterFirstRootMove.add(move);
            }
            return super.makeMove(position, move);
        }

        @Override
        public boolean seeAtLeast(Path position, int move, int threshold) {
            exchangeTests.merge(key(position, move), 1, Integer::sum);
            return super.seeAtLeast(position, move, threshold);
        }

        static String key(Path position, int move) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < position.length(); i++) {
                s.append(position.move(i)).append(' ');
            }
            return s.append(": ").append(move).toString();
        }

        int testsOf(String key) {
            return exchangeTests.getOrDefault(key, 0);
        }
    }

    private static RecordingTree searched(int depth) {
        RecordingTree game = new RecordingTree();
        new Searcher<>(game, game.evaluator, OPTIONS).search(game.newPosition(), SearchLimits.depth(depth),
                SearchListener.silent());
        return game;
    }

    @Test
    void theLosingCaptureComesAfterTheQuietMovesAndTheOthersKeepTheirOrder() {
        RecordingTree game = searched(2);
        assertThat(game.madeAfterFirstRootMove).as("moves made after the first root move").hasSizeGreaterThanOrEqualTo(MOVES);
        assertThat(game.madeAfterFirstRootMove.subList(0, MOVES)).containsExactly(1, 3, 4, 5, 6, 2);
    }

    @Test
    void aNodeThatCutsOnItsFirstCaptureTestsNoOtherExchange() {
        RecordingTree game = searched(2);
        for (int rootMove = 2; rootMove <= MOVES; rootMove++) {
            String node = rootMove + " : ";
            assertThat(game.testsOf(node + 1)).as("the cutting capture after root move %d", rootMove).isEqualTo(1);
            assertThat(game.testsOf(node + 2)).as("capture 2 after root move %d", rootMove).isZero();
            assertThat(game.testsOf(node + 3)).as("capture 3 after root move %d", rootMove).isZero();
        }
    }

    @Test
    void everyRootCaptureIsTestedOnceWhenTheRootMovesAreOrdered() {
        RecordingTree game = searched(1);
        for (int move = 1; move <= 3; move++) {
            assertThat(game.testsOf(": " + move)).as("root capture %d", move).isEqualTo(1);
        }
    }
}
