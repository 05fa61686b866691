package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.Adjudication;
import io.github.tansaku.harness.match.EngineFactory;
import io.github.tansaku.harness.match.GameOutcome;
import io.github.tansaku.harness.match.GameRecord;
import io.github.tansaku.harness.match.MatchGame;
import io.github.tansaku.harness.match.MatchReport;
import io.github.tansaku.harness.match.MctsEngine;
import io.github.tansaku.harness.match.Notation;
import io.github.tansaku.harness.match.Opening;
import io.github.tansaku.harness.match.Openings;
import io.github.tansaku.harness.match.ProcessEngine;
import io.github.tansaku.harness.match.ResultsLog;
import io.github.tansaku.harness.match.SearcherEngine;
import io.github.tansaku.harness.match.TimeControl;
import io.github.tansaku.harness.match.Tournament;
import io.github.tansaku.harness.stats.Sprt;
import io.github.tansaku.harness.stats.SprtModel;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.engine.Dialect;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.mcts.MctsOptions;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;

/**
 * {@code bin/tansaku match}: the tournament runner on the command line, in the conventions of
 * cutechess-cli and fastchess. Two engines, each either built in (the project's searcher for a
 * game, configured by {@code option.} switches) or a UCI/USI process; rounds of one opening,
 * once or twice with colours swapped; N games at once; a fixed number of rounds or an SPRT;
 * adjudication; a results log to resume from; a JSON summary; game records. Without
 * {@code -openings} the game's shipped book is played in order (chess, shogi and connect four
 * ship one), else the start position.
 */
public final class MatchCommand {

    /** The usage line of {@code bin/tansaku help}. */
    public static final String USAGE = "match -engine (builtin[=GAME] [strategy=alphabeta|mcts] | cmd=PROGRAM [args=\"...\"] [dir=D]) [name=N]"
            + " [option.NAME=VALUE]... [LIMIT]... -engine ... [-each LIMIT...] [-game GAME] [-rounds N] [-repeat] [-concurrency N]"
            + " [-openings file=F format=epd|fen|sfen|position|text|pgn|kif|csa [plies=N] [order=sequential|random]"
            + " | plies=N [balance=S] [depth=D]] [-opening-plies N]"
            + " [-srand SEED] [-sprt elo0=E0 elo1=E1 [alpha=A] [beta=B] [model=normalized|logistic]]"
            + " [-resign movecount=N score=S] [-draw movenumber=N movecount=N score=S] [-maxplies N]"
            + " [-log FILE [-resume]] [-json FILE] [-pgnout file=F | -kifout file=F | -csaout file=F]"
            + " [-baseline file=LOG|PGN [engine=NAME] [elo0=E0 elo1=E1 [alpha=A] [beta=B]]];"
            + " LIMIT: tc=BASE+INC | st=SECONDS | nodes=N | depth=N | byoyomi=MS | timemargin=MS | timeout=MS,"
            + " in -each for both engines, in an -engine for that engine alone (odds)";

    /** How long an untimed move (fixed nodes or depth) of an engine process may take before it counts as hung. */
    private static final long DEFAULT_UNTIMED_MOVE_MILLIS = 60_000;
    static final int DEFAULT_BALANCE_DEPTH = 6;

    private final PrintStream out;
    private final List<Map<String, String>> engines = new ArrayList<>();
    private final Map<String, String> each = new LinkedHashMap<>();
    private String gameName;
    private int rounds = 1;
    private boolean repeat;
    private int concurrency = 1;
    private Map<String, String> openings = Map.of();
    private long seed = 1;
    private Sprt sprt;
    private Adjudication adjudication = Adjudication.NONE;
    private Path log;
    private boolean resume;
    private Path json;
    private final Map<String, Path> recordFiles = new LinkedHashMap<>();
    private Map<String, String> baseline;

    private MatchCommand(PrintStream out) {
        this.out = out;
    }

    /** Runs a match from the command line's arguments (after {@code match}); returns the exit status. */
    public static int run(List<String> args, PrintStream out) throws IOException, InterruptedException {
        MatchCommand command = new MatchCommand(out);
        command.parse(args);
        return command.play(GameSetups.byName(gameName(command.gameName, command.engines)));
    }

    private void parse(List<String> args) {
        for (OptionGroups.Group group : OptionGroups.parse(args)) {
            switch (group.option()) {
                case "-engine" -> engines.add(group.pairs());
                case "-each" -> each.putAll(group.pairs());
                case "-game" -> gameName = group.single();
                case "-rounds" -> rounds = positive(group.option(), group.single());
                case "-repeat" -> {
                    group.noValue();
                    repeat = true;
                }
                case "-games" -> {
                    int games = positive(group.option(), group.single());
                    if (games > 2) {
                        throw new IllegalArgumentException("-games is 1 or 2 (a pair with colours swapped), got " + games);
                    }
                    repeat = games == 2;
                }
                case "-concurrency" -> concurrency = positive(group.option(), group.single());
                case "-openings" -> openings = group.pairs();
                case "-opening-plies", "--opening-plies" -> openings = Map.of("plies", group.single());
                case "-srand" -> seed = parseLong(group.option(), group.single());
                case "-sprt" -> sprt = sprt("-sprt", group.pairs());
                case "-resign", "-draw", "-maxplies" -> adjudication = adjudication(adjudication, group);
                case "-log" -> log = Path.of(group.single());
                case "-resume" -> {
                    group.noValue();
                    resume = true;
                }
                case "-json" -> json = Path.of(group.single());
                case "-baseline" -> baseline = group.pairs();
                case "-pgnout", "-kifout", "-csaout" -> recordFiles.put(group.option().substring(1, 4),
                        Path.of(require(group.pairs(), group.option(), "file")));
                default -> throw new IllegalArgumentException("unknown option '" + group.option() + "'; usage: " + USAGE);
            }
        }
        if (engines.size() != 2) {
            throw new IllegalArgumentException("a match needs two -engine options, got " + engines.size());
        }
        if (resume && log == null) {
            throw new IllegalArgumentException("-resume needs the -log FILE of the interrupted run");
        }
    }

    /** {@code adjudication} with a {@code -resign}, {@code -draw} or {@code -maxplies} option applied. */
    static Adjudication adjudication(Adjudication adjudication, OptionGroups.Group group) {
        Map<String, String> pairs = group.option().equals("-maxplies") ? Map.of() : group.pairs();
        return switch (group.option()) {
            case "-resign" -> adjudication.withResign(positive("-resign movecount", require(pairs, "-resign", "movecount")),
                    positive("-resign score", require(pairs, "-resign", "score")));
            case "-draw" -> adjudication.withDraw(positive("-draw movenumber", require(pairs, "-draw", "movenumber")),
                    positive("-draw movecount", require(pairs, "-draw", "movecount")),
                    nonNegative("-draw score", require(pairs, "-draw", "score")));
            case "-maxplies" -> adjudication.withMaxPlies(positive(group.option(), group.single()));
            default -> throw new IllegalArgumentException("not an adjudication option: " + group.option());
        };
    }

    /**
     * The game: -game, else a built-in engine's game, else the protocol's ({@code proto=uci}:
     * chess, {@code proto=usi}: shogi), else chess, as UCI is these runners' default protocol.
     */
    static String gameName(String gameName, List<Map<String, String>> engines) {
        if (gameName != null) {
            return gameName;
        }
        for (Map<String, String> engine : engines) {
            String builtin = engine.get("builtin");
            if (builtin != null && !builtin.isEmpty()) {
                return builtin;
            }
            String protocol = engine.getOrDefault("proto", engine.get("protocol"));
            if ("uci".equals(protocol)) {
                return "chess";
            }
            if ("usi".equals(protocol)) {
                return "shogi";
            }
        }
        return "chess";
    }

    private <P, M> int play(GameSetup<P, M> setup) throws IOException, InterruptedException {
        List<Map<String, String>> specs = new ArrayList<>();
        for (Map<String, String> engine : engines) {
            Map<String, String> merged = new LinkedHashMap<>(each);
            merged.putAll(engine);
            specs.add(merged);
        }
        // An engine's own tc=, nodes=, ... (in its -engine, over -each's) gives it odds.
        TimeControl control = timeControl(specs.get(0));
        TimeControl secondControl = timeControl(specs.get(1));
        List<EngineFactory<P, M>> factories = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            factories.add(factory(setup, specs.get(i), i));
        }
        Notation<P, M> notation = setup.notation();
        List<Opening<M>> book = openings(setup, openings, rounds, seed);
        String first = factories.get(0).name();
        String second = factories.get(1).name();
        MatchGame<P, M> matchGame = new MatchGame<>(setup.game(), notation::parsePosition, setup.referee(), control,
                adjudication, System::nanoTime);
        if (!secondControl.equals(control)) {
            matchGame = matchGame.withControlOf(second, secondControl);
        }
        BaselineComparison comparison = baseline(setup, second);
        MatchReport report = new MatchReport(first, second, sprt);
        String controls = secondControl.equals(control) ? control.toString()
                : first + " " + control + ", " + second + " " + secondControl;
        String identity = setup.name() + ": " + first + " vs " + second + ", " + controls + ", " + rounds + " rounds"
                + (repeat ? " of 2 games" : "") + ", openings " + openings + ", seed " + seed;
        out.println("Match " + identity + (sprt != null ? ", SPRT [" + sprt.elo0() + ", " + sprt.elo1() + "]" : ""));
        List<GameOutcome> played = log != null && resume ? ResultsLog.readOutcomes(log) : List.of();
        if (!played.isEmpty()) {
            out.println("Resuming: " + played.size() + " games already played");
        }
        Map<Path, GameRecordWriter<M>> writers = recordWriters(setup, recordFiles);
        ResultsLog results = log != null ? ResultsLog.open(log, identity, resume) : null;
        int[] finished = {played.size()};
        int total = rounds * (repeat ? 2 : 1);
        AtomicReference<Tournament<P, M>> running = new AtomicReference<>();
        Tournament<P, M> tournament = new Tournament<>(matchGame, factories.get(0), factories.get(1), book,
                new Tournament.Settings(rounds, repeat, concurrency, sprt), (record, outcome, standings, llr) -> {
                    GameOutcome logged = record == null ? outcome
                            : outcome.withOpening(GameOutcome.openingText(record, notation::formatMove));
                    if (comparison != null) {
                        comparison.add(logged);
                    }
                    if (record == null) {
                        return;
                    }
                    if (results != null) {
                        results.append(logged);
                    }
                    for (Map.Entry<Path, GameRecordWriter<M>> writer : writers.entrySet()) {
                        append(writer.getKey(), writer.getValue().write(record, "Tansaku match " + first + " vs " + second));
                    }
                    finished[0]++;
                    out.println(String.format(Locale.ROOT, "Finished game %d of %d (%s vs %s): %s {%s}", finished[0], total,
                            record.names().get(0), record.names().get(1), resultText(record), record.reason()));
                    out.println(report.progressLine(standings, llr));
                    if (comparison != null) {
                        BaselineComparison.Progress progress = comparison.progress();
                        out.println(progress.line());
                        if (progress.decided()) {
                            running.get().stop(); // the games in progress finish
                        }
                    }
                });
        running.set(tournament);
        Tournament.Result result;
        try {
            result = tournament.run(played);
        } finally {
            if (results != null) {
                results.close();
            }
        }
        out.print(report.summary(result.standings(), result.llr(), result.decision()));
        if (comparison != null) {
            out.println(comparison.progress().line());
        }
        if (json != null) {
            Files.writeString(json, report.json(result.standings(), result.llr(), result.decision()), StandardCharsets.UTF_8);
        }
        return 0;
    }

    /** The {@code -baseline} to compare the first engine's games with, or {@code null} without one. */
    private <P, M> BaselineComparison baseline(GameSetup<P, M> setup, String opponent) throws IOException {
        if (baseline == null) {
            return null;
        }
        Map<String, String> spec = new LinkedHashMap<>(baseline);
        Path file = Path.of(require(spec, "-baseline", "file"));
        spec.remove("file");
        String engine = spec.remove("engine");
        Sprt pairedSprt = null;
        if (spec.containsKey("elo0") || spec.containsKey("elo1")) {
            Map<String, String> test = new LinkedHashMap<>();
            for (String key : List.of("elo0", "elo1", "alpha", "beta")) {
                if (spec.containsKey(key)) {
                    test.put(key, spec.remove(key));
                }
            }
            test.put("model", "logistic"); // the paired test's hypotheses are logistic Elo over the baseline
            pairedSprt = sprt("-baseline", test);
        }
        if (!spec.isEmpty()) {
            throw new IllegalArgumentException("-baseline: unknown keys " + spec.keySet()
                    + "; use file, engine, elo0, elo1, alpha, beta");
        }
        if (PgnPlayedGames.isPgn(file) && !setup.name().equals("chess")) {
            throw new IllegalArgumentException("-baseline: a PGN baseline is for chess; give " + setup.name()
                    + " the results log (-log) of the baseline run");
        }
        return BaselineComparison.read(file, engine, opponent, pairedSprt);
    }

    /**
     * The writers of the game records {@code -pgnout}, {@code -kifout} and {@code -csaout} ask
     * for, by file; refuses a format the game has no records in.
     */
    static <P, M> Map<Path, GameRecordWriter<M>> recordWriters(GameSetup<P, M> setup, Map<String, Path> recordFiles) {
        Map<Path, GameRecordWriter<M>> writers = new LinkedHashMap<>();
        for (Map.Entry<String, Path> file : recordFiles.entrySet()) {
            GameRecordWriter<M> writer = setup.recordWriter(file.getKey());
            if (writer == null) {
                throw new IllegalArgumentException(setup.name() + " has no " + file.getKey().toUpperCase(Locale.ROOT)
                        + " records; -" + file.getKey() + "out is for " + (file.getKey().equals("pgn") ? "chess" : "shogi"));
            }
            writers.put(file.getValue(), writer);
        }
        return writers;
    }

    /** Appends {@code text} to {@code file}, creating it. */
    static void append(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + file, e);
        }
    }

    private static String resultText(GameRecord<?> record) {
        return switch (record.forSeat0()) {
            case WIN -> "1-0";
            case LOSS -> "0-1";
            default -> "1/2-1/2";
        };
    }

    /**
     * The openings an {@code -openings} option's key=value pairs ask for: a book file, random
     * balanced lines of {@code plies=N} (as many as {@code rounds}), or the game's shipped book
     * when {@code pairs} is empty; {@code seed} shuffles and draws.
     */
    public static <P, M> List<Opening<M>> openings(GameSetup<P, M> setup, Map<String, String> pairs, int rounds, long seed)
            throws IOException {
        Notation<P, M> notation = setup.notation();
        Map<String, String> spec = new LinkedHashMap<>(pairs);
        String file = spec.remove("file");
        String format = spec.remove("format");
        String order = spec.remove("order");
        String plies = spec.remove("plies");
        String balance = spec.remove("balance");
        String depth = spec.remove("depth");
        if (!spec.isEmpty()) {
            throw new IllegalArgumentException("-openings: unknown keys " + spec.keySet()
                    + "; use file, format, order or plies, balance, depth");
        }
        List<Opening<M>> book;
        if (file != null) {
            String bookFormat = format != null ? format : guessFormat(file);
            List<Opening<M>> records = setup.readRecordBook(Files.readString(Path.of(file), StandardCharsets.UTF_8),
                    bookFormat, plies == null ? -1 : nonNegative("-openings plies", plies));
            if (records != null) {
                book = records;
            } else if (plies != null) {
                throw new IllegalArgumentException("-openings: plies= cuts records (pgn, kif, csa); with a "
                        + bookFormat + " book give the file alone");
            } else {
                book = Openings.read(Path.of(file), bookFormat, setup.game(), notation);
            }
            if (book.isEmpty()) {
                throw new IllegalArgumentException("-openings: " + file + " holds no game");
            }
            if ("random".equals(order)) {
                book = Openings.shuffled(book, seed);
            } else if (order != null && !order.equals("sequential")) {
                throw new IllegalArgumentException("-openings order is sequential or random, not '" + order + "'");
            }
        } else if (plies != null) {
            int threshold = balance != null ? nonNegative("-openings balance", balance) : setup.balancedScore();
            int searchDepth = depth != null ? positive("-openings depth", depth) : DEFAULT_BALANCE_DEPTH;
            P start = notation.parsePosition("startpos");
            book = Openings.random(setup.game(), "startpos", start, nonNegative("-openings plies", plies), rounds, seed,
                    balanced(setup, threshold, searchDepth));
        } else {
            book = defaultBook(setup, notation);
        }
        return book;
    }

    /**
     * The game's shipped book ({@code books/GAME.txt} beside this class, made by {@code bin/tansaku book}),
     * or the start position alone for a game without one.
     */
    public static <P, M> List<Opening<M>> defaultBook(GameSetup<P, M> setup, Notation<P, M> notation) throws IOException {
        try (java.io.InputStream in = MatchCommand.class.getResourceAsStream("books/" + setup.name() + ".txt")) {
            if (in == null) {
                return List.of(new Opening<>("startpos", List.of()));
            }
            List<String> lines = List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R"));
            return Openings.read(lines, "the shipped " + setup.name() + " book", "position", setup.game(), notation);
        }
    }

    /** Balanced: the game's own search at a fixed depth scores the position within ±threshold, and no mate. */
    static <P, M> Predicate<P> balanced(GameSetup<P, M> setup, int threshold, int depth) {
        Searcher<P, M> searcher = new Searcher<>(setup.game(), setup.evaluator(), setup.searchOptions().supportedBy(setup.game()));
        return position -> {
            int score = searcher.search(setup.game().copy(position), SearchLimits.depth(depth), SearchListener.silent()).score();
            return !Score.isMate(score) && Math.abs(score) <= threshold;
        };
    }

    private static String guessFormat(String file) {
        String lower = file.toLowerCase(Locale.ROOT);
        for (String format : List.of("epd", "fen", "sfen", "pgn", "kif", "csa")) {
            if (lower.endsWith("." + format)) {
                return format;
            }
        }
        throw new IllegalArgumentException("-openings: say the book's format=epd|fen|sfen|position|text|pgn|kif|csa");
    }

    /** The time control of an engine's merged {@code -each} and {@code -engine} pairs. */
    static TimeControl timeControl(Map<String, String> spec) {
        TimeControl control = null;
        if (spec.containsKey("tc")) {
            control = TimeControl.parseTc(spec.get("tc"));
        }
        if (spec.containsKey("st")) {
            control = merge(control, TimeControl.moveTime(millis("st", spec.get("st"))));
        }
        if (spec.containsKey("byoyomi")) {
            long byoyomi = nonNegative("byoyomi", spec.get("byoyomi"));
            control = control == null ? TimeControl.byoyomi(0, byoyomi) : control.withByoyomi(byoyomi);
        }
        if (spec.containsKey("nodes")) {
            long nodes = positive("nodes", spec.get("nodes"));
            control = control == null ? TimeControl.nodes(nodes) : control.withNodes(nodes);
        }
        if (spec.containsKey("depth")) {
            int depth = positive("depth", spec.get("depth"));
            control = control == null ? TimeControl.depth(depth) : control.withDepth(depth);
        }
        if (control == null) {
            throw new IllegalArgumentException("no time control: give tc=, st=, byoyomi=, nodes= or depth= (with -each)");
        }
        if (spec.containsKey("timemargin")) {
            control = control.withMargin(nonNegative("timemargin", spec.get("timemargin")));
        }
        return control;
    }

    private static TimeControl merge(TimeControl clock, TimeControl moveTime) {
        if (clock != null) {
            throw new IllegalArgumentException("st= (a fixed move time) and tc= exclude each other");
        }
        return moveTime;
    }

    /**
     * The engines one {@code -engine}'s pairs (merged with {@code -each}'s) describe: built in or
     * a process, named by {@code name=} or else by the program or {@code tansaku-(index+1)}.
     */
    static <P, M> EngineFactory<P, M> factory(GameSetup<P, M> setup, Map<String, String> spec, int index) {
        Map<String, String> options = new LinkedHashMap<>();
        for (Map.Entry<String, String> entry : spec.entrySet()) {
            if (entry.getKey().startsWith("option.")) {
                options.put(entry.getKey().substring("option.".length()), entry.getValue());
            }
        }
        if (spec.containsKey("builtin")) {
            String builtin = spec.get("builtin");
            if (!builtin.isEmpty() && !builtin.equals(setup.name())) {
                throw new IllegalArgumentException("builtin=" + builtin + " in a match of " + setup.name());
            }
            String name = spec.getOrDefault("name", "tansaku-" + (index + 1));
            if (spec.containsKey("strategy") && SearchStrategy.named(spec.get("strategy")) == SearchStrategy.MCTS) {
                return mctsFactory(setup, name, options);
            }
            return builtin(setup, name, builtinOptions(setup, options));
        }
        String program = spec.get("cmd");
        if (program == null || program.isEmpty()) {
            throw new IllegalArgumentException("-engine needs builtin or cmd=PROGRAM");
        }
        Dialect<P, M> dialect = setup.protocolDialect();
        if (dialect == null) {
            throw new IllegalArgumentException(setup.name() + " has no engine protocol; its engines are built in only");
        }
        List<String> command = new ArrayList<>();
        command.add(program);
        String arguments = spec.getOrDefault("args", "").trim();
        if (!arguments.isEmpty()) {
            command.addAll(List.of(arguments.split("\\s+")));
        }
        String name = spec.getOrDefault("name", new File(program).getName());
        File directory = spec.containsKey("dir") ? new File(spec.get("dir")) : null;
        long untimed = spec.containsKey("timeout") ? positive("timeout", spec.get("timeout")) : DEFAULT_UNTIMED_MOVE_MILLIS;
        return EngineFactory.of(name,
                () -> ProcessEngine.start(name, command, directory, options, dialect, untimed, setup.name()));
    }

    /** Engines of the game's own searcher with {@code options}, named {@code name}. */
    public static <P, M> EngineFactory<P, M> builtin(GameSetup<P, M> setup, String name, SearchOptions options) {
        return EngineFactory.of(name, () -> new SearcherEngine<>(name, setup.game(), setup.evaluator(), options));
    }

    /**
     * A built-in engine searching with Monte Carlo tree search: its default options with
     * {@code option.Threads} applied (the alpha-beta options mean nothing to it).
     */
    private static <P, M> EngineFactory<P, M> mctsFactory(GameSetup<P, M> setup, String name, Map<String, String> options) {
        MctsOptions mcts = MctsOptions.defaults();
        for (Map.Entry<String, String> option : options.entrySet()) {
            if (!option.getKey().equals("Threads")) {
                throw new IllegalArgumentException("a built-in engine with strategy=mcts takes option.Threads only, not option."
                        + option.getKey());
            }
            mcts = mcts.withThreads(positive("option.Threads", option.getValue()));
        }
        MctsOptions chosen = mcts;
        return EngineFactory.of(name, () -> new MctsEngine<>(name, setup.game(), setup.evaluator(), chosen));
    }

    /**
     * The game's own search settings with {@code option.Technique_X=true|false}, {@code Hash},
     * {@code Threads} and {@code SearchParameters} (key=value pairs, as the engines' option) applied.
     */
    public static SearchOptions builtinOptions(GameSetup<?, ?> setup, Map<String, String> options) {
        SearchOptions searchOptions = setup.searchOptions();
        for (Map.Entry<String, String> option : options.entrySet()) {
            String key = option.getKey();
            String value = option.getValue();
            if (key.equals("Hash")) {
                searchOptions = searchOptions.withHashMegabytes(positive("option.Hash", value));
            } else if (key.equals("Threads")) {
                searchOptions = searchOptions.withThreads(positive("option.Threads", value));
            } else if (key.equals(Engine.SEARCH_PARAMETERS)) {
                searchOptions = searchOptions.withParameters(searchOptions.parameters().withSettings(value));
            } else {
                searchOptions = searchOptions.with(technique(key), bool("option." + key, value));
            }
        }
        Game<?, ?> game = setup.game();
        return searchOptions.supportedBy(game);
    }

    private static Technique technique(String optionName) {
        for (Technique technique : Technique.values()) {
            if (Engine.techniqueOptionName(technique).equals(optionName)) {
                return technique;
            }
        }
        StringBuilder known = new StringBuilder("Hash, Threads, " + Engine.SEARCH_PARAMETERS);
        for (Technique technique : Technique.values()) {
            known.append(", ").append(Engine.techniqueOptionName(technique));
        }
        throw new IllegalArgumentException("unknown built-in engine option '" + optionName + "'; options: " + known);
    }

    /** The SPRT of {@code option}'s pairs ({@code -sprt}, or {@code -baseline} for the paired test). */
    private static Sprt sprt(String option, Map<String, String> pairs) {
        double elo0 = number(option + " elo0", require(pairs, option, "elo0"));
        double elo1 = number(option + " elo1", require(pairs, option, "elo1"));
        double alpha = pairs.containsKey("alpha") ? number(option + " alpha", pairs.get("alpha")) : 0.05;
        double beta = pairs.containsKey("beta") ? number(option + " beta", pairs.get("beta")) : 0.05;
        SprtModel model = SprtModel.named(pairs.getOrDefault("model", "normalized"));
        return new Sprt(elo0, elo1, alpha, beta, model);
    }

    static String require(Map<String, String> pairs, String option, String key) {
        String value = pairs.get(key);
        if (value == null || value.isEmpty()) {
            throw new IllegalArgumentException(option + " needs " + key + "=");
        }
        return value;
    }

    private static boolean bool(String what, String text) {
        if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(text);
        }
        throw new IllegalArgumentException(what + " is true or false, not '" + text + "'");
    }

    private static long millis(String what, String seconds) {
        try {
            double value = Double.parseDouble(seconds);
            if (value > 0 && !Double.isInfinite(value)) {
                return Math.max(1, Math.round(value * 1000));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(what + " needs a positive number of seconds, not '" + seconds + "'");
    }

    private static double number(String what, String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " needs a number, not '" + text + "'");
        }
    }

    static long parseLong(String what, String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " needs a whole number, not '" + text + "'");
        }
    }

    static int positive(String what, String text) {
        int value = nonNegative(what, text);
        if (value == 0) {
            throw new IllegalArgumentException(what + " needs a whole number of at least 1, not '" + text + "'");
        }
        return value;
    }

    static int nonNegative(String what, String text) {
        try {
            int value = Integer.parseInt(text);
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(what + " needs a whole number of at least 0, not '" + text + "'");
    }
}
