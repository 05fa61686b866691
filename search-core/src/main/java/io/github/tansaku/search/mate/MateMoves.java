package io.github.tansaku.search.mate;

/**
 * The capability a game supplies to the mate solver: the attacker's checking moves and the
 * defender's replies to a check, both as legal move codes of the game's
 * {@link io.github.tansaku.search.Game}.
 *
 * <p>Both methods write into a caller-owned array from {@code start} and return the index after
 * the last move written (unlike {@link io.github.tansaku.search.Game#generateMoves}, which returns
 * the count; the two agree when {@code start} is 0); they must not allocate. Every move written
 * must be accepted by the game's {@code makeMove}.
 *
 * @param <P> the position type
 */
public interface MateMoves<P> {

    /**
     * The legal moves of the side to move that give check. Moves the rules forbid because they
     * would mate (shogi's pawn-drop mate) must not be among them.
     */
    int generateChecks(P position, int[] moves, int start);

    /**
     * The legal moves of the side to move, which is in check. None means the side to move is
     * mated.
     */
    int generateEvasions(P position, int[] moves, int start);
}
