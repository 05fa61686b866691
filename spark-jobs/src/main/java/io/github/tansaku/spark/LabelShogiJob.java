package io.github.tansaku.spark;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code bin/tansaku spark label-shogi}: labelled shogi positions from self-play of our own
 * searcher ({@link DistributedShogiLabels}), one file per partition in the output directory.
 */
final class LabelShogiJob {

    static final String USAGE = "spark label-shogi -out DIR [-games 100] [-seed 1] [-nodes 3000] [-random-plies 8]"
            + " [-partitions N] [--master local[*]]";

    private LabelShogiJob() {
    }

    static int run(List<String> args, PrintStream out) {
        JobArguments arguments = JobArguments.parse(args, Set.of("-out", "-games", "-seed", "-nodes", "-random-plies",
                "-partitions", "-master"), USAGE);
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
        DistributedShogiLabels.Settings settings = new DistributedShogiLabels.Settings(
                JobArguments.integer("-games", arguments.value("-games", "100"), 1), seed,
                JobArguments.integer("-nodes", arguments.value("-nodes", "3000"), 1),
                JobArguments.integer("-random-plies", arguments.value("-random-plies", "8"), 0));
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
