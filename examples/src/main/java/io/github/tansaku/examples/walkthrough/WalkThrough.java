package io.github.tansaku.examples.walkthrough;

import io.github.tansaku.examples.harness.Ablation;
import io.github.tansaku.examples.harness.ConnectFourSetup;
import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.ProgressPrinter;
import io.github.tansaku.examples.harness.TicTacToeSetup;
import io.github.tansaku.search.Bound;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.Minimax;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * The numbers a teacher puts on a slide. Part one searches the same positions with plain
 * {@link Minimax}, {@link AlphaBeta} (same value, far fewer nodes) and the production
 * {@link Searcher}, first with only the value-preserving techniques ({@link SearchOptions#exact()},
 * again the same value) and then at its strongest setting, and prints nodes, time, score and
 * principal variation side by side. Part two switches each pruning technique on alone on top of
 * {@code exact()} and shows the nodes it saves and whether the best move survives.
 *
 * <p>Run it with {@code bin/tansaku walkthrough}; it takes a few seconds.
 */
public final class WalkThrough {

    private WalkThrough() {
    }

    /** Runs the walk-through, printing to standard output. */
    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs the walk-through, printing to {@code out}. */
    public static void run(PrintStream out) {
        out.println("Part 1. The same positions, four searchers. Minimax and alpha-beta agree on the value by");
        out.println("construction; the production searcher with exact() options agrees too, with fewer nodes;");
        out.println("its strongest setting prunes, reduces and extends, so its score may differ.");
        out.println();
        TicTacToeSetup ticTacToe = new TicTacToeSetup();
        ConnectFourSetup small = ConnectFourSetup.small();
        ConnectFourSetup standard = ConnectFourSetup.standard();
        compare(ticTacToe, ticTacToe.demoPosition(), 9, "tic-tac-toe, empty board, to the end", out);
        compare(ticTacToe, ticTacToe.parse("x../.o./..x o"), 7, "tic-tac-toe, after a3 b2 c1 (o to move)", out);
        compare(small, small.parse("33"), 8, "connect four 5x4 after 3 3", out);
        compare(standard, standard.demoPosition(), 7, "connect four 7x6, empty board", out);

        out.println("Part 2. Each pruning technique switched on alone, on top of exact(): total nodes over the");
        out.println("bench positions at a fixed depth, and in how many of them the best move stayed the same.");
        out.println();
        for (GameSetup<?, ?> setup : List.of(ticTacToe, small, standard)) {
            Ablation.print(Ablation.onAlone(setup, setup.benchDepth(), 2), out);
            out.println();
        }
        out.println("Forward pruning pays where a search stops at a horizon with estimated scores, as in connect");
        out.println("four. Tic-tac-toe searched to the end is all exact scores (wins, losses, draws) and the pruning");
        out.println("techniques there mostly cost nodes. Null-move pruning saves the most in connect four but");
        out.println("changes the most moves: a pass flips the parity of the empty cells, which decides the game.");
    }

    /** Searches {@code position} with each searcher to {@code depth} and prints one line each. */
    static <P, M> void compare(GameSetup<P, M> setup, P position, int depth, String title, PrintStream out) {
        out.println(title + ", depth " + depth);
        out.println(setup.diagram(position));
        out.printf(Locale.ROOT, "%-22s %12s %9s %10s  %s%n", "searcher", "nodes", "time ms", "score", "principal variation");
        Minimax<P, M> minimax = new Minimax<>(setup.game(), setup.evaluator());
        AlphaBeta<P, M> alphaBeta = new AlphaBeta<>(setup.game(), setup.evaluator());
        Searcher<P, M> exact = new Searcher<>(setup.game(), setup.evaluator(), Ablation.exactOptions(setup));
        Searcher<P, M> strongest = new Searcher<>(setup.game(), setup.evaluator(), setup.searchOptions().supportedBy(setup.game()));
        // A shallower round first, so that the times below are not mostly the JIT compiler's
        int warmUp = Math.max(1, depth - 2);
        minimax.search(position, warmUp);
        alphaBeta.search(position, warmUp);
        exact.search(position, SearchLimits.depth(warmUp), SearchListener.silent());
        strongest.search(position, SearchLimits.depth(warmUp), SearchListener.silent());
        exact.table().clear();
        strongest.table().clear();
        exact.clearHistory();
        strongest.clearHistory();

        print(out, "Minimax", minimax.search(position, depth));
        print(out, "AlphaBeta", alphaBeta.search(position, depth));
        print(out, "Searcher, exact()", exact.search(position, SearchLimits.depth(depth), SearchListener.silent()));
        print(out, "Searcher, defaults()", strongest.search(position, SearchLimits.depth(depth), SearchListener.silent()));
        out.println();
    }

    private static void print(PrintStream out, String name, SearchResult<?> result) {
        out.printf(Locale.ROOT, "%-22s %12d %9d %10s  %s%n", name, result.nodes(), result.timeMillis(),
                ProgressPrinter.score(result.score(), Bound.EXACT), ProgressPrinter.line(result.pv()));
    }
}
