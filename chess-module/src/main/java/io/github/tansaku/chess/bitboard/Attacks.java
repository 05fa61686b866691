package io.github.tansaku.chess.bitboard;

/**
 * The squares each piece attacks: table lookups for knights, kings and pawns, magic-bitboard
 * lookups for bishops, rooks and queens. All methods are allocation-free.
 *
 * <p>The magic multipliers are found by our own seeded search when this class is initialised
 * (tens of milliseconds) and every table entry is checked against a ray-walking reference
 * before use, so a bad table can never be used silently.
 */
public final class Attacks {

    /**
     * Per-square seeds of the magic searches, a1 to h8. Any seeds would work; these make the
     * search fast (see {@link MagicTable}).
     */
    static final int[] ROOK_SEEDS = {
        57, 39, 1117, 576, 1533, 2118, 110, 150, 95, 21, 22, 87, 75, 615, 22, 37,
        91, 65, 347, 307, 196, 201, 199, 150, 166, 45, 9, 57, 48, 25, 14, 158,
        246, 13, 9, 108, 75, 913, 20, 128, 173, 122, 26, 244, 215, 380, 694, 14,
        1, 7, 180, 56, 48, 25, 113, 23, 600, 280, 131, 1300, 1896, 472, 8, 22,
    };
    static final int[] BISHOP_SEEDS = {
        26, 1, 2, 1, 1, 1, 2, 1, 1, 5, 1, 4, 3, 3, 7, 3,
        3, 12, 1, 23, 75, 49, 1, 1, 1, 7, 9, 245, 54, 6, 1, 4,
        6, 1, 2, 152, 72, 19, 3, 6, 9, 1, 6, 12, 12, 25, 7, 4,
        2, 10, 4, 3, 1, 2, 2, 1, 1, 3, 1, 1, 3, 3, 1, 26,
    };

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** By colour and square at index color << 6 | square. */
    private static final long[] PAWN = new long[2 * 64];
    private static final long[] ROOK_RAYS = new long[64];
    private static final long[] BISHOP_RAYS = new long[64];

    private static final long[] ROOK_MASK;
    private static final long[] ROOK_MAGIC;
    private static final int[] ROOK_SHIFT;
    private static final int[] ROOK_OFFSET;
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_MASK;
    private static final long[] BISHOP_MAGIC;
    private static final int[] BISHOP_SHIFT;
    private static final int[] BISHOP_OFFSET;
    private static final long[] BISHOP_TABLE;

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, knightSteps);
            KING[sq] = steps(sq, kingSteps);
            PAWN[sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[64 | sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
        }
        MagicTable rooks = MagicTable.build(SlidingAttacks.ROOK_DIRECTIONS, ROOK_SEEDS);
        ROOK_MASK = rooks.mask;
        ROOK_MAGIC = rooks.magic;
        ROOK_SHIFT = rooks.shift;
        ROOK_OFFSET = rooks.offset;
        ROOK_TABLE = rooks.table;
        MagicTable bishops = MagicTable.build(SlidingAttacks.BISHOP_DIRECTIONS, BISHOP_SEEDS);
        BISHOP_MASK = bishops.mask;
        BISHOP_MAGIC = bishops.magic;
        BISHOP_SHIFT = bishops.shift;
        BISHOP_OFFSET = bishops.offset;
        BISHOP_TABLE = bishops.table;
        for (int sq = 0; sq < 64; sq++) {
            ROOK_RAYS[sq] = rook(sq, 0);
            BISHOP_RAYS[sq] = bishop(sq, 0);
        }
    }

    private Attacks() {
    }

    private static long steps(int sq, int[][] steps) {
        long result = 0;
        for (int[] s : steps) {
            int file = (sq & 7) + s[0];
            int rank = (sq >>> 3) + s[1];
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                result |= 1L << (rank * 8 + file);
            }
        }
        return result;
    }

    /** The squares a knight on {@code square} attacks. */
    public static long knight(int square) {
        return KNIGHT[square];
    }

    /** The squares a king on {@code square} attacks. */
    public static long king(int square) {
        return KING[square];
    }

    /** The squares a pawn of {@code color} (0 white, 1 black) on {@code square} attacks. */
    public static long pawn(int color, int square) {
        return PAWN[color << 6 | square];
    }

    /** The squares a rook on {@code square} attacks, given the occupied squares. */
    public static long rook(int square, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[square]
                + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
    }

    /** The squares a bishop on {@code square} attacks, given the occupied squares. */
    public static long bishop(int square, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[square]
                + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square]) >>> BISHOP_SHIFT[square])];
    }

    /**
     * The squares a rook on {@code square} attacks on an empty board: a cheap test of whether
     * a rook or queen could attack a square at all, before the occupancy lookup.
     */
    public static long rookRays(int square) {
        return ROOK_RAYS[square];
    }

    /** The squares a bishop on {@code square} attacks on an empty board (see {@link #rookRays}). */
    public static long bishopRays(int square) {
        return BISHOP_RAYS[square];
    }

    /** The squares a queen on {@code square} attacks, given the occupied squares. */
    public static long queen(int square, long occupied) {
        return rook(square, occupied) | bishop(square, occupied);
    }

    /** The squares attacked by all pawns of {@code color} in {@code pawns} together. */
    public static long pawnsAttacks(int color, long pawns) {
        return color == 0
                ? ((pawns & ~Bitboards.FILE_A) << 7) | ((pawns & ~Bitboards.FILE_H) << 9)
                : ((pawns & ~Bitboards.FILE_A) >>> 9) | ((pawns & ~Bitboards.FILE_H) >>> 7);
    }

    /** The multiplier found for a rook on {@code square}, for tests and curious readers. */
    public static long rookMagic(int square) {
        return ROOK_MAGIC[square];
    }

    /** The multiplier found for a bishop on {@code square}, for tests and curious readers. */
    public static long bishopMagic(int square) {
        return BISHOP_MAGIC[square];
    }

    /** The total number of entries of the rook and bishop tables. */
    public static int tableSize() {
        return ROOK_TABLE.length + BISHOP_TABLE.length;
    }
}
