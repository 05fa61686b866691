package io.github.tansaku.harness.match;

import java.util.Objects;

/**
 * Makes the engines of one side of a match: one per concurrent game, and a fresh one after a
 * crash. For an engine process, starting means launching the process and its handshake.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface EngineFactory<P, M> {

    /** The engine's name in results; both sides of a match must have different names. */
    String name();

    /**
     * A new engine, ready for {@link MatchEngine#newGame}.
     *
     * @throws EngineFault when it cannot be started (its game is lost as a crash)
     */
    MatchEngine<P, M> start() throws EngineFault;

    /** How a factory made by {@link #of} starts an engine. */
    @FunctionalInterface
    interface Starter<P, M> {
        /**
         * A new engine.
         *
         * @throws EngineFault when it cannot be started
         */
        MatchEngine<P, M> start() throws EngineFault;
    }

    /** The factory of the engines named {@code name} that {@code starter} starts. */
    static <P, M> EngineFactory<P, M> of(String name, Starter<P, M> starter) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(starter, "starter");
        return new EngineFactory<>() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public MatchEngine<P, M> start() throws EngineFault {
                return starter.start();
            }
        };
    }
}
