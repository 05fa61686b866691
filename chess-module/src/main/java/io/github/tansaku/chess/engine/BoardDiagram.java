package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.board.Square;
import java.util.Locale;

/**
 * The answer to the {@code d} command, laid out as Stockfish prints it: the board with rank 8
 * on top, then the {@code Fen:}, {@code Key:} (hexadecimal Zobrist key) and {@code Checkers:}
 * lines.
 */
final class BoardDiagram {

    private static final String SEPARATOR = " +---+---+---+---+---+---+---+---+";

    private BoardDiagram() {
    }

    /** The lines of the diagram of {@code position}, starting with an empty line. */
    static String[] lines(Position position) {
        String[] lines = new String[23];
        int i = 0;
        lines[i++] = "";
        lines[i++] = SEPARATOR;
        for (int rank = 7; rank >= 0; rank--) {
            StringBuilder row = new StringBuilder(" |");
            for (int file = 0; file < 8; file++) {
                int piece = position.pieceAt(Square.of(file, rank));
                row.append(' ').append(piece == Piece.NONE ? ' ' : Piece.fenLetter(piece)).append(" |");
            }
            lines[i++] = row.append(' ').append(rank + 1).toString();
            lines[i++] = SEPARATOR;
        }
        lines[i++] = "   a   b   c   d   e   f   g   h";
        lines[i++] = "";
        lines[i++] = "Fen: " + position.toFen();
        lines[i++] = "Key: " + String.format(Locale.ROOT, "%016X", position.key());
        StringBuilder checkers = new StringBuilder("Checkers: ");
        for (long c = position.checkers(); c != 0; c &= c - 1) {
            checkers.append(Square.name(Long.numberOfTrailingZeros(c))).append(' ');
        }
        lines[i] = checkers.toString();
        return lines;
    }
}
