package io.github.tansaku.search;

/**
 * Capability: static exchange evaluation (SEE) and material gain of moves, in the same units as
 * the game's evaluators. Used for capture ordering, quiescence pruning, futility margins and the
 * ProbCut move filter.
 *
 * @param <P> the position type
 */
public interface StaticExchange<P> {

    /**
     * The material outcome for the mover of {@code move} followed by the best sequence of
     * recaptures on its destination square, each side free to stop.
     */
    int see(P position, int move);

    /** Whether {@code see(position, move) >= threshold}; games may answer faster than see(). */
    default boolean seeAtLeast(P position, int move, int threshold) {
        return see(position, move) >= threshold;
    }

    /**
     * The immediate material change for the mover if {@code move} is played: the value of a
     * captured piece plus any promotion gain (in shogi, the captured piece's board value plus
     * its value in hand). Zero for quiet moves.
     */
    int materialGain(P position, int move);
}
