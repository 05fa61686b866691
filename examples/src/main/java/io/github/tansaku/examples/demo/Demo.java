package io.github.tansaku.examples.demo;

import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.examples.harness.ProgressPrinter;
import io.github.tansaku.examples.harness.SearchStrategy;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.GameSearcher;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code demo [game] [--depth N] [--movetime MS] [--position TEXT] [--strategy alphabeta|mcts]}:
 * searches a position of a game with the production searcher with its defaults (or with
 * Monte Carlo tree search, {@code --strategy mcts}) and prints the search progress and the best
 * line. Without a game it searches connect four, chess and shogi in turn, each for at most
 * {@link #DEFAULT_TOUR_MILLIS} milliseconds. MCTS has no iterations to count, so without
 * {@code --movetime} it searches for {@link #DEFAULT_MCTS_MILLIS} milliseconds, and
 * {@code --depth} bounds the depth of its tree.
 */
public final class Demo {

    /** The usage text. */
    public static final String USAGE = "demo [game] [--depth N] [--movetime MS] [--position TEXT]"
            + " [--strategy alphabeta|mcts]   games: " + String.join(", ", GameSetups.names());

    /** The games the demo visits when none is named. */
    static final List<String> TOUR = List.of("connect4", "chess", "shogi");
    /** The time each game of the tour gets unless {@code --movetime} says otherwise. */
    static final long DEFAULT_TOUR_MILLIS = 4_000;
    /** The time of an MCTS demo search without {@code --movetime}. */
    static final long DEFAULT_MCTS_MILLIS = 3_000;

    private Demo() {
    }

    /**
     * Runs the demo.
     *
     * @param args the command-line arguments after {@code demo}
     * @param out where to print
     * @return the process exit status
     * @throws IllegalArgumentException with a clear message for bad arguments
     */
    public static int run(List<String> args, PrintStream out) {
        String game = null;
        Integer depth = null;
        Long moveTime = null;
        String position = null;
        SearchStrategy strategy = SearchStrategy.ALPHA_BETA;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--depth" -> depth = parsePositive(value(args, ++i, arg), arg);
                case "--movetime" -> moveTime = (long) parsePositive(value(args, ++i, arg), arg);
                case "--position" -> position = value(args, ++i, arg);
                case "--strategy" -> strategy = SearchStrategy.named(value(args, ++i, arg));
                default -> {
                    if (arg.startsWith("--") || i > 0) {
                        throw new IllegalArgumentException("unexpected argument '" + arg + "'; usage: " + USAGE);
                    }
                    game = arg;
                }
            }
        }
        if (game != null) {
            return search(GameSetups.byName(game), strategy, depth, moveTime, position, out);
        }
        if (position != null) {
            throw new IllegalArgumentException("--position needs a game; usage: " + USAGE);
        }
        for (String name : TOUR) {
            GameSetup<?, ?> setup = GameSetups.byName(name);
            // The tour keeps each game short: its demo depth, cut at the tour's time.
            int status = moveTime == null && depth == null
                    ? search(setup, strategy, strategy == SearchStrategy.MCTS ? null : setup.demoDepth(),
                            DEFAULT_TOUR_MILLIS, null, out)
                    : search(setup, strategy, depth, moveTime, null, out);
            if (status != 0) {
                return status;
            }
            out.println();
        }
        return 0;
    }

    private static <P, M> int search(GameSetup<P, M> setup, SearchStrategy strategy, Integer depth, Long moveTime,
            String positionText, PrintStream out) {
        P position = positionText == null ? setup.demoPosition() : setup.parse(positionText);
        SearchLimits limits = limits(setup, strategy, depth, moveTime);
        GameSearcher<P, M> searcher = strategy.searcher(setup);
        out.println(setup.name() + ", " + (strategy == SearchStrategy.MCTS ? "Monte Carlo tree search, " : "") + limits);
        out.println(setup.diagram(position));
        out.println();
        ProgressPrinter<M> printer = new ProgressPrinter<>(out, setup::scoreText);
        printer.printHeader();
        SearchResult<M> result = searcher.search(position, limits, printer);
        out.println();
        printer.printResult(result);
        return 0;
    }

    /**
     * Alpha-beta: the depth (the game's demo depth by default), cut at the move time if one is
     * given. MCTS: the move time ({@link #DEFAULT_MCTS_MILLIS} by default), the depth bounding the tree.
     */
    private static SearchLimits limits(GameSetup<?, ?> setup, SearchStrategy strategy, Integer depth, Long moveTime) {
        if (strategy == SearchStrategy.MCTS) {
            SearchLimits limits = SearchLimits.moveTime(moveTime != null ? moveTime : DEFAULT_MCTS_MILLIS);
            return depth != null ? limits.withDepth(depth) : limits;
        }
        SearchLimits limits = SearchLimits.depth(depth != null ? depth : setup.demoDepth());
        if (moveTime != null) {
            limits = depth == null ? SearchLimits.moveTime(moveTime) : limits.withTime(moveTime, moveTime);
        }
        return limits;
    }

    private static String value(List<String> args, int index, String option) {
        if (index >= args.size()) {
            throw new IllegalArgumentException(option + " needs a value; usage: " + USAGE);
        }
        return args.get(index);
    }

    private static int parsePositive(String text, String option) {
        try {
            int value = Integer.parseInt(text);
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the option's name
        }
        throw new IllegalArgumentException(option + " needs a positive whole number, not '" + text + "'");
    }
}
