package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The constructors that need neither a transposition table nor a clock. */
class SearcherConstructorsTest {

    private final FinalMarginTest.CountedTree game = new FinalMarginTest.CountedTree(false);
    private final Evaluator<StringBuilder> noOpinion = path -> 0;

    @Test
    void gameAndEvaluatorAloneGiveEveryTechniqueTheGameCanRun() {
        Searcher<StringBuilder, Integer> searcher = new Searcher<>(game, noOpinion);
        assertThat(searcher.options()).isEqualTo(SearchOptions.defaults().supportedBy(game));
        assertThat(searcher.table().megabytes()).isEqualTo(SearchOptions.defaults().hashMegabytes());
        assertThat(searcher.search(game.newPosition(), SearchLimits.depth(5), SearchListener.silent()).score())
                .isEqualTo(Score.ofMargin(10));
    }

    @Test
    void anEvaluatorPerThreadWithoutATableOrAClock() {
        AtomicInteger built = new AtomicInteger();
        SearchOptions options = SearchOptions.defaults().supportedBy(game).withThreads(2).withHashMegabytes(2);
        Searcher<StringBuilder, Integer> searcher = Searcher.withEvaluatorPerThread(game, () -> {
            built.incrementAndGet();
            return noOpinion;
        }, options);
        assertThat(built).hasValue(2);
        assertThat(searcher.table().megabytes()).isEqualTo(2);
        assertThat(searcher.search(game.newPosition(), SearchLimits.depth(5), SearchListener.silent()).bestMove())
                .isEqualTo(2);
    }
}
