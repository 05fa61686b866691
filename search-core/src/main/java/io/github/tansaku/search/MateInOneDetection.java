package io.github.tansaku.search;

/**
 * Capability: the game can spot, cheaply, a move that mates at once. The search asks at interior
 * nodes it has not seen before ({@link io.github.tansaku.search.algo.Technique#MATE_IN_ONE_PROBE})
 * and returns the mate score without searching the moves. Worth it in games where short mates
 * are common and hard to see from the horizon, as in shogi with its pieces in hand.
 *
 * @param <P> the position type
 */
public interface MateInOneDetection<P> {

    /**
     * A legal move of the side to move that ends the game at once in its favour (the opponent has
     * no legal move and loses), or {@link Game#NO_MOVE} if none is found. The test may miss mates
     * (a fast one usually does), but a move it returns must mate. Called only when the side to
     * move is not in check; leaves {@code position} as it found it.
     */
    int findMateInOne(P position);
}
