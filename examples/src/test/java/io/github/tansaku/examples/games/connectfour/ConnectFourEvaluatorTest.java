package io.github.tansaku.examples.games.connectfour;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ConnectFourEvaluatorTest {

    private final ConnectFourEvaluator evaluator = new ConnectFourEvaluator();

    /**
     * The bitboard evaluation equals the same heuristic written the slow, obvious way (one
     * window at a time) on random positions of several board sizes.
     */
    @Test
    void bitboardWindowsAgreeWithCountingWindowsOneByOne() {
        SplittableRandom random = new SplittableRandom(7);
        for (ConnectFour game : List.of(new ConnectFour(), new ConnectFour(5, 4), new ConnectFour(4, 4),
                new ConnectFour(9, 5), new ConnectFour(3, 3))) {
            for (int playout = 0; playout < 200; playout++) {
                ConnectFourPosition position = game.newPosition();
                int[] moves = new int[game.maxMoves()];
                while (!game.outcome(position, 0).isOver()) {
                    assertThat(evaluator.evaluate(position)).as("%s", position).isEqualTo(slowEvaluation(position));
                    int count = game.generateMoves(position, moves, 0);
                    game.makeMove(position, moves[random.nextInt(count)]);
                }
            }
        }
    }

    @Test
    void aThreatOfTheSideToMoveIsWorthMoreThanTheSameThreatOfTheOpponent() {
        ConnectFour game = new ConnectFour();
        // x has 1 2 3 on the bottom row, o 1 2 3 on the row above (its 4 not yet playable); x to move
        // can win at once; after x drops a disc in 6 instead, o to move must block
        int xToMove = evaluator.evaluate(game.play("112233"));
        int oToMove = evaluator.evaluate(game.play("1122336"));
        assertThat(xToMove).isPositive();
        assertThat(Math.abs(xToMove)).isLessThan(Score.MATE_BOUND / 4);
        assertThat(oToMove).isNegative();
    }

    @Test
    void mirroredPositionsScoreTheSame() {
        ConnectFour game = new ConnectFour();
        assertThat(evaluator.evaluate(game.play("4453712"))).isEqualTo(evaluator.evaluate(game.play("4435176")));
    }

    private static int slowEvaluation(ConnectFourPosition position) {
        Geometry geometry = position.geometry;
        long own = position.discs[position.sideToMove];
        long opponent = position.discs[position.sideToMove ^ 1];
        long playable = geometry.playableCells(position.occupied);
        int score = 0;
        for (long window : geometry.windows) {
            int ownCount = Long.bitCount(own & window);
            int opponentCount = Long.bitCount(opponent & window);
            if (opponentCount == 0) {
                score += ConnectFourEvaluator.WINDOW[ownCount];
                if (ownCount == 3 && (window & playable) != 0) {
                    score += 2 * ConnectFourEvaluator.PLAYABLE_THREE;
                }
            } else if (ownCount == 0) {
                score -= ConnectFourEvaluator.WINDOW[opponentCount];
                if (opponentCount == 3 && (window & playable) != 0) {
                    score -= ConnectFourEvaluator.PLAYABLE_THREE;
                }
            }
        }
        for (int column = 0; column < geometry.width; column++) {
            int distance = Math.abs(2 * column - (geometry.width - 1)) / 2;
            if (distance < ConnectFourEvaluator.CENTRE.length) {
                int weight = ConnectFourEvaluator.CENTRE[distance];
                score += weight * (Long.bitCount(own & geometry.column[column]) - Long.bitCount(opponent & geometry.column[column]));
            }
        }
        return score;
    }
}
