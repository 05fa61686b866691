package io.github.tansaku.spark;

import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.harness.match.MatchReport;
import io.github.tansaku.harness.stats.Sprt;
import io.github.tansaku.harness.stats.SprtModel;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code bin/tansaku spark match}: a match or SPRT of two engine configurations on Spark, with
 * {@code bin/tansaku match}'s options ({@code -engine name=N option.X=V} for the built-in searcher,
 * {@code -engine cmd=PROGRAM args=...} for a UCI/USI process that exists on every worker,
 * {@code -each nodes=N depth=N}, {@code -rounds}, {@code -sprt}, {@code -maxplies}, {@code -openings})
 * and two of its own: pairs per task and tasks per wave. Games are always played in pairs with
 * colours swapped, from the game's shipped book. Prints progress after each wave, the summary of
 * the match runner at the end, and writes its JSON summary to the result file.
 */
final class MatchJob {

    static final String USAGE = "spark match -game GAME -engine [builtin | cmd=PROGRAM [args=...]] name=A [option.NAME=VALUE]..."
            + " -engine name=B ..."
            + " -each nodes=N | depth=N [-rounds 1000] [-sprt elo0=E0 elo1=E1 [alpha=A] [beta=B] [model=normalized|logistic]]"
            + " [-maxplies N] [-openings file=F format=... [order=random] | plies=N] [-opening-plies N] [-srand SEED]"
            + " [-batch 4] [-wave TASKS] [-out spark-match.json] [--master local[*]]";

    private MatchJob() {
    }

    static int run(List<String> args, PrintStream out) throws IOException {
        JobArguments arguments = JobArguments.parse(args, Set.of("-game", "-engine", "-each", "-rounds", "-sprt",
                "-maxplies", "-openings", "-opening-plies", "-srand", "-batch", "-wave", "-out", "-master"), USAGE);
        String game = arguments.value("-game", "connect4");
        MatchSpec.book(GameSetups.byName(game));
        List<JobArguments.Group> engines = arguments.all("-engine");
        if (engines.size() != 2) {
            throw new IllegalArgumentException("a match needs two -engine options, got " + engines.size());
        }
        Map<String, String> each = arguments.one("-each") == null ? Map.of() : arguments.one("-each").pairs();
        int rounds = JobArguments.integer("-rounds", arguments.value("-rounds", "1000"), 1);
        MatchSpec spec = new MatchSpec(game, engine(engines.get(0).pairs(), game, 1), engine(engines.get(1).pairs(), game, 2),
                each.containsKey("nodes") ? JobArguments.integer("nodes", each.get("nodes"), 1) : 0,
                each.containsKey("depth") ? JobArguments.integer("depth", each.get("depth"), 1) : 0,
                JobArguments.integer("-maxplies", arguments.value("-maxplies", "0"), 0),
                bookLines(GameSetups.byName(game), arguments, rounds));
        for (String key : each.keySet()) {
            if (!key.equals("nodes") && !key.equals("depth")) {
                throw new IllegalArgumentException("-each " + key + "= is not for Spark matches: give nodes= or depth=,"
                        + " which make the results independent of the workers' load");
            }
        }
        Sprt sprt = arguments.one("-sprt") == null ? null : sprt(arguments.one("-sprt").pairs());
        int batch = JobArguments.integer("-batch", arguments.value("-batch", "4"), 1);
        Path resultFile = Path.of(arguments.value("-out", "spark-match.json"));
        String waveOption = arguments.value("-wave", null);
        MatchReport report = new MatchReport(spec.first().name(), spec.second().name(), sprt);
        DistributedMatch.Result result;
        try (JavaSparkContext context = SparkContexts.open(arguments.value("-master", null), "tansaku match")) {
            int wave = waveOption != null ? JobArguments.integer("-wave", waveOption, 1) : 2 * context.defaultParallelism();
            out.println("Match " + game + ": " + spec.first() + " vs " + spec.second() + ", " + spec.control()
                    + ", up to " + rounds + " pairs, " + batch + " pairs per task, " + wave + " tasks per wave"
                    + (sprt != null ? ", SPRT [" + sprt.elo0() + ", " + sprt.elo1() + "]" : ""));
            result = DistributedMatch.run(context, spec, sprt, new DistributedMatch.Waves(rounds, batch, wave), out);
        }
        out.print(report.summary(result.standings(), result.llr(), result.decision()));
        Files.writeString(resultFile, report.json(result.standings(), result.llr(), result.decision()),
                StandardCharsets.UTF_8);
        out.println("Result in " + resultFile);
        return 0;
    }

    /**
     * The openings of {@code -openings} (the match runner's keys: file, format, order, plies, balance,
     * depth) or {@code -opening-plies N}, as {@code position}-format lines for the workers; empty
     * (the shipped book) without either.
     */
    private static <P, M> List<String> bookLines(io.github.tansaku.examples.harness.GameSetup<P, M> setup,
            JobArguments arguments, int rounds) throws IOException {
        Map<String, String> pairs;
        if (arguments.one("-openings") != null) {
            pairs = arguments.one("-openings").pairs();
        } else if (arguments.value("-opening-plies", null) != null) {
            pairs = Map.of("plies", arguments.value("-opening-plies", null));
        } else {
            return List.of();
        }
        long seed;
        try {
            seed = Long.parseLong(arguments.value("-srand", "1"));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-srand needs a whole number, not '" + arguments.value("-srand", "") + "'");
        }
        List<String> lines = new java.util.ArrayList<>();
        for (io.github.tansaku.harness.match.Opening<M> opening
                : io.github.tansaku.examples.harness.MatchCommand.openings(setup, pairs, rounds, seed)) {
            lines.add(io.github.tansaku.harness.match.Openings.positionLine(opening, setup.notation()));
        }
        return lines;
    }

    private static EngineConfig engine(Map<String, String> pairs, String game, int index) {
        Map<String, String> options = new LinkedHashMap<>();
        for (Map.Entry<String, String> pair : pairs.entrySet()) {
            String key = pair.getKey();
            if (key.startsWith("option.")) {
                options.put(key.substring("option.".length()), pair.getValue());
            } else if (key.equals("builtin")) {
                if (!pair.getValue().isEmpty() && !pair.getValue().equals(game)) {
                    throw new IllegalArgumentException("builtin=" + pair.getValue() + " in a match of " + game);
                }
            } else if (!key.equals("name") && !key.equals("cmd") && !key.equals("args")) {
                throw new IllegalArgumentException("-engine: unknown key '" + key
                        + "'; use name=, builtin, cmd=PROGRAM [args=...], option.NAME=");
            }
        }
        List<String> command = new java.util.ArrayList<>();
        String program = pairs.get("cmd");
        if (program != null) {
            if (program.isEmpty() || pairs.containsKey("builtin")) {
                throw new IllegalArgumentException("-engine: give builtin or cmd=PROGRAM, not both or an empty cmd");
            }
            command.add(program);
            String args = pairs.getOrDefault("args", "").trim();
            if (!args.isEmpty()) {
                command.addAll(List.of(args.split("\\s+")));
            }
            if (GameSetups.byName(game).protocolDialect() == null) {
                throw new IllegalArgumentException(game + " has no engine protocol; its engines are built in only");
            }
        }
        String name = pairs.getOrDefault("name", program != null ? java.nio.file.Path.of(program).getFileName().toString()
                : "tansaku-" + index);
        return new EngineConfig(name, options, command);
    }

    private static Sprt sprt(Map<String, String> pairs) {
        return new Sprt(JobArguments.number("-sprt elo0", required(pairs, "elo0")),
                JobArguments.number("-sprt elo1", required(pairs, "elo1")),
                pairs.containsKey("alpha") ? JobArguments.number("-sprt alpha", pairs.get("alpha")) : 0.05,
                pairs.containsKey("beta") ? JobArguments.number("-sprt beta", pairs.get("beta")) : 0.05,
                SprtModel.named(pairs.getOrDefault("model", "normalized")));
    }

    private static String required(Map<String, String> pairs, String key) {
        String value = pairs.get(key);
        if (value == null || value.isEmpty()) {
            throw new IllegalArgumentException("-sprt needs " + key + "=");
        }
        return value;
    }
}
