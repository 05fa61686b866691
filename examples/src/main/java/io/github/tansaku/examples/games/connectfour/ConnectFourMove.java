package io.github.tansaku.examples.games.connectfour;

/**
 * A connect four move: the column a disc is dropped into, numbered from 1 on the left as players
 * write it. Moves are interned: {@link #of(int)} never allocates.
 */
public final class ConnectFourMove {

    /** The widest board whose columns this notation can name (one digit). */
    public static final int MAX_COLUMNS = 9;

    private static final ConnectFourMove[] ALL = new ConnectFourMove[MAX_COLUMNS];

    static {
        for (int column = 0; column < MAX_COLUMNS; column++) {
            ALL[column] = new ConnectFourMove(column);
        }
    }

    private final int column;

    private ConnectFourMove(int column) {
        this.column = column;
    }

    /**
     * The move into {@code column}.
     *
     * @param column 0-based, from the left
     * @throws IllegalArgumentException if the column is out of range
     */
    public static ConnectFourMove of(int column) {
        if (column < 0 || column >= MAX_COLUMNS) {
            throw new IllegalArgumentException("no such connect four column: " + column);
        }
        return ALL[column];
    }

    /**
     * The move written {@code text}: a column number from 1.
     *
     * @throws IllegalArgumentException if the text is not a column number
     */
    public static ConnectFourMove parse(String text) {
        if (text.length() == 1 && text.charAt(0) >= '1' && text.charAt(0) < '1' + MAX_COLUMNS) {
            return ALL[text.charAt(0) - '1'];
        }
        throw new IllegalArgumentException("not a connect four column (1.." + MAX_COLUMNS + "): '" + text + "'");
    }

    /** The column, 0-based from the left. */
    public int column() {
        return column;
    }

    /** The column number from 1, as players write it. */
    @Override
    public String toString() {
        return Integer.toString(column + 1);
    }
}
