package io.github.tansaku.chess.notation;

import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.board.Square;
import io.github.tansaku.chess.movegen.MoveGenerator;

/**
 * UCI long algebraic notation: origin and destination squares, plus a lowercase promotion
 * letter ({@code e2e4}, {@code e7e8q}); castling is the king's two-square move ({@code e1g1}).
 * Reading also accepts an uppercase promotion letter.
 * The null move is {@code 0000}.
 */
public final class UciNotation {

    private UciNotation() {
    }

    /** The UCI text of {@code move}. */
    public static String format(int move) {
        return MoveCode.toUci(move);
    }

    /**
     * The legal move of {@code position} written {@code text}.
     *
     * @throws NotationException if the text is malformed or names no legal move
     */
    public static int parse(Position position, String text) {
        if (text == null || (text.length() != 4 && text.length() != 5)) {
            throw new NotationException("not a UCI move: '" + text + "'");
        }
        int from = Square.parse(text, 0);
        int to = Square.parse(text, 2);
        int promotion = -1;
        if (text.length() == 5) {
            // Either case is accepted for the promotion piece, as Stockfish does.
            promotion = PieceType.fromLetter(text.charAt(4));
            if (promotion < PieceType.KNIGHT || promotion > PieceType.QUEEN) {
                throw new NotationException("bad promotion letter in UCI move '" + text + "'");
            }
        }
        if (from == Square.NONE || to == Square.NONE) {
            throw new NotationException("not a UCI move: '" + text + "'");
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(position, moves, 0);
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            if (MoveCode.from(move) == from && MoveCode.to(move) == to && MoveCode.promotionType(move) == promotion) {
                return move;
            }
        }
        throw new NotationException("illegal move '" + text + "' in " + position.toFen());
    }
}
