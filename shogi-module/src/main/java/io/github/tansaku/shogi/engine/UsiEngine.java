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
 * The playing shogi engine over USI: a {@link ProtocolLoop} over an {@link Engine} of
 * {@link ShogiGame} as {@link ShogiEngineProfile} configures it (name, search settings,
 * evaluator, bench) with the {@link ShogiDialect}. {@code bin/tansaku usi} starts it. The chess
 * engine's counterpart has the same shape and names ({@code io.github.tansaku.chess.engine.UciEngine}).
 */
public final class UsiEngine {

    private UsiEngine() {
    }

    /** A protocol loop over a new engine on the system clock, reading {@code in} and writing {@code out}. */
    public static ProtocolLoop<Position, Move> newLoop(BufferedReader in, PrintStream out) {
        return newLoop(in, out, Clock.system());
    }

    /** A protocol loop over a new engine reading {@code clock} (for tests of time management). */
    public static ProtocolLoop<Position, Move> newLoop(BufferedReader in, PrintStream out, Clock clock) {
        Engine<Position, Move> engine = ShogiEngineProfile.newEngine(clock);
        return new ProtocolLoop<>(engine, dialect(engine), in, out);
    }

    /**
     * Serves USI on standard input and output until {@code quit}.
     *
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws IOException {
        Engine<Position, Move> engine = ShogiEngineProfile.newEngine(Clock.system());
        ProtocolLoop.serve(engine, dialect(engine));
    }

    private static ShogiDialect dialect(Engine<Position, Move> engine) {
        return new ShogiDialect((ShogiGame) engine.game(), engine.clock());
    }
}
