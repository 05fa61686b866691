package io.github.tansaku.spark;

import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.perft.Perft;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;

/**
 * Perft on Spark: the driver splits the tree at a few plies ({@link PerftSplit}), each distinct
 * sub-position is one work item (one task each, up to a maximum number of tasks) that rebuilds
 * the position from the root's text and the move codes and counts the rest of the tree with
 * {@link Perft#count}; the driver sums the counts times the multiplicities. Works for any game {@link GameSetups} knows; transpositions are merged for
 * games with hash keys.
 */
public final class DistributedPerft {

    /**
     * The outcome of a distributed perft.
     *
     * @param nodes         the leaf count of the whole tree
     * @param subPositions  the sub-positions (tasks), after merging transpositions
     * @param paths         the move sequences to the split ply (the sum of the multiplicities)
     * @param counts        each sub-position's weighted count, in the order of {@code tasks}
     * @param tasks         the sub-positions
     */
    public record Result(long nodes, int subPositions, long paths, List<Long> counts, List<SubPosition> tasks) {

        /** Copies the lists. */
        public Result {
            counts = List.copyOf(counts);
            tasks = List.copyOf(tasks);
        }
    }

    private DistributedPerft() {
    }

    /** The most tasks a perft is cut into by default: beyond it, sub-positions share tasks. */
    public static final int DEFAULT_MAX_TASKS = 1000;

    /**
     * Counts the perft of {@code depth} plies from {@code positionText} (the game's start
     * position when null), split at {@code split} plies (at most {@code depth}), in at most
     * {@link #DEFAULT_MAX_TASKS} tasks.
     *
     * @throws IllegalArgumentException for an unknown game, a malformed position or a bad depth
     * @throws JobFailedException       when a task fails on every attempt
     */
    public static Result run(JavaSparkContext context, String gameName, String positionText, int depth, int split,
            PrintStream out) {
        return run(context, gameName, positionText, depth, split, DEFAULT_MAX_TASKS, out);
    }

    /**
     * Counts the perft of {@code depth} plies from {@code positionText} (the game's start
     * position when null), split at {@code split} plies (at most {@code depth}), in at most
     * {@code maxTasks} tasks.
     *
     * @throws IllegalArgumentException for an unknown game, a malformed position or a bad depth
     * @throws JobFailedException       when a task fails on every attempt
     */
    public static Result run(JavaSparkContext context, String gameName, String positionText, int depth, int split,
            int maxTasks, PrintStream out) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth must not be negative, got " + depth);
        }
        if (split < 0) {
            throw new IllegalArgumentException("-split must not be negative, got " + split);
        }
        GameSetup<?, ?> setup = GameSetups.byName(gameName);
        List<SubPosition> tasks = splitRoot(setup, positionText, Math.min(split, depth));
        int remaining = depth - Math.min(split, depth);
        long paths = tasks.stream().mapToLong(SubPosition::multiplicity).sum();
        out.println("perft " + gameName + " depth " + depth + ": " + paths + " lines at ply " + Math.min(split, depth)
                + ", " + tasks.size() + " distinct positions in " + Math.min(tasks.size(), maxTasks) + " tasks");
        List<Long> counts = TaskRunner.run(context, "perft " + gameName + " depth " + depth, tasks,
                new CountBelow(gameName, positionText, remaining), maxTasks, out);
        long nodes = 0;
        for (long count : counts) {
            nodes = Math.addExact(nodes, count);
        }
        return new Result(nodes, tasks.size(), paths, new ArrayList<>(counts), tasks);
    }

    private static <P> List<SubPosition> splitRoot(GameSetup<P, ?> setup, String positionText, int plies) {
        return PerftSplit.split(setup.game(), root(setup, positionText), plies);
    }

    /** The root position: the text read by the game's setup, or the game's start position when null. */
    static <P> P root(GameSetup<P, ?> setup, String positionText) {
        return positionText == null ? setup.game().newPosition() : setup.parse(positionText);
    }

    /** One task: the perft count below a sub-position, times its multiplicity. */
    private static final class CountBelow implements Function<SubPosition, Long> {
        private static final long serialVersionUID = 1L;
        private final String gameName;
        private final String positionText;
        private final int depth;

        CountBelow(String gameName, String positionText, int depth) {
            this.gameName = gameName;
            this.positionText = positionText;
            this.depth = depth;
        }

        @Override
        public Long call(SubPosition subPosition) {
            return count(GameSetups.byName(gameName), subPosition);
        }

        private <P> long count(GameSetup<P, ?> setup, SubPosition subPosition) {
            Game<P, ?> game = setup.game();
            P position = root(setup, positionText);
            for (int move : subPosition.path()) {
                if (!game.makeMove(position, move)) {
                    throw new IllegalStateException("move code " + move + " of " + subPosition + " is illegal here");
                }
            }
            return Math.multiplyExact(Perft.count(game, position, depth), subPosition.multiplicity());
        }
    }
}
