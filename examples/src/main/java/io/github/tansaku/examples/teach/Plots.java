package io.github.tansaku.examples.teach;

import io.github.tansaku.examples.harness.Ablation;
import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.Measurement;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.Minimax;
import io.github.tansaku.search.algo.Searcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The measurements of the teaching page as charts: the ablation table (nodes with each technique
 * switched off alone, against the defaults) and the nodes per depth and effective branching
 * factor of Minimax, AlphaBeta and the Searcher.
 */
public final class Plots {

    /** Minimax stops at the first depth that takes more nodes than this (the others go on to it). */
    static final long MINIMAX_NODE_LIMIT = 3_000_000;

    private Plots() {
    }

    /**
     * The ablation table of {@code setup} at {@code depth} (one round) as bars: for each technique
     * the defaults use, how many more nodes (in percent) the bench takes with it switched off.
     */
    public static SvgChart ablation(GameSetup<?, ?> setup, int depth) {
        Ablation.Table table = Ablation.offAlone(setup, depth, 1);
        long reference = table.reference().nodes();
        List<String> labels = new ArrayList<>();
        double[] values = new double[table.rows().size()];
        for (int i = 0; i < values.length; i++) {
            Ablation.Row row = table.rows().get(i);
            labels.add(row.technique().name().toLowerCase(Locale.ROOT));
            Measurement m = row.measurement();
            values[i] = 100.0 * (m.nodes() - reference) / reference;
        }
        return SvgChart.bars(setup.name() + ": nodes with each technique switched off alone, depth " + depth
                + " (defaults: " + reference + ")", labels, values, " %");
    }

    /** Nodes per depth and effective branching factor, as two charts. */
    public record DepthCharts(SvgChart nodes, SvgChart branching) {
    }

    /**
     * Minimax, AlphaBeta and the Searcher (the setup's defaults) on the setup's first bench
     * position, from depth 1 to {@code maxDepth} or the first depth at which Minimax takes more
     * than {@value #MINIMAX_NODE_LIMIT} nodes: nodes per depth, and the effective branching
     * factor nodes(d) / nodes(d - 1).
     */
    public static <P, M> DepthCharts nodesPerDepth(GameSetup<P, M> setup, int maxDepth) {
        P position = setup.benchPositions().get(0);
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
        String where = setup.name() + ", first bench position";
        return new DepthCharts(
                SvgChart.lines("Nodes to reach each depth (" + where + ")", "depth", "nodes", depths, names, nodes, true),
                SvgChart.lines("Effective branching factor nodes(d) / nodes(d-1) (" + where + ")", "depth d",
                        "factor", later, names, factors, false));
    }
}
