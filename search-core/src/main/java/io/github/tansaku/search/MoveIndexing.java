package io.github.tansaku.search;

/**
 * Capability: maps moves to small dense indexes, for the history and countermove tables. A
 * chess game might use piece and destination square; a shogi game piece (or "from hand") and
 * destination.
 *
 * @param <P> the position type
 */
public interface MoveIndexing<P> {

    /** The number of distinct indexes; every index is in {@code [0, moveIndexCount())}. */
    int moveIndexCount();

    /**
     * The index of {@code move} in {@code position}. Called before the move is made; for the
     * countermove table also just after it was made, so it must not depend on whose turn it is
     * beyond what the move itself tells.
     */
    int moveIndex(P position, int move);
}
