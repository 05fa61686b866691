package io.github.tansaku.examples.teach;

import io.github.tansaku.examples.harness.Ablation;
import io.github.tansaku.examples.harness.EloAblation;
import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.Measurement;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.Minimax;
import io.github.tansaku.search.algo.Searcher;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Measurements as charts, for the teaching page, {@code walkthrough --svg} and
 * {@code ablation --svg}: the ablation table (the change in nodes with each technique switched
 * alone), the Elo ablation (Elo and its 95 % interval with each technique off), and the nodes per
 * depth and effective branching factor of Minimax, AlphaBeta and the Searcher.
 */
public final class Plots {

    /** Minimax stops at the first depth that takes more nodes than this (the others go on to it). */
    static final long MINIMAX_NODE_LIMIT = 3_000_000;

    private Plots() {
    }

    /**
     * The ablation table of {@code setup} at {@code depth} (one round, {@link Ablation#offAlone})
     * as bars: {@link #ablation(Ablation.Table)}.
     */
    public static SvgChart ablation(GameSetup<?, ?> setup, int depth) {
        return ablation(Ablation.offAlone(setup, depth, 1));
    }

    /**
     * {@code table} as bars: for each technique switched, how many more nodes (in percent) the
     * bench takes than with the table's reference configuration; a technique switched on where
     * the reference leaves it off is labelled "(on)".
     */
    public static SvgChart ablation(Ablation.Table table) {
        Measurement reference = table.reference();
        List<String> labels = new ArrayList<>();
        double[] values = new double[table.rows().size()];
        for (int i = 0; i < values.length; i++) {
            Ablation.Row row = table.rows().get(i);
            boolean on = !reference.options().enabled(row.technique());
            labels.add(row.technique().name().toLowerCase(Locale.ROOT) + (on ? " (on)" : ""));
            values[i] = 100.0 * (row.measurement().nodes() - reference.nodes()) / reference.nodes();
        }
        return SvgChart.bars(table.setup().name() + ": change in nodes with each technique switched alone, depth "
                + reference.depth() + " (" + table.referenceName() + ": " + reference.nodes() + " nodes)", labels, values, " %");
    }

    /**
     * The Elo ablation's {@code rows} as bars with error bars: for each technique switched off,
     * the Elo of that configuration against the defaults and its 95 % interval (negative: the
     * technique helps).
     *
     * @throws IllegalArgumentException when there are no rows
     */
    public static SvgChart elo(String title, List<EloAblation.Row> rows) {
        List<String> labels = new ArrayList<>();
        double[] values = new double[rows.size()];
        double[] lows = new double[rows.size()];
        double[] highs = new double[rows.size()];
        for (int i = 0; i < values.length; i++) {
            EloAblation.Row row = rows.get(i);
            labels.add(row.technique().name().toLowerCase(Locale.ROOT) + " off");
            values[i] = row.elo().elo();
            lows[i] = row.elo().eloLow();
            highs[i] = row.elo().eloHigh();
        }
        return SvgChart.bars(title, labels, values, lows, highs, " Elo");
    }

    /**
     * Writes {@code chart} as the standalone SVG file {@code directory/fileName} and prints its
     * path to {@code out}.
     *
     * @return the file written
     */
    public static Path write(Path directory, String fileName, SvgChart chart, PrintStream out) throws IOException {
        Path file = directory.resolve(fileName);
        Files.writeString(file, chart.toSvg(), StandardCharsets.UTF_8);
        out.println("wrote " + file);
        return file;
    }

    /**
     * The directory named by the value of {@code option} ({@code --svg DIR}), created if missing.
     *
     * @throws IllegalArgumentException when there is no value (the next argument is absent or an option)
     * @throws IOException when the directory cannot be created
     */
    public static Path directory(String option, List<String> args, int valueIndex) throws IOException {
        if (valueIndex >= args.size() || args.get(valueIndex).startsWith("--")) {
            throw new IllegalArgumentException(option + " needs a directory to write the charts into");
        }
        return Files.createDirectories(Path.of(args.get(valueIndex)).toAbsolutePath());
    }

    /** Nodes per depth and effective branching factor, as two charts. */
    public record DepthCharts(SvgChart nodes, SvgChart branching) {
    }

    /** {@link #nodesPerDepth(GameSetup, Object, String, int)} on the setup's first bench position. */
    public static <P, M> DepthCharts nodesPerDepth(GameSetup<P, M> setup, int maxDepth) {
        return nodesPerDepth(setup, setup.benchPositions().get(0), setup.name() + ", first bench position", maxDepth);
    }

    /**
     * Minimax, AlphaBeta and the Searcher (the setup's defaults) on {@code position} (named
     * {@code where} in the titles), from depth 1 to {@code maxDepth} or the first depth at which
     * Minimax takes more than {@value #MINIMAX_NODE_LIMIT} nodes: nodes per depth, and the
     * effective branching factor nodes(d) / nodes(d - 1).
     */
    public static <P, M> DepthCharts nodesPerDepth(GameSetup<P, M> setup, P position, String where, int maxDepth) {
        Minimax<P, M> minimax = new Minimax<>(setup.game(), setup.evaluator());
        AlphaBeta<P, M> alphaBeta = new AlphaBeta<>(setup.game(), setup.evaluator());
        List<long[]> rows = new ArrayList<>();
        for (int depth = 1; depth <= maxDepth; depth++) {
            minimax.search(position, depth);
            alphaBeta.search(position, depth);
            Searcher<P, M> searcher = new Searcher<>(setup.game(), setup.evaluator(),
                    setup.searchOptions().supportedBy(setup.game()));
            long searched = searcher.search(position, SearchLimits.depth(depth), SearchListener.silent()).nodes();
            rows.add(new long[] {depth, minimax.nodes(), alphaBeta.nodes(), searched});
            if (minimax.nodes() > MINIMAX_NODE_LIMIT) {
                break;
            }
        }
        int[] depths = new int[rows.size()];
        double[][] nodes = new double[3][rows.size()];
        int[] later = new int[Math.max(1, rows.size() - 1)];
        double[][] factors = new double[3][later.length];
        for (int i = 0; i < rows.size(); i++) {
            depths[i] = (int) rows.get(i)[0];
            for (int s = 0; s < 3; s++) {
                nodes[s][i] = rows.get(i)[s + 1];
                if (i > 0) {
                    later[i - 1] = depths[i];
                    factors[s][i - 1] = nodes[s][i] / nodes[s][i - 1];
                }
            }
        }
        List<String> names = List.of("Minimax", "AlphaBeta", "Searcher");
        return new DepthCharts(
                SvgChart.lines("Nodes to reach each depth (" + where + ")", "depth", "nodes", depths, names, nodes, true),
                SvgChart.lines("Effective branching factor nodes(d) / nodes(d-1) (" + where + ")", "depth d",
                        "factor", later, names, factors, false));
    }
}
