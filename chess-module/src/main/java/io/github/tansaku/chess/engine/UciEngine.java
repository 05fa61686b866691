package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.search.Clock;
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
 * {@link ChessGame} as {@link ChessEngineProfile} configures it (search settings, evaluator,
 * bench) and the {@link ChessEngineDialect}.
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
        this.engine = ChessEngineProfile.newEngine(clock);
        this.loop = new ProtocolLoop<>(engine, new ChessEngineDialect(), in, out);
        this.in = in;
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
