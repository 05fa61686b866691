package io.github.tansaku.search.mcts;

/** How Monte Carlo tree search picks the child to descend into. */
public enum Selection {
    /**
     * UCT (UCB1 applied to trees): the mean result plus
     * {@code c * sqrt(ln(parentVisits) / childVisits)}; an unvisited child goes first.
     */
    UCT,
    /**
     * PUCT, the prior-weighted rule of AlphaZero-style programs: the mean result plus
     * {@code c * prior * sqrt(parentVisits) / (1 + childVisits)}, an unvisited child counting as
     * a draw. Priors come from the game's {@link io.github.tansaku.search.MovePriors} capability,
     * uniform without it.
     */
    PUCT
}
