package io.github.tansaku.examples.games.tictactoe;

/**
 * A mutable tic-tac-toe position: the marks of both players, whose turn it is and the
 * incremental hash. Create positions with {@link TicTacToe#newPosition()} or
 * {@link TicTacToe#parse(String)}; change them only through the {@link TicTacToe} rules.
 *
 * <p>The text form lists the rows from the top, separated by {@code /}, with {@code x},
 * {@code o} and {@code .} for the squares, then the side to move: {@code "x.o/.x./..o x"}.
 */
public final class TicTacToePosition {

    /** The first player, who plays the crosses. */
    public static final int X = 0;
    /** The second player, who plays the noughts. */
    public static final int O = 1;

    /** The marks of each player, bit {@code s} set when the player has square {@code s}. */
    final int[] marks = new int[2];
    int sideToMove = X;
    int markCount;
    long hash;

    TicTacToePosition() {
    }

    /** The player to move, {@link #X} or {@link #O}. */
    public int sideToMove() {
        return sideToMove;
    }

    /** The mark on {@code square} (0..8 from the top left): {@code 'x'}, {@code 'o'} or {@code '.'}. */
    public char markAt(int square) {
        int bit = 1 << square;
        if ((marks[X] & bit) != 0) {
            return 'x';
        }
        return (marks[O] & bit) != 0 ? 'o' : '.';
    }

    /** The text form, for example {@code "x.o/.x./..o x"}. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(13);
        for (int square = 0; square < 9; square++) {
            if (square > 0 && square % 3 == 0) {
                s.append('/');
            }
            s.append(markAt(square));
        }
        return s.append(' ').append(sideToMove == X ? 'x' : 'o').toString();
    }
}
