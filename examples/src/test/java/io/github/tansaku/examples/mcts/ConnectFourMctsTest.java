package io.github.tansaku.examples.mcts;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.examples.games.connectfour.ConnectFour;
import io.github.tansaku.examples.games.connectfour.ConnectFourEvaluator;
import io.github.tansaku.examples.games.connectfour.ConnectFourMove;
import io.github.tansaku.examples.games.connectfour.ConnectFourPosition;
import io.github.tansaku.examples.games.connectfour.ConnectFourSolver;
import io.github.tansaku.examples.games.connectfour.ConnectFourSolver.Value;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.mcts.MctsOptions;
import io.github.tansaku.search.mcts.MctsSearcher;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The MCTS-Solver on the 5x4 board proves the exact values that the exhaustive solver and the
 * alpha-beta searcher with exact options (searching to the end) compute: win, loss or draw. The
 * distance of a proven win is that of the first line found, so only its side is compared.
 */
class ConnectFourMctsTest {

    private final ConnectFour game = new ConnectFour(5, 4);

    @Test
    void theSolverProvesTheExactValuesOfSmallBoardPositions() {
        ConnectFourSolver solver = new ConnectFourSolver(game);
        Searcher<ConnectFourPosition, ConnectFourMove> exact =
                new Searcher<>(game, new ConnectFourEvaluator(), SearchOptions.exact().supportedBy(game));
        MctsSearcher<ConnectFourPosition, ConnectFourMove> mcts =
                new MctsSearcher<>(game, new ConnectFourEvaluator(), MctsOptions.defaults().withNodeBudget(1 << 20));
        int[] outcomes = new int[3];
        for (String columns : POSITIONS) {
            ConnectFourPosition position = game.play(columns);
            Value value = solver.solve(position);
            SearchResult<ConnectFourMove> alphaBeta = exact.search(position, SearchLimits.depth(20 - columns.length()),
                    SearchListener.silent());
            assertThat(Integer.signum(alphaBeta.score())).isEqualTo(signOf(value.outcome()));
            mcts.clearTree();
            SearchResult<ConnectFourMove> result = mcts.search(position, SearchLimits.nodes(3_000_000), SearchListener.silent());
            assertThat(Score.isMate(result.score()) || result.score() == Score.DRAW)
                    .as("'%s' proven: %s", columns, result).isTrue();
            assertThat(Integer.signum(result.score())).as("'%s': solver %s, alpha-beta %s, mcts %s", columns, value,
                    alphaBeta.scoreText(), result.scoreText()).isEqualTo(signOf(value.outcome()));
            if (value.outcome() == Outcome.WIN) {
                // A proven win is a move that wins: the exhaustive solver agrees after it.
                ConnectFourPosition after = game.copy(position);
                game.makeMove(after, game.codeOf(result.bestMove()));
                assertThat(solver.solve(after).outcome()).as("'%s' after %s", columns, result.bestMove())
                        .isEqualTo(Outcome.LOSS);
            }
            outcomes[value.outcome().ordinal() - 1]++;
        }
        assertThat(outcomes).as("wins, losses, draws among the positions").doesNotContain(0);
    }

    private static int signOf(Outcome outcome) {
        return outcome == Outcome.WIN ? 1 : outcome == Outcome.LOSS ? -1 : 0;
    }

    /** Openings and middlegames of the small board, as columns played from the start. */
    private static final List<String> POSITIONS = List.of("12345323", "123453231145", "3332", "3324",
            "1234", "2233", "3131", "5544", "12345", "4433", "32245");
}
