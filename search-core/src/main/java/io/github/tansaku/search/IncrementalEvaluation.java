package io.github.tansaku.search;

/**
 * State an evaluator keeps up to date with one position across make and unmake, instead of
 * recounting it at every evaluation: a material balance, piece-square sums, or an NNUE
 * accumulator. The position holds the states attached to it and calls them on every move; the
 * rules class thus keeps no field of any evaluator.
 *
 * <p>Both calls see the position <em>after</em> the move ({@link #afterMake} once it is made,
 * {@link #beforeUnmake} before it is taken back), so a state computes the same change both ways
 * and adds or subtracts it. {@code move} is the game's move code and {@code captured} the game's
 * code of the piece the move took (the game's "no piece" code when none). Null moves change
 * neither board nor hands and are not reported. A state may be attached while moves are on the
 * position's history, and then sees {@link #beforeUnmake} for moves made before it was attached:
 * it must be able to undo a move from its facts alone (or keep a history of its own that it
 * recomputes when missing).
 *
 * <p>Both calls run on every make and unmake of the search and must allocate nothing.
 *
 * @param <P> the position type
 */
public interface IncrementalEvaluation<P> {

    /** Updates the state for {@code move}, just made on {@code position}. */
    void afterMake(P position, int move, int captured);

    /** Updates the state for taking back {@code move}, the last move made on {@code position}. */
    void beforeUnmake(P position, int move, int captured);

    /** An independent copy of this state, for a copy of its position (which is in the same state). */
    IncrementalEvaluation<P> copy();
}
