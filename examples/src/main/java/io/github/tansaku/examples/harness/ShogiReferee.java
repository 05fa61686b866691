package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.Referee;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.shogi.Declaration;
import io.github.tansaku.shogi.EnteringKingRule;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Repetition;
import io.github.tansaku.shogi.ShogiGame;

/**
 * The match runner's shogi referee, with the shogi module's rules: checkmate (no legal move;
 * a pawn-drop mate is an illegal move, not a mate), 千日手 at the fourth occurrence (a draw, or a
 * loss for the side that checked with every move), and the entering-king declaration under the
 * CSA 27-point rule, which wins only when the side to move claims it ({@code bestmove win});
 * a false claim loses.
 */
public final class ShogiReferee implements Referee<Position, Move> {

    private final ShogiGame game = new ShogiGame();

    @Override
    public Verdict judge(Position position) {
        Outcome repetition = Repetition.outcome(position, 0);
        if (repetition.isOver()) {
            return new Verdict(repetition, repetition == Outcome.DRAW ? "sennichite"
                    : "sennichite by perpetual check");
        }
        if (game.legalMoves(position).isEmpty()) {
            return new Verdict(Outcome.LOSS, "checkmate");
        }
        return Verdict.ONGOING;
    }

    @Override
    public boolean isLegal(Position position, Move move) {
        return move != null && game.legalMoves(position).contains(move);
    }

    @Override
    public boolean allowsWinClaim(Position position) {
        return Declaration.canDeclare(position, EnteringKingRule.CSA_RULE_27);
    }
}
