package io.github.tansaku.search;

/**
 * Capability: the game has a king that can be in check. Enables check extension, mate
 * detection in quiescence search and the "not in check" guards of the pruning techniques.
 *
 * @param <P> the position type
 */
public interface CheckDetection<P> {

    /** Whether the side to move is in check. */
    boolean inCheck(P position);

    /** Whether {@code move}, not yet made on {@code position}, gives check. */
    boolean givesCheck(P position, int move);
}
