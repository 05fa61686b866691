package io.github.tansaku.chess.board;

/**
 * Moves as 16-bit int codes: bits 0-5 the origin square, bits 6-11 the destination, bits 12-15
 * a kind flag (quiet, double pawn push, castling, capture, en passant, promotion).
 *
 * <p>Code 0 would be a quiet move from a1 to a1, which cannot exist, so 0 is free to mean "no
 * move" ({@code Game.NO_MOVE}). Castling is encoded as the king's move ({@code e1g1}).
 */
public final class MoveCode {

    /** A move that is neither a capture nor special. */
    public static final int QUIET = 0;
    /** A pawn's two-square advance. */
    public static final int DOUBLE_PUSH = 1;
    /** Castling king side (the king moves to the g-file). */
    public static final int KING_CASTLE = 2;
    /** Castling queen side (the king moves to the c-file). */
    public static final int QUEEN_CASTLE = 3;
    /** A capture on the destination square. */
    public static final int CAPTURE = 4;
    /** An en passant capture. */
    public static final int EN_PASSANT = 5;
    /** Flag bit set on all promotions; the low two bits give the piece (knight to queen). */
    public static final int PROMOTION = 8;
    /** Promotion with capture: {@code PROMOTION | CAPTURE} plus the piece. */
    public static final int PROMOTION_CAPTURE = 12;

    /** The number of distinct codes (16 bits). */
    public static final int CODE_COUNT = 1 << 16;

    private MoveCode() {
    }

    /** The code of a move from {@code from} to {@code to} with kind flag {@code flag}. */
    public static int of(int from, int to, int flag) {
        return from | to << 6 | flag << 12;
    }

    /**
     * The code of a promotion to {@code type} (knight to queen), a capture when {@code capture}.
     */
    public static int promotion(int from, int to, int type, boolean capture) {
        return of(from, to, (capture ? PROMOTION_CAPTURE : PROMOTION) | (type - PieceType.KNIGHT));
    }

    /** The origin square. */
    public static int from(int move) {
        return move & 63;
    }

    /** The destination square. */
    public static int to(int move) {
        return move >>> 6 & 63;
    }

    /** The kind flag, 0 to 15. */
    public static int flag(int move) {
        return move >>> 12;
    }

    /** Whether the move captures (en passant and capturing promotions included). */
    public static boolean isCapture(int move) {
        return (move & (CAPTURE << 12)) != 0;
    }

    /** Whether the move promotes. */
    public static boolean isPromotion(int move) {
        return (move & (PROMOTION << 12)) != 0;
    }

    /** Whether the move captures or promotes. */
    public static boolean isNoisy(int move) {
        return (move & ((CAPTURE | PROMOTION) << 12)) != 0;
    }

    /** Whether the move is castling. */
    public static boolean isCastling(int move) {
        int flag = flag(move);
        return flag == KING_CASTLE || flag == QUEEN_CASTLE;
    }

    /** Whether the move is an en passant capture. */
    public static boolean isEnPassant(int move) {
        return flag(move) == EN_PASSANT;
    }

    /** The promotion piece type (knight to queen), or -1 when the move does not promote. */
    public static int promotionType(int move) {
        return isPromotion(move) ? PieceType.KNIGHT + (flag(move) & 3) : -1;
    }

    /**
     * Whether a 16-bit code is well formed: flags 6 and 7 are unused, and origin and
     * destination differ. Says nothing about any position.
     */
    public static boolean isWellFormed(int move) {
        if (move <= 0 || move >= CODE_COUNT) {
            return false;
        }
        int flag = flag(move);
        return flag != 6 && flag != 7 && from(move) != to(move);
    }

    /** The move in UCI long algebraic notation, such as {@code e2e4} or {@code e7e8q}. */
    public static String toUci(int move) {
        if (move == 0) {
            return "0000";
        }
        String text = Square.name(from(move)) + Square.name(to(move));
        return isPromotion(move) ? text + PieceType.letter(promotionType(move)) : text;
    }
}
