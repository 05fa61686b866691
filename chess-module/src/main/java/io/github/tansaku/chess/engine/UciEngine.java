package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.Evaluators;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.engine.LineReader;
import io.github.tansaku.search.engine.ProtocolLoop;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The playing chess engine over UCI: search-core's {@link Engine} and {@link ProtocolLoop} with
 * {@link ChessGame}, the production searcher with every technique on, an {@link EngineEvaluator}
 * (Stockfish-classical by default) and the {@link ChessEngineDialect}.
 *
 * <p>Every line goes to the shared loop; this class only looks at a few first, for what the issue
 * asks that the loop does differently:
 * <ul>
 *   <li>{@code go} tells the evaluator the root side, for contempt;</li>
 *   <li>{@code bench} runs without contempt, so that its node count is the search's signature
 *       whatever the option says.</li>
 * </ul>
 */
public final class UciEngine {

    private final Engine<Position, Move> engine;
    private final ProtocolLoop<Position, Move> loop;
    private final BufferedReader in;

    /** An engine reading commands from {@code in} and answering on {@code out}, on the system clock. */
    public UciEngine(BufferedReader in, PrintStream out) {
        this(in, out, Clock.system());
    }

    /** An engine reading {@code clock} (for tests of time management). */
    public UciEngine(BufferedReader in, PrintStream out, Clock clock) {
        ChessGame game = new ChessGame();
        this.engine = new Engine<>(game, new EngineEvaluator(Evaluators.DEFAULT),
                searchOptions(), clock, Engine.OptionNames.GENERIC);
        this.loop = new ProtocolLoop<>(engine, new ChessEngineDialect(), in, out);
        this.in = in;
    }

    /**
     * The engine's search settings: {@link SearchOptions#defaults()} with the techniques that
     * measured weaker or even in chess switched off (the check extension, losing-capture
     * reductions, the mate-in-one tests and the mate-threat techniques built on them, the root
     * mate check, capture history, staged generation). Each is a UCI option
     * {@code Technique_*} that switches it back on; why each is on or off, with the matches and
     * the commands, is in {@code docs/chess-engine.md#search-settings}.
     */
    public static SearchOptions searchOptions() {
        return SearchOptions.defaults().supportedBy(new ChessGame()).with(Technique.CHECK_EXTENSION, false)
                .with(Technique.LOSING_CAPTURE_REDUCTIONS, false).with(Technique.MATE_IN_ONE_PROBE, false)
                .with(Technique.QS_MATE_IN_ONE_PROBE, false).with(Technique.CAPTURE_HISTORY, false)
                .with(Technique.STAGED_GENERATION, false).with(Technique.MATE_THREAT_GUARD, false)
                .with(Technique.MATE_THREAT_EXTENSION, false).with(Technique.ROOT_MATE_CHECK, false);
    }

    /** Serves UCI on standard input and output until {@code quit}. */
    public static void main(String[] args) throws IOException {
        BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream stdout = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        new UciEngine(stdin, stdout).run();
    }

    /** The engine facade (for tools and tests). */
    public Engine<Position, Move> engine() {
        return engine;
    }

    /** The protocol loop. */
    public ProtocolLoop<Position, Move> loop() {
        return loop;
    }

    /**
     * Reads and answers commands until {@code quit} or the end of the input, then stops any
     * search and ends the engine's thread.
     *
     * @throws IOException if reading the input fails
     */
    public void run() throws IOException {
        try {
            LineReader lines = loop.lineReader(in);
            String line;
            while ((line = lines.readLine()) != null) {
                if (!execute(line)) {
                    break;
                }
            }
        } finally {
            loop.close();
        }
    }

    /**
     * Answers one command line.
     *
     * @return {@code false} after {@code quit}
     */
    public boolean execute(String line) {
        String trimmed = line.strip();
        String[] words = trimmed.split("\\s+", 2);
        String arguments = words.length < 2 ? "" : words[1].strip();
        try {
            switch (words[0]) {
                case "go" -> {
                    if (!engine.isSearching()) {
                        ChessEngineDialect.engineEvaluator(engine).setRootSide(engine.position().sideToMove());
                    }
                }
                case "bench" -> {
                    return benchWithoutContempt(line);
                }
                default -> { }
            }
        } catch (RuntimeException | Error e) {
            loop.sendInfo("error: " + words[0] + " failed: " + e);
            return true;
        }
        return loop.execute(line);
    }

    private boolean benchWithoutContempt(String line) {
        EngineEvaluator evaluator = ChessEngineDialect.engineEvaluator(engine);
        int contempt = evaluator.contempt();
        evaluator.setContempt(0);
        try {
            return loop.execute(line);
        } finally {
            evaluator.setContempt(contempt);
        }
    }
}
