package io.github.tansaku.examples;

import io.github.tansaku.examples.demo.Demo;
import io.github.tansaku.examples.harness.Ablation;
import io.github.tansaku.examples.harness.Bench;
import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.examples.teach.Plots;
import io.github.tansaku.examples.walkthrough.WalkThrough;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command-line tool, {@code bin/tansaku <command> [arguments]}. Each command is one line of
 * the table in {@link #COMMANDS}; {@code help} lists them. An unknown command prints the help
 * and exits with status 2; bad arguments print the reason and exit with status 2.
 */
public final class Main {

    /** A subcommand: runs with the arguments after its name and returns the exit status. */
    @FunctionalInterface
    interface Command {
        int run(List<String> args, PrintStream out) throws Exception;
    }

    private record Entry(String usage, String summary, Command command) {
    }

    private static final Map<String, Entry> COMMANDS = new LinkedHashMap<>();

    static {
        add("demo", Demo.USAGE, "search a position with the production searcher, printing each iteration", Demo::run);
        add("uci", "uci", "the chess engine: speaks UCI on standard input and output",
                (args, out) -> engine("uci", args, () -> io.github.tansaku.chess.engine.UciEngine.main(new String[0])));
        add("usi", "usi", "the shogi engine: speaks USI on standard input and output",
                (args, out) -> engine("usi", args, () -> io.github.tansaku.shogi.engine.UsiEngine.main(new String[0])));
        add("walkthrough", WalkThrough.USAGE, "Minimax, AlphaBeta and the Searcher side by side; each pruning technique alone",
                WalkThrough::run);
        add("teach", io.github.tansaku.examples.teach.Teach.USAGE,
                "writes the teaching page DIR/index.html (alpha-beta step by step) and its pictures",
                io.github.tansaku.examples.teach.Teach::run);
        add("ablation", "ablation [game] [--depth N] [--repeat N] [--on-alone] | ablation [game] --elo [--nodes N] [--rounds N] [--concurrency N]; either with --svg DIR (the table as a bar chart)   games: " + String.join(", ", GameSetups.names()),
                "each technique switched alone from the game's settings (off if they use it, on if not; or on alone over exact()): nodes and time to a fixed depth; with --elo, games against the defaults",
                Main::ablation);
        add("bench", "bench [game] [--depth N]   games: " + String.join(", ", GameSetups.names()),
                "the bench signature: fixed positions, fixed depth, total nodes (deterministic) and speed", Main::bench);
        add("match", io.github.tansaku.examples.harness.MatchCommand.USAGE,
                "the tournament runner: two engines (built in or UCI/USI processes), pairs of games, SPRT, adjudication",
                io.github.tansaku.examples.harness.MatchCommand::run);
        add("paired", io.github.tansaku.examples.harness.PairedCommand.USAGE,
                "a candidate run of an engine compared with a base run against the same opponent on the same openings, game matched with game, from their match -log files or chess PGN files",
                io.github.tansaku.examples.harness.PairedCommand::run);
        add("tune", io.github.tansaku.examples.harness.TuneCommand.USAGE,
                "SPSA tuning of an engine's numeric parameters by games (built in or a UCI/USI process), with a log to resume from",
                io.github.tansaku.examples.harness.TuneCommand::run);
        add("tune-report", io.github.tansaku.examples.harness.TuneReport.USAGE,
                "what a tune run's log says so far: each parameter's estimate, its range, late mean and how clearly the games measured its direction (z); with --svg, a chart per parameter",
                io.github.tansaku.examples.harness.TuneReport::run);
        add("book", io.github.tansaku.examples.harness.BookCommand.USAGE,
                "an opening book of random lines the game's own search finds balanced, for match -openings",
                io.github.tansaku.examples.harness.BookCommand::run);
        add("sprt", io.github.tansaku.harness.cli.SprtCalculator.USAGE,
                "SPRT calculator: LLR, bounds, decision and Elo of a match's counts, without playing games",
                (args, out) -> io.github.tansaku.harness.cli.SprtCalculator.run(args.toArray(new String[0]),
                        new java.io.PrintWriter(out, true), new java.io.PrintWriter(System.err, true)));
        add("label-shogi", io.github.tansaku.examples.tuning.ShogiLabeller.USAGE,
                "shogi positions labelled by an external USI engine's search, for train-shogi-eval",
                io.github.tansaku.examples.tuning.ShogiLabeller::run);
        add("train-shogi-eval", io.github.tansaku.examples.tuning.ShogiEvalTrainer.USAGE,
                "fits the learned shogi evaluator's weights to label-shogi's positions",
                io.github.tansaku.examples.tuning.ShogiEvalTrainer::run);
        add("jmh", "jmh [JMH arguments]", "run the JMH benchmarks in this jar (e.g. jmh SearcherBench -prof gc)",
                (args, out) -> {
                    org.openjdk.jmh.Main.main(args.toArray(new String[0]));
                    return 0;
                });
        add("help", "help", "this list", (args, out) -> {
            printHelp(out);
            return 0;
        });
    }

    private Main() {
    }

    private static void add(String name, String usage, String summary, Command command) {
        COMMANDS.put(name, new Entry(usage, summary, command));
    }

    /** Runs the command named by the first argument and exits with its status. */
    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        System.out.flush();
        if (status != 0) {
            System.exit(status);
        }
    }

    /**
     * Runs the command named by {@code args[0]}.
     *
     * @return the exit status: 0 on success, 2 for an unknown command or bad arguments, 1 when
     *     the command failed
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            printHelp(out);
            return 0;
        }
        Entry entry = COMMANDS.get(args[0]);
        if (entry == null) {
            err.println("tansaku: unknown command '" + args[0] + "'");
            printHelp(err);
            return 2;
        }
        try {
            return entry.command().run(Arrays.asList(args).subList(1, args.length), out);
        } catch (IllegalArgumentException e) {
            err.println("tansaku " + args[0] + ": " + e.getMessage());
            return 2;
        } catch (Exception e) {
            err.println("tansaku " + args[0] + " failed: " + e);
            e.printStackTrace(err);
            return 1;
        }
    }

    private static void printHelp(PrintStream out) {
        out.println("usage: tansaku <command> [arguments]");
        for (Map.Entry<String, Entry> command : COMMANDS.entrySet()) {
            out.printf("  %-12s %s%n", command.getKey(), command.getValue().summary());
            out.printf("  %-12s   %s%n", "", command.getValue().usage());
        }
    }

    private static int engine(String name, List<String> args, EngineMain serve) throws Exception {
        if (!args.isEmpty()) {
            throw new IllegalArgumentException(name + " takes no arguments (options are set with setoption), got " + args);
        }
        serve.run();
        return 0;
    }

    /** An engine's main method: serves its protocol on standard input and output until quit. */
    @FunctionalInterface
    private interface EngineMain {
        void run() throws Exception;
    }

    private static int ablation(List<String> args, PrintStream out) throws java.io.IOException, InterruptedException {
        String game = "connect4";
        Integer depth = null;
        int repeats = 3;
        boolean onAlone = false;
        boolean elo = false;
        int nodes = 3_000;
        int rounds = 50;
        int concurrency = 1;
        java.nio.file.Path svg = null;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--svg") && svg == null) {
                svg = Plots.directory("--svg", args, ++i);
            } else if (args.get(i).equals("--on-alone")) {
                onAlone = true;
            } else if (args.get(i).equals("--elo")) {
                elo = true;
            } else if (args.get(i).equals("--nodes") && i + 1 < args.size()) {
                nodes = parsePositive("--nodes", args.get(++i));
            } else if (args.get(i).equals("--rounds") && i + 1 < args.size()) {
                rounds = parsePositive("--rounds", args.get(++i));
            } else if (args.get(i).equals("--concurrency") && i + 1 < args.size()) {
                concurrency = parsePositive("--concurrency", args.get(++i));
            } else if (args.get(i).equals("--depth") && i + 1 < args.size()) {
                depth = parsePositive("--depth", args.get(++i));
            } else if (args.get(i).equals("--repeat") && i + 1 < args.size()) {
                repeats = parsePositive("--repeat", args.get(++i));
            } else if (i == 0 && !args.get(i).startsWith("--")) {
                game = args.get(i);
            } else {
                throw new IllegalArgumentException("unexpected argument '" + args.get(i) + "'; usage: "
                        + COMMANDS.get("ablation").usage());
            }
        }
        GameSetup<?, ?> setup = GameSetups.byName(game);
        if (elo) {
            out.println(setup.name() + ": each technique off against the defaults, " + rounds + " game pairs at " + nodes
                    + " nodes a move");
            out.println(io.github.tansaku.examples.harness.EloAblation.header());
            var rows = io.github.tansaku.examples.harness.EloAblation.run(setup, nodes, rounds, concurrency, out);
            if (svg != null) {
                Plots.write(svg, "ablation-elo-" + game + ".svg", Plots.elo(
                        setup.name() + ": Elo with each technique off against the defaults (95 % interval), " + rounds
                                + " game pairs at " + nodes + " nodes a move", rows), out);
            }
            return 0;
        }
        int fixedDepth = depth != null ? depth : setup.benchDepth();
        Ablation.Table table = onAlone ? Ablation.onAlone(setup, fixedDepth, repeats) : Ablation.offAlone(setup, fixedDepth, repeats);
        Ablation.print(table, out);
        if (svg != null) {
            Plots.write(svg, "ablation-" + game + ".svg",
                    Plots.ablation(table), out);
        }
        return 0;
    }

    private static int bench(List<String> args, PrintStream out) {
        String game = "connect4";
        Integer depth = null;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--depth") && i + 1 < args.size()) {
                depth = parsePositive("--depth", args.get(++i));
            } else if (i == 0 && !args.get(i).startsWith("--")) {
                game = args.get(i);
            } else {
                throw new IllegalArgumentException("unexpected argument '" + args.get(i) + "'; usage: "
                        + COMMANDS.get("bench").usage());
            }
        }
        GameSetup<?, ?> setup = GameSetups.byName(game);
        Bench.run(setup, depth != null ? depth : setup.benchDepth(), out);
        return 0;
    }

    private static int parsePositive(String option, String text) {
        try {
            int value = Integer.parseInt(text);
            if (value >= 1) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " needs a whole number of at least 1, not '" + text + "'");
    }
}
