package io.github.tansaku.harness.match;

/**
 * A player in the tournament runner: an in-process searcher ({@link SearcherEngine}) or an
 * engine process. One instance plays one game at a time; the runner makes one per concurrent
 * game from an {@link EngineFactory}, and a new one after a crash.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface MatchEngine<P, M> extends AutoCloseable {

    /** The name in results and game records. */
    String name();

    /** Prepares for a new game (clears what the previous game taught the engine, as {@code ucinewgame}). */
    void newGame() throws EngineFault;

    /**
     * The engine's reply in {@code game}'s current position, on {@code clocks}. The runner
     * measures the time and checks the move; an engine that cannot answer throws.
     *
     * @throws EngineFault when the engine crashed, hung or answered something unreadable
     */
    EngineReply<M> play(GameSoFar<P, M> game, Clocks clocks) throws EngineFault;

    /**
     * Tells the engine how the game ended for it (1 won, 1/2 drawn, 0 lost), as USI's
     * {@code gameover}; nothing by default.
     */
    default void gameOver(double points) {
    }

    /** Releases the engine (ends its process); the runner calls it once, also after a fault. */
    @Override
    void close();

    /**
     * Both clocks as the engine to move sees them; each keeps its engine's time control.
     *
     * @param own   the clock of the engine to move
     * @param other its opponent's (on the opponent's own control when it has odds)
     */
    record Clocks(SideClock own, SideClock other) {

        /** The time control of the engine to move. */
        public TimeControl control() {
            return own.control();
        }
    }
}
