package io.github.tansaku.chess.uci;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.notation.UciNotation;
import io.github.tansaku.search.engine.Dialect;
import io.github.tansaku.search.engine.ProtocolLoop;

/**
 * The chess side of search-core's shared {@link ProtocolLoop}: UCI's handshake words, FEN
 * positions, UCI move notation, White's clock fields when White is to move, {@code (none)} when
 * there is no move and the {@code d} command. The playing engine's dialect
 * ({@link io.github.tansaku.chess.engine.ChessEngineDialect}) adds its options, {@code eval} and
 * the {@code bench} positions. Stateless and thread-safe.
 */
public final class ChessDialect implements Dialect<Position, Move> {

    /** The engine name reported to {@code uci}. */
    public static final String ENGINE_NAME = "Tansaku 0.1.0";

    @Override
    public String handshakeCommand() {
        return "uci";
    }

    @Override
    public String handshakeReply() {
        return "uciok";
    }

    @Override
    public String newGameCommand() {
        return "ucinewgame";
    }

    @Override
    public String engineName() {
        return ENGINE_NAME;
    }

    @Override
    public String engineAuthor() {
        return "the Tansaku developers";
    }

    /**
     * {@code startpos} or {@code fen <4 or 6 fields>}.
     *
     * @throws IllegalArgumentException (a {@link io.github.tansaku.chess.board.FenException} for a
     *     bad FEN) naming the problem
     */
    @Override
    public Position parsePosition(String text) {
        String trimmed = text.strip();
        if (trimmed.equals("startpos")) {
            return Position.startPosition();
        }
        if (trimmed.startsWith("fen ")) {
            return Position.fromFen(trimmed.substring(4));
        }
        throw new IllegalArgumentException("position needs 'startpos' or 'fen <fen>', got '" + trimmed + "'");
    }

    /** The legal move written {@code text} in UCI notation; a NotationException otherwise. */
    @Override
    public Move parseMove(Position position, String text) {
        return Move.of(UciNotation.parse(position, text));
    }

    @Override
    public String formatMove(Move move) {
        return move.toString();
    }

    @Override
    public char clockFieldOfSideToMove(Position position) {
        return position.sideToMove() == Color.WHITE ? 'w' : 'b';
    }

    @Override
    public String noMoveAnswer() {
        return "(none)";
    }

    /** Handles {@code d}: the board, FEN, key and checkers of the current position. */
    @Override
    public boolean handle(String command, String arguments, ProtocolLoop<Position, Move> loop) {
        if (!command.equals("d")) {
            return false;
        }
        for (String line : BoardDiagram.lines(loop.engine().position())) {
            loop.send(line);
        }
        return true;
    }
}
