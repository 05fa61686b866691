package io.github.tansaku.spark;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code bin/tansaku spark label-shogi}: labelled shogi positions from self-play of our own
 * searcher, or of an external USI engine with {@code -engine} ({@link DistributedShogiLabels}),
 * one file per partition in the output directory.
 */
final class LabelShogiJob {

    static final String USAGE = "spark label-shogi -out DIR [-games 100] [-seed 1] [-nodes 3000] [-random-plies 8]"
            + " [-engine \"COMMAND\" [-go \"ARGUMENTS\"] [-options NAME=VALUE,...] [-stop-after MS]]"
            + " [-partitions N] [--master local[*]]";

    private LabelShogiJob() {
    }

    static int run(List<String> args, PrintStream out) {
        JobArguments arguments = JobArguments.parse(args, Set.of("-out", "-games", "-seed", "-nodes", "-random-plies",
                "-partitions", "-master", "-engine", "-go", "-options", "-stop-after"), USAGE);
        String output = arguments.value("-out", null);
        if (output == null) {
            throw new IllegalArgumentException("label-shogi needs -out DIR; usage: " + USAGE);
        }
        long seed;
        try {
            seed = Long.parseLong(arguments.value("-seed", "1"));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-seed needs a whole number, not '" + arguments.value("-seed", "") + "'");
        }
        int nodes = JobArguments.integer("-nodes", arguments.value("-nodes", "3000"), 1);
        DistributedShogiLabels.ExternalEngine engine = null;
        String command = arguments.value("-engine", null);
        if (command != null) {
            String options = arguments.value("-options", "");
            engine = new DistributedShogiLabels.ExternalEngine(List.of(command.trim().split("\\s+")),
                    arguments.value("-go", "nodes " + nodes),
                    options.isEmpty() ? List.of() : List.of(options.split(",")),
                    JobArguments.integer("-stop-after", arguments.value("-stop-after", "0"), 0));
        } else if (arguments.value("-go", null) != null || arguments.value("-options", null) != null
                || arguments.value("-stop-after", null) != null) {
            throw new IllegalArgumentException("-go, -options and -stop-after are for an external -engine; usage: " + USAGE);
        }
        DistributedShogiLabels.Settings settings = new DistributedShogiLabels.Settings(
                JobArguments.integer("-games", arguments.value("-games", "100"), 1), seed, nodes,
                JobArguments.integer("-random-plies", arguments.value("-random-plies", "8"), 0), engine);
        String partitionOption = arguments.value("-partitions", null);
        long lines;
        try (JavaSparkContext context = SparkContexts.open(arguments.value("-master", null), "tansaku label-shogi")) {
            int partitions = partitionOption != null ? JobArguments.integer("-partitions", partitionOption, 1)
                    : context.defaultParallelism();
            lines = DistributedShogiLabels.run(context, settings, partitions, output, out);
        }
        out.println(lines + " labelled positions in " + output + " (one file per partition; train-shogi-eval reads them)");
        return 0;
    }
}
