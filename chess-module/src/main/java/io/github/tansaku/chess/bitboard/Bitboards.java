package io.github.tansaku.chess.bitboard;

/**
 * Constants and small helpers for 64-bit bitboards: bit {@code i} stands for square {@code i},
 * with a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63.
 *
 * <p>Also holds the two geometric tables every legal move generator needs: the squares strictly
 * {@linkplain #between between} two aligned squares, and the whole {@linkplain #line line}
 * through them.
 */
public final class Bitboards {

    /** No square. */
    public static final long EMPTY = 0L;
    /** Every square. */
    public static final long ALL = -1L;
    /** The a-file. */
    public static final long FILE_A = 0x0101010101010101L;
    /** The h-file. */
    public static final long FILE_H = FILE_A << 7;
    /** The first rank. */
    public static final long RANK_1 = 0xFFL;
    /** The second rank. */
    public static final long RANK_2 = RANK_1 << 8;
    /** The third rank. */
    public static final long RANK_3 = RANK_1 << 16;
    /** The fourth rank. */
    public static final long RANK_4 = RANK_1 << 24;
    /** The fifth rank. */
    public static final long RANK_5 = RANK_1 << 32;
    /** The sixth rank. */
    public static final long RANK_6 = RANK_1 << 40;
    /** The seventh rank. */
    public static final long RANK_7 = RANK_1 << 48;
    /** The eighth rank. */
    public static final long RANK_8 = RANK_1 << 56;
    /** The light squares (h1 is light, a1 is dark). */
    public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    /** The dark squares. */
    public static final long DARK_SQUARES = ~LIGHT_SQUARES;

    // Square pairs at index from << 6 | to: one array load where a nested array takes two.
    private static final long[] BETWEEN = new long[64 * 64];
    private static final long[] LINE = new long[64 * 64];

    static {
        int[][] directions = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (int from = 0; from < 64; from++) {
            for (int[] d : directions) {
                long ray = 0;
                int file = (from & 7) + d[0];
                int rank = (from >>> 3) + d[1];
                while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                    int to = rank * 8 + file;
                    BETWEEN[from << 6 | to] = ray;
                    ray |= 1L << to;
                    file += d[0];
                    rank += d[1];
                }
                // The full line: this ray, the opposite ray and the square itself.
                long fullLine = ray | fullRay(from, -d[0], -d[1]) | (1L << from);
                for (long r = ray; r != 0; r &= r - 1) {
                    LINE[from << 6 | Long.numberOfTrailingZeros(r)] = fullLine;
                }
            }
        }
    }

    private Bitboards() {
    }

    private static long fullRay(int from, int df, int dr) {
        long ray = 0;
        int file = (from & 7) + df;
        int rank = (from >>> 3) + dr;
        while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
            ray |= 1L << (rank * 8 + file);
            file += df;
            rank += dr;
        }
        return ray;
    }

    /** The bitboard of the single square {@code square}. */
    public static long bit(int square) {
        return 1L << square;
    }

    /** The lowest square of a non-empty bitboard. */
    public static int first(long bitboard) {
        return Long.numberOfTrailingZeros(bitboard);
    }

    /** The number of squares in {@code bitboard}. */
    public static int count(long bitboard) {
        return Long.bitCount(bitboard);
    }

    /** Whether {@code bitboard} has more than one square. */
    public static boolean moreThanOne(long bitboard) {
        return (bitboard & (bitboard - 1)) != 0;
    }

    /**
     * The squares strictly between two squares on a common rank, file or diagonal; else empty.
     * Both must be squares, 0 to 63 (not checked: this is the move generator's inner loop).
     */
    public static long between(int a, int b) {
        return BETWEEN[a << 6 | b];
    }

    /**
     * The whole rank, file or diagonal through two distinct aligned squares, edge to edge;
     * empty when they are not aligned. Both must be squares, 0 to 63 (not checked).
     */
    public static long line(int a, int b) {
        return LINE[a << 6 | b];
    }

    /** The file mask of square {@code square}'s file. */
    public static long fileOf(int square) {
        return FILE_A << (square & 7);
    }

    /** The rank mask of square {@code square}'s rank. */
    public static long rankOf(int square) {
        return RANK_1 << (square & 56);
    }

    /** Shifts every square one rank up (towards rank 8). */
    public static long north(long b) {
        return b << 8;
    }

    /** Shifts every square one rank down (towards rank 1). */
    public static long south(long b) {
        return b >>> 8;
    }

    /** Shifts every square one file right (towards the h-file), dropping the h-file. */
    public static long east(long b) {
        return (b & ~FILE_H) << 1;
    }

    /** Shifts every square one file left (towards the a-file), dropping the a-file. */
    public static long west(long b) {
        return (b & ~FILE_A) >>> 1;
    }

    /** A readable 8x8 picture, rank 8 first, {@code X} for a set square and {@code .} otherwise. */
    public static String toString(long bitboard) {
        StringBuilder sb = new StringBuilder(72);
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                sb.append((bitboard >>> (rank * 8 + file) & 1) != 0 ? 'X' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
