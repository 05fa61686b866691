package io.github.tansaku.search;

import java.util.Arrays;

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

    /** The states of a position with none attached: the array a position starts with. */
    @SuppressWarnings("unchecked")
    static <P> IncrementalEvaluation<P>[] none() {
        return (IncrementalEvaluation<P>[]) new IncrementalEvaluation<?>[0];
    }

    /**
     * {@code states} with {@code state} attached last, a new array (a position's attach: once per
     * state, never in the search's hot loops).
     *
     * @throws IllegalArgumentException if {@code state} is null
     */
    static <P> IncrementalEvaluation<P>[] attach(IncrementalEvaluation<P>[] states, IncrementalEvaluation<P> state) {
        if (state == null) {
            throw new IllegalArgumentException("the incremental state is null");
        }
        IncrementalEvaluation<P>[] attached = Arrays.copyOf(states, states.length + 1);
        attached[states.length] = state;
        return attached;
    }

    /** Independent copies of {@code states}, for a copy of their position. */
    static <P> IncrementalEvaluation<P>[] copies(IncrementalEvaluation<P>[] states) {
        IncrementalEvaluation<P>[] copies = states.clone();
        for (int i = 0; i < copies.length; i++) {
            copies[i] = states[i].copy();
        }
        return copies;
    }
}
