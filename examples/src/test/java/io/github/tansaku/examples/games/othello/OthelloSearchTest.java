package io.github.tansaku.examples.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.Minimax;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The searchers on Othello: they play for the largest final disc difference and agree with each other. */
class OthelloSearchTest {

    /**
     * White to move with no square (its only disc, b1, lies against black a1 and the edge);
     * black then plays c1 and the game is over, black 3 discs, white none.
     */
    static final String WHITE_MUST_PASS = "XO" + "-".repeat(62) + " O";

    private final Othello game = new Othello();
    private final OthelloEvaluator evaluator = new OthelloEvaluator();

    @Test
    void aForcedPassIsAMoveAndTheEndIsNoMoveAtAll() {
        OthelloPosition position = game.parse(WHITE_MUST_PASS);
        assertThat(game.legalMoves(position)).containsExactly(OthelloMove.PASS);
        assertThat(game.makeMove(position, Othello.PASS)).isTrue();
        assertThat(game.legalMoves(position)).containsExactly(OthelloMove.parse("c1"));
        assertThat(game.makeMove(position, Othello.PASS)).as("a pass while a square is playable").isFalse();
        assertThat(game.makeMove(position, game.codeOf(OthelloMove.parse("c1")))).isTrue();
        assertThat(game.legalMoves(position)).isEmpty();
        assertThat(game.finalMargin(position)).isEqualTo(-3); // white to move, none of its discs left
    }

    /** Exhaustively: the largest final margin the side to move can force (the reference for the searchers). */
    static int bestMargin(Othello game, OthelloPosition position) {
        int[] moves = new int[game.maxMoves()];
        int count = game.generateMoves(position, moves, 0);
        if (count == 0) {
            return game.finalMargin(position);
        }
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            game.makeMove(position, moves[i]);
            best = Math.max(best, -bestMargin(game, position));
            game.unmakeMove(position, moves[i]);
        }
        return best;
    }

    /**
     * Exhaustively: the fewest plies in which the side to move can force a win whatever the
     * margin, or {@code Integer.MAX_VALUE} when it cannot; {@code loss} asks for the longest
     * defence of a lost position instead (the mate-by-distance view the searchers took before
     * final margins).
     */
    static int quickestWin(Othello game, OthelloPosition position) {
        int[] moves = new int[game.maxMoves()];
        int count = game.generateMoves(position, moves, 0);
        if (count == 0) {
            return game.finalMargin(position) > 0 ? 0 : Integer.MAX_VALUE;
        }
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            game.makeMove(position, moves[i]);
            int reply = slowestLoss(game, position);
            game.unmakeMove(position, moves[i]);
            if (reply != Integer.MAX_VALUE) {
                best = Math.min(best, reply + 1);
            }
        }
        return best;
    }

    /** The most plies the side to move can make a loss last, or MAX_VALUE when it is not lost. */
    private static int slowestLoss(Othello game, OthelloPosition position) {
        int[] moves = new int[game.maxMoves()];
        int count = game.generateMoves(position, moves, 0);
        if (count == 0) {
            return game.finalMargin(position) < 0 ? 0 : Integer.MAX_VALUE;
        }
        int longest = 0;
        for (int i = 0; i < count; i++) {
            game.makeMove(position, moves[i]);
            int win = quickestWin(game, position);
            game.unmakeMove(position, moves[i]);
            if (win == Integer.MAX_VALUE) {
                return Integer.MAX_VALUE;
            }
            longest = Math.max(longest, win + 1);
        }
        return longest;
    }
}
