package io.github.tansaku.chess.board;

/** The two sides as small ints: {@link #WHITE} = 0, {@link #BLACK} = 1. */
public final class Color {

    /** White, who moves first. */
    public static final int WHITE = 0;
    /** Black. */
    public static final int BLACK = 1;

    private Color() {
    }

    /** The other side. */
    public static int opponent(int color) {
        return color ^ 1;
    }

    /** {@code "white"} or {@code "black"}. */
    public static String name(int color) {
        return color == WHITE ? "white" : "black";
    }
}
