package io.github.tansaku.examples.mcts;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.examples.games.tictactoe.TicTacToe;
import io.github.tansaku.examples.games.tictactoe.TicTacToeEvaluator;
import io.github.tansaku.examples.games.tictactoe.TicTacToeMove;
import io.github.tansaku.examples.games.tictactoe.TicTacToePosition;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.GameSearcher;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.mcts.MctsOptions;
import io.github.tansaku.search.mcts.MctsSearcher;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MCTS against the alpha-beta searcher at tic-tac-toe, whose every opening move is a draw with
 * best play: from the empty board and after each of the nine first moves, with MCTS on either
 * side, MCTS never loses. Its tree follows the game ({@code advance} after every move).
 */
class TicTacToeMctsTest {

    private final TicTacToe game = new TicTacToe();

    @Test
    void mctsNeverLosesToAlphaBetaFromEitherSide() {
        List<TicTacToePosition> openings = new ArrayList<>();
        openings.add(game.newPosition());
        for (int square = 0; square < 9; square++) {
            TicTacToePosition after = game.newPosition();
            game.makeMove(after, game.codeOf(TicTacToeMove.of(square)));
            openings.add(after);
        }
        Searcher<TicTacToePosition, TicTacToeMove> alphaBeta = new Searcher<>(game, new TicTacToeEvaluator(),
                TicTacToeEvaluator.searchOptions().supportedBy(game));
        MctsSearcher<TicTacToePosition, TicTacToeMove> mcts = new MctsSearcher<>(game, new TicTacToeEvaluator(),
                MctsOptions.defaults().withNodeBudget(200_000));
        int games = 0;
        for (TicTacToePosition opening : openings) {
            for (int mctsSide = 0; mctsSide < 2; mctsSide++) {
                Outcome forMcts = play(game.copy(opening), mcts, alphaBeta, mctsSide);
                assertThat(forMcts).as("opening %s, MCTS moving %s", opening, mctsSide == 0 ? "first" : "second")
                        .isNotEqualTo(Outcome.LOSS);
                games++;
            }
        }
        assertThat(games).isEqualTo(20);
    }

    /** The empty board is a draw, which the solver proves (the score is exactly 0 only when proven or balanced). */
    @Test
    void theSolverProvesTheEmptyBoardADraw() {
        MctsSearcher<TicTacToePosition, TicTacToeMove> mcts = new MctsSearcher<>(game, new TicTacToeEvaluator(),
                MctsOptions.defaults().withNodeBudget(500_000));
        SearchResult<TicTacToeMove> result = mcts.search(game.newPosition(), SearchLimits.nodes(2_000_000),
                SearchListener.silent());
        assertThat(result.score()).isEqualTo(Score.DRAW);
        assertThat(result.nodes()).as("ended by the proof").isLessThan(2_000_000);
    }

    /** Plays to the end; the outcome for MCTS, who moves first when {@code mctsSide} is 0. */
    private Outcome play(TicTacToePosition position, MctsSearcher<TicTacToePosition, TicTacToeMove> mcts,
            GameSearcher<TicTacToePosition, TicTacToeMove> alphaBeta, int mctsSide) {
        mcts.clearTree();
        int[] buffer = new int[game.maxMoves()];
        for (int ply = 0; ; ply++) {
            boolean mctsToMove = ply % 2 == mctsSide;
            Outcome outcome = game.outcome(position, 0);
            if (!outcome.isOver() && game.generateMoves(position, buffer, 0) == 0) {
                outcome = game.outcomeWithoutMoves(position);
            }
            if (outcome.isOver()) {
                return mctsToMove ? outcome : outcome.flip();
            }
            GameSearcher<TicTacToePosition, TicTacToeMove> toMove = mctsToMove ? mcts : alphaBeta;
            SearchLimits limits = mctsToMove ? SearchLimits.nodes(30_000) : SearchLimits.depth(9);
            TicTacToeMove move = toMove.search(position, limits, SearchListener.silent()).bestMove();
            int code = game.codeOf(move);
            assertThat(game.makeMove(position, code)).isTrue();
            mcts.advance(move);
            assertThat(code).isNotEqualTo(Game.NO_MOVE);
        }
    }
}
