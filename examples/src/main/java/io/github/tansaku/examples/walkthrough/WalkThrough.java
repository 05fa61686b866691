package io.github.tansaku.examples.walkthrough;

import io.github.tansaku.examples.games.connectfour.ConnectFour;
import io.github.tansaku.examples.games.connectfour.ConnectFourMove;
import io.github.tansaku.examples.games.connectfour.ConnectFourPosition;
import io.github.tansaku.examples.games.connectfour.ConnectFourSolver;
import io.github.tansaku.examples.games.tictactoe.TicTacToeMove;
import io.github.tansaku.examples.games.tictactoe.TicTacToePosition;
import io.github.tansaku.examples.games.tictactoe.TicTacToeSolver;
import io.github.tansaku.examples.harness.Ablation;
import io.github.tansaku.examples.harness.ConnectFourSetup;
import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.ProgressPrinter;
import io.github.tansaku.examples.harness.TicTacToeSetup;
import io.github.tansaku.examples.teach.Plots;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.Minimax;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.mcts.MctsOptions;
import io.github.tansaku.search.mcts.MctsSearcher;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The numbers a teacher puts on a slide. Part one searches the same positions with plain
 * {@link Minimax}, {@link AlphaBeta} (same value, far fewer nodes) and the production
 * {@link Searcher}, first with only the value-preserving techniques ({@link SearchOptions#exact()},
 * again the same value) and then with its defaults, and prints nodes, time, score and
 * principal variation side by side. Part two switches each technique that can change the value
 * on alone on top of {@code exact()}, on positions with a clear best move, and shows the nodes
 * it saves and whether the best move is still one an exhaustive solver calls right. Part three
 * does the same on the standard connect four board's bench positions, with times, where no
 * solver can say which move is right. Part four searches some of part one's positions with
 * alpha-beta and with Monte Carlo tree search side by side.
 *
 * <p>Run it with {@code bin/tansaku walkthrough}; it takes a few seconds. With
 * {@code --svg DIR} it also writes charts of part one's searchers into DIR: the nodes to reach
 * each depth and the effective branching factor, on the tic-tac-toe and connect four boards.
 */
public final class WalkThrough {

    /**
     * Tic-tac-toe positions with a clear best move: every position with one to three marks in
     * which exactly one move keeps the game's value (by {@link TicTacToeSolver}), one of each
     * class of positions that are mirror images or rotations of each other. Six are won and one
     * move wins; twelve are drawn and one move does not lose. Eleven of the right moves block a
     * line the opponent would complete (noisy moves, for the searcher), seven are quiet, such as
     * the centre, the only reply to a corner opening that draws. Listed by the number of marks.
     */
    public static final List<String> TIC_TAC_TOE_CLEAR_BEST_MOVE = List.of("x../.../... o", ".x./.../o.. x",
            "o.x/.x./... o", "ox./.x./... o", "o../.xx/... o", "x.x/.o./... o", "xx./.o./... o", "x.o/.../.x. o",
            "xx./.../..o o", "xox/.../... o", "xo./.../..x o", "xo./..x/... o", "xx./..o/... o", "x../x.o/... o",
            "x../..o/.x. o", "ox./..x/... o", "ox./.../.x. o", ".x./o../.x. o");

    /**
     * The depth of the tic-tac-toe table: short of the end of the game from every position of
     * {@link #TIC_TAC_TOE_CLEAR_BEST_MOVE} (at least six moves are left), so that the search has a
     * horizon with estimated scores for the pruning techniques to work with.
     */
    public static final int TIC_TAC_TOE_DEPTH = 5;

    /**
     * Openings of the 5x4 connect four board (columns played from the start, see
     * {@link ConnectFour#play(String)}) in which {@link ConnectFourSolver} finds exactly one
     * winning move, 11 to 17 plies from the end, so the best move is clear but not yet a mate
     * within {@link #CONNECT_FOUR_DEPTH} plies. They were picked from 29 seeded random openings
     * with a unique winning move: the exact searcher found that move at depth 8 in 16 of them,
     * and every technique alone kept it in these 12 (late move reductions lost it in three of
     * the other four, null-move pruning in one). The selection is therefore a regression guard
     * for "does not lose a clear move", not an unbiased sample.
     */
    public static final List<String> CONNECT_FOUR_CLEAR_BEST_MOVE = List.of("1222445", "442445", "2252424",
            "43552551", "122", "42334", "451442", "44354235", "133", "25215", "24552", "51133");

    /** The depth of the connect four table. */
    public static final int CONNECT_FOUR_DEPTH = 8;

    /**
     * What one configuration did over a list of positions.
     *
     * @param nodes total nodes over the positions
     * @param bestMoves the best move found in each position, in order
     * @param <M> the move type
     */
    public record Run<M>(long nodes, List<M> bestMoves) {

        /** Copies the moves. */
        public Run {
            bestMoves = List.copyOf(bestMoves);
        }
    }

    /** The command's usage line. */
    public static final String USAGE = "walkthrough [--svg DIR]   (DIR: where to write the charts of nodes per depth)";

    /** The games of the charts of {@link #writeCharts}, in order, as the file names end. */
    private static final List<String> CHART_GAMES = List.of("tictactoe", "connect4-5x4", "connect4");

    private WalkThrough() {
    }

    /**
     * Runs the command with {@code args} ({@link #USAGE}): the walk-through printed to
     * {@code out}, and with {@code --svg DIR} its charts written into DIR (created if missing).
     *
     * @return 0
     * @throws IllegalArgumentException for an unknown argument or {@code --svg} without a directory
     * @throws IOException when a chart cannot be written
     */
    public static int run(List<String> args, PrintStream out) throws IOException {
        Path directory = null;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--svg") && directory == null) {
                directory = Plots.directory("--svg", args, ++i);
            } else {
                throw new IllegalArgumentException("unexpected argument '" + args.get(i) + "'; usage: " + USAGE);
            }
        }
        run(out);
        if (directory != null) {
            writeCharts(directory, out);
        }
        return 0;
    }

    /**
     * Writes the charts of nodes per depth ({@code nodes-per-depth-GAME.svg}) and effective
     * branching factor ({@code branching-factor-GAME.svg}) of Minimax, AlphaBeta and the Searcher
     * into {@code directory}, for the empty tic-tac-toe board to depth 9, the 5x4 connect four
     * board after 3 3 to depth 8 and the empty standard board to depth 7 (part one's positions).
     *
     * @return the files written, in order
     */
    public static List<Path> writeCharts(Path directory, PrintStream out) throws IOException {
        TicTacToeSetup ticTacToe = new TicTacToeSetup();
        ConnectFourSetup small = ConnectFourSetup.small();
        ConnectFourSetup standard = ConnectFourSetup.standard();
        List<Plots.DepthCharts> charts = List.of(
                Plots.nodesPerDepth(ticTacToe, ticTacToe.demoPosition(), "tic-tac-toe, empty board", 9),
                Plots.nodesPerDepth(small, small.parse("33"), "connect four 5x4 after 3 3", 8),
                Plots.nodesPerDepth(standard, standard.demoPosition(), "connect four 7x6, empty board", 7));
        List<Path> written = new ArrayList<>();
        for (int i = 0; i < charts.size(); i++) {
            written.add(Plots.write(directory, "nodes-per-depth-" + CHART_GAMES.get(i) + ".svg", charts.get(i).nodes(), out));
            written.add(Plots.write(directory, "branching-factor-" + CHART_GAMES.get(i) + ".svg",
                    charts.get(i).branching(), out));
        }
        return written;
    }

    /** Runs the walk-through, printing to standard output. */
    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs the walk-through, printing to {@code out}. */
    public static void run(PrintStream out) {
        out.println("Part 1. The same positions, four searchers. Minimax and alpha-beta agree on the value by");
        out.println("construction; the production searcher with exact() options agrees too, with fewer nodes;");
        out.println("with its defaults it prunes, reduces and extends, so its score may differ.");
        out.println();
        TicTacToeSetup ticTacToe = new TicTacToeSetup();
        ConnectFourSetup small = ConnectFourSetup.small();
        ConnectFourSetup standard = ConnectFourSetup.standard();
        compare(ticTacToe, ticTacToe.demoPosition(), 9, "tic-tac-toe, empty board, to the end", out);
        compare(ticTacToe, ticTacToe.parse("x../.o./..x o"), 7, "tic-tac-toe, after a3 b2 c1 (o to move)", out);
        compare(small, small.parse("33"), 8, "connect four 5x4 after 3 3", out);
        compare(standard, standard.demoPosition(), 7, "connect four 7x6, empty board", out);

        out.println("Part 2. Each technique that can change the value switched on alone, on top of exact() (with");
        out.println("the game's margins): total nodes over positions with a clear best move at a fixed depth short");
        out.println("of the end, and in how many the best move is still one the exhaustive solver calls right.");
        out.println("Quiescence search and the extensions look further rather than cut: they may cost nodes.");
        out.println();
        printTicTacToeTable(ticTacToe, out);
        out.println();
        printConnectFourTable(small, out);
        out.println();

        out.println("Part 3. The same on the standard connect four board's bench positions, with times; no solver");
        out.println("can say which move is right there, so the last column compares with exact()'s move.");
        out.println();
        Ablation.print(Ablation.onAlone(standard, standard.benchDepth(), 2), out);
        out.println();
        out.println("Forward pruning pays where a search stops at a horizon with estimated scores: searched to the");
        out.println("end, tic-tac-toe has exact scores (wins, losses, draws) everywhere and nothing to prune, so its");
        out.println("table stops short of the end. The margins must be in the evaluator's units: the scores of the");
        out.println("tic-tac-toe evaluator (an open line is 10) rarely clear the chess margins (a pawn is 100).");
        out.println("Null-move pruning assumes that passing is never better than moving: true in tic-tac-toe, which");
        out.println("has no zugzwang, but not always in connect four, where a pass flips the parity of the empty");
        out.println("cells, which often decides the game.");
        out.println();

        out.println("Part 4. Alpha-beta and Monte Carlo tree search on the same positions. Alpha-beta looks at every");
        out.println("move to a depth; MCTS plays random games to the end and grows its tree where the results look");
        out.println("best, proving wins, losses and draws on the way (the MCTS-Solver): where it proves the value,");
        out.println("the two agree. Its nodes are playouts, each a whole game, so compare the times, not the nodes.");
        out.println();
        compareStrategies(ticTacToe, ticTacToe.demoPosition(), 9, 100_000, "tic-tac-toe, empty board", out);
        compareStrategies(small, small.parse("12345323"), 12, 1_000_000, "connect four 5x4 after 1 2 3 4 5 3 2 3", out);
        compareStrategies(standard, standard.demoPosition(), 10, 200_000, "connect four 7x6, empty board", out);
        out.println("A proven result ends the search early: on the small boards MCTS stops before its playouts are");
        out.println("used up. On the standard board nothing is proven; MCTS's score is its mean result turned into");
        out.println("the evaluator's units, and it may prefer another move than alpha-beta's.");
    }

    /**
     * Part 4: {@code position} searched by the strongest alpha-beta setting to {@code depth} and by
     * MCTS with at most {@code playouts} playouts, one line each.
     */
    static <P, M> void compareStrategies(GameSetup<P, M> setup, P position, int depth, long playouts, String title,
            PrintStream out) {
        out.println(title + ": alpha-beta to depth " + depth + ", MCTS with at most " + playouts + " playouts");
        out.println(setup.diagram(position));
        out.printf(Locale.ROOT, "%-22s %12s %9s %10s  %s%n", "searcher", "nodes", "time ms", "score", "principal variation");
        Searcher<P, M> alphaBeta = new Searcher<>(setup.game(), setup.evaluator(), setup.searchOptions().supportedBy(setup.game()));
        MctsSearcher<P, M> mcts = new MctsSearcher<>(setup.game(), setup.evaluator(),
                MctsOptions.defaults().withNodeBudget(1 << 20));
        print(out, setup, "Searcher, strongest", alphaBeta.search(position, SearchLimits.depth(depth), SearchListener.silent()));
        print(out, setup, "MCTS (playouts)", mcts.search(position, SearchLimits.nodes(playouts), SearchListener.silent()));
        out.println();
    }

    /** Part 2 for tic-tac-toe: {@link #TIC_TAC_TOE_CLEAR_BEST_MOVE}, judged by the solver. */
    private static void printTicTacToeTable(TicTacToeSetup setup, PrintStream out) {
        TicTacToeSolver solver = new TicTacToeSolver();
        List<TicTacToePosition> positions = new ArrayList<>();
        List<List<TicTacToeMove>> right = new ArrayList<>();
        for (String text : TIC_TAC_TOE_CLEAR_BEST_MOVE) {
            TicTacToePosition position = setup.parse(text);
            positions.add(position);
            right.add(solver.bestMoves(position));
        }
        printPruningTable("tic-tac-toe, " + positions.size() + " positions with one right move", setup, positions,
                right, TIC_TAC_TOE_DEPTH, out);
    }

    /** Part 2 for connect four 5x4: {@link #CONNECT_FOUR_CLEAR_BEST_MOVE}, judged by the solver. */
    private static void printConnectFourTable(ConnectFourSetup setup, PrintStream out) {
        ConnectFour game = (ConnectFour) setup.game();
        ConnectFourSolver solver = new ConnectFourSolver(game);
        List<ConnectFourPosition> positions = new ArrayList<>();
        List<List<ConnectFourMove>> right = new ArrayList<>();
        for (String columns : CONNECT_FOUR_CLEAR_BEST_MOVE) {
            ConnectFourPosition position = game.play(columns);
            positions.add(position);
            right.add(winningMoves(game, solver, position));
        }
        printPruningTable("connect four 5x4, " + positions.size() + " positions with one winning move", setup,
                positions, right, CONNECT_FOUR_DEPTH, out);
    }

    /** The moves of {@code position} after which the solver says the opponent loses. */
    private static List<ConnectFourMove> winningMoves(ConnectFour game, ConnectFourSolver solver,
            ConnectFourPosition position) {
        List<ConnectFourMove> winning = new ArrayList<>();
        for (ConnectFourMove move : game.legalMoves(position)) {
            int code = game.codeOf(move);
            game.makeMove(position, code);
            if (solver.solve(position).outcome() == Outcome.LOSS) {
                winning.add(move);
            }
            game.unmakeMove(position, code);
        }
        return winning;
    }

    /**
     * Prints nodes and right moves of {@link Ablation#exactOptions} and of each technique of
     * {@link #switchable} switched on alone on top of it.
     */
    private static <P, M> void printPruningTable(String title, GameSetup<P, M> setup, List<P> positions,
            List<List<M>> rightMoves, int depth, PrintStream out) {
        SearchOptions exact = Ablation.exactOptions(setup);
        Run<M> base = run(setup, exact, positions, depth);
        out.println(title + ", depth " + depth);
        out.printf(Locale.ROOT, "%-24s %10s %10s %8s  %s%n", "technique alone", "nodes off", "nodes on", "change",
                "best move right");
        out.printf(Locale.ROOT, "%-24s %10d %10s %8s  %s%n", "(exact(), none on)", base.nodes(), "", "",
                rightCount(base, rightMoves));
        for (Technique technique : switchable(setup.game())) {
            Run<M> on = run(setup, exact.including(technique), positions, depth);
            out.printf(Locale.ROOT, "%-24s %10d %10d %+7.1f%%  %s%n", technique.name().toLowerCase(Locale.ROOT),
                    base.nodes(), on.nodes(),
                    100.0 * (on.nodes() - base.nodes()) / base.nodes(), rightCount(on, rightMoves));
        }
    }

    private static <M> String rightCount(Run<M> run, List<List<M>> rightMoves) {
        int right = 0;
        for (int i = 0; i < rightMoves.size(); i++) {
            if (rightMoves.get(i).contains(run.bestMoves().get(i))) {
                right++;
            }
        }
        return right + "/" + rightMoves.size();
    }

    /**
     * The techniques of the tables: those that can change the root value (not
     * {@linkplain Technique#valuePreserving() value-preserving}) and that {@code game} supports.
     */
    public static List<Technique> switchable(Game<?, ?> game) {
        List<Technique> techniques = new ArrayList<>();
        for (Technique technique : Technique.values()) {
            if (!technique.valuePreserving() && technique.supportedBy(game)) {
                techniques.add(technique);
            }
        }
        return techniques;
    }

    /**
     * Searches each of {@code positions} to {@code depth} with a new searcher (empty table and
     * history, so that the order of the positions does not matter) and {@code options}.
     */
    public static <P, M> Run<M> run(GameSetup<P, M> setup, SearchOptions options, List<P> positions, int depth) {
        long nodes = 0;
        List<M> bestMoves = new ArrayList<>();
        for (P position : positions) {
            Searcher<P, M> searcher = new Searcher<>(setup.game(), setup.evaluator(), options);
            SearchResult<M> result = searcher.search(position, SearchLimits.depth(depth), SearchListener.silent());
            nodes += result.nodes();
            bestMoves.add(result.bestMove());
        }
        return new Run<>(nodes, bestMoves);
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

        print(out, setup, "Minimax", minimax.search(position, depth));
        print(out, setup, "AlphaBeta", alphaBeta.search(position, depth));
        print(out, setup, "Searcher, exact()", exact.search(position, SearchLimits.depth(depth), SearchListener.silent()));
        print(out, setup, "Searcher, defaults", strongest.search(position, SearchLimits.depth(depth),
                SearchListener.silent()));
        out.println();
    }

    private static void print(PrintStream out, GameSetup<?, ?> setup, String name, SearchResult<?> result) {
        out.printf(Locale.ROOT, "%-22s %12d %9d %10s  %s%n", name, result.nodes(), result.timeMillis(),
                setup.scoreText(result.score()), ProgressPrinter.line(result.pv()));
    }
}
