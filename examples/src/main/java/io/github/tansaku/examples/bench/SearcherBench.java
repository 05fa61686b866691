package io.github.tansaku.examples.bench;

import io.github.tansaku.examples.games.connectfour.ConnectFour;
import io.github.tansaku.examples.games.connectfour.ConnectFourEvaluator;
import io.github.tansaku.examples.games.connectfour.ConnectFourMove;
import io.github.tansaku.examples.games.connectfour.ConnectFourPosition;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The production searcher on connect four: one fixed-depth search of a middlegame position per
 * invocation, with the transposition table and history cleared before it (outside the measured
 * time, so a 16 MiB clear does not count as search time) so every invocation does the same work.
 *
 * <p>The {@code nodes} counter ({@link AuxCounters}, type operations) makes JMH report nodes per
 * second next to searches per second; its per-invocation average is the nodes of one search.
 * With {@code -prof gc}, {@code gc.alloc.rate.norm} is bytes per search: divide by the nodes of
 * one search for bytes per node (the search's fixed costs, such as the result and its principal
 * variation, are spread over all its nodes).
 *
 * <pre>bin/tansaku jmh SearcherBench -f 1 -wi 3 -i 3 -prof gc</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xss16m")
@State(Scope.Thread)
public class SearcherBench {

    /** The options the searcher runs with. */
    @Param({"defaults", "exact"})
    public String options;

    /** The fixed depth of each search. */
    @Param({"10"})
    public int depth;

    /** Nodes searched, reported by JMH as a rate and per invocation. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Nodes {
        /** Nodes searched in this iteration. */
        public long nodes;

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    private final ConnectFour game = new ConnectFour();
    private ConnectFourPosition position;
    private TranspositionTable table;
    private Searcher<ConnectFourPosition, ConnectFourMove> searcher;
    private SearchLimits limits;

    /** Builds the searcher once per trial. */
    @Setup(Level.Trial)
    public void setUp() {
        SearchOptions chosen = switch (options) {
            case "defaults" -> SearchOptions.defaults();
            case "exact" -> SearchOptions.exact();
            default -> throw new IllegalArgumentException("options must be defaults or exact: " + options);
        };
        chosen = chosen.supportedBy(game);
        position = game.play("4453");
        table = new TranspositionTable(chosen.hashMegabytes());
        searcher = new Searcher<>(game, new ConnectFourEvaluator(), chosen, table, Clock.system());
        limits = SearchLimits.depth(depth);
    }

    /** Clears the table and the history before each search, outside the measured time. */
    @Setup(Level.Invocation)
    public void forget() {
        table.clear();
        searcher.clearHistory();
    }

    /** One search from a cleared table; returns the result so JMH keeps it alive. */
    @Benchmark
    public SearchResult<ConnectFourMove> search(Nodes counter) {
        SearchResult<ConnectFourMove> result = searcher.search(position, limits, SearchListener.silent());
        counter.nodes += result.nodes();
        return result;
    }
}
