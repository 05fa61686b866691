package io.github.tansaku.shogi;

/**
 * The two sides as {@code int}s: {@link #BLACK} (sente, moves first, upper-case in SFEN) and
 * {@link #WHITE} (gote).
 */
public final class Side {

    /** Sente, the first player. */
    public static final int BLACK = 0;
    /** Gote, the second player. */
    public static final int WHITE = 1;

    private Side() {
    }

    /** The other side. */
    public static int opponent(int side) {
        return side ^ 1;
    }

    /** {@code "b"} or {@code "w"}, as in SFEN. */
    public static String toSfen(int side) {
        return side == BLACK ? "b" : "w";
    }
}
