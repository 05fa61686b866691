package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.Notation;
import io.github.tansaku.harness.match.Opening;
import io.github.tansaku.harness.match.Openings;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bin/tansaku book}: makes an opening book of random balanced lines for the match runner,
 * one {@code position}-command line each ({@code startpos moves e2e4 c7c5 ...}), readable with
 * {@code -openings file=F format=position}. The shipped default books were made with it (their
 * first line says how).
 */
public final class BookCommand {

    /** The usage line of {@code bin/tansaku help}. */
    public static final String USAGE = "book GAME --plies N --count N [--balance S] [--depth D] [--seed N] [--out FILE]";

    private BookCommand() {
    }

    /** Runs the command; returns the exit status. */
    public static int run(List<String> args, PrintStream out) throws IOException {
        if (args.isEmpty() || args.get(0).startsWith("--")) {
            throw new IllegalArgumentException("which game? usage: " + USAGE);
        }
        GameSetup<?, ?> setup = GameSetups.byName(args.get(0));
        int plies = -1;
        int count = -1;
        Integer balance = null;
        int depth = MatchCommand.DEFAULT_BALANCE_DEPTH;
        long seed = 1;
        Path file = null;
        for (int i = 1; i < args.size(); i++) {
            String option = args.get(i);
            if (i + 1 >= args.size()) {
                throw new IllegalArgumentException(option + " needs a value; usage: " + USAGE);
            }
            String value = args.get(++i);
            switch (option) {
                case "--plies" -> plies = MatchCommand.nonNegative(option, value);
                case "--count" -> count = MatchCommand.positive(option, value);
                case "--balance" -> balance = MatchCommand.nonNegative(option, value);
                case "--depth" -> depth = MatchCommand.positive(option, value);
                case "--seed" -> seed = MatchCommand.parseLong(option, value);
                case "--out" -> file = Path.of(value);
                default -> throw new IllegalArgumentException("unknown option '" + option + "'; usage: " + USAGE);
            }
        }
        if (plies < 0 || count < 0) {
            throw new IllegalArgumentException("--plies and --count are required; usage: " + USAGE);
        }
        List<String> lines = lines(setup, plies, count, balance, depth, seed);
        String text = String.join(System.lineSeparator(), lines) + System.lineSeparator();
        if (file != null) {
            Files.writeString(file, text, StandardCharsets.UTF_8);
            out.println("wrote " + (lines.size() - 1) + " openings to " + file);
        } else {
            out.print(text);
        }
        return 0;
    }

    private static <P, M> List<String> lines(GameSetup<P, M> setup, int plies, int count, Integer balance, int depth,
            long seed) {
        int threshold = balance != null ? balance : setup.balancedScore();
        Notation<P, M> notation = setup.notation();
        List<Opening<M>> openings = Openings.random(setup.game(), "startpos", notation.parsePosition("startpos"), plies,
                count, seed, MatchCommand.balanced(setup, threshold, depth));
        List<String> lines = new ArrayList<>();
        lines.add("# bin/tansaku book " + setup.name() + " --plies " + plies + " --count " + count + " --balance "
                + threshold + " --depth " + depth + " --seed " + seed + "   (" + openings.size() + " lines)");
        for (Opening<M> opening : openings) {
            lines.add(Openings.positionLine(opening, notation));
        }
        return lines;
    }
}
