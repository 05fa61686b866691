package io.github.tansaku.shogi.engine;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.engine.ProtocolLoop;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;

/**
 * The searching USI engine: a {@link ProtocolLoop} over an {@link Engine} of {@link ShogiGame}
 * as {@link ShogiEngineProfile} configures it (search settings, evaluator, bench) with the
 * {@link ShogiDialect}. {@code bin/tansaku usi} starts it.
 */
public final class UsiEngine {

    private UsiEngine() {
    }

    /** A new engine with the USI option names and the system clock. */
    public static Engine<Position, Move> newEngine() {
        return ShogiEngineProfile.newEngine(Clock.system());
    }

    /** A protocol loop over a new engine, reading {@code in} and writing {@code out}. */
    public static ProtocolLoop<Position, Move> newLoop(BufferedReader in, PrintStream out) {
        Engine<Position, Move> engine = newEngine();
        return new ProtocolLoop<>(engine, new ShogiDialect((ShogiGame) engine.game(), engine.clock()), in, out);
    }

    /**
     * Serves USI on standard input and output until {@code quit}.
     *
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws IOException {
        Engine<Position, Move> engine = newEngine();
        ProtocolLoop.serve(engine, new ShogiDialect((ShogiGame) engine.game(), engine.clock()));
    }
}
