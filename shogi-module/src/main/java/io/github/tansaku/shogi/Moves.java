package io.github.tansaku.shogi;

/**
 * The {@code int} move code used on the hot path, and helpers to build and read it.
 *
 * <p>Bits 0 to 6 hold the destination square, bits 7 to 13 the origin square, or {@code 80 +
 * kind} (81 to 87) for a drop of a piece of that kind from hand, and bit 14 the promotion flag.
 * A code says nothing about the moving side or the captured piece, so one code means the same
 * move text in every position. Code {@code 0} (origin = destination = square 0) is never a
 * move: it is {@link io.github.tansaku.search.Game#NO_MOVE}.
 */
public final class Moves {

    /** Move codes are below this value. */
    public static final int CODE_LIMIT = 1 << 15;

    /** A drop's origin field is {@code DROP_BASE + kind} (squares are below 81). */
    static final int DROP_BASE = 80;
    private static final int PROMOTE_BIT = 1 << 14;

    private Moves() {
    }

    /** A board move from {@code from} to {@code to}, promoting when {@code promote}. */
    public static int board(int from, int to, boolean promote) {
        return to | from << 7 | (promote ? PROMOTE_BIT : 0);
    }

    /** A drop of a piece of {@code kind} (pawn to gold) on {@code to}. */
    public static int drop(int kind, int to) {
        return to | (DROP_BASE + kind) << 7;
    }

    /** The destination square. */
    public static int to(int move) {
        return move & 127;
    }

    /** The origin square of a board move (meaningless for drops). */
    public static int from(int move) {
        return move >>> 7 & 127;
    }

    /** Whether the move is a drop. */
    public static boolean isDrop(int move) {
        return (move >>> 7 & 127) > DROP_BASE;
    }

    /** The kind of piece a drop puts on the board. */
    public static int dropKind(int move) {
        return (move >>> 7 & 127) - DROP_BASE;
    }

    /** Whether the move promotes. */
    public static boolean isPromotion(int move) {
        return (move & PROMOTE_BIT) != 0;
    }

    /**
     * Whether {@code code} has the shape of a move: a board move between two different squares,
     * or a drop of a hand kind (not promoting). It says nothing about legality.
     */
    public static boolean isWellFormed(int code) {
        if (code <= 0 || code >= CODE_LIMIT) {
            return false;
        }
        int to = to(code);
        int from = from(code);
        if (to >= Square.COUNT) {
            return false;
        }
        if (from > DROP_BASE) {
            return from <= DROP_BASE + Piece.HAND_KINDS && !isPromotion(code);
        }
        return from < Square.COUNT && from != to;
    }

    /** The USI text of a well-formed code: {@code 7g7f}, {@code 8h2b+}, {@code P*5e}. */
    public static String toUsi(int move) {
        if (isDrop(move)) {
            return Piece.letter(dropKind(move)) + "*" + Square.toUsi(to(move));
        }
        return Square.toUsi(from(move)) + Square.toUsi(to(move)) + (isPromotion(move) ? "+" : "");
    }

    /**
     * Parses USI move text into a code, without looking at any position.
     *
     * @return the code, or {@link io.github.tansaku.search.Game#NO_MOVE} if the text is not a
     *     USI move
     */
    public static int parseUsi(String text) {
        int length = text.length();
        if (length == 4 && text.charAt(1) == '*') {
            int kind = Piece.kindOfLetter(text.charAt(0));
            int to = Square.parseUsi(text.subSequence(2, 4));
            boolean upper = Character.isUpperCase(text.charAt(0));
            if (kind == Piece.NONE || kind == Piece.KING || to == Square.NONE || !upper) {
                return 0;
            }
            return drop(kind, to);
        }
        if (length == 4 || length == 5 && text.charAt(4) == '+') {
            int from = Square.parseUsi(text.subSequence(0, 2));
            int to = Square.parseUsi(text.subSequence(2, 4));
            if (from == Square.NONE || to == Square.NONE || from == to) {
                return 0;
            }
            return board(from, to, length == 5);
        }
        return 0;
    }
}
