package io.github.tansaku.examples.demo;

import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.examples.harness.ProgressPrinter;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code demo [game] [--depth N] [--movetime MS] [--position TEXT]}: searches a position of a
 * game (the standard connect four board by default) with the production searcher at its
 * strongest setting and prints the search progress and the best line.
 */
public final class Demo {

    /** The usage text. */
    public static final String USAGE = "demo [game] [--depth N] [--movetime MS] [--position TEXT]   games: "
            + String.join(", ", GameSetups.names());

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
        String game = "connect4";
        Integer depth = null;
        Long moveTime = null;
        String position = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--depth" -> depth = parsePositive(value(args, ++i, arg), arg);
                case "--movetime" -> moveTime = (long) parsePositive(value(args, ++i, arg), arg);
                case "--position" -> position = value(args, ++i, arg);
                default -> {
                    if (arg.startsWith("--") || i > 0) {
                        throw new IllegalArgumentException("unexpected argument '" + arg + "'; usage: " + USAGE);
                    }
                    game = arg;
                }
            }
        }
        return search(GameSetups.byName(game), depth, moveTime, position, out);
    }

    private static <P, M> int search(GameSetup<P, M> setup, Integer depth, Long moveTime, String positionText,
            PrintStream out) {
        P position = positionText == null ? setup.demoPosition() : setup.parse(positionText);
        SearchLimits limits = SearchLimits.depth(depth != null ? depth : setup.demoDepth());
        if (moveTime != null) {
            limits = depth == null ? SearchLimits.moveTime(moveTime) : limits.withTime(moveTime, moveTime);
        }
        SearchOptions options = setup.searchOptions().supportedBy(setup.game());
        Searcher<P, M> searcher = new Searcher<>(setup.game(), setup.evaluator(), options);
        out.println(setup.name() + ", " + limits);
        out.println(setup.diagram(position));
        out.println();
        ProgressPrinter<M> printer = new ProgressPrinter<>(out);
        printer.printHeader();
        SearchResult<M> result = searcher.search(position, limits, printer);
        out.println();
        printer.printResult(result);
        return 0;
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
