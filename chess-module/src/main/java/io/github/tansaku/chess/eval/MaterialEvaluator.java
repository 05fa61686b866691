package io.github.tansaku.chess.eval;

import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;

/**
 * The plain material count, the baseline every chess evaluation is measured against: pawn 100,
 * knight 320, bishop 330, rook 500, queen 900 centipawns (the values of Tomasz Michniewski's
 * "simplified evaluation function", a common teaching set that prefers a bishop to a knight by a
 * little and three minor pieces to a queen). Side to move's view; stateless, so one instance
 * can be shared between threads.
 */
public final class MaterialEvaluator implements ChessEvaluator {

    /** Piece values in centipawns by piece type: pawn, knight, bishop, rook, queen, king (0). */
    private static final int[] VALUES = {100, 320, 330, 500, 900, 0};
    private static final String[] NAMES = {"Pawns", "Knights", "Bishops", "Rooks", "Queens"};

    /** The value of a piece of {@code type} in centipawns (0 for the king). */
    public static int value(int type) {
        return VALUES[type];
    }

    @Override
    public int evaluate(Position position) {
        int white = material(position, Color.WHITE) - material(position, Color.BLACK);
        return position.sideToMove() == Color.WHITE ? white : -white;
    }

    private static int material(Position position, int color) {
        int sum = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            sum += VALUES[type] * Long.bitCount(position.pieces(color, type));
        }
        return sum;
    }

    /** Counts and values per piece type for White and Black, in pawns, and the total line. */
    @Override
    public String trace(Position position) {
        StringBuilder sb = new StringBuilder(600);
        sb.append("      Term |      White |      Black |   Total\n");
        sb.append("-----------+------------+------------+---------\n");
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            int w = Long.bitCount(position.pieces(Color.WHITE, type));
            int b = Long.bitCount(position.pieces(Color.BLACK, type));
            sb.append(String.format("%10s | %2d x %s | %2d x %s | %s\n", NAMES[type], w,
                    TraceFormat.pawns(VALUES[type], 100, 5), b, TraceFormat.pawns(VALUES[type], 100, 5),
                    TraceFormat.pawns((w - b) * VALUES[type], 100, 7)));
        }
        int white = material(position, Color.WHITE) - material(position, Color.BLACK);
        sb.append('\n').append(TraceFormat.totalLine(white, 100));
        return sb.toString();
    }
}
