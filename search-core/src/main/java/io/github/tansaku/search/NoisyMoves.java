package io.github.tansaku.search;

/**
 * Capability: the game can tell "noisy" moves (captures, promotions: moves that change the
 * material balance) from quiet ones. Quiescence search needs it; late move reductions,
 * futility pruning and the killer/history heuristics use it to leave noisy moves alone.
 *
 * @param <P> the position type
 */
public interface NoisyMoves<P> {

    /**
     * Writes the noisy (pseudo-)legal moves of the side to move into {@code moves} from
     * {@code start} and returns how many. When the side to move is in check, games may write
     * all evasions instead; searchers handle check separately through {@link CheckDetection}.
     */
    int generateNoisyMoves(P position, int[] moves, int start);

    /** Whether {@code move}, not yet made on {@code position}, is noisy. */
    boolean isNoisy(P position, int move);
}
