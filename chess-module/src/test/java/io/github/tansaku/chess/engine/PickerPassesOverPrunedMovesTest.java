package io.github.tansaku.chess.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.trace.SearchTracer;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Once late move pruning or futility pruning gives up a quiet move at a node, the search's move
 * picker passes over the quiet moves left that the same rule would give up (every one after late
 * move pruning, those that give no check after futility pruning) instead of returning each to be
 * pruned one at a time. A traced search returns every move, since the tracer must hear of each
 * prune: so a traced and an untraced search of the same position must search the very same tree.
 * The node counts, moves and scores of the engine's searches on its bench positions are compared.
 */
class PickerPassesOverPrunedMovesTest {

    private static final int DEPTH = 7;
    private static final int POSITIONS = 16;

    @Test
    void aTracedSearchThatSeesEveryPrunedMoveSearchesTheSameTreeAsAnUntracedOne() {
        Engine<Position, Move> engine = ChessEngineProfile.newEngine(Clock.system());
        List<Position> positions = ChessEngineProfile.benchPositions().subList(0, POSITIONS);
        PruneCounter counter = new PruneCounter();
        try (Searcher<Position, Move> searcher = engine.benchSearcher()) {
            for (Position position : positions) {
                SearchResult<Move> untraced = searchFresh(searcher, position);
                searcher.setTracer(counter);
                SearchResult<Move> traced = searchFresh(searcher, position);
                searcher.setTracer(null);
                String fen = position.toFen();
                assertThat(traced.nodes()).as("nodes in " + fen).isEqualTo(untraced.nodes());
                assertThat(traced.bestMove()).as("best move in " + fen).isEqualTo(untraced.bestMove());
                assertThat(traced.score()).as("score in " + fen).isEqualTo(untraced.score());
            }
        }
        // The positions exercise both rules many times over, so the comparison covers them.
        assertThat(counter.pruned.get(Technique.FUTILITY)).isGreaterThan(1000);
        assertThat(counter.pruned.get(Technique.LATE_MOVE_PRUNING)).isGreaterThan(100);
    }

    private static SearchResult<Move> searchFresh(Searcher<Position, Move> searcher, Position position) {
        searcher.table().clear();
        searcher.clearHistory();
        return searcher.search(position.copy(), SearchLimits.depth(DEPTH), SearchListener.silent());
    }

    /** Counts the moves each technique prunes; hears nothing else. */
    private static final class PruneCounter implements SearchTracer {
        final Map<Technique, Integer> pruned = new EnumMap<>(Technique.class);

        @Override
        public void enter(int move, int ply, int depth, int alpha, int beta) {
        }

        @Override
        public void evaluated(int staticEvaluation) {
        }

        @Override
        public void cutoff(int[] moves, int from, int to) {
        }

        @Override
        public void technique(Technique technique, int move, int plies) {
            if (plies == 0 && move != Game.NO_MOVE) {
                pruned.merge(technique, 1, Integer::sum);
            }
        }

        @Override
        public void leave(int score) {
        }
    }
}
