package io.github.tansaku.search.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.Minimax;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import org.junit.jupiter.api.Test;

/**
 * A trace sees every node a searcher counts, and tracing changes nothing the search does: the
 * same node counts, values and moves with and without it.
 */
class TraceNodeCountTest {

    private final RandomTreeGame game = new RandomTreeGame(12345, 3, 8, 0, 5, 10);

    @Test
    void minimaxAndAlphaBetaCountEveryTracedNode() {
        Minimax<RandomTreeGame.Node, Integer> minimax = new Minimax<>(game, game.evaluator);
        AlphaBeta<RandomTreeGame.Node, Integer> alphaBeta = new AlphaBeta<>(game, game.evaluator);
        SearchResult<Integer> plainMinimax = minimax.search(game.newPosition(), 4);
        SearchResult<Integer> plainAlphaBeta = alphaBeta.search(game.newPosition(), 5);

        TraceRecorder minimaxTrace = TraceRecorder.of(game, 1_000_000);
        minimax.setTracer(minimaxTrace);
        SearchResult<Integer> tracedMinimax = minimax.search(game.newPosition(), 4);
        TraceRecorder alphaBetaTrace = TraceRecorder.of(game, 1_000_000);
        alphaBeta.setTracer(alphaBetaTrace);
        SearchResult<Integer> tracedAlphaBeta = alphaBeta.search(game.newPosition(), 5);

        assertThat(minimaxTrace.nodesEntered()).isEqualTo(tracedMinimax.nodes()).isEqualTo(plainMinimax.nodes());
        assertThat(minimaxTrace.lastRoot().size()).isEqualTo((int) plainMinimax.nodes());
        assertThat(alphaBetaTrace.nodesEntered()).isEqualTo(tracedAlphaBeta.nodes()).isEqualTo(plainAlphaBeta.nodes());
        assertThat(alphaBetaTrace.lastRoot().size()).isEqualTo((int) plainAlphaBeta.nodes());
        assertThat(tracedAlphaBeta.score()).isEqualTo(plainAlphaBeta.score()).isEqualTo(alphaBetaTrace.lastRoot().score());
        assertThat(tracedAlphaBeta.pv()).isEqualTo(plainAlphaBeta.pv());
    }

    @Test
    void theSearcherCountsEveryTracedNodeWithEveryTechniqueOn() {
        for (SearchOptions options : new SearchOptions[] {SearchOptions.defaults(), SearchOptions.exact()}) {
            SearchOptions supported = options.supportedBy(game).withHashMegabytes(1);
            SearchResult<Integer> plain = new Searcher<>(game, game.evaluator, supported)
                    .search(game.newPosition(), SearchLimits.depth(6), SearchListener.silent());
            Searcher<RandomTreeGame.Node, Integer> searcher = new Searcher<>(game, game.evaluator, supported);
            TraceRecorder trace = TraceRecorder.of(game, 10_000_000);
            searcher.setTracer(trace);
            SearchResult<Integer> traced = searcher.search(game.newPosition(), SearchLimits.depth(6),
                    SearchListener.silent());

            // The tracer sees every node entry; the node count (one per move made) is the same
            // traced or not, and at most the entries (the root and re-searches are not counted).
            assertThat(trace.nodesEntered()).as("%s", options.techniques())
                    .isEqualTo(searcher.statistics().nodeEntries()).isGreaterThan(traced.nodes());
            assertThat(traced.nodes()).isEqualTo(plain.nodes());
            int recordedInTrees = trace.roots().stream().mapToInt(TracedNode::size).sum();
            assertThat(recordedInTrees).isEqualTo(trace.nodesRecorded()).isEqualTo((int) trace.nodesEntered());
            assertThat(traced.score()).isEqualTo(plain.score());
            assertThat(traced.pv()).isEqualTo(plain.pv());
            assertThat(trace.roots()).allSatisfy(root -> assertThat(root.finished()).isTrue());
        }
    }

    @Test
    void theBudgetKeepsThatManyNodesAndCountsTheRest() {
        AlphaBeta<RandomTreeGame.Node, Integer> alphaBeta = new AlphaBeta<>(game, game.evaluator);
        TraceRecorder trace = TraceRecorder.of(game, 50);
        alphaBeta.setTracer(trace);
        alphaBeta.search(game.newPosition(), 5);
        assertThat(trace.nodesRecorded()).isEqualTo(50);
        assertThat(trace.lastRoot().size()).isEqualTo(50);
        assertThat(trace.nodesEntered()).isEqualTo(alphaBeta.nodes()).isGreaterThan(50);
        assertThat(trace.truncated()).isTrue();
        assertThat(trace.lastRoot().finished()).isTrue();
    }

    @Test
    void aTraceFollowsOneThread() {
        Searcher<RandomTreeGame.Node, Integer> searcher = new Searcher<>(game, game.evaluator,
                SearchOptions.defaults().supportedBy(game).withThreads(2));
        assertThatThrownBy(() -> searcher.setTracer(TraceRecorder.of(game, 10)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("one search thread");
        assertThatThrownBy(() -> TraceRecorder.of(game, 0)).hasMessageContaining("at least 1");
    }

    @Test
    void techniquesAreMarkedWhereTheyAct() {
        Searcher<RandomTreeGame.Node, Integer> searcher = new Searcher<>(game, game.evaluator,
                SearchOptions.defaults().supportedBy(game).withHashMegabytes(1));
        TraceRecorder trace = TraceRecorder.of(game, 10_000_000);
        searcher.setTracer(trace);
        searcher.search(game.newPosition(), SearchLimits.depth(7), SearchListener.silent());
        java.util.Set<io.github.tansaku.search.algo.Technique> seen = java.util.EnumSet.noneOf(
                io.github.tansaku.search.algo.Technique.class);
        java.util.ArrayDeque<TracedNode> todo = new java.util.ArrayDeque<>(trace.roots());
        int cuts = 0;
        while (!todo.isEmpty()) {
            TracedNode node = todo.pop();
            node.marks().forEach(mark -> seen.add(mark.technique()));
            cuts += node.cut() ? 1 : 0;
            todo.addAll(node.children());
        }
        assertThat(cuts).isEqualTo(searcher.statistics().betaCutoffs() + cutsInQuiescence(trace));
        assertThat(seen).isNotEmpty();
    }

    private static int cutsInQuiescence(TraceRecorder trace) {
        int cuts = 0;
        java.util.ArrayDeque<TracedNode> todo = new java.util.ArrayDeque<>(trace.roots());
        while (!todo.isEmpty()) {
            TracedNode node = todo.pop();
            if (node.cut() && node.depth() <= 0) {
                cuts++;
            }
            todo.addAll(node.children());
        }
        return cuts;
    }
}
