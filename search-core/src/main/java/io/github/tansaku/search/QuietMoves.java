package io.github.tansaku.search;

/**
 * Capability: the game can generate its quiet moves apart from its noisy ones, so that the
 * search can generate moves in stages ({@link io.github.tansaku.search.algo.Technique#STAGED_GENERATION}):
 * the noisy moves first, the quiet ones only when the search gets that far. A node that cuts on
 * a capture then never generates, nor orders, its quiet moves.
 *
 * @param <P> the position type
 */
public interface QuietMoves<P> {

    /**
     * Writes the quiet moves (not {@link NoisyMoves#isNoisy noisy}) of the side to move into
     * {@code moves} from {@code start} and returns how many. Called only when the side to move
     * is not in check.
     *
     * <p>Contract: together with {@link NoisyMoves#generateNoisyMoves} these are exactly the
     * moves {@link Game#generateMoves} writes, each once; and the quiet moves come in the
     * order {@code generateMoves} writes them (so a staged search breaks ties between quiet
     * moves of equal ordering score as an unstaged one does). {@code moves} has room for
     * {@link Game#maxMoves()} moves from index 0, and the moves already before {@code start}
     * are the noisy ones.
     */
    int generateQuietMoves(P position, int[] moves, int start);
}
