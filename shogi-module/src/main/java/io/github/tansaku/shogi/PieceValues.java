package io.github.tansaku.shogi;

/**
 * The two material scales of the shogi evaluators, in the units of the textbook evaluator
 * (pawn 100) and of Apery's piece values (pawn 90).
 *
 * <ul>
 *   <li>The <em>textbook</em> scale (section 5.1): pawn 100 on the board, 105 in hand, ..., king
 *       10000; its capture value (交換値) is the board value plus the hand value of the
 *       unpromoted kind. {@link StaticExchangeEvaluator} uses it.
 *   <li>The <em>Apery</em> scale (section 5.2): pawn 90, ..., dragon 1395, the same in hand,
 *       king 0.
 * </ul>
 */
public final class PieceValues {

    private static final int[] TEXTBOOK_BOARD = {
        0, 100, 600, 700, 1000, 1800, 2000, 1200, 10000, 1200, 1200, 1200, 1200, 2000, 2200};
    private static final int[] TEXTBOOK_HAND = {0, 105, 630, 735, 1050, 1890, 2100, 1260};
    /** Board value plus the hand value of the unpromoted kind; the king only its board value. */
    private static final int[] TEXTBOOK_CAPTURE = new int[Piece.KIND_LIMIT];
    private static final int[] APERY_BOARD = {
        0, 90, 315, 405, 495, 855, 990, 540, 0, 540, 540, 540, 540, 945, 1395};

    static {
        for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
            TEXTBOOK_CAPTURE[kind] = kind == Piece.KING
                    ? TEXTBOOK_BOARD[kind] : TEXTBOOK_BOARD[kind] + TEXTBOOK_HAND[Piece.unpromote(kind)];
        }
    }

    private PieceValues() {
    }

    /** The textbook value of {@code kind} on the board. */
    public static int textbookBoard(int kind) {
        return TEXTBOOK_BOARD[kind];
    }

    /** The textbook value of an unpromoted hand {@code kind} in hand. */
    public static int textbookHand(int kind) {
        return TEXTBOOK_HAND[kind];
    }

    /**
     * The textbook capture value (交換値) of a piece of {@code kind} on the board: its board value
     * plus the hand value of its unpromoted kind (what the capturer gains, what its owner loses).
     * A king is never captured in a legal game; should one be (a position where the side to move
     * could take the opponent's king), the capture is worth the king's board value, 10000, as it
     * cannot go to hand.
     */
    public static int textbookCapture(int kind) {
        return TEXTBOOK_CAPTURE[kind];
    }

    /** The textbook promotion gain of an unpromoted {@code kind} that can promote. */
    public static int textbookPromotionGain(int kind) {
        return TEXTBOOK_BOARD[Piece.promote(kind)] - TEXTBOOK_BOARD[kind];
    }

    /** The Apery value of {@code kind} on the board (king 0). */
    public static int aperyBoard(int kind) {
        return APERY_BOARD[kind];
    }

    /** The Apery value of a hand {@code kind} in hand (equal to its board value). */
    public static int aperyHand(int kind) {
        return APERY_BOARD[kind];
    }
}
