package io.github.tansaku.examples.games.connectfour;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.examples.games.connectfour.ConnectFourSolver.Value;
import io.github.tansaku.search.Outcome;
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

/** The searchers against exact connect four values: a published analysis and the exhaustive solver. */
class ConnectFourSearchTest {

    private final ConnectFourEvaluator evaluator = new ConnectFourEvaluator();

    /**
     * Two positions of the standard board from Doron Zeilberger's connect four pages (Rutgers,
     * "C4" chapter 4): in the first, red (x, to move) "can win in 4 moves by putting its piece in
     * column 2"; after red 2 and black 1, red "can win in 2 moves" by column 2 again. Counting
     * plies, four own moves are 7 plies and two are 3. The default options prune and reduce, so
     * they need more nominal depth than 7 to see the longer win: 14 with this version's move
     * ordering (16 without the rule that root moves are not reduced once a mate is on the board,
     * which this test holds).
     */
    @Test
    void publishedWinsOnTheStandardBoardAreFoundAtTheirDistance() {
        ConnectFour game = new ConnectFour();
        ConnectFourPosition winInFour = game.parse("......./......./......./..x..../oxo..../xooox.x x");
        ConnectFourPosition winInTwo = game.parse("......./......./......./oxx..../oxo..../xooox.x x");
        for (SearchOptions options : List.of(SearchOptions.exact(), SearchOptions.defaults())) {
            Searcher<ConnectFourPosition, ConnectFourMove> searcher = new Searcher<>(game, evaluator, options.supportedBy(game));
            SearchResult<ConnectFourMove> four = searcher.search(winInFour, SearchLimits.depth(14), SearchListener.silent());
            assertThat(four.score()).as("%s", four).isEqualTo(Score.mateIn(7));
            assertThat(four.bestMove()).isEqualTo(ConnectFourMove.parse("2"));
            SearchResult<ConnectFourMove> two = searcher.search(winInTwo, SearchLimits.depth(5), SearchListener.silent());
            assertThat(two.score()).as("%s", two).isEqualTo(Score.mateIn(3));
            assertThat(two.bestMove()).isEqualTo(ConnectFourMove.parse("2"));
        }
        SearchResult<ConnectFourMove> alphaBeta = new AlphaBeta<>(game, evaluator).search(winInTwo, 5);
        assertThat(alphaBeta.score()).isEqualTo(Score.mateIn(3));
        assertThat(alphaBeta.bestMove()).isEqualTo(ConnectFourMove.parse("2"));
    }

    /**
     * The small board, searched to the end by the production searcher with the exact options,
     * gets the solver's value: win, loss or draw, and for wins and losses the distance in plies.
     * The openings include the empty board (a draw), wins in 15 to 19 plies and a loss in 16.
     */
    @Test
    void theSmallBoardGetsTheSolversExactValue() {
        ConnectFour game = new ConnectFour(5, 4);
        ConnectFourSolver solver = new ConnectFourSolver(game);
        Searcher<ConnectFourPosition, ConnectFourMove> searcher =
                new Searcher<>(game, evaluator, SearchOptions.exact().supportedBy(game));
        for (String columns : List.of("", "1", "33", "3324", "12345", "323", "3332")) {
            ConnectFourPosition position = game.play(columns);
            Value value = solver.solve(position);
            int toTheEnd = 20 - columns.length();
            SearchResult<ConnectFourMove> result = searcher.search(position, SearchLimits.depth(toTheEnd), SearchListener.silent());
            assertThat(result.score()).as("'%s': solver says %s, searcher %s", columns, value, result)
                    .isEqualTo(scoreOf(value));
        }
    }

    /** AlphaBeta and Minimax, without any table, to the end of positions with 12 and 8 empty cells. */
    @Test
    void alphaBetaAndMinimaxGetTheSolversValueToo() {
        ConnectFour game = new ConnectFour(5, 4);
        ConnectFourSolver solver = new ConnectFourSolver(game);
        ConnectFourPosition position = game.play("12345323");
        Value value = solver.solve(position);
        SearchResult<ConnectFourMove> alphaBeta = new AlphaBeta<>(game, evaluator).search(position, 12);
        assertThat(alphaBeta.score()).as("solver says %s", value).isEqualTo(scoreOf(value));

        ConnectFourPosition later = game.play("123453231145");
        Value laterValue = solver.solve(later);
        SearchResult<ConnectFourMove> minimax = new Minimax<>(game, evaluator).search(later, 8);
        assertThat(minimax.score()).as("solver says %s", laterValue).isEqualTo(scoreOf(laterValue));
    }

    private static int scoreOf(Value value) {
        return value.outcome() == Outcome.DRAW ? Score.DRAW : Score.of(value.outcome(), value.plies());
    }
}
