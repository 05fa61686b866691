package io.github.tansaku.examples.harness;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.rules.ChessRules;
import io.github.tansaku.chess.rules.GameStatus;
import io.github.tansaku.harness.match.Referee;
import io.github.tansaku.search.Outcome;
import java.util.Locale;

/**
 * The match runner's chess referee, with the chess module's rules: checkmate and stalemate,
 * the fifty-move rule, threefold repetition and insufficient material end the game (as the
 * rules libraries' {@link ChessRules#status} names them); legality is the rules library's legal move list.
 */
public final class ChessReferee implements Referee<Position, Move> {

    private final ChessGame game = new ChessGame();

    @Override
    public Verdict judge(Position position) {
        GameStatus status = ChessRules.status(position);
        if (!status.isOver()) {
            return Verdict.ONGOING;
        }
        Outcome outcome = status == GameStatus.CHECKMATE ? Outcome.LOSS : Outcome.DRAW;
        return new Verdict(outcome, status.name().toLowerCase(Locale.ROOT).replace('_', ' '));
    }

    @Override
    public boolean isLegal(Position position, Move move) {
        return move != null && game.legalMoves(position).contains(move);
    }
}
