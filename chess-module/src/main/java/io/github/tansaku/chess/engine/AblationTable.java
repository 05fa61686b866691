package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.Evaluators;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.tt.TranspositionTable;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The ablation table of the engine's search: the {@link BenchPositions} searched to a fixed depth
 * with the engine's settings ({@link UciEngine#searchOptions()}), then with each technique
 * switched alone — off if the engine uses it, on if it does not — in nodes and time. What
 * a benchmark harness needs to build its own is public too: the positions
 * ({@link BenchPositions#fens()}), a depth ({@link #DEFAULT_DEPTH}) and {@link #searcher}.
 *
 * <p>Run it with {@code java ... io.github.tansaku.chess.engine.AblationTable [depth]}.
 */
public final class AblationTable {

    /** The depth of the table: a few seconds per configuration. */
    public static final int DEFAULT_DEPTH = 7;

    /**
     * One configuration's totals over the bench positions.
     *
     * @param technique the technique switched, or {@code null} for the reference (the engine's settings)
     * @param nodes the nodes searched
     * @param millis the time taken
     */
    public record Row(Technique technique, long nodes, long millis) {
    }

    private AblationTable() {
    }

    /**
     * A searcher as the engine builds it: the Stockfish-classical evaluator (centipawns, so
     * the default margins fit), one evaluator per search thread, its own table of
     * {@code options.hashMegabytes()} MiB and the system clock.
     */
    public static Searcher<Position, Move> searcher(SearchOptions options) {
        Objects.requireNonNull(options, "options");
        ChessGame game = new ChessGame();
        return Searcher.withEvaluatorPerThread(game, () -> Evaluators.create(Evaluators.STOCKFISH_CLASSICAL),
                options.supportedBy(game), new TranspositionTable(options.hashMegabytes()), Clock.system());
    }

    /**
     * The bench positions searched to {@code depth} with {@code options}, each from an empty
     * table and history (a fresh searcher per configuration).
     */
    public static Row measure(Technique off, SearchOptions options, int depth) {
        Searcher<Position, Move> searcher = searcher(options);
        long nodes = 0;
        long start = System.nanoTime();
        for (String fen : BenchPositions.fens()) {
            searcher.table().clear();
            searcher.clearHistory();
            nodes += searcher.search(Position.fromFen(fen), SearchLimits.depth(depth), SearchListener.silent()).nodes();
        }
        return new Row(off, nodes, (System.nanoTime() - start) / 1_000_000);
    }

    /**
     * The reference row (the engine's settings) followed by one row per technique switched alone
     * (off if the engine uses it, on if not).
     */
    public static List<Row> offAlone(int depth) {
        SearchOptions all = UciEngine.searchOptions();
        // The reference runs first and last: the first run gets the JIT to compile the search,
        // and the faster of the two is kept, so the time column does not measure the warm-up.
        Row first = measure(null, all, depth);
        List<Row> rows = new ArrayList<>();
        rows.add(first);
        for (Technique technique : Technique.values()) {
            rows.add(measure(technique, all.with(technique, !all.enabled(technique)), depth));
        }
        Row again = measure(null, all, depth);
        if (again.millis() < first.millis()) {
            rows.set(0, again);
        }
        return rows;
    }

    /** Prints {@code rows} (the first is the reference) as a Markdown table. */
    public static void print(List<Row> rows, int depth, PrintStream out) {
        Row reference = rows.get(0);
        out.printf(Locale.ROOT, "Chess bench, %d positions, depth %d, Stockfish-classical evaluator%n",
                BenchPositions.commands().size(), depth);
        SearchOptions engine = UciEngine.searchOptions();
        out.println("| technique | switched | nodes | nodes vs engine | time (ms) | time vs engine |");
        out.println("|---|---|---:|---:|---:|---:|");
        for (Row row : rows) {
            String name = row.technique() == null ? "(none: the engine's settings)" : row.technique().name();
            String switched = row.technique() == null ? "" : engine.enabled(row.technique()) ? "off" : "on";
            out.printf(Locale.ROOT, "| %s | %s | %d | %s | %d | %s |%n", name, switched, row.nodes(),
                    change(row.nodes(), reference.nodes()), row.millis(), change(row.millis(), reference.millis()));
        }
    }

    private static String change(long value, long reference) {
        if (reference == 0) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%+.1f%%", 100.0 * (value - reference) / reference);
    }

    /** Prints the table for the depth given as the only argument, or {@link #DEFAULT_DEPTH}. */
    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_DEPTH;
        print(offAlone(depth), depth, System.out);
    }
}
