package io.github.tansaku.shogi;

/**
 * Attack tables for every piece, as {@code lo}/{@code hi} bitboard pairs (see
 * {@link Bitboards}).
 *
 * <p>Stepping pieces use one precomputed bitboard per (coloured piece, square). Sliding pieces
 * use occupancy-indexed tables per line: for each square and each of the four lines through it
 * (file, rank and the two diagonals) the occupancy of the line's seven inner squares is
 * gathered into a 7-bit index by one masked multiplication per word. The multipliers move
 * each inner square's bit to a distinct bit among the top seven, and no two partial products
 * overlap, so there are no carries and the gather is exact (a unit test checks every case).
 * The index then selects the precomputed attacks along that line. Lance attacks are the
 * forward half of the file attacks.
 */
public final class Attacks {

    /** Line through a square: its file. */
    static final int FILE_LINE = 0;
    /** Line through a square: its rank. */
    static final int RANK_LINE = 1;
    /** Line through a square: the diagonal where file and rank grow together. */
    static final int DIAG_LINE = 2;
    /** Line through a square: the diagonal where the file grows as the rank falls. */
    static final int ANTI_LINE = 3;

    private static final int N = Square.COUNT;

    /** Stepping attacks, indexed {@code piece * 81 + sq}; sliders hold their empty-board attacks. */
    static final long[] STEP_LO = new long[Piece.PIECE_LIMIT * N];
    static final long[] STEP_HI = new long[Piece.PIECE_LIMIT * N];

    static final long[] LINE_MASK_LO = new long[4 * N];
    static final long[] LINE_MASK_HI = new long[4 * N];
    static final long[] LINE_MUL_LO = new long[4 * N];
    static final long[] LINE_MUL_HI = new long[4 * N];
    /** Attacks along one line, indexed {@code ((line * 81 + sq) << 7) + occupancyIndex}. */
    static final long[] LINE_ATT_LO = new long[4 * N * 128];
    static final long[] LINE_ATT_HI = new long[4 * N * 128];
    /** Lance attacks, indexed {@code ((side * 81 + sq) << 7) + fileOccupancyIndex}. */
    static final long[] LANCE_ATT_LO = new long[2 * N * 128];
    static final long[] LANCE_ATT_HI = new long[2 * N * 128];

    /** Squares strictly between two aligned squares, indexed {@code a * 81 + b}; else empty. */
    static final long[] BETWEEN_LO = new long[N * N];
    static final long[] BETWEEN_HI = new long[N * N];
    /** The whole line through two aligned squares, indexed {@code a * 81 + b}; else empty. */
    static final long[] LINE_LO = new long[N * N];
    static final long[] LINE_HI = new long[N * N];

    private static final int[][] LINE_STEP = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

    private static final int[][] PAWN_STEPS = {{0, -1}};
    private static final int[][] KNIGHT_STEPS = {{-1, -2}, {1, -2}};
    private static final int[][] SILVER_STEPS = {{0, -1}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
    private static final int[][] GOLD_STEPS = {{0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}};
    private static final int[][] KING_STEPS = {
        {0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
    private static final int[][] ORTHOGONAL_STEPS = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
    private static final int[][] DIAGONAL_STEPS = {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};

    static {
        initLines();
        initSteps();
        initBetween();
    }

    private Attacks() {
    }

    // ---------------------------------------------------------------- public queries

    /**
     * The {@code lo} word of the squares {@code piece} (a coloured piece) standing on {@code sq}
     * attacks, with the board occupied as ({@code occLo}, {@code occHi}).
     */
    public static long attacksLo(int piece, int sq, long occLo, long occHi) {
        switch (Piece.kind(piece)) {
            case Piece.LANCE:
                return LANCE_ATT_LO[lanceIndex(Piece.side(piece), sq, occLo, occHi)];
            case Piece.BISHOP:
                return bishopLo(sq, occLo, occHi);
            case Piece.ROOK:
                return rookLo(sq, occLo, occHi);
            case Piece.HORSE:
                return bishopLo(sq, occLo, occHi) | STEP_LO[Piece.KING * N + sq];
            case Piece.DRAGON:
                return rookLo(sq, occLo, occHi) | STEP_LO[Piece.KING * N + sq];
            default:
                return STEP_LO[piece * N + sq];
        }
    }

    /** The {@code hi} word matching {@link #attacksLo}. */
    public static long attacksHi(int piece, int sq, long occLo, long occHi) {
        switch (Piece.kind(piece)) {
            case Piece.LANCE:
                return LANCE_ATT_HI[lanceIndex(Piece.side(piece), sq, occLo, occHi)];
            case Piece.BISHOP:
                return bishopHi(sq, occLo, occHi);
            case Piece.ROOK:
                return rookHi(sq, occLo, occHi);
            case Piece.HORSE:
                return bishopHi(sq, occLo, occHi) | STEP_HI[Piece.KING * N + sq];
            case Piece.DRAGON:
                return rookHi(sq, occLo, occHi) | STEP_HI[Piece.KING * N + sq];
            default:
                return STEP_HI[piece * N + sq];
        }
    }

    // ---------------------------------------------------------------- hot-path helpers

    /** The 7-bit occupancy index of {@code line} through {@code sq}. */
    static int lineIndex(int line, int sq, long occLo, long occHi) {
        int i = line * N + sq;
        return (int) ((((occLo & LINE_MASK_LO[i]) * LINE_MUL_LO[i])
                | ((occHi & LINE_MASK_HI[i]) * LINE_MUL_HI[i])) >>> 57);
    }

    /** Index into {@link #LINE_ATT_LO}/{@link #LINE_ATT_HI}. */
    static int lineAttackIndex(int line, int sq, long occLo, long occHi) {
        return lineAttackSlot(line, sq, lineIndex(line, sq, occLo, occHi));
    }

    /** Index into {@link #LINE_ATT_LO}/{@link #LINE_ATT_HI} for a known {@link #lineIndex}. */
    static int lineAttackSlot(int line, int sq, int occupancyIndex) {
        return ((line * N + sq) << 7) + occupancyIndex;
    }

    /** Index into {@link #LANCE_ATT_LO}/{@link #LANCE_ATT_HI}. */
    static int lanceIndex(int side, int sq, long occLo, long occHi) {
        return lanceAttackSlot(side, sq, lineIndex(FILE_LINE, sq, occLo, occHi));
    }

    /** Index into {@link #LANCE_ATT_LO}/{@link #LANCE_ATT_HI} for a known file {@link #lineIndex}. */
    static int lanceAttackSlot(int side, int sq, int fileOccupancyIndex) {
        return ((side * N + sq) << 7) + fileOccupancyIndex;
    }

    static long rookLo(int sq, long occLo, long occHi) {
        return LINE_ATT_LO[lineAttackIndex(FILE_LINE, sq, occLo, occHi)]
                | LINE_ATT_LO[lineAttackIndex(RANK_LINE, sq, occLo, occHi)];
    }

    static long rookHi(int sq, long occLo, long occHi) {
        return LINE_ATT_HI[lineAttackIndex(FILE_LINE, sq, occLo, occHi)]
                | LINE_ATT_HI[lineAttackIndex(RANK_LINE, sq, occLo, occHi)];
    }

    static long bishopLo(int sq, long occLo, long occHi) {
        return LINE_ATT_LO[lineAttackIndex(DIAG_LINE, sq, occLo, occHi)]
                | LINE_ATT_LO[lineAttackIndex(ANTI_LINE, sq, occLo, occHi)];
    }

    static long bishopHi(int sq, long occLo, long occHi) {
        return LINE_ATT_HI[lineAttackIndex(DIAG_LINE, sq, occLo, occHi)]
                | LINE_ATT_HI[lineAttackIndex(ANTI_LINE, sq, occLo, occHi)];
    }

    // ---------------------------------------------------------------- table construction

    private static void initLines() {
        for (int line = 0; line < 4; line++) {
            for (int sq = 0; sq < N; sq++) {
                int[] squares = lineSquares(line, sq);
                int i = line * N + sq;
                for (int k = 1; k < squares.length - 1; k++) {
                    int s = squares[k];
                    // Inner square k goes to bit 56 + its place on the line (57 to 63). On a file
                    // all inner squares share one shift, so the multiplier is a single power of 2.
                    int target = 56 + positionOnLine(line, s);
                    if (s < Bitboards.HI_OFFSET) {
                        LINE_MASK_LO[i] |= 1L << s;
                        LINE_MUL_LO[i] |= 1L << (target - s);
                    } else {
                        LINE_MASK_HI[i] |= 1L << (s - Bitboards.HI_OFFSET);
                        LINE_MUL_HI[i] |= 1L << (target - (s - Bitboards.HI_OFFSET));
                    }
                }
                for (int index = 0; index < 128; index++) {
                    long occLo = 0;
                    long occHi = 0;
                    for (int k = 1; k < squares.length - 1; k++) {
                        int s = squares[k];
                        if ((index >>> (positionOnLine(line, s) - 1) & 1) != 0) {
                            occLo |= Bitboards.bitLo(s);
                            occHi |= Bitboards.bitHi(s);
                        }
                    }
                    int[] step = LINE_STEP[line];
                    int[][] both = {step, {-step[0], -step[1]}};
                    LINE_ATT_LO[(i << 7) + index] = slideLo(sq, both, occLo, occHi);
                    LINE_ATT_HI[(i << 7) + index] = slideHi(sq, both, occLo, occHi);
                    if (line == FILE_LINE) {
                        for (int side = 0; side < 2; side++) {
                            int[][] forward = {{0, side == Side.BLACK ? -1 : 1}};
                            int li = ((side * N + sq) << 7) + index;
                            LANCE_ATT_LO[li] = slideLo(sq, forward, occLo, occHi);
                            LANCE_ATT_HI[li] = slideHi(sq, forward, occLo, occHi);
                        }
                    }
                }
            }
        }
    }

    /** The 0-based place of {@code s} along a line: the rank index on a file, else the file index. */
    private static int positionOnLine(int line, int s) {
        return line == FILE_LINE ? Square.rank(s) - 1 : Square.file(s) - 1;
    }

    /** The squares of {@code line} through {@code sq}, in order of growing file (rank for files). */
    static int[] lineSquares(int line, int sq) {
        int[] step = LINE_STEP[line];
        int f = Square.file(sq);
        int r = Square.rank(sq);
        while (Square.isOnBoard(f - step[0], r - step[1])) {
            f -= step[0];
            r -= step[1];
        }
        int[] buffer = new int[9];
        int n = 0;
        while (Square.isOnBoard(f, r)) {
            buffer[n++] = Square.of(f, r);
            f += step[0];
            r += step[1];
        }
        return java.util.Arrays.copyOf(buffer, n);
    }

    private static long slideLo(int sq, int[][] steps, long occLo, long occHi) {
        long lo = 0;
        for (int[] d : steps) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (Square.isOnBoard(f, r)) {
                int s = Square.of(f, r);
                lo |= Bitboards.bitLo(s);
                if (Bitboards.contains(occLo, occHi, s)) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return lo;
    }

    private static long slideHi(int sq, int[][] steps, long occLo, long occHi) {
        long hi = 0;
        for (int[] d : steps) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (Square.isOnBoard(f, r)) {
                int s = Square.of(f, r);
                hi |= Bitboards.bitHi(s);
                if (Bitboards.contains(occLo, occHi, s)) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return hi;
    }

    private static void initSteps() {
        for (int side = 0; side < 2; side++) {
            int sign = side == Side.BLACK ? 1 : -1;
            for (int sq = 0; sq < N; sq++) {
                setSteps(side, Piece.PAWN, sq, PAWN_STEPS, sign);
                setSteps(side, Piece.KNIGHT, sq, KNIGHT_STEPS, sign);
                setSteps(side, Piece.SILVER, sq, SILVER_STEPS, sign);
                setSteps(side, Piece.KING, sq, KING_STEPS, sign);
                for (int kind : new int[] {Piece.GOLD, Piece.PRO_PAWN, Piece.PRO_LANCE,
                        Piece.PRO_KNIGHT, Piece.PRO_SILVER}) {
                    setSteps(side, kind, sq, GOLD_STEPS, sign);
                }
                // Sliders: empty-board attacks, used to find pinners and possible checkers.
                int lance = Piece.of(side, Piece.LANCE) * N + sq;
                STEP_LO[lance] = slideLo(sq, new int[][] {{0, -sign}}, 0, 0);
                STEP_HI[lance] = slideHi(sq, new int[][] {{0, -sign}}, 0, 0);
                int bishop = Piece.of(side, Piece.BISHOP) * N + sq;
                STEP_LO[bishop] = slideLo(sq, DIAGONAL_STEPS, 0, 0);
                STEP_HI[bishop] = slideHi(sq, DIAGONAL_STEPS, 0, 0);
                int rook = Piece.of(side, Piece.ROOK) * N + sq;
                STEP_LO[rook] = slideLo(sq, ORTHOGONAL_STEPS, 0, 0);
                STEP_HI[rook] = slideHi(sq, ORTHOGONAL_STEPS, 0, 0);
                int king = Piece.of(side, Piece.KING) * N + sq;
                int horse = Piece.of(side, Piece.HORSE) * N + sq;
                STEP_LO[horse] = STEP_LO[bishop] | STEP_LO[king];
                STEP_HI[horse] = STEP_HI[bishop] | STEP_HI[king];
                int dragon = Piece.of(side, Piece.DRAGON) * N + sq;
                STEP_LO[dragon] = STEP_LO[rook] | STEP_LO[king];
                STEP_HI[dragon] = STEP_HI[rook] | STEP_HI[king];
            }
        }
    }

    private static void setSteps(int side, int kind, int sq, int[][] steps, int sign) {
        int i = Piece.of(side, kind) * N + sq;
        for (int[] d : steps) {
            int f = Square.file(sq) + d[0] * sign;
            int r = Square.rank(sq) + d[1] * sign;
            if (Square.isOnBoard(f, r)) {
                STEP_LO[i] |= Bitboards.bitLo(Square.of(f, r));
                STEP_HI[i] |= Bitboards.bitHi(Square.of(f, r));
            }
        }
    }

    private static void initBetween() {
        int[][] all = {{0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
        for (int a = 0; a < N; a++) {
            for (int[] d : all) {
                long betweenLo = 0;
                long betweenHi = 0;
                int f = Square.file(a) + d[0];
                int r = Square.rank(a) + d[1];
                while (Square.isOnBoard(f, r)) {
                    int b = Square.of(f, r);
                    BETWEEN_LO[a * N + b] = betweenLo;
                    BETWEEN_HI[a * N + b] = betweenHi;
                    long lineLo = slideLo(a, new int[][] {d, {-d[0], -d[1]}}, 0, 0) | Bitboards.bitLo(a);
                    long lineHi = slideHi(a, new int[][] {d, {-d[0], -d[1]}}, 0, 0) | Bitboards.bitHi(a);
                    LINE_LO[a * N + b] = lineLo;
                    LINE_HI[a * N + b] = lineHi;
                    betweenLo |= Bitboards.bitLo(b);
                    betweenHi |= Bitboards.bitHi(b);
                    f += d[0];
                    r += d[1];
                }
            }
        }
    }
}
