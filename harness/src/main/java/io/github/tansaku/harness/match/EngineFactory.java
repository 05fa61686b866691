package io.github.tansaku.harness.match;

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
}
