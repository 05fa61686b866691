package io.github.tansaku.search;

/**
 * Capability: the game is decided by a count (discs in Othello, points in Go, seeds in Kalah),
 * so a finished game has a margin, not only a winner. The searchers then score a game end by
 * its margin ({@link Score#ofMargin}) instead of by its distance from the root: a search
 * maximises the final difference, a won position stays a proven win (every won-by-margin score
 * lies above every evaluation), and of two wins the larger margin is preferred, however far
 * away it is.
 *
 * <p>The searchers ask for the margin wherever {@link Game#outcome} or
 * {@link Game#outcomeWithoutMoves} reports an end. An end decided by a rule rather than by the
 * count (a resignation rule, a forfeit) returns {@link #BY_RULE} and keeps the usual
 * distance-to-mate score of its {@link Outcome}.
 *
 * @param <P> the position type
 */
public interface FinalMargin<P> {

    /** Returned by {@link #finalMargin} for an end that is scored as a mate by distance. */
    int BY_RULE = Integer.MIN_VALUE;

    /**
     * The final margin of a finished game at {@code position}, from the side to move's point of
     * view (own count minus the opponent's): positive exactly when the reported outcome is a
     * win, negative for a loss, zero for a draw, and at most {@link Score#MAX_MARGIN} in size;
     * or {@link #BY_RULE}. Called only where the game has ended; allocates nothing.
     */
    int finalMargin(P position);
}
