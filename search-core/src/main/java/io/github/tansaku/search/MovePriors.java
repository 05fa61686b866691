package io.github.tansaku.search;

/**
 * Capability: the game (or a policy that comes with it) gives each legal move a prior weight, how
 * promising it looks before any search. Monte Carlo tree search with PUCT selection explores
 * moves in proportion to these weights; without the capability every move weighs the same.
 *
 * @param <P> the position type
 */
public interface MovePriors<P> {

    /**
     * Writes a non-negative weight for each of {@code moves[0..count)} into
     * {@code weights[0..count)}. The weights need not sum to one: the searcher normalises them
     * (all zero counts as uniform). Called with legal moves only, before any is made; must not
     * allocate.
     */
    void movePriors(P position, int[] moves, int count, double[] weights);
}
