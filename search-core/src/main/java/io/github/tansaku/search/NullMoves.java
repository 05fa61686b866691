package io.github.tansaku.search;

/**
 * Capability: the side to move can pass, for null-move pruning.
 *
 * @param <P> the position type
 */
public interface NullMoves<P> {

    /** Passes the turn to the other side. */
    void makeNullMove(P position);

    /** Takes back the pass made by {@link #makeNullMove}. */
    void unmakeNullMove(P position);

    /**
     * The zugzwang guard: whether a pass is a sound test here. Chess answers {@code false} when
     * the side to move has only king and pawns, where passing would often be the best move.
     */
    boolean nullMoveAllowed(P position);
}
