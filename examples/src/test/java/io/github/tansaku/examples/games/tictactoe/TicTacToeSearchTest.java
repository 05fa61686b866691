package io.github.tansaku.examples.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.Minimax;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Game values of tic-tac-toe positions, worked out by hand, found by every searcher. */
class TicTacToeSearchTest {

    private final TicTacToe game = new TicTacToe();
    private final TicTacToeEvaluator evaluator = new TicTacToeEvaluator();

    @Test
    void theEmptyBoardIsADrawForEverySearcher() {
        for (SearchResult<TicTacToeMove> result : searchAll(game.newPosition(), 9)) {
            assertThat(result.score()).as(result.toString()).isEqualTo(Score.DRAW);
        }
    }

    /**
     * <pre>
     *   x o .      x: a3 b2, o: b3 c1, x to move. Nobody can complete a line at once.
     *   . x .      x a1 threatens a2 (column a) and c3 (diagonal a1-b2-c3); x a2 threatens
     *   . . o      a1 (column a) and c2 (row 2). o can block only one: x wins on ply 3.
     * </pre>
     */
    @Test
    void aForkWinsOnTheThirdPly() {
        for (SearchResult<TicTacToeMove> result : searchAll(game.parse("xo./.x./..o x"), 5)) {
            assertThat(result.score()).as(result.toString()).isEqualTo(Score.mateIn(3));
            assertThat(result.bestMove().toString()).as(result.toString()).isIn("a1", "a2");
        }
    }

    /**
     * <pre>
     *   x x .      x: a3 b3 a1, o: b2 b1, o to move. x threatens c3 (row 3) and a2
     *   . o .      (column a); o has no line to complete, blocks one threat and x
     *   x o .      completes the other on ply 2.
     * </pre>
     */
    @Test
    void aDoubleThreatAgainstTheSideToMoveLosesOnTheSecondPly() {
        for (SearchResult<TicTacToeMove> result : searchAll(game.parse("xx./.o./xo. o"), 6)) {
            assertThat(result.score()).as(result.toString()).isEqualTo(Score.matedIn(2));
        }
    }

    /** The side to move completes its row at once: a win on ply 1, and only c3 does it. */
    @Test
    void anOpenLineIsCompletedAtOnce() {
        for (SearchResult<TicTacToeMove> result : searchAll(game.parse("xx./oo./... x"), 5)) {
            assertThat(result.score()).as(result.toString()).isEqualTo(Score.mateIn(1));
            assertThat(result.bestMove()).isEqualTo(TicTacToeMove.parse("c3"));
        }
    }

    private List<SearchResult<TicTacToeMove>> searchAll(TicTacToePosition position, int depth) {
        String before = position.toString();
        List<SearchResult<TicTacToeMove>> results = new ArrayList<>();
        results.add(new Minimax<>(game, evaluator).search(position, depth));
        results.add(new AlphaBeta<>(game, evaluator).search(position, depth));
        for (SearchOptions options : List.of(SearchOptions.exact(), SearchOptions.defaults(),
                TicTacToeEvaluator.searchOptions())) {
            Searcher<TicTacToePosition, TicTacToeMove> searcher = new Searcher<>(game, evaluator, options.supportedBy(game));
            results.add(searcher.search(position, SearchLimits.depth(depth), SearchListener.silent()));
        }
        assertThat(position).as("the searches leave the position as it was").hasToString(before);
        return results;
    }
}
