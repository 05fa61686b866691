package io.github.tansaku.examples.games.tictactoe;

/**
 * A tic-tac-toe move: the square a mark goes on. Squares are named like chess squares, columns
 * {@code a}..{@code c} from the left and rows {@code 1}..{@code 3} from the bottom. The nine
 * moves are interned: {@link #of(int)} never allocates.
 */
public final class TicTacToeMove {

    private static final TicTacToeMove[] ALL = new TicTacToeMove[9];

    static {
        for (int square = 0; square < 9; square++) {
            ALL[square] = new TicTacToeMove(square);
        }
    }

    private final int square;
    private final String name;

    private TicTacToeMove(int square) {
        this.square = square;
        this.name = "" + (char) ('a' + square % 3) + (char) ('3' - square / 3);
    }

    /**
     * The move onto {@code square}.
     *
     * @param square 0..8, row by row from the top left ({@code a3}) to the bottom right ({@code c1})
     * @return the interned move
     * @throws IllegalArgumentException if the square is out of range
     */
    public static TicTacToeMove of(int square) {
        if (square < 0 || square >= 9) {
            throw new IllegalArgumentException("no such tic-tac-toe square: " + square);
        }
        return ALL[square];
    }

    /**
     * The move named {@code name}, such as {@code "b2"}.
     *
     * @throws IllegalArgumentException if the name is not a square
     */
    public static TicTacToeMove parse(String name) {
        if (name.length() == 2) {
            int column = name.charAt(0) - 'a';
            int row = '3' - name.charAt(1);
            if (column >= 0 && column < 3 && row >= 0 && row < 3) {
                return ALL[row * 3 + column];
            }
        }
        throw new IllegalArgumentException("not a tic-tac-toe square (a1..c3): '" + name + "'");
    }

    /** The square, 0..8 row by row from the top left. */
    public int square() {
        return square;
    }

    @Override
    public String toString() {
        return name;
    }
}
