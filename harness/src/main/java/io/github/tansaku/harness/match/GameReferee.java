package io.github.tansaku.harness.match;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;

/**
 * The referee of any game, from its {@link Game}: the game's outcome at the root
 * ({@code outcome(position, 0)}) and, when the side to move has no legal move,
 * {@code outcomeWithoutMoves}. Its reasons are generic; a game's own referee can name its rules.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public class GameReferee<P, M> implements Referee<P, M> {

    private final Game<P, M> game;

    /** The referee of {@code game}. */
    public GameReferee(Game<P, M> game) {
        this.game = game;
    }

    @Override
    public Verdict judge(P position) {
        Outcome byRule = game.outcome(position, 0);
        if (byRule.isOver()) {
            return new Verdict(byRule, ruleReason(position, byRule));
        }
        if (game.legalMoves(position).isEmpty()) {
            Outcome withoutMoves = game.outcomeWithoutMoves(position);
            return new Verdict(withoutMoves, noMoveReason(position, withoutMoves));
        }
        return Verdict.ONGOING;
    }

    /** The reason for an outcome the game's rules give while moves remain; override to name the rule. */
    protected String ruleReason(P position, Outcome outcome) {
        return outcome == Outcome.DRAW ? "draw by the game's rules" : "win by the game's rules";
    }

    /** The reason for the outcome of a side without legal moves; override to name it (checkmate, stalemate). */
    protected String noMoveReason(P position, Outcome outcome) {
        return outcome == Outcome.DRAW ? "no legal move: draw" : "no legal move";
    }

    @Override
    public boolean isLegal(P position, M move) {
        return move != null && game.legalMoves(position).contains(move);
    }
}
