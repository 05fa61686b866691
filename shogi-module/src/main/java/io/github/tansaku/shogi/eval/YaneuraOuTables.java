package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.PieceValues;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;

/**
 * The constants and small precomputed tables of YaneuraOu's "Material" evaluator levels
 * (MATERIAL_LEVEL 1 to 9). Every fixed-point factor uses 1024 = 1.0.
 *
 * <p>Squares are ours ({@code (file - 1) * 9 + (rank - 1)}), which is exactly YaneuraOu's
 * numbering, so its {@code Inv(sq)} is {@link Square#flip}.
 */
final class YaneuraOuTables {

    /** Effect counts go from 0 to 10 (8 neighbours, 2 knights, and sliders). */
    static final int MAX_EFFECTS = 10;
    /** The lowest level with effect terms. */
    static final int FIRST_EFFECT_LEVEL = 3;
    /** The lowest level whose effect counts are capped at 2 ("KKPEE9"). */
    static final int FIRST_CAPPED_LEVEL = 6;
    /** The scale of the level 7 to 9 table entries (YaneuraOu's {@code FV_SCALE}). */
    static final int FV_SCALE = 32;

    /** The king's value on YaneuraOu's scale (only levels 2 to 6 use it; it cancels). */
    static final int KING_VALUE = 15_000;

    /** Level 4 to 9: m effects on one square are worth {@code MULTI[m] / 1024} times one. */
    static final int[] MULTI = new int[MAX_EFFECTS + 1];

    /** Rate /1024 of our own effect by direction from our king (index: direction code). */
    static final int[] OUR_RATE = {1120, 1872, 112, 760, 744, 880, 1320, 600, 904, 1024};
    /** Rate /1024 of the opponent's effect by direction from our king. */
    static final int[] THEIR_RATE = {1056, 1714, 1688, 1208, 248, 240, 496, 816, 928, 1024};

    /** Level 7: a piece gains {@code V * OWN_DEFENDER_RATE[min(own effects, 2)] / 4096}. */
    static final int[] OWN_DEFENDER_RATE = {0, 33, 43};
    /** Level 7: a piece loses {@code V * OPPONENT_ATTACKER_RATE[min(their effects, 2)] / 4096}. */
    static final int[] OPPONENT_ATTACKER_RATE = {0, 113, 122};

    /** Level 8: king square bonus, row 1 (the far rank) to 9, each from file 9 to file 1. */
    private static final int[] KING_BONUS_BY_ROW = {
        875, 655, 830, 680, 770, 815, 720, 945, 755,
        605, 455, 610, 595, 730, 610, 600, 590, 615,
        565, 640, 555, 525, 635, 565, 440, 600, 575,
        520, 515, 580, 420, 640, 535, 565, 500, 510,
        220, 355, 240, 375, 340, 335, 305, 275, 320,
        500, 530, 560, 445, 510, 395, 455, 490, 410,
        345, 275, 250, 355, 295, 280, 420, 235, 135,
        335, 370, 385, 255, 295, 200, 265, 305, 305,
        255, 225, 245, 295, 200, 320, 275, 70, 200,
    };

    /** Level 8: the bonus of a king on square {@code sq} as its owner sees the board. */
    static final int[] KING_BONUS = new int[Square.COUNT];

    /** Chebyshev distance, indexed {@code a * 81 + b}. */
    static final int[] DISTANCE = new int[Square.COUNT * Square.COUNT];
    /** {@link #directionOf} precomputed, indexed {@code king * 81 + sq}. */
    static final int[] DIRECTION = new int[Square.COUNT * Square.COUNT];

    private static final int N = Square.COUNT;

    /** {@link #boardPieceTerm} by piece code. */
    private static final int[] BOARD_PIECE_TERM = new int[Piece.PIECE_LIMIT];

    static {
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
                int piece = Piece.of(side, kind);
                BOARD_PIECE_TERM[piece] = -(signedValue(piece) * 104 / 1024);
            }
        }
        for (int m = 1; m <= MAX_EFFECTS; m++) {
            MULTI[m] = (int) (6365 - Math.pow(0.8525, m - 1) * 5341);
        }
        for (int sq = 0; sq < N; sq++) {
            int row = Square.rank(sq);
            int column = 9 - Square.file(sq);
            KING_BONUS[sq] = KING_BONUS_BY_ROW[(row - 1) * 9 + column];
            for (int other = 0; other < N; other++) {
                DISTANCE[sq * N + other] = Math.max(Math.abs(Square.file(sq) - Square.file(other)),
                        Math.abs(Square.rank(sq) - Square.rank(other)));
                DIRECTION[sq * N + other] = directionOf(sq, other);
            }
        }
    }

    private YaneuraOuTables() {
    }

    /** The piece's YaneuraOu value, negative for White's pieces; the king is worth 15000. */
    static int signedValue(int piece) {
        int kind = Piece.kind(piece);
        int value = kind == Piece.KING ? KING_VALUE : PieceValues.aperyBoard(kind);
        return Piece.side(piece) == Side.BLACK ? value : -value;
    }

    /**
     * Levels 2 to 6: a piece on the board loses {@code V * 104 / 1024} (integer division,
     * truncated) of its value; from Black's view, kings included; 0 for {@link Piece#NONE}.
     */
    static int boardPieceTerm(int piece) {
        return BOARD_PIECE_TERM[piece];
    }

    /**
     * The value of one effect at each Chebyshev distance 0 to 8 from the king, ×1024:
     * {@code floor(points * 1024 / (d + 1))}.
     */
    static int[] distanceValues(int points) {
        int[] values = new int[9];
        for (int d = 0; d < 9; d++) {
            values[d] = points * 1024 / (d + 1);
        }
        return values;
    }

    /** The value in points of one of our effects near our king at {@code level} (A in YaneuraOu's article). */
    static int ourPoints(int level) {
        return level == 3 ? 68 : level == 4 ? 85 : 83;
    }

    /** The value in points of one opposing effect near our king at {@code level} (B in YaneuraOu's article). */
    static int theirPoints(int level) {
        return level == 3 ? 96 : level == 4 ? 98 : 92;
    }

    /**
     * The direction class (0 to 9) of {@code sq} seen from a king on {@code king}, both given
     * in the king owner's orientation (Black's: rank 1 is "up"). The left half is mirrored onto
     * the right. 0 straight up, 1 up-up-side, 2 diagonally up, 3 side-side-up, 4 sideways,
     * 5 side-side-down, 6 diagonally down, 7 down-down-side, 8 straight down, 9 the king's square.
     */
    static int directionOf(int king, int sq) {
        int df = Square.file(sq) - Square.file(king);
        int dr = Square.rank(sq) - Square.rank(king);
        if (df > 0) {
            df = -df;
        }
        if (dr == 0) {
            return df == 0 ? 9 : 4;
        }
        if (dr < 0) {
            if (df == 0) {
                return 0;
            }
            return df > dr ? 1 : df == dr ? 2 : 3;
        }
        if (df == 0) {
            return 8; // tested before 7, which would include it
        }
        return df < -dr ? 5 : df == -dr ? 6 : 7;
    }
}
