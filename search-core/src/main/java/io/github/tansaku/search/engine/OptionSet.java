package io.github.tansaku.search.engine;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.SearchParameters;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.algo.UnsupportedTechnique;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The options of an {@link Engine} and the settings they hold: the search settings the next
 * searcher is built with, the ponder switch, the move overhead and the warm-up time. The engine
 * calls it; it has a class of its own so that the engine reads as its position and search
 * commands. It does not check that no search runs: the engine does before it changes an option.
 *
 * <h2>Options</h2>
 * Every engine has {@value Engine#HASH} (MiB, resizes the transposition table; the JVM's heap
 * bounds it, by default a quarter of the machine's memory, and a size that does not fit is
 * refused with the heap's limit in the message; a smaller size hands the old table's memory back
 * to the operating system), {@value Engine#CLEAR_HASH}
 * (button), {@value Engine#THREADS} (Lazy SMP helpers, kept alive between searches; with more than
 * one, the evaluator must be thread-safe; more than the machine's processors draws a warning,
 * {@link #threadsWarning()}), {@value Engine#MULTI_PV}, {@value Engine#PONDER} (when off,
 * {@code bestmove} names no ponder move), {@value Engine#MOVE_OVERHEAD} (milliseconds kept in
 * reserve on every timed move), {@value Engine#WARMUP} (milliseconds of searching at the first
 * {@link Engine#prepare()}, so that the JIT has compiled the search before the first timed move;
 * 0 = none), {@value Engine#SEARCH_PARAMETERS} (search parameters on top of the engine's own) and
 * one {@code check} option per search {@link Technique} the game supports, named by
 * {@link #techniqueOptionName}, such as {@code Technique_NullMove}. A protocol may rename the
 * first ones (USI calls them {@code USI_Hash} and {@code USI_Ponder}); dialects add their own
 * (an evaluator choice, for example) with {@link Engine#addOption}. Options change only while no
 * search runs; the searcher is rebuilt before the next search when one of them changed it.
 */
final class OptionSet {

    /** The prefix of the technique options. */
    private static final String TECHNIQUE_PREFIX = "Technique_";

    private final Game<?, ?> game;
    private final TranspositionTable table;
    /** Called after the search settings changed: the engine then builds a new searcher before the next search. */
    private final Runnable searchChanged;
    private final List<EngineOption> options = new ArrayList<>();

    private SearchOptions searchOptions;
    private boolean ponderEnabled = true;
    private int moveOverheadMillis = Engine.DEFAULT_MOVE_OVERHEAD;
    private int warmupMillis = Engine.DEFAULT_WARMUP;
    /** The parameters before the {@link Engine#SEARCH_PARAMETERS} option's settings, which are kept in {@code parameterSettings}. */
    private SearchParameters ownParameters;
    private String parameterSettings = "";

    /**
     * The standard options of an engine of {@code game} whose table is {@code table}, named by
     * {@code names}, starting from {@code searchOptions}; {@code searchChanged} runs after each
     * change of the search settings.
     */
    OptionSet(Game<?, ?> game, SearchOptions searchOptions, TranspositionTable table, Engine.OptionNames names,
            Runnable searchChanged) {
        this.game = game;
        this.searchOptions = searchOptions;
        this.table = table;
        this.searchChanged = searchChanged;
        addStandardOptions(names);
    }

    private void addStandardOptions(Engine.OptionNames names) {
        add(EngineOption.spin(names.hash(), searchOptions.hashMegabytes(), 1, TranspositionTable.MAX_MEGABYTES,
                this::resizeTable));
        add(EngineOption.button(names.clearHash(), table::clear));
        add(EngineOption.spin(Engine.THREADS, searchOptions.threads(), 1, SearchOptions.MAX_THREADS,
                count -> changeSearch(searchOptions.withThreads(count))));
        add(EngineOption.spin(names.multiPv(), searchOptions.multiPv(), 1, Score.MAX_PLY,
                count -> changeSearch(searchOptions.withMultiPv(count))));
        add(EngineOption.check(names.ponder(), true, on -> ponderEnabled = on));
        moveOverheadMillis = names.defaultMoveOverheadMillis();
        add(EngineOption.spin(names.moveOverhead(), names.defaultMoveOverheadMillis(), 0, 5000,
                millis -> moveOverheadMillis = millis));
        add(EngineOption.spin(Engine.WARMUP, Engine.DEFAULT_WARMUP, 0, 10_000, millis -> warmupMillis = millis));
        ownParameters = searchOptions.parameters();
        add(EngineOption.string(Engine.SEARCH_PARAMETERS, "", this::setParameterSettings));
        for (Technique technique : Technique.values()) {
            if (technique.supportedBy(game)) {
                add(EngineOption.check(techniqueOptionName(technique), searchOptions.enabled(technique),
                        on -> changeSearch(searchOptions.with(technique, on))));
            }
        }
    }

    /** Applies {@code text} (the {@link Engine#SEARCH_PARAMETERS} option) on top of the engine's own parameters. */
    private void setParameterSettings(String text) {
        SearchParameters changed = ownParameters.withSettings(text);
        parameterSettings = text;
        changeSearch(searchOptions.withParameters(changed));
    }

    private void resizeTable(int megabytes) {
        int previous = table.megabytes();
        try {
            table.resize(megabytes);
        } catch (OutOfMemoryError e) {
            // The old table was released first, so its size fits again. The segments allocated
            // before the failure are garbage: a full collection hands their pages back.
            table.resize(previous);
            System.gc();
            throw new IllegalArgumentException("not enough memory for a " + megabytes
                    + " MiB table: the JVM's heap is limited to " + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MiB (-Xmx; by default a quarter of the machine's memory); kept " + previous + " MiB", e);
        }
        searchOptions = searchOptions.withHashMegabytes(megabytes);
        if (megabytes < previous) {
            // The old array is garbage now. Without a full collection the heap would keep its
            // pages (gigabytes after a large table) resident until the JVM happened to shrink;
            // after one, the collector returns them to the operating system.
            System.gc();
        }
    }

    /**
     * The option name of a technique: {@code Technique_} and the enum name in camel case, such as
     * {@code Technique_NullMove} for {@link Technique#NULL_MOVE} or {@code Technique_TtMoveOrdering}.
     * Without spaces, so that USI accepts it too.
     */
    static String techniqueOptionName(Technique technique) {
        StringBuilder name = new StringBuilder(TECHNIQUE_PREFIX);
        for (String word : technique.name().split("_")) {
            name.append(word.charAt(0)).append(word.substring(1).toLowerCase(Locale.ROOT));
        }
        return name.toString();
    }

    private void changeSearch(SearchOptions changed) {
        searchOptions = changed;
        searchChanged.run();
    }

    /**
     * Adds an option.
     *
     * @throws IllegalArgumentException if an option of that name exists
     */
    void add(EngineOption option) {
        if (find(option.name()).isPresent()) {
            throw new IllegalArgumentException("duplicate option name: " + option.name());
        }
        options.add(option);
    }

    /** The options in declaration order, unmodifiable. */
    List<EngineOption> list() {
        return Collections.unmodifiableList(options);
    }

    /** The option called {@code name} (case-insensitive). */
    Optional<EngineOption> find(String name) {
        for (EngineOption option : options) {
            if (option.isNamed(name)) {
                return Optional.of(option);
            }
        }
        return Optional.empty();
    }

    /** Whether {@code bestmove} should name a ponder move. */
    boolean ponderEnabled() {
        return ponderEnabled;
    }

    /** The move overhead in milliseconds. */
    int moveOverheadMillis() {
        return moveOverheadMillis;
    }

    /** How long the first {@link Engine#prepare()} searches, in milliseconds; 0 = no warm-up. */
    int warmupMillis() {
        return warmupMillis;
    }

    /** The warning of {@link Engine#threadsWarning()}: more search threads than processors, else empty. */
    Optional<String> threadsWarning() {
        int processors = Runtime.getRuntime().availableProcessors();
        int threads = searchOptions.threads();
        if (threads <= processors) {
            return Optional.empty();
        }
        return Optional.of("warning: " + threads + " search threads on " + processors + " processors; threads beyond "
                + processors + " only share the processors and slow the search down");
    }

    /** The search settings as set, before the techniques whose prerequisites are off are left out. */
    SearchOptions searchOptions() {
        return searchOptions;
    }

    /**
     * One line per technique switched on whose prerequisite technique is off, which the search
     * therefore leaves off (see {@link Engine#inertTechniques()}).
     */
    List<String> inertTechniques() {
        List<String> lines = new ArrayList<>();
        for (UnsupportedTechnique u : searchOptions.unsupportedBy(game)) {
            lines.add(techniqueOptionName(u.technique()) + " is on but stays off: it needs "
                    + u.missingPrerequisites().stream().map(OptionSet::techniqueOptionName)
                            .collect(Collectors.joining(" and ")));
        }
        return lines;
    }

    /**
     * Takes the margins and other parameters of {@code parameters}, keeping what the options set:
     * the {@value Engine#SEARCH_PARAMETERS} settings on top of them, the hash size, threads,
     * multi-PV and which techniques are on.
     */
    void setSearchParameters(SearchOptions parameters) {
        ownParameters = parameters.parameters();
        changeSearch(parameters.withParameters(ownParameters.withSettings(parameterSettings))
                .withHashMegabytes(searchOptions.hashMegabytes())
                .withThreads(searchOptions.threads())
                .withMultiPv(searchOptions.multiPv())
                .withTechniques(searchOptions.techniques()));
    }
}
