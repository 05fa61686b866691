package io.github.tansaku.search.algo;

import io.github.tansaku.search.FinalMargin;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;

/**
 * The score of a game end, shared by every searcher: by its final margin when the game has
 * {@link FinalMargin} and the end is not one by rule, else by distance ({@link Score#of}).
 */
final class GameEnd {

    private GameEnd() {
    }

    /**
     * The score of {@code outcome}, which has ended the game at {@code position}, {@code ply}
     * plies from the root.
     *
     * @throws IllegalStateException when the game's margin is out of range or disagrees with
     *     the outcome
     */
    @SuppressWarnings("unchecked")
    static <P> int score(Game<P, ?> game, P position, Outcome outcome, int ply) {
        if (game instanceof FinalMargin<?> counted) {
            int margin = ((FinalMargin<P>) counted).finalMargin(position);
            if (margin != FinalMargin.BY_RULE) {
                requireAgreement(game, outcome, margin);
                return Score.ofMargin(margin);
            }
        }
        return Score.of(outcome, ply);
    }

    private static void requireAgreement(Game<?, ?> game, Outcome outcome, int margin) {
        boolean agrees = switch (outcome) {
            case WIN -> margin > 0;
            case LOSS -> margin < 0;
            case DRAW -> margin == 0;
            case ONGOING -> false;
        };
        if (!agrees || Math.abs(margin) > Score.MAX_MARGIN) {
            throw new IllegalStateException("game '" + game.name() + "' reports the outcome " + outcome
                    + " with the final margin " + margin + "; a margin must have the outcome's sign and be at most "
                    + Score.MAX_MARGIN + " in size");
        }
    }
}
