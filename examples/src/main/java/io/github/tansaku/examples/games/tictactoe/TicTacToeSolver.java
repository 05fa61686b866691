package io.github.tansaku.examples.games.tictactoe;

import io.github.tansaku.search.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * An exhaustive tic-tac-toe solver: plain negamax to the end of every line, with each
 * position's value remembered. It uses none of the searchers and no evaluation, so its answers
 * are the yardstick the searchers are tested against. The whole game has 5,478 positions, so
 * the first question costs a few milliseconds and the rest are table look-ups.
 *
 * <p>Values are outcomes only (win, draw or loss for the side to move), without the distance to
 * the end: a move is right when it keeps the value, however long the win takes.
 */
public final class TicTacToeSolver {

    /** Remembered values, indexed by {@link #index}; 0 means not yet solved. */
    private static final byte UNSOLVED = 0;
    private static final byte LOSS = 1;
    private static final byte DRAW = 2;
    private static final byte WIN = 3;

    private final byte[] values = new byte[512 * 512];
    private int positionsSolved;

    /**
     * The game's value for the side to move of {@code position}, which it leaves unchanged:
     * {@link Outcome#WIN}, {@link Outcome#DRAW} or {@link Outcome#LOSS} with best play by both.
     */
    public Outcome solve(TicTacToePosition position) {
        return switch (value(own(position), opponent(position))) {
            case WIN -> Outcome.WIN;
            case DRAW -> Outcome.DRAW;
            default -> Outcome.LOSS;
        };
    }

    /**
     * The moves that keep the game's value: every winning move of a won position, every move
     * that does not lose of a drawn one, all moves of a lost one. Empty when the game is over.
     */
    public List<TicTacToeMove> bestMoves(TicTacToePosition position) {
        int own = own(position);
        int opponent = opponent(position);
        List<TicTacToeMove> best = new ArrayList<>();
        if (isOver(own, opponent)) {
            return best;
        }
        byte value = value(own, opponent);
        for (int square = 0; square < 9; square++) {
            int bit = 1 << square;
            if (((own | opponent) & bit) == 0 && negate(value(opponent, own | bit)) == value) {
                best.add(TicTacToeMove.of(square));
            }
        }
        return best;
    }

    /** The number of distinct positions solved so far, finished games included. */
    public int positionsSolved() {
        return positionsSolved;
    }

    /**
     * The value of the position in which the side to move has {@code own} and the other player
     * {@code opponent}. The pair identifies the position: who is to move follows from the counts.
     */
    private byte value(int own, int opponent) {
        int index = own << 9 | opponent;
        if (values[index] != UNSOLVED) {
            return values[index];
        }
        byte value;
        if (TicTacToe.hasLine(opponent)) {
            value = LOSS;
        } else if ((own | opponent) == 0b111_111_111) {
            value = DRAW;
        } else {
            // every move, even after a win is found, so that a solve of the start visits (and
            // counts) every position of the game
            value = LOSS;
            for (int square = 0; square < 9; square++) {
                int bit = 1 << square;
                if (((own | opponent) & bit) == 0) {
                    value = (byte) Math.max(value, negate(value(opponent, own | bit)));
                }
            }
        }
        values[index] = value;
        positionsSolved++;
        return value;
    }

    /** The value for the other player: a win becomes a loss and the reverse. */
    private static byte negate(byte value) {
        return (byte) (WIN + LOSS - value);
    }

    private static boolean isOver(int own, int opponent) {
        return TicTacToe.hasLine(opponent) || (own | opponent) == 0b111_111_111;
    }

    private static int own(TicTacToePosition position) {
        return position.marks[position.sideToMove];
    }

    private static int opponent(TicTacToePosition position) {
        return position.marks[position.sideToMove ^ 1];
    }
}
