package io.github.tansaku.chess.eval.stockfish;

import static io.github.tansaku.chess.eval.stockfish.PackedScore.of;

import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.PieceType;

/**
 * Every constant of the pinned revision, in one visible block (sections 3 to 17 of the
 * reference). Scores are {@link PackedScore} pairs; tables indexed by rank use the 0-based
 * relative rank.
 */
final class Tables {

    // ------------------------------------------------------------------ material (section 3)
    static final int PAWN_MG = 142;
    static final int PAWN_EG = 207;
    static final int KNIGHT_MG = 784;
    static final int KNIGHT_EG = 868;
    static final int BISHOP_MG = 828;
    static final int BISHOP_EG = 916;
    static final int ROOK_MG = 1286;
    static final int ROOK_EG = 1378;
    static final int QUEEN_MG = 2528;
    static final int QUEEN_EG = 2698;
    /** Middlegame values by piece type, used for non-pawn material. */
    static final int[] VALUE_MG = {PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, 0};
    static final int[] VALUE_EG = {PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, 0};

    /** Piece-square bonus for White, files a..d (e..h mirror), rank 1 first; {mg, eg} per cell. */
    private static final int[][][][] BONUS = {
        { // pawn
            {{0, 0}, {0, 0}, {0, 0}, {0, 0}},
            {{-11, 7}, {6, -4}, {7, 8}, {3, -2}},
            {{-18, -4}, {-2, -5}, {19, 5}, {24, 4}},
            {{-17, 3}, {-9, 3}, {20, -8}, {35, -3}},
            {{-6, 8}, {5, 9}, {3, 7}, {21, -6}},
            {{-6, 8}, {-8, -5}, {-6, 2}, {-2, 4}},
            {{-4, 3}, {20, -9}, {-8, 1}, {-4, 18}},
            {{0, 0}, {0, 0}, {0, 0}, {0, 0}},
        },
        { // knight
            {{-161, -105}, {-96, -82}, {-80, -46}, {-73, -14}},
            {{-83, -69}, {-43, -54}, {-21, -17}, {-10, 9}},
            {{-71, -50}, {-22, -39}, {0, -7}, {9, 28}},
            {{-25, -41}, {18, -25}, {43, 6}, {47, 38}},
            {{-26, -46}, {16, -25}, {38, 3}, {50, 40}},
            {{-11, -54}, {37, -38}, {56, -7}, {65, 27}},
            {{-63, -65}, {-19, -50}, {5, -24}, {14, 13}},
            {{-195, -109}, {-67, -89}, {-42, -50}, {-29, -13}},
        },
        { // bishop
            {{-44, -58}, {-13, -31}, {-25, -37}, {-34, -19}},
            {{-20, -34}, {20, -9}, {12, -14}, {1, 4}},
            {{-9, -23}, {27, 0}, {21, -3}, {11, 16}},
            {{-11, -26}, {28, -3}, {21, -5}, {10, 16}},
            {{-11, -26}, {27, -4}, {16, -7}, {9, 14}},
            {{-17, -24}, {16, -2}, {12, 0}, {2, 13}},
            {{-23, -34}, {17, -10}, {6, -12}, {-2, 6}},
            {{-35, -55}, {-11, -32}, {-19, -36}, {-29, -17}},
        },
        { // rook
            {{-25, 0}, {-16, 0}, {-16, 0}, {-9, 0}},
            {{-21, 0}, {-8, 0}, {-3, 0}, {0, 0}},
            {{-21, 0}, {-9, 0}, {-4, 0}, {2, 0}},
            {{-22, 0}, {-6, 0}, {-1, 0}, {2, 0}},
            {{-22, 0}, {-7, 0}, {0, 0}, {1, 0}},
            {{-21, 0}, {-7, 0}, {0, 0}, {2, 0}},
            {{-12, 0}, {4, 0}, {8, 0}, {12, 0}},
            {{-23, 0}, {-15, 0}, {-11, 0}, {-5, 0}},
        },
        { // queen
            {{0, -71}, {-4, -56}, {-3, -42}, {-1, -29}},
            {{-4, -56}, {6, -30}, {9, -21}, {8, -5}},
            {{-2, -39}, {6, -17}, {9, -8}, {9, 5}},
            {{-1, -29}, {8, -5}, {10, 9}, {7, 19}},
            {{-3, -27}, {9, -5}, {8, 10}, {7, 21}},
            {{-2, -40}, {6, -16}, {8, -10}, {10, 3}},
            {{-2, -55}, {7, -30}, {7, -21}, {6, -6}},
            {{-1, -74}, {-4, -55}, {-1, -43}, {0, -30}},
        },
        { // king
            {{272, 0}, {325, 41}, {273, 80}, {190, 93}},
            {{277, 57}, {305, 98}, {241, 138}, {183, 131}},
            {{198, 86}, {253, 138}, {168, 165}, {120, 173}},
            {{169, 103}, {191, 152}, {136, 168}, {108, 169}},
            {{145, 98}, {176, 166}, {112, 197}, {69, 194}},
            {{122, 87}, {159, 164}, {85, 174}, {36, 189}},
            {{87, 40}, {120, 99}, {64, 128}, {25, 141}},
            {{64, 5}, {87, 60}, {49, 75}, {0, 75}},
        },
    };

    /**
     * Value plus bonus of a piece on a square, positive for White men, negative for Black, at
     * {@code PSQ[piece << 6 | square]} (see {@link #psq}): one flat array, so that a lookup in
     * make and unmake is one load.
     */
    static final int[] PSQ = new int[Piece.COUNT * 64];

    /** The value plus bonus of {@code piece} on {@code square} (see {@link #PSQ}). */
    static int psq(int piece, int square) {
        return PSQ[piece << 6 | square];
    }

    // ------------------------------------------------------------------ imbalance (section 4)
    /** Kinds: 0 bishop pair, 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen. */
    static final int[][] IMBALANCE_OURS = {
        {1438},
        {40, 38},
        {32, 255, -62},
        {0, 104, 4, 0},
        {-26, -2, 47, 105, -208},
        {-189, 24, 117, 133, -134, -6},
    };
    static final int[][] IMBALANCE_THEIRS = {
        {0},
        {36, 0},
        {9, 63, 0},
        {59, 65, 42, 0},
        {46, 39, 24, -24, 0},
        {97, 100, -42, 137, 268, 0},
    };

    // ------------------------------------------------------------------ phase (section 5)
    static final int ENDGAME_LIMIT = 3915;
    static final int MIDGAME_LIMIT = 15258;
    static final int PHASE_MIDGAME = 128;

    // ------------------------------------------------------------------ pawns (section 7)
    static final int ISOLATED = of(5, 15);
    static final int BACKWARD = of(9, 24);
    static final int DOUBLED = of(11, 56);
    private static final int[] CONNECTED_SEED = {0, 13, 24, 18, 65, 100, 175, 330};
    /** {@code CONNECTED[opposed][phalanx][support][rank]}. */
    static final int[][][][] CONNECTED = new int[2][2][3][8];

    // ------------------------------------------------------------------ shelter (section 8)
    static final int[][] SHELTER = {
        {-6, 81, 93, 58, 39, 18, 25, 0},
        {-43, 61, 35, -49, -29, -11, -63, 0},
        {-10, 75, 23, -2, 32, 3, -45, 0},
        {-39, -13, -29, -52, -48, -67, -166, 0},
    };
    static final int[][] UNBLOCKED_STORM = {
        {89, 107, 123, 93, 57, 45, 51, 0},
        {44, -18, 123, 46, 39, -7, 23, 0},
        {4, 52, 162, 37, 7, -14, -2, 0},
        {-10, -14, 90, 15, 2, -7, -16, 0},
    };
    static final int[] BLOCKED_STORM = {0, 0, 66, 6, 5, 1, 15, 0};
    static final int SHELTER_CORNER_BONUS = 374;
    static final int SHELTER_BASE = 5;

    // ------------------------------------------------------------------ pieces (sections 9, 10)
    static final int KING_RING_MIN_NPM = ROOK_MG + KNIGHT_MG;
    /** King attack weights by piece type. */
    static final int[] KING_ATTACK_WEIGHTS = {0, 77, 55, 44, 10, 0};
    /** {@code OUTPOST[bishop?1:0][supported?1:0]}. */
    static final int[][] OUTPOST = {{of(22, 6), of(36, 12)}, {of(9, 2), of(15, 5)}};
    static final int MINOR_BEHIND_PAWN = of(16, 0);
    static final int KING_PROTECTOR = of(6, 6);
    static final int BISHOP_PAWNS = of(3, 7);
    static final int LONG_DIAGONAL_BISHOP = of(22, 0);
    static final int ROOK_ON_PAWN = of(10, 30);
    /** {@code ROOK_ON_FILE[open?1:0]}: semi-open, open. */
    static final int[] ROOK_ON_FILE = {of(20, 7), of(45, 20)};
    static final int TRAPPED_ROOK = of(92, 0);
    static final int WEAK_QUEEN = of(50, 10);

    // ------------------------------------------------------------------ mobility (section 11)
    /** {@code MOBILITY[type][squares]} for knight, bishop, rook, queen (by piece type index). */
    static final int[][] MOBILITY = new int[PieceType.COUNT][];

    // ------------------------------------------------------------------ king safety (section 12)
    static final int QUEEN_SAFE_CHECK = 780;
    static final int ROOK_SAFE_CHECK = 880;
    static final int BISHOP_SAFE_CHECK = 435;
    static final int KNIGHT_SAFE_CHECK = 790;
    static final int PAWNLESS_FLANK = of(19, 84);
    static final int CLOSE_ENEMIES = of(6, 0);

    // ------------------------------------------------------------------ threats (section 13)
    static final int[] THREAT_BY_MINOR = {of(0, 31), of(39, 42), of(57, 44), of(68, 112), of(47, 120), 0};
    static final int[] THREAT_BY_ROOK = {of(0, 24), of(38, 71), of(38, 61), of(0, 38), of(36, 38), 0};
    static final int THREAT_BY_RANK = of(16, 3);
    static final int THREAT_BY_KING = of(23, 76);
    static final int HANGING = of(57, 32);
    static final int OVERLOAD = of(13, 6);
    static final int WEAK_UNOPPOSED_PAWN = of(5, 29);
    static final int THREAT_BY_PAWN_PUSH = of(45, 40);
    static final int THREAT_BY_SAFE_PAWN = of(173, 102);
    static final int KNIGHT_ON_QUEEN = of(21, 11);
    static final int SLIDER_ON_QUEEN = of(42, 21);

    // ------------------------------------------------------------------ passed pawns (section 14)
    static final int[] PASSED_DANGER = {0, 0, 0, 3, 7, 11, 20, 0};
    static final int[] PASSED_RANK = {of(0, 0), of(5, 18), of(12, 23), of(10, 31), of(57, 62), of(163, 167),
        of(271, 250), of(0, 0)};
    static final int[] PASSED_FILE = {of(-1, 7), of(0, 9), of(-9, -8), of(-30, -14), of(-30, -14), of(-9, -8),
        of(0, 9), of(-1, 7)};
    static final int HINDER_PASSED_PAWN = of(8, 0);

    // ------------------------------------------------------------------ space, initiative, blend
    static final int SPACE_THRESHOLD = 12222;
    static final int INITIATIVE_CONSTANT = 136;
    static final int SCALE_NORMAL = 64;
    static final int SCALE_DRAW = 0;
    static final int TEMPO = 20;
    static final int LAZY_THRESHOLD = 1500;

    static {
        int[] mg = VALUE_MG;
        int[] eg = VALUE_EG;
        for (int type = 0; type < PieceType.COUNT; type++) {
            for (int sq = 0; sq < 64; sq++) {
                int file = sq & 7;
                int[] cell = BONUS[type][sq >>> 3][Math.min(file, 7 - file)];
                int score = of(mg[type] + cell[0], eg[type] + cell[1]);
                PSQ[Piece.of(Color.WHITE, type) << 6 | sq] = score;
                PSQ[Piece.of(Color.BLACK, type) << 6 | (sq ^ 56)] = -score;
            }
        }
        for (int opposed = 0; opposed < 2; opposed++) {
            for (int phalanx = 0; phalanx < 2; phalanx++) {
                for (int support = 0; support <= 2; support++) {
                    for (int r = 1; r < 7; r++) {
                        int seed = CONNECTED_SEED[r]
                                + (phalanx == 1 ? (CONNECTED_SEED[r + 1] - CONNECTED_SEED[r]) / 2 : 0);
                        int v = 17 * support + (seed >> opposed);
                        CONNECTED[opposed][phalanx][support][r] = of(v, v * (r - 2) / 4);
                    }
                }
            }
        }
        MOBILITY[PieceType.KNIGHT] = pairs(-75, -76, -57, -54, -9, -28, -2, -10, 6, 5, 14, 12, 22, 26, 29, 29,
                36, 29);
        MOBILITY[PieceType.BISHOP] = pairs(-48, -59, -20, -23, 16, -3, 26, 13, 38, 24, 51, 42, 55, 54, 63, 57,
                63, 65, 68, 73, 81, 78, 81, 86, 91, 88, 98, 97);
        MOBILITY[PieceType.ROOK] = pairs(-58, -76, -27, -18, -15, 28, -10, 55, -5, 69, -2, 82, 9, 112, 16, 118,
                30, 132, 29, 142, 32, 155, 38, 165, 46, 166, 48, 169, 58, 171);
        MOBILITY[PieceType.QUEEN] = pairs(-39, -36, -21, -15, 3, 8, 3, 18, 14, 34, 22, 54, 28, 61, 41, 73,
                43, 79, 48, 92, 56, 94, 60, 104, 60, 113, 66, 120, 67, 123, 70, 126, 71, 133, 73, 136, 79, 140,
                88, 143, 88, 148, 99, 166, 102, 170, 102, 175, 106, 184, 109, 191, 113, 206, 116, 212);
    }

    private Tables() {
    }

    private static int[] pairs(int... mgEg) {
        int[] result = new int[mgEg.length / 2];
        for (int i = 0; i < result.length; i++) {
            result[i] = of(mgEg[2 * i], mgEg[2 * i + 1]);
        }
        return result;
    }
}
