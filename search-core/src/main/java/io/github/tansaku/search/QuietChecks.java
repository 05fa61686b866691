package io.github.tansaku.search;

/**
 * Capability: the game can list the quiet moves that give check. Quiescence search, which
 * otherwise tries only noisy moves, tries these too at its first ply
 * ({@link io.github.tansaku.search.algo.Technique#QS_CHECKS}): a mate or a fork by a quiet
 * check just beyond the horizon is then seen.
 *
 * @param <P> the position type
 */
public interface QuietChecks<P> {

    /**
     * Writes the legal quiet moves (not {@link NoisyMoves#isNoisy noisy}) of the side to move
     * that give check into {@code moves} from {@code start} and returns how many. Writes nothing
     * when the side to move is in check (evasions are generated separately). {@code moves} has
     * room for {@link Game#maxMoves()} moves from index 0, and the moves already before
     * {@code start} are noisy, so a game with at most that many legal moves never overflows it.
     */
    int generateQuietChecks(P position, int[] moves, int start);
}
