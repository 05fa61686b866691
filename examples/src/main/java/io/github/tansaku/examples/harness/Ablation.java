package io.github.tansaku.examples.harness;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.tt.TranspositionTable;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Ablation tables: the production searcher on a game's bench positions at a fixed depth, with
 * one technique changed at a time, following the measurement protocol of the search-techniques
 * reference (single thread, fixed depth, table and history cleared between positions).
 *
 * <ul>
 *   <li>{@link #offAlone}: from the strongest setting, each technique switched off alone; what
 *       each one is worth inside the full searcher.</li>
 *   <li>{@link #onAlone}: from {@link SearchOptions#exact()} (with the setup's margins), each technique that can change the
 *       root value switched on alone; what each pruning idea saves by itself, and whether it
 *       changes the move.</li>
 * </ul>
 */
public final class Ablation {

    /** One line of a table: a technique and what the searcher did with it changed. */
    public record Row(Technique technique, Measurement measurement) {
    }

    /** A table: the reference configuration and one row per changed technique. */
    public record Table(String title, GameSetup<?, ?> setup, Measurement reference, List<Row> rows) {

        /** Copies the rows. */
        public Table {
            rows = List.copyOf(rows);
        }

        /** The row of {@code technique}. */
        public Row row(Technique technique) {
            return rows.stream().filter(r -> r.technique() == technique).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(technique + " is not in the table"));
        }
    }

    private Ablation() {
    }

    /**
     * From the setup's strongest options ({@link GameSetup#searchOptions()}, what its game
     * supports), each technique switched off alone. Each configuration runs {@code repeats} times and keeps its fastest time (node
     * counts are the same every time), which filters out most of the noise of a busy machine.
     */
    public static Table offAlone(GameSetup<?, ?> setup, int depth, int repeats) {
        SearchOptions strongest = setup.searchOptions().supportedBy(setup.game());
        warmUp(setup, strongest, depth);
        Measurement reference = measure(setup, strongest, depth, repeats);
        List<Row> rows = new ArrayList<>();
        for (Technique technique : Technique.values()) {
            if (strongest.enabled(technique)) {
                rows.add(new Row(technique, measure(setup, strongest.with(technique, false), depth, repeats)));
            }
        }
        return new Table(setup.name() + ": each technique switched off alone (from the defaults), depth " + depth,
                setup, reference, rows);
    }

    /**
     * From {@link #exactOptions}, each technique that is not value-preserving and that {@code setup}'s
     * game supports, switched on alone. Timing as in {@link #offAlone}.
     */
    public static Table onAlone(GameSetup<?, ?> setup, int depth, int repeats) {
        SearchOptions exact = exactOptions(setup);
        warmUp(setup, exact, depth);
        Measurement reference = measure(setup, exact, depth, repeats);
        List<Row> rows = new ArrayList<>();
        for (Technique technique : Technique.values()) {
            if (!technique.valuePreserving() && technique.supportedBy(setup.game())) {
                rows.add(new Row(technique, measure(setup, exact.with(technique, true), depth, repeats)));
            }
        }
        return new Table(setup.name() + ": each technique switched on alone (on top of exact()), depth " + depth,
                setup, reference, rows);
    }

    /** The setup's options (its margins) with only the value-preserving techniques on. */
    public static SearchOptions exactOptions(GameSetup<?, ?> setup) {
        return setup.searchOptions().withTechniques(SearchOptions.exact().techniques()).supportedBy(setup.game());
    }

    /**
     * Searches every bench position of {@code setup} to {@code depth} with {@code options},
     * {@code repeats} times, and keeps the fastest run.
     *
     * @throws IllegalArgumentException if {@code repeats} is less than 1
     */
    public static Measurement measure(GameSetup<?, ?> setup, SearchOptions options, int depth, int repeats) {
        if (repeats < 1) {
            throw new IllegalArgumentException("repeats must be at least 1: " + repeats);
        }
        Measurement fastest = measureTyped(setup, options, depth);
        for (int i = 1; i < repeats; i++) {
            Measurement again = measureTyped(setup, options, depth);
            if (again.nanos() < fastest.nanos()) {
                fastest = again;
            }
        }
        return fastest;
    }

    /** Searches the bench once, unrecorded, so that the first row's time is not the JIT compiler's. */
    private static void warmUp(GameSetup<?, ?> setup, SearchOptions options, int depth) {
        measureTyped(setup, options, Math.max(1, depth - 2));
    }

    private static <P, M> Measurement measureTyped(GameSetup<P, M> setup, SearchOptions options, int depth) {
        Game<P, M> game = setup.game();
        TranspositionTable table = new TranspositionTable(options.hashMegabytes());
        Searcher<P, M> searcher = new Searcher<>(game, setup.evaluator(), options, table, Clock.system());
        long nodes = 0;
        long nanos = 0;
        List<String> bestMoves = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        for (P position : setup.benchPositions()) {
            table.clear();
            searcher.clearHistory();
            long start = System.nanoTime();
            SearchResult<M> result = searcher.search(position, SearchLimits.depth(depth), SearchListener.silent());
            nanos += System.nanoTime() - start;
            nodes += result.nodes();
            bestMoves.add(String.valueOf(result.bestMove()));
            scores.add(result.score());
        }
        return new Measurement(options, depth, nodes, nanos, bestMoves, scores);
    }

    /** Prints {@code table} as aligned text. */
    public static void print(Table table, PrintStream out) {
        Measurement ref = table.reference();
        int positions = ref.bestMoves().size();
        out.println(table.title() + ", " + positions + " positions, fastest of the repeated runs");
        out.printf(Locale.ROOT, "%-30s %12s %8s %10s %8s %10s %10s%n", "technique", "nodes", "nodes", "time ms", "time",
                "nodes/s", "same move");
        out.printf(Locale.ROOT, "%-30s %12d %8s %10.1f %8s %10d %10s%n", "(reference)", ref.nodes(), "", ref.millis(), "",
                ref.nodesPerSecond(), positions + "/" + positions);
        for (Row row : table.rows()) {
            Measurement m = row.measurement();
            out.printf(Locale.ROOT, "%-30s %12d %8s %10.1f %8s %10d %10s%n", row.technique().name().toLowerCase(Locale.ROOT),
                    m.nodes(), change(m.nodes(), ref.nodes()), m.millis(), change(m.nanos(), ref.nanos()),
                    m.nodesPerSecond(), m.sameBestMoves(ref) + "/" + positions);
        }
    }

    private static String change(long value, long reference) {
        if (reference == 0) {
            return "-";
        }
        return String.format(Locale.ROOT, "%+.1f%%", 100.0 * (value - reference) / reference);
    }
}
