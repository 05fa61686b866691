package io.github.tansaku.chess.eval.stockfish;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.chess.board.Color;

/**
 * Board sets of the evaluation reference (its section 1.1), precomputed once: forward files and
 * ranks, attack spans, passed-pawn masks, adjacent files, king flanks and distances.
 */
final class Geometry {

    static final long FILE_A = Bitboards.FILE_A;
    static final long FILE_H = Bitboards.FILE_H;
    static final long CENTER = (1L << 27) | (1L << 28) | (1L << 35) | (1L << 36);
    /** The a1-h8 and h1-a8 diagonals. */
    static final long LONG_DIAGONALS = 0x8040201008040201L | 0x0102040810204080L;
    static final long CENTER_FILES = (FILE_A << 2) | (FILE_A << 3) | (FILE_A << 4) | (FILE_A << 5);
    static final long QUEEN_SIDE = FILE_A | (FILE_A << 1) | (FILE_A << 2) | (FILE_A << 3);
    static final long KING_SIDE = ~QUEEN_SIDE;
    /** Dark squares: a1 is dark. */
    static final long DARK_SQUARES = Bitboards.DARK_SQUARES;

    // By colour and square at index color << 6 | square: one array load where a nested array takes two.
    private static final long[] FORWARD_RANKS = new long[2 * 64];
    private static final long[] FORWARD_FILE = new long[2 * 64];
    private static final long[] ATTACK_SPAN = new long[2 * 64];
    private static final long[] PASSED_MASK = new long[2 * 64];
    private static final long[] ADJACENT_FILES = new long[8];
    private static final long[] KING_FLANK = new long[8];
    private static final long[] CAMP = new long[2];
    private static final int[] DISTANCE = new int[64 * 64];
    /** {@code RING[s << 3 | d]}: the squares at exactly Chebyshev distance {@code d} from {@code s}. */
    private static final long[] RING = new long[64 * 8];
    private static final long[] ROOK_LINES = new long[64];
    private static final long[] DIAGONALS = new long[64];
    /** {@code BETWEEN[a * 64 + b]}: the squares strictly between two aligned squares (flat for locality). */
    private static final long[] BETWEEN = new long[64 * 64];

    static {
        for (int f = 0; f < 8; f++) {
            ADJACENT_FILES[f] = (f > 0 ? FILE_A << (f - 1) : 0) | (f < 7 ? FILE_A << (f + 1) : 0);
        }
        long a = FILE_A;
        long b = FILE_A << 1;
        long c = FILE_A << 2;
        long d = FILE_A << 3;
        long e = FILE_A << 4;
        long f = FILE_A << 5;
        long g = FILE_A << 6;
        long h = FILE_A << 7;
        long[] flanks = {a | b | c, a | b | c | d, a | b | c | d, c | d | e | f, c | d | e | f,
            e | f | g | h, e | f | g | h, f | g | h};
        System.arraycopy(flanks, 0, KING_FLANK, 0, 8);
        CAMP[Color.WHITE] = Bitboards.RANK_1 | Bitboards.RANK_2 | Bitboards.RANK_3 | Bitboards.RANK_4 | Bitboards.RANK_5;
        CAMP[Color.BLACK] = Bitboards.RANK_8 | Bitboards.RANK_7 | Bitboards.RANK_6 | Bitboards.RANK_5 | Bitboards.RANK_4;
        for (int s = 0; s < 64; s++) {
            int rank = s >>> 3;
            long above = rank == 7 ? 0 : -1L << ((rank + 1) * 8);
            long below = rank == 0 ? 0 : -1L >>> ((8 - rank) * 8);
            FORWARD_RANKS[Color.WHITE << 6 | s] = above;
            FORWARD_RANKS[Color.BLACK << 6 | s] = below;
            for (int color = 0; color < 2; color++) {
                FORWARD_FILE[color << 6 | s] = FORWARD_RANKS[color << 6 | s] & Bitboards.fileOf(s);
                ATTACK_SPAN[color << 6 | s] = FORWARD_RANKS[color << 6 | s] & ADJACENT_FILES[s & 7];
                PASSED_MASK[color << 6 | s] = ATTACK_SPAN[color << 6 | s] | FORWARD_FILE[color << 6 | s];
            }
            ROOK_LINES[s] = Attacks.rook(s, 0);
            DIAGONALS[s] = Attacks.bishop(s, 0);
            for (int t = 0; t < 64; t++) {
                BETWEEN[s * 64 + t] = Bitboards.between(s, t);
                int dist = Math.max(Math.abs((s & 7) - (t & 7)), Math.abs((s >>> 3) - (t >>> 3)));
                DISTANCE[s << 6 | t] = dist;
                RING[s << 3 | dist] |= 1L << t;
            }
        }
    }

    private Geometry() {
    }

    /** The squares on ranks strictly in front of {@code square}'s rank, seen from {@code color}. */
    static long forwardRanks(int color, int square) {
        return FORWARD_RANKS[color << 6 | square];
    }

    /** The squares on {@code square}'s file strictly in front of it, seen from {@code color}. */
    static long forwardFile(int color, int square) {
        return FORWARD_FILE[color << 6 | square];
    }

    /** The squares a pawn of {@code color} on {@code square} could ever attack by advancing. */
    static long attackSpan(int color, int square) {
        return ATTACK_SPAN[color << 6 | square];
    }

    /** The squares that enemy pawns must avoid for a pawn of {@code color} on {@code square} to be passed. */
    static long passedMask(int color, int square) {
        return PASSED_MASK[color << 6 | square];
    }

    /** All squares of the files next to {@code file}. */
    static long adjacentFiles(int file) {
        return ADJACENT_FILES[file];
    }

    /** The flank (three or four files) around a king on {@code file}. */
    static long kingFlank(int file) {
        return KING_FLANK[file];
    }

    /** The rook moves from {@code square} on an empty board. */
    static long rookLines(int square) {
        return ROOK_LINES[square];
    }

    /** The bishop moves from {@code square} on an empty board. */
    static long diagonals(int square) {
        return DIAGONALS[square];
    }

    /** The squares strictly between {@code a} and {@code b} if they share a line; else empty. */
    static long between(int a, int b) {
        return BETWEEN[a * 64 + b];
    }

    /** {@code color}'s relative ranks 1 to 5. */
    static long camp(int color) {
        return CAMP[color];
    }

    /** Chebyshev (king-move) distance. */
    static int distance(int a, int b) {
        return DISTANCE[a << 6 | b];
    }

    /** The squares at exactly king distance {@code d} from {@code square}. */
    static long ring(int square, int d) {
        return RING[square << 3 | d];
    }

    /** The rank index 0..7 of {@code square} seen from {@code color} (0 = its back rank). */
    static int relativeRank(int color, int square) {
        return (square >>> 3) ^ (color * 7);
    }

    /** {@code square} mirrored vertically when {@code color} is Black. */
    static int relativeSquare(int color, int square) {
        return square ^ (color * 56);
    }

    /** One step towards the opponent: +8 for White, -8 for Black. */
    static int up(int color) {
        return color == Color.WHITE ? 8 : -8;
    }

    /** {@code b} shifted one rank towards {@code color}'s opponent. */
    static long shiftUp(int color, long b) {
        return color == Color.WHITE ? b << 8 : b >>> 8;
    }

    /** {@code b} shifted one rank towards {@code color}'s own back rank. */
    static long shiftDown(int color, long b) {
        return color == Color.WHITE ? b >>> 8 : b << 8;
    }

    /** Whether two squares have different colours. */
    static boolean oppositeColors(int a, int b) {
        return (((a >>> 3) + a + (b >>> 3) + b) & 1) != 0;
    }

    /** The rearmost square of {@code b} (non-empty) seen from {@code color}. */
    static int backmost(int color, long b) {
        return color == Color.WHITE ? Long.numberOfTrailingZeros(b) : 63 - Long.numberOfLeadingZeros(b);
    }

    /** The most advanced square of {@code b} (non-empty) seen from {@code color}. */
    static int frontmost(int color, long b) {
        return color == Color.WHITE ? 63 - Long.numberOfLeadingZeros(b) : Long.numberOfTrailingZeros(b);
    }
}
