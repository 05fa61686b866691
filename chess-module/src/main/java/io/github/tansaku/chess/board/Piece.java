package io.github.tansaku.chess.board;

/**
 * Coloured pieces as small ints: {@code color * 6 + type}, so white pieces are 0 to 5 and black
 * pieces 6 to 11; {@link #NONE} (12) marks an empty square.
 */
public final class Piece {

    /** No piece: an empty square. */
    public static final int NONE = 12;
    /** The number of coloured pieces. */
    public static final int COUNT = 12;

    private static final String FEN_LETTERS = "PNBRQKpnbrqk";

    private Piece() {
    }

    /** The piece of {@code color} and {@code type}. */
    public static int of(int color, int type) {
        return color * 6 + type;
    }

    /** The colour of a piece (not {@link #NONE}). */
    public static int color(int piece) {
        return piece >= 6 ? Color.BLACK : Color.WHITE;
    }

    /** The type of a piece (not {@link #NONE}). */
    public static int type(int piece) {
        return piece >= 6 ? piece - 6 : piece;
    }

    /** The FEN letter: uppercase for white, lowercase for black. */
    public static char fenLetter(int piece) {
        return FEN_LETTERS.charAt(piece);
    }

    /** The piece of a FEN letter, or -1 if it is none. */
    public static int fromFenLetter(char letter) {
        return FEN_LETTERS.indexOf(letter);
    }
}
