package io.github.tansaku.spark;

import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.perft.Perft;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code bin/tansaku spark perft}: the distributed perft on the command line. Prints progress and,
 * last, {@code Nodes searched: N} as {@code go perft} does; writes the result file (each
 * sub-position's moves, multiplicity and weighted count, then the total).
 */
final class PerftJob {

    static final String USAGE = "spark perft [-game chess|shogi|connect4|...] [-fen FEN | -sfen SFEN | -position TEXT]"
            + " -depth N [-split 2] [-tasks 1000] [-compare] [-out spark-perft.txt] [--master local[*]]";

    private PerftJob() {
    }

    static int run(List<String> args, PrintStream out) throws IOException {
        JobArguments arguments = JobArguments.parse(args,
                Set.of("-game", "-fen", "-sfen", "-position", "-depth", "-split", "-tasks", "-compare", "-out", "-master"), USAGE);
        String game = arguments.value("-game", "chess");
        GameSetup<?, ?> setup = GameSetups.byName(game);
        String position = null;
        for (String option : List.of("-fen", "-sfen", "-position")) {
            JobArguments.Group group = arguments.one(option);
            if (group != null) {
                if (position != null) {
                    throw new IllegalArgumentException("give one of -fen, -sfen and -position");
                }
                position = group.text();
            }
        }
        JobArguments.Group depthOption = arguments.one("-depth");
        if (depthOption == null) {
            throw new IllegalArgumentException("perft needs -depth N; usage: " + USAGE);
        }
        int depth = JobArguments.integer("-depth", depthOption.single(), 0);
        int split = JobArguments.integer("-split", arguments.value("-split", "2"), 0);
        int tasks = JobArguments.integer("-tasks", arguments.value("-tasks", String.valueOf(DistributedPerft.DEFAULT_MAX_TASKS)), 1);
        Path resultFile = Path.of(arguments.value("-out", "spark-perft.txt"));
        if (position != null) {
            setup.parse(position);
        }
        long start = System.nanoTime();
        DistributedPerft.Result result;
        double seconds;
        try (JavaSparkContext context = SparkContexts.open(arguments.value("-master", null), "tansaku perft")) {
            if (arguments.one("-compare") != null && depth > 1) {
                warmUp(context, game, setup, position, depth - 1, split, tasks);
            }
            long jobStart = System.nanoTime();
            result = DistributedPerft.run(context, game, position, depth, split, tasks, out);
            seconds = (System.nanoTime() - jobStart) / 1e9;
        }
        if (arguments.one("-compare") != null) {
            compare(setup, position, depth, result.nodes(), seconds, out);
        }
        Files.writeString(resultFile, resultText(setup.game(), position, depth, result), StandardCharsets.UTF_8);
        out.println(String.format(Locale.ROOT, "Job %.1f s (%.1f s with Spark's start and stop), %.0f nodes/s;"
                + " result in %s", seconds, (System.nanoTime() - start) / 1e9, result.nodes() / seconds, resultFile));
        out.println("Nodes searched: " + result.nodes());
        return 0;
    }

    /**
     * Before a comparison: both ways once at a smaller depth, untimed, so that neither pays
     * alone for compiling the move generator and warming Spark's workers up.
     */
    private static <P> void warmUp(JavaSparkContext context, String game, GameSetup<P, ?> setup, String position,
            int depth, int split, int tasks) {
        PrintStream quiet = new PrintStream(java.io.OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        DistributedPerft.run(context, game, position, depth, split, tasks, quiet);
        Perft.count(setup.game(), DistributedPerft.root(setup, position), depth);
    }

    /**
     * The same perft in this process on one thread, for the benchmark: its time against the
     * distributed job's, and a failure if the counts differ.
     */
    private static <P> void compare(GameSetup<P, ?> setup, String position, int depth, long distributed,
            double distributedSeconds, PrintStream out) {
        long start = System.nanoTime();
        long single = Perft.count(setup.game(), DistributedPerft.root(setup, position), depth);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println(String.format(Locale.ROOT, "Single-process perft on one thread: %d nodes in %.1f s; distributed"
                + " job %.1f s, %.2f times as fast", single, seconds, distributedSeconds, seconds / distributedSeconds));
        if (single != distributed) {
            throw new IllegalStateException("the distributed count " + distributed + " differs from the single-process "
                    + single);
        }
    }

    private static String resultText(Game<?, ?> game, String position, int depth, DistributedPerft.Result result) {
        StringBuilder text = new StringBuilder();
        text.append("# perft ").append(game.name()).append(" depth ").append(depth).append(" from ")
                .append(position == null ? "the start position" : position).append('\n');
        text.append("# sub-position (moves from the root), multiplicity, weighted count\n");
        for (int i = 0; i < result.tasks().size(); i++) {
            SubPosition sub = result.tasks().get(i);
            for (int move : sub.path()) {
                text.append(game.moveOf(move)).append(' ');
            }
            text.append(sub.multiplicity()).append(' ').append(result.counts().get(i)).append('\n');
        }
        text.append("Nodes searched: ").append(result.nodes()).append('\n');
        return text.toString();
    }
}
