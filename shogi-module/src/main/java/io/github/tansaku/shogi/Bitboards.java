package io.github.tansaku.shogi;

/**
 * Bitboards over the 81 squares, kept as two {@code long}s without objects: {@code lo} holds
 * squares 0 to 62 (files 1 to 7) in bits 0 to 62, {@code hi} holds squares 63 to 80 (files 8
 * and 9) in bits 0 to 17. A file's nine squares are always nine adjacent bits of one word.
 *
 * <p>Methods come in {@code Lo}/{@code Hi} pairs so that hot loops allocate nothing. Iterate the
 * squares of a bitboard, lowest first, without an iterator object:
 * <pre>{@code
 * for (int sq = Bitboards.first(lo, hi); sq != Square.NONE; sq = Bitboards.next(lo, hi, sq)) { ... }
 * }</pre>
 */
public final class Bitboards {

    /** The square of bit 0 of the {@code hi} word. */
    public static final int HI_OFFSET = 63;

    /** All 63 squares of the {@code lo} word. */
    public static final long ALL_LO = (1L << 63) - 1;
    /** All 18 squares of the {@code hi} word. */
    public static final long ALL_HI = (1L << 18) - 1;

    private static final long[] RANK_LO = new long[10];
    private static final long[] RANK_HI = new long[10];
    private static final long[] FILE_LO = new long[10];
    private static final long[] FILE_HI = new long[10];

    static {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            RANK_LO[Square.rank(sq)] |= bitLo(sq);
            RANK_HI[Square.rank(sq)] |= bitHi(sq);
            FILE_LO[Square.file(sq)] |= bitLo(sq);
            FILE_HI[Square.file(sq)] |= bitHi(sq);
        }
    }

    private Bitboards() {
    }

    /** The {@code lo} word of the bitboard holding only {@code sq}. */
    public static long bitLo(int sq) {
        return sq < HI_OFFSET ? 1L << sq : 0L;
    }

    /** The {@code hi} word of the bitboard holding only {@code sq}. */
    public static long bitHi(int sq) {
        return sq >= HI_OFFSET ? 1L << (sq - HI_OFFSET) : 0L;
    }

    /** Whether the bitboard ({@code lo}, {@code hi}) contains {@code sq}. */
    public static boolean contains(long lo, long hi, int sq) {
        return sq < HI_OFFSET ? (lo >>> sq & 1L) != 0 : (hi >>> (sq - HI_OFFSET) & 1L) != 0;
    }

    /** The number of squares in the bitboard. */
    public static int count(long lo, long hi) {
        return Long.bitCount(lo) + Long.bitCount(hi);
    }

    /** The lowest square of the bitboard, or {@link Square#NONE} when it is empty. */
    public static int first(long lo, long hi) {
        if (lo != 0) {
            return Long.numberOfTrailingZeros(lo);
        }
        return hi != 0 ? HI_OFFSET + Long.numberOfTrailingZeros(hi) : Square.NONE;
    }

    /**
     * The lowest square of the bitboard above {@code sq} (a square from 0 to 80), or
     * {@link Square#NONE} when there is none: with {@link #first} it walks a bitboard's squares.
     */
    public static int next(long lo, long hi, int sq) {
        int after = sq + 1;
        if (after < HI_OFFSET) {
            long rest = lo & (-1L << after);
            if (rest != 0) {
                return Long.numberOfTrailingZeros(rest);
            }
            after = HI_OFFSET;
        }
        long rest = hi & (-1L << (after - HI_OFFSET));
        return rest != 0 ? HI_OFFSET + Long.numberOfTrailingZeros(rest) : Square.NONE;
    }

    /** The {@code lo} word of rank {@code rank} (1 to 9). */
    public static long rankLo(int rank) {
        return RANK_LO[rank];
    }

    /** The {@code hi} word of rank {@code rank} (1 to 9). */
    public static long rankHi(int rank) {
        return RANK_HI[rank];
    }

    /** The {@code lo} word of file {@code file} (1 to 9). */
    public static long fileLo(int file) {
        return FILE_LO[file];
    }

    /** The {@code hi} word of file {@code file} (1 to 9). */
    public static long fileHi(int file) {
        return FILE_HI[file];
    }

    /** The {@code lo} word of the ranks {@code side} counts as 1 to {@code n} (its far ranks). */
    public static long farRanksLo(int side, int n) {
        long lo = 0;
        for (int r = 1; r <= n; r++) {
            lo |= RANK_LO[side == Side.BLACK ? r : 10 - r];
        }
        return lo;
    }

    /** The {@code hi} word of the ranks {@code side} counts as 1 to {@code n} (its far ranks). */
    public static long farRanksHi(int side, int n) {
        long hi = 0;
        for (int r = 1; r <= n; r++) {
            hi |= RANK_HI[side == Side.BLACK ? r : 10 - r];
        }
        return hi;
    }

    /** A diagram of the bitboard, rank 1 at the top and file 9 on the left, for debugging. */
    public static String toString(long lo, long hi) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 1; rank <= 9; rank++) {
            for (int file = 9; file >= 1; file--) {
                sb.append(contains(lo, hi, Square.of(file, rank)) ? 'X' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
