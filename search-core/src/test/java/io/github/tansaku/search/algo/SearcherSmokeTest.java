package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.Nim;
import org.junit.jupiter.api.Test;

class SearcherSmokeTest {

    @Test
    void findsTheNimWin() {
        Nim nim = new Nim(13);
        Searcher<Nim.Pile, Integer> searcher = new Searcher<>(nim, Nim.BLIND, SearchOptions.defaults().supportedBy(nim));
        Nim.Pile pile = nim.newPosition();
        SearchResult<Integer> result = searcher.search(pile, SearchLimits.depth(12), SearchListener.silent());
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(Score.mateIn(7));
        assertThat(pile.stones()).isEqualTo(13);
    }
}
