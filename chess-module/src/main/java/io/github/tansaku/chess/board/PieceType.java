package io.github.tansaku.chess.board;

/**
 * Piece types as small ints, {@link #PAWN} = 0 to {@link #KING} = 5, with their usual material
 * values in centipawns.
 */
public final class PieceType {

    /** Pawn. */
    public static final int PAWN = 0;
    /** Knight. */
    public static final int KNIGHT = 1;
    /** Bishop. */
    public static final int BISHOP = 2;
    /** Rook. */
    public static final int ROOK = 3;
    /** Queen. */
    public static final int QUEEN = 4;
    /** King. */
    public static final int KING = 5;
    /** The number of piece types. */
    public static final int COUNT = 6;

    private static final int[] VALUES = {100, 320, 330, 500, 900, 0};
    private static final String LETTERS = "pnbrqk";

    private PieceType() {
    }

    /**
     * The material value in centipawns: 100, 320, 330, 500, 900, and 0 for the king (which is
     * never part of the material balance).
     */
    public static int value(int type) {
        return VALUES[type];
    }

    /** The lowercase letter of the type: {@code p n b r q k}. */
    public static char letter(int type) {
        return LETTERS.charAt(type);
    }

    /** The type of a letter in either case, or -1 if it names no piece. */
    public static int fromLetter(char letter) {
        return LETTERS.indexOf(Character.toLowerCase(letter));
    }
}
