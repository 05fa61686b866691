package io.github.tansaku.shogi.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import io.github.tansaku.shogi.eval.Evaluators;
import org.junit.jupiter.api.Test;

/**
 * The engine's search with and without the mate-in-one probe (shogi's {@link
 * io.github.tansaku.shogi.MateInOne} through search-core's step 5b): the same mate, found with
 * fewer nodes when the probe ends the nodes whose side to move mates at once.
 */
class MateInOneProbeSearchTest {

    /** A published five-move tsume (see ShogiMateSearchTest): 1a1b 2c1b 2b1a+ ... mate. */
    private static final String TSUME_5 = "5g1+P+R/7B1/7k1/6gpp/9/9/9/9/K8 b rb2g4s4n4l15p 1";

    /**
     * Depth 8: the default (learned) evaluator's search finds this mate at depth 8 without the
     * probe; the highest YaneuraOu level's finds it at depth 7.
     */
    private static SearchResult<Move> search(boolean probe) {
        SearchOptions options = ShogiEngineProfile.searchOptions().withHashMegabytes(4)
                .with(Technique.MATE_IN_ONE_PROBE, probe);
        return new Searcher<>(new ShogiGame(), Evaluators.create(Evaluators.DEFAULT), options)
                .search(Position.fromSfen(TSUME_5), SearchLimits.depth(8), SearchListener.silent());
    }

    @Test
    void theEngineProbesAndTheGameSupportsIt() {
        assertThat(ShogiEngineProfile.searchOptions().enabled(Technique.MATE_IN_ONE_PROBE)).isTrue();
        assertThat(Technique.MATE_IN_ONE_PROBE.supportedBy(new ShogiGame())).isTrue();
    }

    @Test
    void theProbeFindsTheSameMateWithFewerNodes() {
        SearchResult<Move> with = search(true);
        SearchResult<Move> without = search(false);
        assertThat(without.score()).isEqualTo(Score.mateIn(5));
        assertThat(with.score()).isEqualTo(Score.mateIn(5));
        assertThat(with.bestMove().toString()).isEqualTo("1a1b");
        assertThat(with.nodes()).isLessThan(without.nodes());
    }
}
