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
 *   <li>{@link #offAlone}: from the setup's settings (for chess and shogi the engine's), each
 *       technique they use switched off alone, and each one they leave off switched on alone;
 *       what each one is worth inside the full searcher.</li>
 *   <li>{@link #onAlone}: from {@link SearchOptions#exact()} (with the setup's margins), each technique that can change the
 *       root value switched on alone; what each pruning idea saves by itself, and whether it
 *       changes the move.</li>
 * </ul>
 *
 * <p>Node counts are the same in every run; times are not. So all configurations of a table are
 * measured in rounds, one after the other, and each keeps its fastest round: the first round
 * warms the JIT compiler up for all of them, and later rounds filter out most of the noise of a
 * busy machine. Use at least two rounds when the times matter.
 */
public final class Ablation {

    /** One line of a table: a technique and what the searcher did with it changed. */
    public record Row(Technique technique, Measurement measurement) {
    }

    /**
     * A table: the reference configuration (named in the first row: "defaults" or "exact()") and
     * one row per changed technique.
     */
    public record Table(String title, String referenceName, GameSetup<?, ?> setup, Measurement reference, List<Row> rows) {

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
     * From the setup's settings ({@link GameSetup#searchOptions()}, what its game supports),
     * each technique they use switched off alone (with the techniques that need it,
     * {@link SearchOptions#without}) and each supported one they leave off switched on alone
     * (with the techniques it needs, {@link SearchOptions#including}), timed in {@code repeats}
     * rounds.
     */
    public static Table offAlone(GameSetup<?, ?> setup, int depth, int repeats) {
        SearchOptions settings = setup.searchOptions().supportedBy(setup.game());
        List<Technique> techniques = new ArrayList<>();
        for (Technique technique : Technique.values()) {
            if (technique.supportedBy(setup.game())) {
                techniques.add(technique);
            }
        }
        return table(setup.name() + ": each technique switched alone (off if the settings use it, on if not), depth "
                + depth, "settings", setup, settings, techniques, depth, repeats);
    }

    /**
     * From {@link #exactOptions}, each technique that is not value-preserving and that {@code setup}'s
     * game supports, switched on alone (with the techniques it needs, {@link SearchOptions#including}),
     * timed in {@code repeats} rounds.
     */
    public static Table onAlone(GameSetup<?, ?> setup, int depth, int repeats) {
        SearchOptions exact = exactOptions(setup);
        List<Technique> techniques = new ArrayList<>();
        for (Technique technique : Technique.values()) {
            if (!technique.valuePreserving() && technique.supportedBy(setup.game())) {
                techniques.add(technique);
            }
        }
        return table(setup.name() + ": each technique switched on alone (on top of exact()), depth " + depth, "exact()",
                setup, exact, techniques, depth, repeats);
    }

    /** The setup's options (its margins) with only the value-preserving techniques on. */
    public static SearchOptions exactOptions(GameSetup<?, ?> setup) {
        return setup.searchOptions().withTechniques(SearchOptions.exact().techniques()).supportedBy(setup.game());
    }

    /**
     * Measures the reference and each changed configuration. Node counts are the same in every
     * run; times are not, so all configurations are measured in {@code repeats} rounds, one
     * after the other, and each keeps its fastest round. The first round also warms up the JIT
     * compiler for all of them, so with two or more rounds the first row is not penalised.
     *
     * @throws IllegalArgumentException if {@code repeats} is less than 1
     */
    private static Table table(String title, String referenceName, GameSetup<?, ?> setup, SearchOptions reference,
            List<Technique> techniques, int depth, int repeats) {
        if (repeats < 1) {
            throw new IllegalArgumentException("repeats must be at least 1: " + repeats);
        }
        List<SearchOptions> configurations = new ArrayList<>();
        configurations.add(reference);
        for (Technique technique : techniques) {
            configurations.add(switched(reference, technique));
        }
        Measurement[] fastest = new Measurement[configurations.size()];
        // one table for all, so that no configuration pays for collecting another one's table
        TranspositionTable table = new TranspositionTable(reference.hashMegabytes());
        for (int round = 0; round < repeats; round++) {
            for (int i = 0; i < fastest.length; i++) {
                Measurement m = measureTyped(setup, configurations.get(i), depth, table);
                if (fastest[i] == null || m.nanos() < fastest[i].nanos()) {
                    fastest[i] = m;
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < techniques.size(); i++) {
            rows.add(new Row(techniques.get(i), fastest[i + 1]));
        }
        return new Table(title, referenceName, setup, fastest[0], rows);
    }

    /** {@code reference} with {@code technique} switched: off if it is on, else on. */
    private static SearchOptions switched(SearchOptions reference, Technique technique) {
        return reference.enabled(technique) ? reference.without(technique) : reference.including(technique);
    }

    /** Searches every bench position of {@code setup} to {@code depth} once with {@code options}. */
    public static Measurement measure(GameSetup<?, ?> setup, SearchOptions options, int depth) {
        return measureTyped(setup, options, depth, new TranspositionTable(options.hashMegabytes()));
    }

    private static <P, M> Measurement measureTyped(GameSetup<P, M> setup, SearchOptions options, int depth,
            TranspositionTable table) {
        Game<P, M> game = setup.game();
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
        out.println(table.title() + ", " + positions + " positions, fastest of the rounds");
        out.printf(Locale.ROOT, "%-30s %12s %8s %10s %8s %10s %10s%n", "technique", "nodes", "nodes %", "time ms", "time %",
                "nodes/s", "same move");
        out.printf(Locale.ROOT, "%-30s %12d %8s %10.1f %8s %10d %10s%n", table.referenceName(), ref.nodes(), "", ref.millis(), "",
                ref.nodesPerSecond(), positions + "/" + positions);
        // In a table that switches some techniques off and others on, the ones switched on say so.
        boolean mixed = table.rows().stream().anyMatch(r -> ref.options().enabled(r.technique()));
        for (Row row : table.rows()) {
            Measurement m = row.measurement();
            String name = row.technique().name().toLowerCase(Locale.ROOT)
                    + (mixed && !ref.options().enabled(row.technique()) ? " (on)" : "");
            out.printf(Locale.ROOT, "%-30s %12d %8s %10.1f %8s %10d %10s%n", name,
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
