package io.github.tansaku.chess.eval.sayuri;

/**
 * Sayuri's default parameters (from its public source): per-piece-type and scalar
 * weights as (opening, ending) pairs, the attack and defence tables, and the piece-square and
 * pawn-shield tables from White's point of view, indexed by square (a1 = 0, rank 1 first).
 */
final class SayuriParams {

    /** Piece values in centipawns: P, N, B, R, Q (the king never enters the material sum). */
    static final int[] MATERIAL = {100, 400, 400, 600, 1200, 0};

    // Per-piece-type weights, {opening, ending} for P, N, B, R, Q, K.
    static final double[][] W_POS_OPEN = {{1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}};
    static final double[][] W_POS_END = {{0, 1}, {0, 1}, {0, 1}, {0, 1}, {0, 1}, {0, 1}};
    static final double[][] W_MOBILITY = {{1.2, 2.4}, {0.8, 1.7}, {9.5, 13.5}, {4.8, 8.0}, {2.8, 6.7}, {0, 1.4}};
    static final double[][] W_CENTER = {{4.8, 1.0}, {8.0, 1.2}, {4.8, 1.0}, {2.0, 1.7}, {1.4, 1.2}, {0, 6.7}};
    static final double[][] W_SWEET = {{4.0, 0}, {3.4, 0}, {1.4, 0}, {0.6, 1.0}, {1.0, 0}, {0, 2.8}};
    static final double[][] W_ATTACK = {{1, 1}, {1, 1}, {0.8, 1}, {1, 1}, {1, 1}, {1, 1}};
    static final double[][] W_DEFENSE = {{1, 1}, {1, 1}, {1, 1}, {1, 1}, {1, 1}, {0.5, 1}};
    static final double[][] W_KING_ZONE = {{0, 0}, {0, 0}, {8, 4}, {8, 4.8}, {8, 4}, {0, 4}};
    static final double[][] W_DEVELOPMENT = {{1.2, 0}, {38.1, 0}, {32.0, 0}, {0, 0}, {0, 0}, {0, 0}};

    // Scalar weights, {opening, ending}.
    static final double[] W_PASS = {22.6, 45.3};
    static final double[] W_PROTECTED_PASS = {11.3, 16.0};
    static final double[] W_DOUBLE = {-6.7, -13.5};
    static final double[] W_ISO = {-13.5, -8.0};
    static final double[] W_SHIELD = {1.0, 0.0};
    static final double[] W_BISHOP_PAIR = {16.0, 32.0};
    static final double[] W_BAD_BISHOP = {-4.0, 0.0};
    static final double[] W_ROOK_PAIR = {8.0, 16.0};
    static final double[] W_SEMI_OPEN = {16.0, 8.0};
    static final double[] W_OPEN = {8.0, 0.0};
    static final double[] W_EARLY_QUEEN = {-26.9, 0.0};
    static final double[] W_WEAK_SQUARE = {-1.0, 0.0};
    static final double[] W_CASTLING = {16.0, 0.0};
    static final double[] W_ABANDONED_CASTLING = {-90.5, 0.0};

    /** {@code ATTACK[attacker][victim]}. */
    static final double[][] ATTACK = {
        {0, 8, 8, 8, 8, 8},
        {2, 0, 2.8, 8, 8, 8},
        {4, 5.7, 0, 16, 16, 16},
        {4, 8, 8, 0, 16, 16},
        {4, 8, 8, 8, 0, 16},
        {0, 0, 0, 0, 0, 0},
    };
    /** {@code DEFENSE[defender][defended]}. */
    static final double[][] DEFENSE = {
        {5.7, 4, 0, 0, 0, 0},
        {6.7, 3.4, 0, 0, 0, 0},
        {4.8, 0, 0, 0, 0, 0},
        {4, 0, 0, 0, 1, 0},
        {2.8, 1, 1, 1, 0, 0},
        {19, 0, 0, 0, 0, 0},
    };

    /** Opening piece-square tables by type. */
    static final double[][] OPENING = new double[6][];
    /** Ending piece-square tables by type. */
    static final double[][] ENDING = new double[6][];
    /** Pawn-shield table. */
    static final double[] SHIELD;

    static {
        OPENING[0] = ranks(
                row(0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0),
                row(4, 9.5, 16, 19, 19, 16, 9.5, 4),
                row(8, 19, 32, 38, 38, 32, 19, 8),
                row(12, 28.5, 48, 57, 57, 48, 28.5, 12),
                row(16, 38, 64, 76, 76, 64, 38, 16),
                row(20, 47.5, 80, 95, 95, 80, 47.5, 20),
                row(24, 57, 96, 114, 114, 96, 57, 24));
        ENDING[0] = ranks(
                row(0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0),
                row(32, 32, 32, 32, 32, 32, 32, 32),
                row(64, 64, 64, 64, 64, 64, 64, 64),
                row(96, 96, 96, 96, 96, 96, 96, 96),
                row(128, 128, 128, 128, 128, 128, 128, 128),
                row(160, 160, 160, 160, 160, 160, 160, 160),
                row(192, 192, 192, 192, 192, 192, 192, 192));
        OPENING[1] = ranks(
                row(-13.5, -11.2, -9, -6.7, -6.7, -9, -11.2, -13.5),
                row(-8.9, -6.5, -4, -1.6, -1.6, -4, -6.5, -8.9),
                row(-4.3, -1.7, 1, 3.6, 3.6, 1, -1.7, -4.3),
                row(0.3, 3.1, 5.9, 8.7, 8.7, 5.9, 3.1, 0.3),
                row(4.9, 7.9, 10.9, 13.9, 13.9, 10.9, 7.9, 4.9),
                row(9.5, 12.7, 15.8, 19, 19, 15.8, 12.7, 9.5),
                row(4.9, 7.9, 10.9, 13.9, 13.9, 10.9, 7.9, 4.9),
                row(0.3, 3.1, 5.9, 8.7, 8.7, 5.9, 3.1, 0.3));
        ENDING[1] = ranks(
                row(0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 8, 8, 8, 8, 0, 0),
                row(0, 0, 8, 8, 8, 8, 0, 0),
                row(0, 0, 8, 8, 8, 8, 0, 0),
                row(0, 0, 8, 8, 8, 8, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0));
        OPENING[2] = ranks(
                row(8, 5.3, 2.7, 0, 0, 2.7, 5.3, 8),
                row(6.9, 9.6, 6.9, 4.3, 4.3, 6.9, 9.6, 6.9),
                row(5.9, 8.5, 11.2, 8.5, 8.5, 11.2, 8.5, 5.9),
                row(4.8, 7.5, 10.1, 12.8, 12.8, 10.1, 7.5, 4.8),
                row(6.4, 9.1, 11.7, 14.4, 14.4, 11.7, 9.1, 6.4),
                row(10.7, 13.3, 16, 13.3, 13.3, 16, 13.3, 10.7),
                row(11.7, 14.4, 11.7, 9.1, 9.1, 11.7, 14.4, 11.7),
                row(12.8, 10.1, 7.5, 4.8, 4.8, 7.5, 10.1, 12.8));
        ENDING[2] = new double[64];
        double[] rookRank = row(1, 1.9, 3.6, 6.7, 6.7, 3.6, 1.9, 1);
        double[] rookSeventh = row(22.6, 22.6, 22.6, 22.6, 22.6, 22.6, 22.6, 22.6);
        OPENING[3] = ranks(rookRank, rookRank, rookRank, rookRank, rookRank, rookRank, rookSeventh, rookSeventh);
        ENDING[3] = new double[64];
        OPENING[4] = ranks(
                row(0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 4, 4, 4, 4, 4, 4, 0),
                row(0, 4, 8, 8, 8, 8, 4, 0),
                row(0, 4, 8, 8, 8, 8, 4, 0),
                row(0, 4, 8, 8, 8, 8, 4, 0),
                row(0, 4, 8, 8, 8, 8, 4, 0),
                row(0, 4, 4, 4, 4, 4, 4, 0),
                row(0, 0, 0, 0, 0, 0, 0, 0));
        ENDING[4] = new double[64];
        OPENING[5] = ranks(
                row(32, 32, 16, -22.6, -22.6, 16, 32, 32),
                row(8, 8, 4, -22.6, -22.6, 4, 8, 8),
                row(-32, -32, -32, -32, -32, -32, -32, -32),
                row(-38.1, -38.1, -38.1, -38.1, -38.1, -38.1, -38.1, -38.1),
                row(-45.3, -45.3, -45.3, -45.3, -45.3, -45.3, -45.3, -45.3),
                row(-53.8, -53.8, -53.8, -53.8, -53.8, -53.8, -53.8, -53.8),
                row(-64, -64, -64, -64, -64, -64, -64, -64),
                row(-76.1, -76.1, -76.1, -76.1, -76.1, -76.1, -76.1, -76.1));
        ENDING[5] = ranks(
                row(-16, -10.7, -5.3, 0, 0, -5.3, -10.7, -16),
                row(-10.7, -5.3, 0, 5.3, 5.3, 0, -5.3, -10.7),
                row(-5.3, 0, 5.3, 10.7, 10.7, 5.3, 0, -5.3),
                row(0, 5.3, 10.7, 16, 16, 10.7, 5.3, 0),
                row(0, 5.3, 10.7, 16, 16, 10.7, 5.3, 0),
                row(-5.3, 0, 5.3, 10.7, 10.7, 5.3, 0, -5.3),
                row(-10.7, -5.3, 0, 5.3, 5.3, 0, -5.3, -10.7),
                row(-16, -10.7, -5.3, 0, 0, -5.3, -10.7, -16));
        SHIELD = ranks(
                row(0, 0, 0, 0, 0, 0, 0, 0),
                row(32, 32, 32, 32, 32, 32, 38.1, 32),
                row(0, 0, 0, 0, 0, 0, 0, 0),
                row(-22.6, -22.6, -22.6, -22.6, -22.6, -22.6, -22.6, -22.6),
                row(-45.2, -45.2, -45.2, -45.2, -45.2, -45.2, -45.2, -45.2),
                row(-67.8, -67.8, -67.8, -67.8, -67.8, -67.8, -67.8, -67.8),
                row(-90.4, -90.4, -90.4, -90.4, -90.4, -90.4, -90.4, -90.4),
                row(-113, -113, -113, -113, -113, -113, -113, -113));
    }

    private SayuriParams() {
    }

    private static double[] row(double... files) {
        return files;
    }

    /** Eight rows, rank 1 first, into one 64-entry table. */
    private static double[] ranks(double[]... rows) {
        double[] table = new double[64];
        for (int r = 0; r < 8; r++) {
            System.arraycopy(rows[r], 0, table, r * 8, 8);
        }
        return table;
    }
}
