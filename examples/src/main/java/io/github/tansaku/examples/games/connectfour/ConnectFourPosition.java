package io.github.tansaku.examples.games.connectfour;

/**
 * A mutable connect four position: the discs of both players as bitboards, whose turn it is,
 * whether the last move won, and the incremental hash. Create positions with
 * {@link ConnectFour#newPosition()} or {@link ConnectFour#parse(String)}; change them only
 * through the {@link ConnectFour} rules of the same board size.
 *
 * <p>The text form lists the rows from the top, separated by {@code /}, with {@code x} for the
 * first player, {@code o} for the second and {@code .} for an empty cell, then the side to move:
 * {@code "......./......./......./......./......./...x... o"}.
 */
public final class ConnectFourPosition {

    /** The player who moves first. */
    public static final int FIRST = 0;
    /** The player who moves second. */
    public static final int SECOND = 1;

    final Geometry geometry;
    /** The discs of each player. */
    final long[] discs = new long[2];
    /** Both players' discs. */
    long occupied;
    int sideToMove = FIRST;
    /** Whether the player who moved last has four in a line (the game is over). */
    boolean decided;
    long hash;

    ConnectFourPosition(Geometry geometry) {
        this.geometry = geometry;
    }

    /** The number of columns. */
    public int width() {
        return geometry.width;
    }

    /** The number of rows. */
    public int height() {
        return geometry.height;
    }

    /** The player to move, {@link #FIRST} or {@link #SECOND}. */
    public int sideToMove() {
        return sideToMove;
    }

    /** The number of discs on the board. */
    public int discCount() {
        return Long.bitCount(occupied);
    }

    /**
     * The disc at {@code column} (0-based from the left) and {@code row} (0-based from the
     * bottom): {@code 'x'}, {@code 'o'} or {@code '.'}.
     */
    public char discAt(int column, int row) {
        long cell = geometry.cell(column, row);
        if ((discs[FIRST] & cell) != 0) {
            return 'x';
        }
        return (discs[SECOND] & cell) != 0 ? 'o' : '.';
    }

    /** The text form, rows from the top, then the side to move. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder((geometry.width + 1) * geometry.height + 2);
        for (int row = geometry.height - 1; row >= 0; row--) {
            for (int column = 0; column < geometry.width; column++) {
                s.append(discAt(column, row));
            }
            s.append(row > 0 ? '/' : ' ');
        }
        return s.append(sideToMove == FIRST ? 'x' : 'o').toString();
    }

    /** The board as a picture, one row per line, the column numbers underneath. */
    public String toDiagram() {
        StringBuilder s = new StringBuilder();
        for (int row = geometry.height - 1; row >= 0; row--) {
            for (int column = 0; column < geometry.width; column++) {
                s.append(' ').append(discAt(column, row));
            }
            s.append('\n');
        }
        for (int column = 0; column < geometry.width; column++) {
            s.append(' ').append(column + 1);
        }
        return s.append('\n').toString();
    }
}
