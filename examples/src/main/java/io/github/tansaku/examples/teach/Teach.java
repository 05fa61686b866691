package io.github.tansaku.examples.teach;

import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.search.trace.TreeDot;
import io.github.tansaku.search.trace.TreeSvg;
import io.github.tansaku.search.trace.WrittenTree;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code bin/tansaku teach DIR [--game G] [--depth N]}: writes the teaching page
 * {@code DIR/index.html}, the pictures of its searches ({@code DIR/<section>-<searcher>.svg}, and
 * the article's alpha-beta tree as Graphviz DOT too) and the charts of its measurements
 * ({@code ablation.svg}, {@code nodes-per-depth.svg}, {@code branching-factor.svg}, of game G at
 * depth N), and prints where to open them.
 */
public final class Teach {

    /** The command's usage line. */
    public static final String USAGE = "teach DIR [--game G] [--depth N]   (charts of game G, default connect4, at depth N, default its bench depth)";

    private Teach() {
    }

    /**
     * Runs the command with {@code args}: a directory, created if missing, and the options of
     * {@link #USAGE}.
     *
     * @return 0
     * @throws IllegalArgumentException without a directory, or with an unknown game or option
     * @throws IOException when a file cannot be written
     */
    public static int run(List<String> args, PrintStream out) throws IOException {
        String directory = null;
        String game = "connect4";
        Integer depth = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--game") && i + 1 < args.size()) {
                game = args.get(++i);
            } else if (arg.equals("--depth") && i + 1 < args.size()) {
                depth = depth(args.get(++i));
            } else if (directory == null && !arg.startsWith("--")) {
                directory = arg;
            } else {
                throw new IllegalArgumentException("unexpected argument '" + arg + "'; usage: " + USAGE);
            }
        }
        if (directory == null) {
            throw new IllegalArgumentException("expected a directory; usage: " + USAGE);
        }
        GameSetup<?, ?> setup = GameSetups.byName(game);
        int chartDepth = depth != null ? depth : setup.benchDepth();
        Path dir = Path.of(directory).toAbsolutePath();
        Files.createDirectories(dir);
        List<TeachPage.Section> sections = sections();
        Plots.DepthCharts depthCharts = Plots.nodesPerDepth(setup, chartDepth);
        List<SvgChart> charts = List.of(Plots.ablation(setup, chartDepth), depthCharts.nodes(), depthCharts.branching());
        List<String> chartFiles = List.of("ablation.svg", "nodes-per-depth.svg", "branching-factor.svg");
        List<Path> written = new ArrayList<>();
        Path page = dir.resolve("index.html");
        try (Writer writer = Files.newBufferedWriter(page, StandardCharsets.UTF_8)) {
            TeachPage.write("How a search thinks: alpha-beta step by step", List.of(
                    "Each section searches one position with plain Minimax, with AlphaBeta and with the production "
                            + "Searcher of Tansaku, and draws every node they visited. Step through them together "
                            + "to see alpha-beta pass its window down and cut.",
                    "Scores are from the point of view of the side to move at each node (negamax): a child's "
                            + "score is negated in its parent, and the child's window is the parent's, negated and "
                            + "swapped: (alpha, beta) becomes (-beta, -alpha)."), sections, charts, writer);
        }
        written.add(page);
        for (TeachPage.Section section : sections) {
            for (TracedSearch search : section.searches()) {
                Path svg = dir.resolve(section.id() + "-" + search.searcher().toLowerCase(Locale.ROOT) + ".svg");
                Files.writeString(svg, TreeSvg.toSvg(search.root(), search.scores()), StandardCharsets.UTF_8);
                written.add(svg);
            }
        }
        for (int i = 0; i < charts.size(); i++) {
            Path chart = dir.resolve(chartFiles.get(i));
            Files.writeString(chart, charts.get(i).toSvg(), StandardCharsets.UTF_8);
            written.add(chart);
        }
        Path dot = dir.resolve("article-alphabeta.dot");
        Files.writeString(dot, TreeDot.toDot(sections.get(0).searches().get(1).root(), WrittenTree::scoreText),
                StandardCharsets.UTF_8);
        written.add(dot);
        for (Path path : written) {
            out.println("wrote " + path);
        }
        out.println("open " + page.toUri() + " in a browser (no server or network needed)");
        return 0;
    }

    private static int depth(String text) {
        String problem = "--depth needs a whole number from 2 to 63, not '" + text + "'";
        int depth;
        try {
            depth = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(problem, e);
        }
        if (depth < 2 || depth > 63) {
            throw new IllegalArgumentException(problem);
        }
        return depth;
    }

    /** The page's sections: the article's tree, then a tic-tac-toe search. */
    static List<TeachPage.Section> sections() {
        return List.of(
                new TeachPage.Section("article", "The article's tree, A to J", List.of(
                        "The example with which the article on how a chess engine thinks (by the author of the "
                                + "Sayuri engine) explains alpha-beta, as a written tree: " + WrittenTree.ARTICLE
                                + " (leaf values from the side to move there).",
                        "B's search gives -10, so the move to B is worth 10 to A: A's alpha becomes 10. C is "
                                + "entered with beta -10, and each of C's children with alpha 10. D's child H "
                                + "returns -15 (worth 15 to D, D's alpha becomes 15), so I is entered with beta "
                                + "-15. At C the moves to D, E and F are worth -20, -15 and -5; -5 reaches C's "
                                + "beta of -10: a beta cut, and G is never searched. Minimax searches G too; the "
                                + "Searcher (iterative deepening, principal variation search) searches the "
                                + "later moves with null windows first."),
                        TeachingTraces.article()),
                new TeachPage.Section("tictactoe", "A real search: tic-tac-toe", List.of(
                        "The position " + TeachingTraces.TIC_TAC_TOE + " (rows from the top, x to move): o threatens "
                                + "the middle column and x must block at b1. Searched "
                                + TeachingTraces.TIC_TAC_TOE_DEPTH + " plies deep; leaves are scored by the "
                                + "tic-tac-toe evaluator ('eval'). The Searcher runs with its defaults for "
                                + "tic-tac-toe: the picture shows its last iteration, with the pruning, reductions "
                                + "and table cutoffs it made."),
                        TeachingTraces.ticTacToe()));
    }
}
