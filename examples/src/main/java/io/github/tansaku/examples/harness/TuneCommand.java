package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.Adjudication;
import io.github.tansaku.harness.match.EngineFactory;
import io.github.tansaku.harness.match.EngineFault;
import io.github.tansaku.harness.match.GameRecord;
import io.github.tansaku.harness.match.MatchEngine;
import io.github.tansaku.harness.match.MatchGame;
import io.github.tansaku.harness.match.Opening;
import io.github.tansaku.harness.match.ProcessEngine;
import io.github.tansaku.harness.match.TimeControl;
import io.github.tansaku.harness.tune.Spsa;
import io.github.tansaku.harness.tune.SpsaIteration;
import io.github.tansaku.harness.tune.SpsaLog;
import io.github.tansaku.harness.tune.SpsaParameter;
import io.github.tansaku.harness.tune.SpsaTuner;
import io.github.tansaku.harness.tune.TunedEngines;
import io.github.tansaku.search.engine.Engine;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

/**
 * {@code bin/tansaku tune}: SPSA tuning of an engine's numeric parameters by games, in the
 * conventions of {@code match}. The engine is built in or a UCI/USI process; each iteration
 * plays its values perturbed up against its values perturbed down (or both against an
 * {@code -opponent}), and the estimate moves by the result. The tuned values reach the engine as
 * one option each, or gathered into one option of {@code key=value} pairs ({@code params=NAME},
 * as the project's engines take {@code SearchParameters}; a built-in engine always so). A log
 * keeps every iteration and lets an interrupted run resume.
 */
public final class TuneCommand {

    /** The usage line of {@code bin/tansaku help}. */
    public static final String USAGE = "tune -engine (builtin[=GAME] | cmd=PROGRAM [args=\"...\"] [dir=D]) [name=N]"
            + " [option.NAME=VALUE]... [params=OPTION] -param name=P start=S min=A max=B c=C_END [r=R_END] [type=int|float]..."
            + " [-opponent (builtin | cmd=PROGRAM ...) [name=N] [option.NAME=VALUE]...]"
            + " -each nodes=N | depth=N | tc=BASE+INC | st=SECONDS ... -iterations N [-concurrency N]"
            + " [-spsa [alpha=0.602] [gamma=0.101] [stability=0.1]] [-game GAME]"
            + " [-openings file=F format=... | plies=N ...] [-srand SEED] [-resign ...] [-draw ...] [-maxplies N]"
            + " [-log FILE [-resume]] [-pgnout file=F | -kifout file=F | -csaout file=F]";

    /** The learning rate at the end when {@code -param} gives none (fishtest's usual 0.002). */
    static final double DEFAULT_R_END = 0.002;

    private final PrintStream out;
    private Map<String, String> engine;
    private Map<String, String> opponent;
    private final List<SpsaParameter> parameters = new ArrayList<>();
    private final Map<String, String> each = new LinkedHashMap<>();
    private String gameName;
    private int iterations;
    private int concurrency = 1;
    private double alpha = 0.602;
    private double gamma = 0.101;
    private double stability = 0.1;
    private Map<String, String> openings = Map.of();
    private long seed = 1;
    private Adjudication adjudication = Adjudication.NONE;
    private Path log;
    private boolean resume;
    private final Map<String, Path> recordFiles = new LinkedHashMap<>();

    private TuneCommand(PrintStream out) {
        this.out = out;
    }

    /** Runs a tuning from the command line's arguments (after {@code tune}); returns the exit status. */
    public static int run(List<String> args, PrintStream out) throws IOException, InterruptedException {
        TuneCommand command = new TuneCommand(out);
        command.parse(args);
        List<Map<String, String>> engines = command.opponent == null ? List.of(command.engine)
                : List.of(command.engine, command.opponent);
        return command.tune(GameSetups.byName(MatchCommand.gameName(command.gameName, engines)));
    }

    private void parse(List<String> args) {
        for (OptionGroups.Group group : OptionGroups.parse(args)) {
            switch (group.option()) {
                case "-engine" -> engine = once(group, engine);
                case "-opponent" -> opponent = once(group, opponent);
                case "-param" -> parameters.add(parameter(group.pairs()));
                case "-each" -> each.putAll(group.pairs());
                case "-game" -> gameName = group.single();
                case "-iterations" -> iterations = MatchCommand.positive(group.option(), group.single());
                case "-concurrency" -> concurrency = MatchCommand.positive(group.option(), group.single());
                case "-spsa" -> spsa(group.pairs());
                case "-openings" -> openings = group.pairs();
                case "-srand" -> seed = MatchCommand.parseLong(group.option(), group.single());
                case "-resign", "-draw", "-maxplies" -> adjudication = MatchCommand.adjudication(adjudication, group);
                case "-log" -> log = Path.of(group.single());
                case "-resume" -> {
                    group.noValue();
                    resume = true;
                }
                case "-pgnout", "-kifout", "-csaout" -> recordFiles.put(group.option().substring(1, 4),
                        Path.of(MatchCommand.require(group.pairs(), group.option(), "file")));
                default -> throw new IllegalArgumentException("unknown option '" + group.option() + "'; usage: " + USAGE);
            }
        }
        if (engine == null) {
            throw new IllegalArgumentException("tune needs the -engine to tune");
        }
        if (parameters.isEmpty()) {
            throw new IllegalArgumentException("tune needs at least one -param name=P start=S min=A max=B c=C_END");
        }
        if (iterations == 0) {
            throw new IllegalArgumentException("tune needs -iterations N (the schedules are sized to it)");
        }
        if (resume && log == null) {
            throw new IllegalArgumentException("-resume needs the -log FILE of the interrupted run");
        }
    }

    private static Map<String, String> once(OptionGroups.Group group, Map<String, String> previous) {
        if (previous != null) {
            throw new IllegalArgumentException(group.option() + " is given twice; tune takes one engine and at most one opponent");
        }
        return group.pairs();
    }

    /** A {@code -param}'s pairs: name, start, min, max, c and optionally r. */
    static SpsaParameter parameter(Map<String, String> pairs) {
        Map<String, String> rest = new LinkedHashMap<>(pairs);
        String name = MatchCommand.require(rest, "-param", "name");
        rest.remove("name");
        double start = number(name, "start", rest.remove("start"));
        double min = number(name, "min", rest.remove("min"));
        double max = number(name, "max", rest.remove("max"));
        double c = number(name, "c", rest.remove("c"));
        String r = rest.remove("r");
        String type = rest.containsKey("type") ? rest.remove("type") : "int";
        if (!rest.isEmpty()) {
            throw new IllegalArgumentException("-param " + name + ": unknown keys " + rest.keySet()
                    + "; use name, start, min, max, c, r, type");
        }
        if (!type.equals("int") && !type.equals("float")) {
            throw new IllegalArgumentException("-param " + name + ": type is int or float, not '" + type + "'");
        }
        return new SpsaParameter(name, start, min, max, c, r == null ? DEFAULT_R_END : number(name, "r", r),
                type.equals("int"));
    }

    private void spsa(Map<String, String> pairs) {
        Map<String, String> rest = new LinkedHashMap<>(pairs);
        if (rest.containsKey("alpha")) {
            alpha = number("-spsa", "alpha", rest.remove("alpha"));
        }
        if (rest.containsKey("gamma")) {
            gamma = number("-spsa", "gamma", rest.remove("gamma"));
        }
        if (rest.containsKey("stability")) {
            stability = number("-spsa", "stability", rest.remove("stability"));
        }
        if (!rest.isEmpty()) {
            throw new IllegalArgumentException("-spsa: unknown keys " + rest.keySet() + "; use alpha, gamma, stability");
        }
    }

    private <P, M> int tune(GameSetup<P, M> setup) throws IOException, InterruptedException {
        Map<String, String> tunedSpec = merged(engine);
        TimeControl control = MatchCommand.timeControl(tunedSpec);
        EngineFactory<P, M> opponentFactory = null;
        if (opponent != null) {
            Map<String, String> opponentSpec = merged(opponent);
            if (!control.equals(MatchCommand.timeControl(opponentSpec))) {
                throw new IllegalArgumentException("both engines need the same time control (give it with -each)");
            }
            opponentFactory = MatchCommand.factory(setup, opponentSpec, 1);
        }
        String name = tunedSpec.getOrDefault("name", tunedSpec.containsKey("builtin") ? "tansaku"
                : new java.io.File(tunedSpec.getOrDefault("cmd", "engine")).getName());
        TunedEngines<P, M> tuned = tunedEngines(setup, tunedSpec);
        Spsa.Settings settings = new Spsa.Settings(iterations, alpha, gamma, stability, seed);
        String identity = identity(setup, name, control, settings);
        List<Opening<M>> book = MatchCommand.openings(setup, openings, iterations, seed);
        MatchGame<P, M> matchGame = new MatchGame<>(setup.game(), setup.notation()::parsePosition, setup.referee(), control,
                adjudication, System::nanoTime);
        Map<Path, GameRecordWriter<M>> writers = MatchCommand.recordWriters(setup, recordFiles);
        // opened before it is read, so that resuming another run's log is refused by its header
        SpsaLog results = log != null ? SpsaLog.open(log, identity, resume) : null;
        List<SpsaIteration> finished = results != null && resume ? SpsaLog.read(log) : List.of();
        Spsa spsa = finished.isEmpty() ? new Spsa(parameters, settings)
                : new Spsa(parameters, settings, estimateArray(finished.get(finished.size() - 1).estimate()));
        Set<Integer> done = new HashSet<>();
        for (SpsaIteration iteration : finished) {
            done.add(iteration.iteration());
        }
        out.println("Tune " + identity);
        if (!finished.isEmpty()) {
            out.println("Resuming: " + finished.size() + " iterations already played, estimate " + text(spsa.estimate()));
        }
        SpsaTuner<P, M> tuner = new SpsaTuner<>(matchGame, tuned, name, opponentFactory, book, spsa, concurrency,
                progress(name, results, writers, finished.size()));
        Map<String, Double> estimate;
        try {
            estimate = tuner.run(done);
        } finally {
            if (results != null) {
                results.close();
            }
        }
        out.println("Estimate: " + text(estimate));
        out.println("Values: " + rounded(estimate));
        return 0;
    }

    /**
     * What the run does with each finished game and iteration: the game records, the log, and a
     * line with the iteration's points and the estimate after it.
     */
    private <M> SpsaTuner.Listener<M> progress(String name, SpsaLog results, Map<Path, GameRecordWriter<M>> writers,
            int alreadyPlayed) {
        int[] count = {alreadyPlayed};
        return new SpsaTuner.Listener<>() {
            @Override
            public void gameFinished(int iteration, GameRecord<M> record) {
                for (Map.Entry<Path, GameRecordWriter<M>> writer : writers.entrySet()) {
                    MatchCommand.append(writer.getKey(), writer.getValue().write(record, "Tansaku tune, iteration " + iteration));
                }
            }

            @Override
            public void iterationFinished(SpsaIteration iteration) {
                if (results != null) {
                    results.append(iteration);
                }
                count[0]++;
                String faults = iteration.faults().isEmpty() ? "" : " (faults: " + String.join("; ", iteration.faults()) + ")";
                out.println(String.format(Locale.ROOT, "Iteration %d (%d of %d): %s+ %s, %s- %s%s; estimate %s",
                        iteration.iteration(), count[0], iterations, name, points(iteration.plusPoints()), name,
                        points(iteration.minusPoints()), faults, text(iteration.estimate())));
            }
        };
    }

    /** Each engine's pairs over {@code -each}'s. */
    private Map<String, String> merged(Map<String, String> spec) {
        Map<String, String> merged = new LinkedHashMap<>(each);
        merged.putAll(spec);
        return merged;
    }

    /**
     * The tuned engine with given values: its spec with the values as options (one each, or
     * gathered into the {@code params=} option after that option's own pairs), started through
     * {@link MatchCommand#factory}; a running process takes new values through
     * {@link ProcessEngine#setOptions}, a built-in engine is made anew (it costs nothing).
     */
    private static <P, M> TunedEngines<P, M> tunedEngines(GameSetup<P, M> setup, Map<String, String> spec) {
        boolean builtin = spec.containsKey("builtin");
        String gathered = spec.containsKey("params") ? spec.get("params") : builtin ? Engine.SEARCH_PARAMETERS : null;
        if (builtin && !Engine.SEARCH_PARAMETERS.equals(gathered)) {
            throw new IllegalArgumentException("a built-in engine takes tuned values as " + Engine.SEARCH_PARAMETERS
                    + ", not params=" + gathered);
        }
        if (gathered != null && gathered.isEmpty()) {
            throw new IllegalArgumentException("params= needs the name of the option that takes key=value pairs");
        }
        Map<String, String> base = new LinkedHashMap<>(spec);
        base.remove("params");
        String fixedPairs = gathered == null ? null : base.get("option." + gathered);
        return new TunedEngines<>() {
            @Override
            public MatchEngine<P, M> start(String name, Map<String, String> values) throws EngineFault {
                Map<String, String> withValues = new LinkedHashMap<>(base);
                withValues.put("name", name);
                for (Map.Entry<String, String> option : options(values).entrySet()) {
                    withValues.put("option." + option.getKey(), option.getValue());
                }
                return MatchCommand.factory(setup, withValues, 0).start();
            }

            @Override
            public boolean set(MatchEngine<P, M> engine, Map<String, String> values) throws EngineFault {
                if (engine instanceof ProcessEngine<P, M> process) {
                    process.setOptions(options(values));
                    return true;
                }
                return false;
            }

            private Map<String, String> options(Map<String, String> values) {
                Map<String, String> options = new LinkedHashMap<>();
                if (gathered == null) {
                    options.putAll(values);
                    return options;
                }
                StringJoiner pairs = new StringJoiner(",");
                if (fixedPairs != null && !fixedPairs.isBlank()) {
                    pairs.add(fixedPairs);
                }
                values.forEach((key, value) -> pairs.add(key + "=" + value));
                options.put(gathered, pairs.toString());
                return options;
            }
        };
    }

    private String identity(GameSetup<?, ?> setup, String name, TimeControl control, Spsa.Settings settings) {
        StringJoiner tuned = new StringJoiner(", ");
        for (SpsaParameter parameter : parameters) {
            tuned.add(String.format(Locale.ROOT, "%s %s%s in [%s, %s] c %s r %s", parameter.name(),
                    parameter.integral() ? "" : "(float) ", number(parameter.start()),
                    number(parameter.min()), number(parameter.max()), number(parameter.cEnd()), number(parameter.rEnd())));
        }
        return setup.name() + ": " + name + (opponent != null ? " against " + opponent : " against itself") + ", " + control
                + ", " + settings.iterations() + " iterations (alpha " + settings.alpha() + ", gamma " + settings.gamma()
                + ", stability " + settings.stability() + "), openings " + openings + ", seed " + settings.seed()
                + "; tuning " + tuned;
    }

    private double[] estimateArray(Map<String, Double> estimate) {
        double[] theta = new double[parameters.size()];
        for (int i = 0; i < theta.length; i++) {
            Double value = estimate.get(parameters.get(i).name());
            if (value == null) {
                throw new IllegalArgumentException("cannot resume: the log has no estimate of " + parameters.get(i).name());
            }
            theta[i] = value;
        }
        return theta;
    }

    /** The estimate with three decimals. */
    static String text(Map<String, Double> estimate) {
        StringJoiner text = new StringJoiner(", ");
        estimate.forEach((key, value) -> text.add(String.format(Locale.ROOT, "%s=%.3f", key, value)));
        return text.toString();
    }

    /** The estimate as played, as {@code key=value} pairs for a {@code SearchParameters} option. */
    private String rounded(Map<String, Double> estimate) {
        StringJoiner text = new StringJoiner(",");
        for (SpsaParameter parameter : parameters) {
            double value = estimate.get(parameter.name());
            text.add(parameter.name() + "=" + parameter.text(parameter.played(value)));
        }
        return text.toString();
    }

    private static String points(double points) {
        return points == Math.rint(points) ? Long.toString((long) points) : String.format(Locale.ROOT, "%.1f", points);
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private static double number(String what, String key, String text) {
        if (text == null || text.isEmpty()) {
            throw new IllegalArgumentException(what + " needs " + key + "=");
        }
        try {
            double value = Double.parseDouble(text);
            if (!Double.isNaN(value) && !Double.isInfinite(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(what + ": " + key + " needs a number, not '" + text + "'");
    }
}
