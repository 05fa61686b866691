package io.github.tansaku.shogi;

/** Text views of a position for people: a board diagram and check information. */
public final class Board {

    private static final int[] HAND_ORDER = {
        Piece.ROOK, Piece.BISHOP, Piece.GOLD, Piece.SILVER, Piece.KNIGHT, Piece.LANCE, Piece.PAWN};

    private Board() {
    }

    /**
     * A diagram: White's hand, the board with rank 1 at the top and file 9 on the left (White's
     * pieces in lower case), Black's hand, and the side to move. Each line ends with a newline.
     */
    public static String diagram(Position pos) {
        StringBuilder sb = new StringBuilder();
        sb.append("White hand: ").append(handText(pos, Side.WHITE)).append('\n');
        sb.append("   9  8  7  6  5  4  3  2  1\n");
        sb.append(" +---------------------------+\n");
        for (int rank = 1; rank <= 9; rank++) {
            sb.append(" |");
            for (int file = 9; file >= 1; file--) {
                int piece = pos.pieceOn(Square.of(file, rank));
                String text = piece == Piece.NONE ? " ." : Piece.toSfen(piece);
                sb.append(text.length() == 1 ? " " + text : text).append(' ');
            }
            sb.append("| ").append((char) ('a' + rank - 1)).append('\n');
        }
        sb.append(" +---------------------------+\n");
        sb.append("Black hand: ").append(handText(pos, Side.BLACK)).append('\n');
        sb.append("Side to move: ").append(pos.sideToMove() == Side.BLACK ? "Black (sente)" : "White (gote)")
                .append('\n');
        return sb.toString();
    }

    /** The squares of the pieces giving check, in USI, separated by spaces (empty when none). */
    public static String checkersText(Position pos) {
        StringBuilder sb = new StringBuilder();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (Bitboards.contains(pos.checkersLo(), pos.checkersHi(), sq)) {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(Square.toUsi(sq));
            }
        }
        return sb.toString();
    }

    private static String handText(Position pos, int side) {
        StringBuilder sb = new StringBuilder();
        for (int kind : HAND_ORDER) {
            appendHand(sb, pos, side, kind);
        }
        return sb.length() == 0 ? "-" : sb.toString().trim();
    }

    private static void appendHand(StringBuilder sb, Position pos, int side, int kind) {
        int count = pos.handCount(side, kind);
        if (count > 0) {
            sb.append(' ').append(Piece.letter(kind));
            if (count > 1) {
                sb.append(count);
            }
        }
    }
}
