package io.github.tansaku.search;

/**
 * Capability: the game tells whether any move code is legal in a position without making it or
 * generating the position's moves. The move picker uses it to try a node's refutations (its
 * killers and countermove, quiet moves that cut in sibling positions) before it generates the
 * quiet moves ({@link io.github.tansaku.search.algo.Technique#STAGED_GENERATION}): a node that
 * one of them cuts then never generates, nor orders, its quiet moves.
 *
 * @param <P> the position type
 */
public interface MoveLegality<P> {

    /**
     * Whether {@code move}, any int (a move of another position, or garbage), is a legal move in
     * {@code position}: exactly when {@link Game#makeMove} would make it. Leaves the position as
     * it was.
     */
    boolean isLegal(P position, int move);
}
