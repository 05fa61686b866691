package io.github.tansaku.shogi.engine;

import static io.github.tansaku.search.algo.SearchParameter.ASPIRATION_DELTA;
import static io.github.tansaku.search.algo.SearchParameter.DELTA_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.FUTILITY_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.LMR_DIVISOR;
import static io.github.tansaku.search.algo.SearchParameter.RAZORING_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.REVERSE_FUTILITY_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.SINGULAR_MARGIN_PER_DEPTH;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.shogi.eval.Evaluators;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bench is a signature only if it is deterministic and every position is a real one. */
class ShogiBenchTest {

    @Test
    void positionsRoundTripAndHaveMoves() {
        List<Position> positions = ShogiBench.positions();
        assertThat(positions).hasSize(ShogiBench.SFENS.size());
        for (int i = 0; i < positions.size(); i++) {
            assertThat(positions.get(i).toSfen()).isEqualTo(ShogiBench.SFENS.get(i));
            assertThat(positions.get(i).hasLegalMoves()).isTrue();
        }
        assertThat(ShogiBench.positionCommands()).allMatch(command -> command.startsWith("sfen "));
    }

    @Test
    void searchesAreDeterministic() {
        for (Position position : ShogiBench.positions()) {
            SearchResult<Move> first = ShogiBench.searcher().search(position.copy(), SearchLimits.depth(3),
                    SearchListener.silent());
            SearchResult<Move> second = ShogiBench.searcher().search(position.copy(), SearchLimits.depth(3),
                    SearchListener.silent());
            assertThat(second.nodes()).isEqualTo(first.nodes());
            assertThat(second.bestMove()).isEqualTo(first.bestMove());
            assertThat(position.isLegal(first.bestMove().code())).isTrue();
        }
    }

    @Test
    void benchCommandPrintsItsSignature() {
        try (UsiSession usi = new UsiSession()) {
            usi.send("bench 2");
            String nodes = usi.await("Nodes searched: ", 30_000);
            usi.await("Nodes/second: ", 1000);
            assertThat(usi.seen.stream().filter(line -> line.startsWith("bench "))).hasSize(ShogiBench.SFENS.size());
            usi.send("bench 2");
            assertThat(usi.await("Nodes searched: ", 30_000)).isEqualTo(nodes);
        }
    }

    @Test
    void marginsAreScaledToTheEvaluatorsUnits() {
        SearchOptions chess = SearchOptions.defaults();
        // Apery: a captured pawn gains 90 on the board plus 90 in hand, against 100 in chess.
        SearchOptions apery = ShogiBench.searchOptions("apery");
        assertThat(apery.get(FUTILITY_MARGIN)).isEqualTo(Math.round(chess.get(FUTILITY_MARGIN) * 1.8));
        assertThat(apery.get(RAZORING_MARGIN)).isEqualTo(Math.round(chess.get(RAZORING_MARGIN) * 1.8));
        assertThat(apery.get(DELTA_MARGIN)).isEqualTo(Math.round(chess.get(DELTA_MARGIN) * 1.8));
        assertThat(apery.get(SINGULAR_MARGIN_PER_DEPTH)).isEqualTo(Math.round(chess.get(SINGULAR_MARGIN_PER_DEPTH) * 1.8));
        SearchOptions yaneuraou = ShogiBench.searchOptions("yaneuraou");
        assertThat(ShogiBench.searchOptions()).isEqualTo(ShogiBench.searchOptions(Evaluators.DEFAULT));
        assertThat(yaneuraou.get(REVERSE_FUTILITY_MARGIN)).isGreaterThan(chess.get(REVERSE_FUTILITY_MARGIN) * 2);
        assertThat(yaneuraou.get(ASPIRATION_DELTA)).isGreaterThan(chess.get(ASPIRATION_DELTA));
        // The same techniques as search-core's defaults, except quiet checks in quiescence,
        // continuation pruning, the mate-in-one probe in quiescence, capture history,
        // table-cutoff rewards, staged generation, the mate-threat extension and the root mate check.
        assertThat(yaneuraou.enabled(Technique.QS_CHECKS)).isFalse();
        assertThat(yaneuraou.enabled(Technique.CONTINUATION_PRUNING)).isFalse();
        assertThat(yaneuraou.enabled(Technique.MATE_IN_ONE_PROBE)).isTrue();
        assertThat(yaneuraou.enabled(Technique.QS_MATE_IN_ONE_PROBE)).isFalse();
        assertThat(yaneuraou.enabled(Technique.CAPTURE_HISTORY)).isFalse();
        assertThat(yaneuraou.enabled(Technique.CORRECTION_HISTORY)).isTrue();
        assertThat(yaneuraou.enabled(Technique.TT_CUTOFF_REWARD)).isFalse();
        assertThat(yaneuraou.enabled(Technique.STAGED_GENERATION)).isFalse();
        assertThat(yaneuraou.enabled(Technique.MATE_THREAT_GUARD)).isTrue();
        assertThat(yaneuraou.enabled(Technique.MATE_THREAT_EXTENSION)).isFalse();
        assertThat(yaneuraou.enabled(Technique.ROOT_MATE_CHECK)).isFalse();
        assertThat(yaneuraou.with(Technique.QS_CHECKS, true).with(Technique.CONTINUATION_PRUNING, true)
                .with(Technique.QS_MATE_IN_ONE_PROBE, true).with(Technique.CAPTURE_HISTORY, true)
                .with(Technique.TT_CUTOFF_REWARD, true).with(Technique.STAGED_GENERATION, true)
                .with(Technique.MATE_THREAT_EXTENSION, true).with(Technique.ROOT_MATE_CHECK, true).techniques())
                .isEqualTo(chess.techniques());
        assertThat(yaneuraou.getDouble(LMR_DIVISOR)).isEqualTo(ShogiBench.LMR_DIVISOR).isGreaterThan(chess.getDouble(LMR_DIVISOR));
        for (String name : Evaluators.names()) {
            assertThat(ShogiBench.unitScale(name)).as(name).isBetween(1.5, 3.0);
        }
        assertThatThrownBy(() -> ShogiBench.searchOptions("stockfish")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("stockfish");
    }
}
