package io.github.tansaku.chess.board;

/** Squares as ints 0 to 63: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63. */
public final class Square {

    /** No square (for example no en passant square). */
    public static final int NONE = -1;

    private Square() {
    }

    /** The square on {@code file} (0 = a) and {@code rank} (0 = rank 1). */
    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    /** The file, 0 (a) to 7 (h). */
    public static int file(int square) {
        return square & 7;
    }

    /** The rank, 0 (rank 1) to 7 (rank 8). */
    public static int rank(int square) {
        return square >>> 3;
    }

    /** The square's name, such as {@code "e4"}. */
    public static String name(int square) {
        return new String(new char[] {(char) ('a' + file(square)), (char) ('1' + rank(square))});
    }

    /**
     * The square named by two characters of {@code text} from {@code offset}, such as
     * {@code "e4"}; -1 if those characters do not name a square.
     */
    public static int parse(CharSequence text, int offset) {
        if (offset < 0 || offset + 2 > text.length()) {
            return NONE;
        }
        char file = text.charAt(offset);
        char rank = text.charAt(offset + 1);
        if (file < 'a' || file > 'h' || rank < '1' || rank > '8') {
            return NONE;
        }
        return of(file - 'a', rank - '1');
    }

    /** The square named by {@code name}, such as {@code "e4"}; -1 if it names none. */
    public static int parse(String name) {
        return name.length() == 2 ? parse(name, 0) : NONE;
    }
}
