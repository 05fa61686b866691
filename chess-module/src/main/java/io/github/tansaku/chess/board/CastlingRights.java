package io.github.tansaku.chess.board;

/** Castling rights as a 4-bit set, written in FEN as {@code KQkq}. */
public final class CastlingRights {

    /** White may castle king side (O-O). */
    public static final int WHITE_KING_SIDE = 1;
    /** White may castle queen side (O-O-O). */
    public static final int WHITE_QUEEN_SIDE = 2;
    /** Black may castle king side. */
    public static final int BLACK_KING_SIDE = 4;
    /** Black may castle queen side. */
    public static final int BLACK_QUEEN_SIDE = 8;
    /** No rights. */
    public static final int NONE = 0;
    /** All four rights. */
    public static final int ALL = 15;

    /** For each square, the rights that survive a move from or to it. */
    private static final int[] KEPT = new int[64];

    static {
        java.util.Arrays.fill(KEPT, ALL);
        KEPT[4] = ALL & ~(WHITE_KING_SIDE | WHITE_QUEEN_SIDE);
        KEPT[7] = ALL & ~WHITE_KING_SIDE;
        KEPT[0] = ALL & ~WHITE_QUEEN_SIDE;
        KEPT[60] = ALL & ~(BLACK_KING_SIDE | BLACK_QUEEN_SIDE);
        KEPT[63] = ALL & ~BLACK_KING_SIDE;
        KEPT[56] = ALL & ~BLACK_QUEEN_SIDE;
    }

    private CastlingRights() {
    }

    /** The rights left after a move from {@code from} to {@code to}. */
    static int afterMove(int rights, int from, int to) {
        return rights & KEPT[from] & KEPT[to];
    }

    /** The rights in FEN form, {@code "-"} when there are none. */
    public static String toFen(int rights) {
        if (rights == 0) {
            return "-";
        }
        StringBuilder sb = new StringBuilder(4);
        if ((rights & WHITE_KING_SIDE) != 0) {
            sb.append('K');
        }
        if ((rights & WHITE_QUEEN_SIDE) != 0) {
            sb.append('Q');
        }
        if ((rights & BLACK_KING_SIDE) != 0) {
            sb.append('k');
        }
        if ((rights & BLACK_QUEEN_SIDE) != 0) {
            sb.append('q');
        }
        return sb.toString();
    }
}
