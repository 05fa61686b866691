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
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.shogi.ShogiGame;
import io.github.tansaku.shogi.eval.Evaluators;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The shogi engine's configuration: the bench is a signature only if it is deterministic and
 * every position is a real one; the margins follow the evaluator's units.
 */
class ShogiEngineProfileTest {

    @Test
    void positionsRoundTripAndHaveMoves() {
        List<Position> positions = ShogiEngineProfile.benchPositions();
        List<String> commands = ShogiEngineProfile.benchCommands();
        assertThat(positions).hasSize(commands.size()).hasSize(7);
        for (int i = 0; i < positions.size(); i++) {
            assertThat("sfen " + positions.get(i).toSfen()).isEqualTo(commands.get(i));
            assertThat(positions.get(i).hasLegalMoves()).isTrue();
        }
    }

    @Test
    void searchesAreDeterministic() {
        for (Position position : ShogiEngineProfile.benchPositions()) {
            SearchResult<Move> first = searcher().search(position.copy(), SearchLimits.depth(3), SearchListener.silent());
            SearchResult<Move> second = searcher().search(position.copy(), SearchLimits.depth(3), SearchListener.silent());
            assertThat(second.nodes()).isEqualTo(first.nodes());
            assertThat(second.bestMove()).isEqualTo(first.bestMove());
            assertThat(position.isLegal(first.bestMove().code())).isTrue();
        }
    }

    private static Searcher<Position, Move> searcher() {
        return new Searcher<>(new ShogiGame(), ShogiEngineProfile.evaluator(), ShogiEngineProfile.searchOptions());
    }

    @Test
    void benchCommandPrintsItsSignature() {
        try (UsiSession usi = new UsiSession()) {
            usi.send("bench 2");
            String nodes = usi.await("Nodes searched: ", 30_000);
            usi.await("Nodes/second: ", 1000);
            assertThat(usi.seen.stream().filter(line -> line.startsWith("bench "))).hasSize(ShogiEngineProfile.benchCommands().size());
            usi.send("bench 2");
            assertThat(usi.await("Nodes searched: ", 30_000)).isEqualTo(nodes);
        }
    }

    @Test
    void marginsAreScaledToTheEvaluatorsUnits() {
        SearchOptions chess = SearchOptions.defaults();
        // Apery: a captured pawn gains 90 on the board plus 90 in hand, against 100 in chess.
        SearchOptions apery = ShogiEngineProfile.searchOptions("apery");
        assertThat(apery.get(FUTILITY_MARGIN)).isEqualTo(Math.round(chess.get(FUTILITY_MARGIN) * 1.8));
        assertThat(apery.get(RAZORING_MARGIN)).isEqualTo(Math.round(chess.get(RAZORING_MARGIN) * 1.8));
        assertThat(apery.get(DELTA_MARGIN)).isEqualTo(Math.round(chess.get(DELTA_MARGIN) * 1.8));
        assertThat(apery.get(SINGULAR_MARGIN_PER_DEPTH)).isEqualTo(Math.round(chess.get(SINGULAR_MARGIN_PER_DEPTH) * 1.8));
        SearchOptions yaneuraou = ShogiEngineProfile.searchOptions("yaneuraou");
        assertThat(ShogiEngineProfile.searchOptions()).isEqualTo(ShogiEngineProfile.searchOptions(Evaluators.DEFAULT));
        assertThat(yaneuraou.get(REVERSE_FUTILITY_MARGIN)).isGreaterThan(chess.get(REVERSE_FUTILITY_MARGIN) * 2);
        assertThat(yaneuraou.get(ASPIRATION_DELTA)).isGreaterThan(chess.get(ASPIRATION_DELTA));
        // The same techniques as search-core's defaults, except quiet checks in quiescence,
        // continuation pruning, the mate-in-one probe in quiescence, capture history,
        // table-cutoff rewards, staged generation, the mate-threat extension, the root mate check
        // and the single-reply extension.
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
        assertThat(yaneuraou.enabled(Technique.SINGLE_REPLY_EXTENSION)).isFalse();
        assertThat(yaneuraou.with(Technique.QS_CHECKS, true).with(Technique.CONTINUATION_PRUNING, true)
                .with(Technique.QS_MATE_IN_ONE_PROBE, true).with(Technique.CAPTURE_HISTORY, true)
                .with(Technique.TT_CUTOFF_REWARD, true).with(Technique.STAGED_GENERATION, true)
                .with(Technique.MATE_THREAT_EXTENSION, true).with(Technique.ROOT_MATE_CHECK, true)
                .with(Technique.SINGLE_REPLY_EXTENSION, true).techniques())
                .isEqualTo(chess.techniques());
        assertThat(yaneuraou.getDouble(LMR_DIVISOR)).isEqualTo(ShogiEngineProfile.LMR_DIVISOR).isGreaterThan(chess.getDouble(LMR_DIVISOR));
        for (String name : Evaluators.names()) {
            assertThat(ShogiEngineProfile.unitScale(name)).as(name).isBetween(1.5, 3.0);
        }
        assertThatThrownBy(() -> ShogiEngineProfile.searchOptions("stockfish")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("stockfish");
    }
}
