package io.github.tansaku.spark;

import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The shogi labelling job on Spark: games {@code 0..games-1} of a seed spread over partitions,
 * each partition playing its games with {@link ShogiSelfPlayLabels} and writing their lines to
 * one file of the output directory ({@code part-00000}, ...; any file system Spark writes to,
 * such as HDFS on a cluster). The files concatenated are a labelled set for
 * {@code train-shogi-eval}.
 */
public final class DistributedShogiLabels {

    /**
     * How to label.
     *
     * @param games       how many games
     * @param seed        the first game's seed; game {@code g} uses {@code seed + g}
     * @param nodes       nodes per searched move
     * @param randomPlies random plies at the start of each game
     * @param engine      an external USI engine that labels instead of our searcher (the same
     *                    command must exist on every worker), or {@code null} for our own searcher
     */
    public record Settings(int games, long seed, long nodes, int randomPlies, ExternalEngine engine)
            implements java.io.Serializable {

        private static final long serialVersionUID = 1L;

        /** Refuses non-positive counts. */
        public Settings {
            if (games < 1 || nodes < 1 || randomPlies < 0) {
                throw new IllegalArgumentException("games and nodes must be positive, random plies not negative");
            }
        }

        /** Labelling with our own searcher at {@code nodes} nodes per move. */
        public Settings(int games, long seed, long nodes, int randomPlies) {
            this(games, seed, nodes, randomPlies, null);
        }
    }

    /**
     * An external USI engine that searches the positions, as {@code label-shogi --engine}.
     *
     * @param command         its command line, split into words
     * @param goArguments     what follows {@code go}, e.g. {@code nodes 5000} or {@code btime 0 wtime 0 byoyomi 100}
     * @param options         {@code NAME=VALUE} settings sent as {@code setoption}
     * @param stopAfterMillis milliseconds after which a search still running is stopped (0: never)
     */
    public record ExternalEngine(List<String> command, String goArguments, List<String> options, long stopAfterMillis)
            implements java.io.Serializable {

        private static final long serialVersionUID = 1L;

        /** Copies the lists; refuses an empty command or a malformed option. */
        public ExternalEngine {
            command = List.copyOf(command);
            options = List.copyOf(options);
            if (command.isEmpty() || goArguments == null || goArguments.isBlank() || stopAfterMillis < 0) {
                throw new IllegalArgumentException("an external engine needs a command, go arguments and a non-negative stop time");
            }
            for (String option : options) {
                if (option.indexOf('=') <= 0) {
                    throw new IllegalArgumentException("an engine option is NAME=VALUE, not '" + option + "'");
                }
            }
        }

        List<String[]> optionPairs() {
            List<String[]> pairs = new ArrayList<>();
            for (String option : options) {
                int equals = option.indexOf('=');
                pairs.add(new String[] {option.substring(0, equals), option.substring(equals + 1)});
            }
            return pairs;
        }
    }

    private DistributedShogiLabels() {
    }

    /**
     * Writes the labelled positions of {@code settings}' games into the directory {@code output}
     * in {@code partitions} files and returns how many lines they hold.
     *
     * @throws IllegalArgumentException if {@code output} is a local path that already exists
     * @throws JobFailedException       when a task fails on every attempt
     */
    public static long run(JavaSparkContext context, Settings settings, int partitions, String output, PrintStream out) {
        if (partitions < 1) {
            throw new IllegalArgumentException("-partitions must be positive, got " + partitions);
        }
        URI uri = URI.create(output);
        if ((uri.getScheme() == null || uri.getScheme().equals("file")) && Files.exists(Path.of(uri.getPath()))) {
            throw new IllegalArgumentException(output + " exists already; give a new directory for the labelled files");
        }
        List<Long> seeds = new ArrayList<>(settings.games());
        for (int game = 0; game < settings.games(); game++) {
            seeds.add(settings.seed() + game);
        }
        int tasks = Math.min(partitions, settings.games());
        String job = "label-shogi: " + settings.games() + " games, " + (settings.engine() == null
                ? settings.nodes() + " nodes per move" : "searched by " + String.join(" ", settings.engine().command()));
        TaskProgress progress = new TaskProgress(job, tasks, out);
        context.sc().addSparkListener(progress);
        try {
            context.parallelize(seeds, tasks)
                    .mapPartitions((Iterator<Long> games) -> label(games, settings))
                    .saveAsTextFile(output);
            progress.finish();
            return context.textFile(output).count();
        } catch (Exception e) {
            throw new JobFailedException(job, e);
        } finally {
            context.sc().removeSparkListener(progress);
        }
    }

    private static Iterator<String> label(Iterator<Long> games, Settings settings) throws java.io.IOException {
        if (settings.engine() != null) {
            List<Long> seeds = new ArrayList<>();
            games.forEachRemaining(seeds::add);
            ExternalEngine engine = settings.engine();
            return io.github.tansaku.examples.tuning.ShogiLabeller.labelGames(engine.command(), engine.goArguments(),
                    engine.optionPairs(), engine.stopAfterMillis(), settings.randomPlies(), seeds).iterator();
        }
        ShogiSelfPlayLabels labeller = new ShogiSelfPlayLabels(settings.nodes(), settings.randomPlies());
        List<String> lines = new ArrayList<>();
        while (games.hasNext()) {
            lines.addAll(labeller.game(games.next()));
        }
        return lines.iterator();
    }
}
