package io.github.tansaku.examples.harness;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.tt.TranspositionTable;
import java.io.PrintStream;
import java.util.Locale;

/**
 * The bench signature of a game: its bench positions searched one after the other to the bench
 * depth with the defaults, on one thread, the table and history cleared between
 * positions. The total node count is deterministic, so any change that alters the search shows
 * up in it; commits that change it should say so.
 */
public final class Bench {

    private Bench() {
    }

    /**
     * Runs the bench of {@code setup} to {@code depth}, prints one line per position and the
     * totals, and returns the total node count.
     */
    public static long run(GameSetup<?, ?> setup, int depth, PrintStream out) {
        return runTyped(setup, depth, out);
    }

    private static <P, M> long runTyped(GameSetup<P, M> setup, int depth, PrintStream out) {
        Game<P, M> game = setup.game();
        SearchOptions options = setup.searchOptions().supportedBy(game);
        TranspositionTable table = new TranspositionTable(options.hashMegabytes());
        Searcher<P, M> searcher = new Searcher<>(game, setup.evaluator(), options, table, Clock.system());
        long nodes = 0;
        long nanos = 0;
        int index = 0;
        for (P position : setup.benchPositions()) {
            table.clear();
            searcher.clearHistory();
            long start = System.nanoTime();
            SearchResult<M> result = searcher.search(position, SearchLimits.depth(depth), SearchListener.silent());
            nanos += System.nanoTime() - start;
            nodes += result.nodes();
            index++;
            out.printf(Locale.ROOT, "position %2d  best %-6s score %-9s nodes %10d  %s%n", index, result.bestMove(),
                    setup.scoreText(result.score()), result.nodes(), position);
        }
        long millis = nanos / 1_000_000L;
        out.println("===========================");
        out.printf(Locale.ROOT, "Total time (ms) : %d%n", millis);
        out.printf(Locale.ROOT, "Nodes searched  : %d%n", nodes);
        out.printf(Locale.ROOT, "Nodes/second    : %d%n", nanos > 0 ? (long) (nodes * 1e9 / nanos) : 0);
        return nodes;
    }
}
