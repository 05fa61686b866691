package io.github.tansaku.shogi;

/**
 * The 81 squares as {@code int}s, with helpers to convert them.
 *
 * <p>Square {@code sq = (file - 1) * 9 + (rank - 1)}, where file 1 is on Black's (sente's)
 * right and rank 1 is White's (gote's) back rank, as in USI: {@code 7g} is file 7, rank 7
 * ({@code g}), square 60. Numbering file by file keeps every file's nine squares contiguous in
 * a bitboard (see {@link Bitboards}).
 */
public final class Square {

    /** The number of squares. */
    public static final int COUNT = 81;

    /** Not a square: used where a square is absent. */
    public static final int NONE = -1;

    private static final int[] FILE = new int[COUNT];
    private static final int[] RANK = new int[COUNT];
    private static final String[] USI = new String[COUNT];

    static {
        for (int sq = 0; sq < COUNT; sq++) {
            FILE[sq] = sq / 9 + 1;
            RANK[sq] = sq % 9 + 1;
            USI[sq] = "" + (char) ('0' + FILE[sq]) + (char) ('a' + RANK[sq] - 1);
        }
    }

    private Square() {
    }

    /** The square on {@code file} (1 to 9) and {@code rank} (1 to 9). */
    public static int of(int file, int rank) {
        return (file - 1) * 9 + (rank - 1);
    }

    /** Whether {@code file} and {@code rank} are both in 1 to 9. */
    public static boolean isOnBoard(int file, int rank) {
        return file >= 1 && file <= 9 && rank >= 1 && rank <= 9;
    }

    /** The file of {@code sq}, 1 to 9. */
    public static int file(int sq) {
        return FILE[sq];
    }

    /** The rank of {@code sq}, 1 to 9. */
    public static int rank(int sq) {
        return RANK[sq];
    }

    /**
     * The rank of {@code sq} counted from {@code side}'s far side: 1 is the opponent's back rank.
     * Black's relative rank is the rank itself; White's is {@code 10 - rank}.
     */
    public static int relativeRank(int side, int sq) {
        return side == Side.BLACK ? RANK[sq] : 10 - RANK[sq];
    }

    /** Whether {@code sq} is in {@code side}'s promotion zone (the opponent's three ranks). */
    public static boolean inZone(int side, int sq) {
        return relativeRank(side, sq) <= 3;
    }

    /** The square seen from the other side: the board turned by 180 degrees. */
    public static int flip(int sq) {
        return COUNT - 1 - sq;
    }

    /** The USI name, such as {@code "7g"}. */
    public static String toUsi(int sq) {
        return USI[sq];
    }

    /**
     * Parses a USI square name such as {@code "7g"}.
     *
     * @return the square, or {@link #NONE} if {@code text} is not a square name
     */
    public static int parseUsi(CharSequence text) {
        if (text.length() != 2) {
            return NONE;
        }
        int file = text.charAt(0) - '0';
        int rank = text.charAt(1) - 'a' + 1;
        return isOnBoard(file, rank) ? of(file, rank) : NONE;
    }
}
