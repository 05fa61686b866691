package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import io.github.tansaku.shogi.Square;
import org.junit.jupiter.api.Test;

/** Every registered evaluator drives search-core's production searcher. */
class SearchWithEvaluatorsTest {

    private static SearchResult<Move> search(String evaluatorName, String sfen, int depth) {
        Searcher<Position, Move> searcher = new Searcher<>(new ShogiGame(), Evaluators.create(evaluatorName),
                SearchOptions.defaults().withHashMegabytes(1));
        return searcher.search(Position.fromSfen(sfen), SearchLimits.depth(depth), SearchListener.silent());
    }

    @Test
    void everyEvaluatorWinsAHangingRook() {
        // Black's bishop on 7g takes the undefended rook on 3c.
        for (String name : Evaluators.names()) {
            SearchResult<Move> result = search(name, "k8/9/6r2/9/9/9/2B6/9/4K4 b - 1", 3);
            assertThat(result.bestMove().to()).as(name).isEqualTo(Square.parseUsi("3c"));
            assertThat(result.score()).as(name).isPositive();
        }
    }

    @Test
    void everyEvaluatorFindsAMateInOne() {
        for (String name : Evaluators.names()) {
            SearchResult<Move> result = search(name, "8k/9/8P/9/9/9/9/9/K8 b G 1", 2);
            assertThat(result.bestMove().toString()).as(name).isEqualTo("G*1b");
            assertThat(result.isMate()).as(name).isTrue();
        }
    }
}
