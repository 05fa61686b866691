package io.github.tansaku.chess.uci;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.notation.UciNotation;
import io.github.tansaku.search.engine.Dialect;
import io.github.tansaku.search.engine.ProtocolLoop;
import java.util.List;

/**
 * The chess side of search-core's shared {@link ProtocolLoop}: UCI's handshake words, FEN
 * positions, UCI move notation, White's clock fields when White is to move, {@code (none)} when
 * there is no move, the {@code d} command and the {@code bench} positions.
 *
 * <p>This is what the searching engine (a {@code ProtocolLoop} over an {@code Engine} of
 * {@link io.github.tansaku.chess.ChessGame}) speaks; {@link UciMain} is the rules-only front end
 * ({@code go perft}, {@code d}) that works without an evaluator. Stateless and thread-safe.
 */
public final class ChessDialect implements Dialect<Position, Move> {

    /** The positions of {@code bench}: the six perft positions of the chessprogramming wiki. */
    private static final List<String> BENCH = List.of(
            "startpos",
            "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "fen r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "fen rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "fen r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");

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
        return UciMain.ENGINE_NAME;
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

    @Override
    public List<String> benchPositions() {
        return BENCH;
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
