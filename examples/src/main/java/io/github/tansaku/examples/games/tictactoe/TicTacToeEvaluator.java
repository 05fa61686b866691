package io.github.tansaku.examples.games.tictactoe;

import io.github.tansaku.search.Evaluator;

/**
 * A line-counting tic-tac-toe evaluator: every line still open to only one player counts for
 * that player, more when it already holds two marks. A line with two of the side to move's
 * marks and an empty square is a win on the next move, so it counts most.
 */
public final class TicTacToeEvaluator implements Evaluator<TicTacToePosition> {

    /** Worth of an open line by the number of own marks in it, for the side to move. */
    private static final int[] OWN_LINE = {0, 10, 100, 0};
    /** Worth of an open line for the opponent, who moves second from here. */
    private static final int[] OPPONENT_LINE = {0, 10, 50, 0};

    @Override
    public int evaluate(TicTacToePosition position) {
        int own = position.marks[position.sideToMove];
        int opponent = position.marks[position.sideToMove ^ 1];
        int score = 0;
        for (int line : TicTacToe.LINES) {
            int ownCount = Integer.bitCount(own & line);
            int opponentCount = Integer.bitCount(opponent & line);
            if (opponentCount == 0) {
                score += OWN_LINE[ownCount];
            } else if (ownCount == 0) {
                score -= OPPONENT_LINE[opponentCount];
            }
        }
        return score;
    }
}
