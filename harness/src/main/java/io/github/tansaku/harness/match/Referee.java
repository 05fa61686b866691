package io.github.tansaku.harness.match;

import io.github.tansaku.search.Outcome;

/**
 * Decides when a game is over and why, with the game's own rules: the runner asks before every
 * move. {@link GameReferee} serves any game through its {@code Game}; chess and shogi plug in
 * referees that name their rules (checkmate, threefold repetition, sennichite, ...).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface Referee<P, M> {

    /** The verdict on {@code position}, with the side to move's outcome; {@link Verdict#ONGOING} if play goes on. */
    Verdict judge(P position);

    /** Whether {@code move} is legal in {@code position}. */
    boolean isLegal(P position, M move);

    /**
     * Whether the side to move may claim a win instead of moving (shogi's entering-king
     * declaration); {@code false} unless a game has such a rule.
     */
    default boolean allowsWinClaim(P position) {
        return false;
    }

    /**
     * A referee's finding.
     *
     * @param forSideToMove the outcome for the side to move
     * @param reason        the rule that ended the game ("checkmate", "threefold repetition"), empty while it goes on
     */
    record Verdict(Outcome forSideToMove, String reason) {

        /** The game goes on. */
        public static final Verdict ONGOING = new Verdict(Outcome.ONGOING, "");

        /** Whether the game is over. */
        public boolean isOver() {
            return forSideToMove.isOver();
        }
    }
}
