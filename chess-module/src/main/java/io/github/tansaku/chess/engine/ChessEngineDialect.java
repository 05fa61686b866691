package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.Evaluators;
import io.github.tansaku.chess.movegen.Perft;
import io.github.tansaku.chess.uci.ChessDialect;
import io.github.tansaku.search.engine.Dialect;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.engine.EngineOption;
import io.github.tansaku.search.engine.ProtocolLoop;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.ObjLongConsumer;

/**
 * The UCI dialect of the playing engine: the rules dialect {@link ChessDialect} (handshake
 * words, FEN, UCI moves, clock fields, {@code d}) plus the engine's own options
 * ({@value #EVALUATOR}, {@value #CONTEMPT}), the {@code eval} command and the
 * bench of {@link ChessEngineProfile}. Stateless apart from the engine it configures, so it
 * is thread-safe.
 */
public final class ChessEngineDialect implements Dialect<Position, Move> {

    /** The name of the evaluator option (a combo of {@link Evaluators#names()}). */
    public static final String EVALUATOR = "Evaluator";
    /** The name of the contempt option, in centipawns. */
    public static final String CONTEMPT = "Contempt";
    /** The default contempt: a small preference for playing on over a draw. */
    public static final int DEFAULT_CONTEMPT = 24;
    /** The most contempt accepted, either way. */
    public static final int MAX_CONTEMPT = 200;

    /**
     * Options some GUIs send to every UCI engine, declared or not; the engine's play does not
     * depend on them, so they are accepted and ignored, as Stockfish accepts them.
     */
    private static final Set<String> UNDECLARED_OPTIONS = Set.of("uci_analysemode", "uci_opponent");

    private final ChessDialect rules = new ChessDialect();

    @Override
    public String handshakeCommand() {
        return rules.handshakeCommand();
    }

    @Override
    public String handshakeReply() {
        return rules.handshakeReply();
    }

    @Override
    public String newGameCommand() {
        return rules.newGameCommand();
    }

    @Override
    public String engineName() {
        return rules.engineName();
    }

    @Override
    public String engineAuthor() {
        return rules.engineAuthor();
    }

    @Override
    public Position parsePosition(String text) {
        return rules.parsePosition(text);
    }

    @Override
    public Move parseMove(Position position, String text) {
        return rules.parseMove(position, text);
    }

    @Override
    public String formatMove(Move move) {
        return rules.formatMove(move);
    }

    @Override
    public char clockFieldOfSideToMove(Position position) {
        return rules.clockFieldOfSideToMove(position);
    }

    @Override
    public String noMoveAnswer() {
        return rules.noMoveAnswer();
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

    /** {@code go perft} by the chess module's own {@link Perft}, which counts the last ply in bulk. */
    @Override
    public PerftCounter<Position> perftCounter() {
        return new PerftCounter<>() {
            @Override
            public int maxDepth() {
                return Perft.MAX_DEPTH;
            }

            @Override
            public boolean divide(Position position, int depth, BooleanSupplier stopRequested,
                    ObjLongConsumer<String> onRootMove) {
                return new Perft().divide(position, depth, stopRequested, onRootMove);
            }
        };
    }

    /**
     * {@code eval}: the active evaluator's trace of the current position; {@code debug on|off},
     * UCI's switch for debugging output, accepted (the engine has no such output to switch);
     * {@code d} as the rules dialect.
     */
    @Override
    public boolean handle(String command, String arguments, ProtocolLoop<Position, Move> loop) {
        if (command.equals("debug")) {
            if (!arguments.equals("on") && !arguments.equals("off")) {
                throw new IllegalArgumentException("expected 'debug on' or 'debug off', got 'debug "
                        + arguments + "'");
            }
            return true;
        }
        if (command.equals("eval")) {
            EngineEvaluator evaluator = engineEvaluator(loop.engine());
            for (String line : evaluator.trace(loop.engine().position()).split("\\R")) {
                loop.send(line);
            }
            return true;
        }
        return rules.handle(command, arguments, loop);
    }

    /**
     * Adds {@value #EVALUATOR} and {@value #CONTEMPT}. The engine's evaluator must be an
     * {@link EngineEvaluator}.
     */
    @Override
    public void addOptions(Engine<Position, Move> engine) {
        EngineEvaluator initial = engineEvaluator(engine);
        initial.setContempt(DEFAULT_CONTEMPT);
        engine.addOption(EngineOption.combo(EVALUATOR, initial.name(), Evaluators.names(), name -> {
            EngineEvaluator next = new EngineEvaluator(name);
            next.setContempt(engineEvaluator(engine).contempt());
            engine.setEvaluator(next);
        }));
        engine.addOption(EngineOption.spin(CONTEMPT, DEFAULT_CONTEMPT, -MAX_CONTEMPT, MAX_CONTEMPT,
                centipawns -> engineEvaluator(engine).setContempt(centipawns)));
    }

    /** The engine's evaluator, which this dialect requires to be an {@link EngineEvaluator}. */
    static EngineEvaluator engineEvaluator(Engine<Position, Move> engine) {
        if (engine.evaluator() instanceof EngineEvaluator evaluator) {
            return evaluator;
        }
        throw new IllegalStateException("the chess engine dialect needs an EngineEvaluator, got "
                + engine.evaluator().getClass().getName());
    }
}
