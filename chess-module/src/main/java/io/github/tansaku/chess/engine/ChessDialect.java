package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.Evaluators;
import io.github.tansaku.chess.notation.UciNotation;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.engine.Dialect;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.engine.EngineOption;
import io.github.tansaku.search.engine.ProtocolLoop;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The chess side of search-core's shared {@link ProtocolLoop}: UCI's handshake words, FEN
 * positions, UCI move notation, White's clock fields when White is to move, {@code (none)} when
 * there is no move, and the chess extras.
 *
 * <ul>
 *   <li>Options {@value #EVALUATOR} (one of {@link Evaluators#names()}), {@value #CONTEMPT} and
 *       {@value #DYNAMIC_CONTEMPT} (the reference's contempt that follows the previous iteration's score),
 *       when the engine's evaluator is an {@link EngineEvaluator}; each search tells it the root
 *       side ({@link #searchStarting}), and {@code bench} searches without contempt
 *       ({@link #benchEvaluator}), so that its node count is the search's signature whatever the
 *       option says.
 *   <li>Commands {@code d} (board, FEN, key and checkers), {@code eval} (the evaluator's trace)
 *       and {@code debug on|off}; {@code bench} over the bench of {@link ChessEngineProfile}.
 * </ul>
 *
 * <p>Stateless apart from the engine it configures, so it is thread-safe; the match runner uses
 * it for its notation alone.
 */
public final class ChessDialect implements Dialect<Position, Move> {

    /** The name of the evaluator option (a combo of {@link Evaluators#names()}). */
    public static final String EVALUATOR = "Evaluator";
    /** The name of the contempt option, in centipawns. */
    public static final String CONTEMPT = "Contempt";
    /** The default contempt: a small preference for playing on over a draw. */
    public static final int DEFAULT_CONTEMPT = 24;
    /** The name of the option that makes the Stockfish-classical evaluator's contempt dynamic. */
    public static final String DYNAMIC_CONTEMPT = "DynamicContempt";
    /** The most contempt accepted, either way. */
    public static final int MAX_CONTEMPT = 200;

    /**
     * Options some GUIs send to every UCI engine, declared or not; the engine's play does not
     * depend on them, so they are accepted and ignored, as Stockfish accepts them.
     */
    private static final Set<String> UNDECLARED_OPTIONS = Set.of("uci_analysemode", "uci_opponent");

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
        return ChessEngineProfile.ENGINE_NAME;
    }

    @Override
    public String engineAuthor() {
        return ChessEngineProfile.ENGINE_AUTHOR;
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
        return ChessEngineProfile.benchCommands();
    }

    @Override
    public int benchDepth() {
        return ChessEngineProfile.BENCH_DEPTH;
    }

    @Override
    public boolean ignoresUndeclaredOption(String name) {
        return UNDECLARED_OPTIONS.contains(name.toLowerCase(Locale.ROOT));
    }

    /** Tells an {@link EngineEvaluator} the side to move at the root, for contempt. */
    @Override
    public void searchStarting(Engine<Position, Move> engine) {
        if (engine.evaluator() instanceof EngineEvaluator evaluator) {
            evaluator.setRootSide(engine.position().sideToMove());
        }
    }

    /** An {@link EngineEvaluator} of the same kind without contempt; any other evaluator as it is. */
    @Override
    public Evaluator<Position> benchEvaluator(Evaluator<Position> engineEvaluator) {
        if (engineEvaluator instanceof EngineEvaluator evaluator) {
            return ChessEngineProfile.evaluator(evaluator.name());
        }
        return engineEvaluator;
    }

    /**
     * {@code d}: the board, FEN, key and checkers of the current position; {@code eval}: the
     * evaluator's trace of it; {@code debug on|off}, UCI's switch for debugging output, accepted
     * (the engine has no such output to switch).
     */
    @Override
    public boolean handle(String command, String arguments, ProtocolLoop<Position, Move> loop) {
        Position position = loop.engine().position();
        switch (command) {
            case "d" -> Arrays.asList(BoardDiagram.lines(position)).forEach(loop::send);
            case "eval" -> {
                Evaluator<Position> evaluator = loop.engine().evaluator();
                if (evaluator instanceof EngineEvaluator engineEvaluator) {
                    engineEvaluator.trace(position).lines().forEach(loop::send);
                } else {
                    loop.send("Evaluation: " + evaluator.evaluate(position) + " (side to move's view)");
                }
            }
            case "debug" -> {
                if (!arguments.equals("on") && !arguments.equals("off")) {
                    throw new IllegalArgumentException("expected 'debug on' or 'debug off', got 'debug "
                            + arguments + "'");
                }
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /**
     * Adds {@value #EVALUATOR}, {@value #CONTEMPT} (set to {@value #DEFAULT_CONTEMPT}) and
     * {@value #DYNAMIC_CONTEMPT} (off) when the
     * engine's evaluator is an {@link EngineEvaluator}; an engine with an evaluator of its own gets
     * neither.
     */
    @Override
    public void addOptions(Engine<Position, Move> engine) {
        if (!(engine.evaluator() instanceof EngineEvaluator initial)) {
            return;
        }
        initial.setContempt(DEFAULT_CONTEMPT);
        engine.addOption(EngineOption.combo(EVALUATOR, initial.name(), Evaluators.names(), name -> {
            EngineEvaluator next = ChessEngineProfile.evaluator(name);
            next.setContempt(engineEvaluator(engine).contempt());
            next.setDynamicContempt(engineEvaluator(engine).dynamicContempt());
            engine.setEvaluator(next);
        }));
        engine.addOption(EngineOption.check(DYNAMIC_CONTEMPT, false,
                on -> engineEvaluator(engine).setDynamicContempt(on)));
        engine.addOption(EngineOption.spin(CONTEMPT, DEFAULT_CONTEMPT, -MAX_CONTEMPT, MAX_CONTEMPT,
                centipawns -> engineEvaluator(engine).setContempt(centipawns)));
    }

    private static EngineEvaluator engineEvaluator(Engine<Position, Move> engine) {
        return (EngineEvaluator) engine.evaluator();
    }
}
