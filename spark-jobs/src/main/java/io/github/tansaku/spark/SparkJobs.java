package io.github.tansaku.spark;

import java.io.PrintStream;
import java.util.List;

/**
 * {@code bin/tansaku spark JOB ...} and the main class for {@code spark-submit}: runs one job
 * (perft, match, ablation or label-shogi) with {@code --master} defaulting to {@code local[*]}. Bad arguments end with
 * a message and status 2, a job that cannot finish with its reason and status 1.
 */
public final class SparkJobs {

    private static final String USAGE = String.join(System.lineSeparator(),
            "usage: bin/tansaku " + PerftJob.USAGE,
            "       bin/tansaku " + MatchJob.USAGE,
            "       bin/tansaku " + AblationJob.USAGE,
            "       bin/tansaku " + LabelShogiJob.USAGE);

    private SparkJobs() {
    }

    /** Runs the job named by the first argument and exits with its status. */
    public static void main(String[] args) {
        System.exit(run(List.of(args), System.out, System.err));
    }

    /** Runs the job named by {@code args.get(0)}; returns the exit status. */
    static int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty() || args.get(0).equals("help") || args.get(0).equals("-h")) {
            out.println(USAGE);
            return args.isEmpty() ? 2 : 0;
        }
        List<String> rest = args.subList(1, args.size());
        try {
            return switch (args.get(0)) {
                case "perft" -> PerftJob.run(rest, out);
                case "match" -> MatchJob.run(rest, out);
                case "ablation" -> AblationJob.run(rest, out);
                case "label-shogi" -> LabelShogiJob.run(rest, out);
                default -> {
                    err.println("tansaku spark: unknown job '" + args.get(0) + "'" + System.lineSeparator() + USAGE);
                    yield 2;
                }
            };
        } catch (IllegalArgumentException e) {
            err.println("tansaku spark: " + e.getMessage());
            return 2;
        } catch (JobFailedException e) {
            err.println("tansaku spark: " + e.getMessage());
            return 1;
        } catch (java.io.IOException e) {
            err.println("tansaku spark: " + e);
            return 1;
        }
    }
}
