package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.engine.ProtocolLoop;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;

/**
 * The playing chess engine over UCI: search-core's {@link Engine} and {@link ProtocolLoop} with
 * {@link ChessGame} as {@link ChessEngineProfile} configures it (search settings, evaluator,
 * bench) and the {@link ChessDialect}.
 */
public final class UciEngine {

    private final Engine<Position, Move> engine;
    private final ProtocolLoop<Position, Move> loop;

    /** An engine reading commands from {@code in} and answering on {@code out}, on the system clock. */
    public UciEngine(BufferedReader in, PrintStream out) {
        this(in, out, Clock.system());
    }

    /** An engine reading {@code clock} (for tests of time management). */
    public UciEngine(BufferedReader in, PrintStream out, Clock clock) {
        this.engine = ChessEngineProfile.newEngine(clock);
        this.loop = new ProtocolLoop<>(engine, new ChessDialect(), in, out);
    }

    /** Serves UCI on standard input and output until {@code quit}. */
    public static void main(String[] args) throws IOException {
        ProtocolLoop.serve(ChessEngineProfile.newEngine(Clock.system()), new ChessDialect());
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
        loop.run();
    }

    /**
     * Answers one command line.
     *
     * @return {@code false} after {@code quit}
     */
    public boolean execute(String line) {
        return loop.execute(line);
    }
}
