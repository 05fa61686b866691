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
 * The playing chess engine over UCI: a {@link ProtocolLoop} over an {@link Engine} of
 * {@link ChessGame} as {@link ChessEngineProfile} configures it (name, search settings,
 * evaluator, bench) with the {@link ChessDialect}. {@code bin/tansaku uci} starts it. The shogi
 * engine's counterpart has the same shape and names ({@code io.github.tansaku.shogi.engine.UsiEngine}).
 */
public final class UciEngine {

    private UciEngine() {
    }

    /** A protocol loop over a new engine on the system clock, reading {@code in} and writing {@code out}. */
    public static ProtocolLoop<Position, Move> newLoop(BufferedReader in, PrintStream out) {
        return newLoop(in, out, Clock.system());
    }

    /** A protocol loop over a new engine reading {@code clock} (for tests of time management). */
    public static ProtocolLoop<Position, Move> newLoop(BufferedReader in, PrintStream out, Clock clock) {
        return new ProtocolLoop<>(ChessEngineProfile.newEngine(clock), new ChessDialect(), in, out);
    }

    /**
     * Serves UCI on standard input and output until {@code quit}.
     *
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws IOException {
        ProtocolLoop.serve(ChessEngineProfile.newEngine(Clock.system()), new ChessDialect());
    }
}
