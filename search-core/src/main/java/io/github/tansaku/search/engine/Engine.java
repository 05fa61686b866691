package io.github.tansaku.search.engine;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.SearchParameters;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.time.GameClock;
import io.github.tansaku.search.time.Lateness;
import io.github.tansaku.search.time.OpeningTime;
import io.github.tansaku.search.time.TimeManager;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A game engine independent of any protocol: a current position, options, and a dedicated
 * search thread driving a {@link Searcher}. The UCI and USI loops ({@link ProtocolLoop}) are thin
 * layers over it, and a program can use it directly. It is the facade they call: the position,
 * the searches ({@code go}, {@code ponder}, {@code ponderhit}, {@code stop}), the warm-up and the
 * bench searcher; {@link OptionSet} holds its options and {@link SearchThread} runs its searches.
 *
 * <h2>Threads</h2>
 * One controlling thread (the protocol loop) calls the methods of this class; searches run on
 * the engine's own daemon thread ({@link SearchThread}, which says how searches are started,
 * stopped and awaited), which reports through the {@link SearchListener} and the result callback
 * given to {@code go}. {@link #stop()} returns once the result has been delivered, normally
 * within a few milliseconds, and a watchdog stops timed searches at their hard limit in
 * wall-clock time. How late each timed answer is written after its deadline is measured; the
 * recent worst ({@link Lateness}) is kept in reserve on the next timed moves where it exceeds
 * the move overhead.
 *
 * <h2>Options</h2>
 * Every engine has the standard options {@value #HASH}, {@value #CLEAR_HASH}, {@value #THREADS},
 * {@value #MULTI_PV}, {@value #PONDER}, {@value #MOVE_OVERHEAD}, {@value #WARMUP},
 * {@value #SEARCH_PARAMETERS} and one {@code Technique_*} switch per search technique the game
 * supports ({@link #techniqueOptionName}); dialects add their own with {@link #addOption}.
 * Options change only while no search runs. {@link OptionSet}, which holds them, says what each
 * does.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Engine<P, M> implements AutoCloseable {

    /** The generic name of the hash size option (MiB). */
    public static final String HASH = "Hash";
    /** The generic name of the button that clears the transposition table. */
    public static final String CLEAR_HASH = "Clear Hash";
    /** The generic name of the number-of-principal-variations option. */
    public static final String MULTI_PV = "MultiPV";
    /** The generic name of the pondering option. */
    public static final String PONDER = "Ponder";
    /** The name of the search threads option (Lazy SMP). */
    public static final String THREADS = "Threads";
    /** The generic name of the move overhead option (ms). */
    public static final String MOVE_OVERHEAD = "Move Overhead";
    /** The default move overhead: the JVM's pauses make a margin of a few milliseconds too thin. */
    public static final int DEFAULT_MOVE_OVERHEAD = 50;
    /** The USI default move overhead in milliseconds (see {@link OptionNames#USI}). */
    public static final int USI_MOVE_OVERHEAD = 150;
    /** The name of the warm-up option: milliseconds of searching at the first {@code isready}. */
    public static final String WARMUP = "Warmup";
    /**
     * The option that changes search parameters, {@code key=value} pairs such as
     * {@code futilityMargin=80, lmrDivisor=2.0} (see {@link SearchParameters#withSettings}), on
     * top of the engine's own; an empty value keeps the engine's own. A match runner tunes or
     * tests a parameter through it without a rebuilt engine.
     */
    public static final String SEARCH_PARAMETERS = "SearchParameters";
    /**
     * The default warm-up. The JIT needs several seconds of searching before the search runs at
     * full speed (its first compilations are undone when rare branches are first taken); 2 s over
     * varied positions gets the first timed searches to most of it.
     */
    public static final int DEFAULT_WARMUP = 2000;
    /** The least time the warm-up spends on one position. */
    private static final int MIN_WARMUP_SLICE_MILLIS = 20;
    /**
     * The table size of the warm-up's own searcher and of {@link #benchSearcher()}, in MiB: the
     * engine's table, possibly gigabytes, is then neither dirtied nor cleared by them.
     */
    public static final int BENCH_HASH_MEGABYTES = 16;

    private final Game<P, M> game;
    private final Clock clock;
    private final TimeManager timeManager;
    /** How late timed answers came out lately; the time manager keeps it in reserve. */
    private final Lateness lateness = new Lateness();
    private final TranspositionTable table;
    private final OptionSet options;
    private final SearchThread<P, M> searchThread;

    private P position;
    private Evaluator<P> evaluator;
    private Searcher<P, M> searcher;
    private boolean warmedUp;

    private GameClock ponderClock;
    private SearchLimits ponderBase;

    /** An engine reading the system clock. */
    public Engine(Game<P, M> game, Evaluator<P> evaluator, SearchOptions searchOptions) {
        this(game, evaluator, searchOptions, Clock.system(), OptionNames.GENERIC);
    }

    /**
     * An engine reading {@code clock}, with the standard options named by {@code names}.
     *
     * @param searchOptions the search settings; techniques the game cannot support must be off
     *     (see {@link SearchOptions#supportedBy})
     * @throws IllegalArgumentException if an enabled technique needs a capability the game lacks
     */
    public Engine(Game<P, M> game, Evaluator<P> evaluator, SearchOptions searchOptions, Clock clock, OptionNames names) {
        this.game = Objects.requireNonNull(game, "game");
        this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
        Objects.requireNonNull(searchOptions, "searchOptions");
        this.clock = Objects.requireNonNull(clock, "clock");
        searchOptions.requireSupportedBy(game);
        this.timeManager = new TimeManager(clock);
        this.table = new TranspositionTable(searchOptions.hashMegabytes());
        this.position = game.newPosition();
        this.searchThread = new SearchThread<>(game, clock);
        this.options = new OptionSet(game, searchOptions, table, Objects.requireNonNull(names, "names"),
                this::dropSearcher);
    }

    /**
     * The names a protocol gives the standard options, and the default of its move overhead.
     *
     * @param hash the table size option
     * @param clearHash the button that clears the table
     * @param multiPv the number of principal variations
     * @param ponder the ponder switch
     * @param moveOverhead the move overhead option
     * @param defaultMoveOverheadMillis the move overhead's default, in milliseconds
     */
    public record OptionNames(String hash, String clearHash, String multiPv, String ponder, String moveOverhead,
            int defaultMoveOverheadMillis) {
        /** The UCI names, which are also the generic ones. */
        public static final OptionNames GENERIC = new OptionNames(HASH, CLEAR_HASH, MULTI_PV, PONDER, MOVE_OVERHEAD,
                DEFAULT_MOVE_OVERHEAD);
        /**
         * The USI names: the standard {@code USI_Hash} and {@code USI_Ponder}, and no spaces. Shogi
         * is mostly played on byoyomi, where a move is spent to the last millisecond, so its move
         * overhead defaults to {@value Engine#USI_MOVE_OVERHEAD} ms: on a busy 2-core machine a 1000 ms
         * byoyomi move took up to 1,068 ms wall time with 50 ms of overhead.
         */
        public static final OptionNames USI = new OptionNames("USI_Hash", "Clear_Hash", MULTI_PV, "USI_Ponder",
                "Move_Overhead", Engine.USI_MOVE_OVERHEAD);
    }

    /**
     * The option name of a technique: {@code Technique_} and the enum name in camel case, such as
     * {@code Technique_NullMove} for {@link Technique#NULL_MOVE} or {@code Technique_TtMoveOrdering}.
     * Without spaces, so that USI accepts it too.
     */
    public static String techniqueOptionName(Technique technique) {
        return OptionSet.techniqueOptionName(technique);
    }

    /** Closes the searcher (ending its helper threads); the next search builds a new one. */
    private void dropSearcher() {
        if (searcher != null) {
            searcher.close();
            searcher = null;
        }
    }

    /**
     * Where the engine reports errors of the search thread (an exception in the search, a search
     * that does not stop); standard error until set. The protocol loop prints them as
     * {@code info string} lines.
     */
    public void onError(Consumer<String> handler) {
        searchThread.onError(Objects.requireNonNull(handler, "handler"));
    }

    // ------------------------------------------------------------------------------------------
    // Options

    /** Adds an option (a dialect's own). */
    public void addOption(EngineOption option) {
        options.add(Objects.requireNonNull(option, "option"));
    }

    /** The options in declaration order. */
    public List<EngineOption> options() {
        return options.list();
    }

    /** The option called {@code name} (case-insensitive). */
    public Optional<EngineOption> option(String name) {
        return options.find(name);
    }

    /**
     * Sets option {@code name} to {@code value}.
     *
     * @throws IllegalArgumentException for an unknown option or an invalid value
     * @throws IllegalStateException while a search runs
     */
    public void setOption(String name, String value) {
        EngineOption option = option(name).orElseThrow(() -> new IllegalArgumentException("unknown option: " + name));
        requireIdle("set option " + option.name());
        option.set(value);
    }

    /** Whether {@code bestmove} should name a ponder move ({@value #PONDER} option). */
    public boolean ponderEnabled() {
        return options.ponderEnabled();
    }

    /** The move overhead in milliseconds ({@value #MOVE_OVERHEAD} option). */
    public int moveOverheadMillis() {
        return options.moveOverheadMillis();
    }

    /**
     * A warning when the {@value #THREADS} option asks for more search threads than the machine
     * has processors, else empty. Lazy SMP gains nothing from threads that wait for a processor,
     * and they take processor time, memory and scheduling delay from the thread that answers.
     */
    public Optional<String> threadsWarning() {
        return options.threadsWarning();
    }

    /**
     * The search settings as set; the next search runs them without the techniques whose
     * prerequisites are off ({@link #inertTechniques()}).
     */
    public SearchOptions searchOptions() {
        return options.searchOptions();
    }

    /**
     * One line per technique switched on whose prerequisite technique is off (through the
     * {@code Technique_*} options), which the search therefore leaves off, such as
     * {@code "Technique_CaptureHistory is on but stays off: it needs Technique_SeeOrdering"};
     * empty when every technique that is on runs. The protocol loop reports them as
     * {@code info string} lines after a technique option changes.
     */
    public List<String> inertTechniques() {
        return options.inertTechniques();
    }

    /**
     * Uses the margins and other parameters of {@code parameters} from the next search on, for
     * example after a change of evaluator whose units differ. What the user set through options
     * is kept: the hash size, threads, multi-PV and which techniques are on. Not while searching.
     */
    public void setSearchParameters(SearchOptions parameters) {
        Objects.requireNonNull(parameters, "parameters");
        requireIdle("change the search parameters");
        options.setSearchParameters(parameters);
    }

    /** Uses {@code evaluator} from the next search on. Not while searching. */
    public void setEvaluator(Evaluator<P> evaluator) {
        requireIdle("change the evaluator");
        this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
        dropSearcher();
    }

    /** The evaluator the next search uses. */
    public Evaluator<P> evaluator() {
        return evaluator;
    }

    /**
     * How late the engine's recent timed answers were written after their deadline, in
     * milliseconds, as the time manager keeps it in reserve ({@link Lateness}).
     */
    public long latenessMillis() {
        return lateness.millis();
    }

    /** The engine's transposition table use, in permille. */
    public int hashfull() {
        return table.hashfull();
    }

    // ------------------------------------------------------------------------------------------
    // Position and game

    /** The rules. */
    public Game<P, M> game() {
        return game;
    }

    /** The engine's clock, which also times searches. */
    public Clock clock() {
        return clock;
    }

    /** A copy of the current position. */
    public P position() {
        return game.copy(position);
    }

    /** Makes {@code newPosition} (which the engine takes over) the current position. */
    public void setPosition(P newPosition) {
        this.position = Objects.requireNonNull(newPosition, "newPosition");
    }

    /**
     * Makes the position reached by playing {@code moves} from {@code start} (which the engine
     * takes over) the current position, so that the game's history, for repetitions, is kept.
     *
     * @throws IllegalArgumentException naming the first move that is not legal where it is
     *     played; the current position is then unchanged
     */
    public void setPosition(P start, List<M> moves) {
        Objects.requireNonNull(start, "start");
        int[] generated = new int[game.maxMoves()];
        for (int i = 0; i < moves.size(); i++) {
            M move = moves.get(i);
            int code = game.codeOf(move);
            if (!PositionCommand.isGenerated(game, start, code, generated) || !game.makeMove(start, code)) {
                throw new IllegalArgumentException("move " + (i + 1) + ", " + move + ", is not legal; position unchanged");
            }
        }
        this.position = start;
    }

    /** A new game begins: clears the transposition table and the searcher's move-ordering history. */
    public void newGame() {
        requireIdle("start a new game");
        table.clear();
        if (searcher != null) {
            searcher.clearHistory();
        }
    }

    // ------------------------------------------------------------------------------------------
    // Searching

    /** Whether a search or task is running on the search thread and has not given its answer yet. */
    public boolean isSearching() {
        return searchThread.isSearching();
    }

    /** Whether the running search is a ponder search waiting for {@link #ponderHit()}. */
    public boolean isPondering() {
        return searchThread.isPondering();
    }

    /**
     * Starts searching the current position within {@code limits} on the search thread.
     *
     * @param listener receives progress on the search thread
     * @param onResult receives the result on the search thread, once
     * @throws IllegalStateException if a search is running
     */
    public void go(SearchLimits limits, SearchListener<M> listener, Consumer<SearchResult<M>> onResult) {
        start(Objects.requireNonNull(limits, "limits"), false, listener, onResult);
    }

    /**
     * Starts a timed search: {@code base}'s limits plus the time {@link TimeManager} allots for
     * {@code gameClock} (whose move overhead is the engine's option), counted from
     * {@code receivedMillis} (the engine clock's time when the command arrived).
     */
    public void go(GameClock gameClock, SearchLimits base, long receivedMillis, SearchListener<M> listener,
            Consumer<SearchResult<M>> onResult) {
        start(timedLimits(withOverhead(gameClock), base, receivedMillis), false, listener, onResult);
    }

    /**
     * Starts pondering: an infinite search of the current position (the expected reply already
     * played) until {@link #stop()} or {@link #ponderHit()}. On a ponder hit the search goes on
     * under {@code base} and, when {@code gameClock} is not {@code null}, the time it allots.
     */
    public void ponder(GameClock gameClock, SearchLimits base, SearchListener<M> listener,
            Consumer<SearchResult<M>> onResult) {
        Objects.requireNonNull(base, "base");
        start(base.withInfinite(true), true, listener, onResult);
        ponderClock = gameClock == null ? null : withOverhead(gameClock);
        ponderBase = base;
    }

    /**
     * The expected reply was played: the ponder search continues as a normal search under the
     * limits given to {@link #ponder}, its time counted from now.
     *
     * @throws IllegalStateException if the engine is not pondering
     */
    public void ponderHit() {
        if (!isPondering()) {
            throw new IllegalStateException("not pondering");
        }
        long now = clock.millis();
        SearchLimits timed = ponderClock == null ? ponderBase
                : timedLimits(ponderClock, ponderBase, now);
        searchThread.ponderHit(searcher, timed);
    }

    /**
     * {@link #ponderHit()} with the clock {@code gameClock} in place of the one given to
     * {@link #ponder} (none when the ponder command carried no times, as in USI's early ponder);
     * {@code null} keeps that one.
     *
     * @throws IllegalStateException if the engine is not pondering
     */
    public void ponderHit(GameClock gameClock) {
        if (gameClock != null && isPondering()) {
            ponderClock = withOverhead(gameClock);
        }
        ponderHit();
    }

    /**
     * Stops the running search, if any, and returns once its result has been delivered (normally
     * within a few milliseconds).
     */
    public void stop() {
        searchThread.stop(searcher);
    }

    /**
     * Waits up to {@code timeoutMillis} for the search thread to become idle.
     *
     * @return whether it is idle
     */
    public boolean awaitIdle(long timeoutMillis) {
        return searchThread.awaitIdle(timeoutMillis);
    }

    /**
     * Runs {@code task} on the search thread (for long commands such as perft or a mate search,
     * so the protocol thread stays responsive). It counts as a search for {@link #isSearching()};
     * {@code stop} interrupts nothing, so the task should be short or check its own flag.
     *
     * @throws IllegalStateException if a search is running
     * @see #runOnSearchThread(Runnable, Runnable)
     */
    public void runOnSearchThread(Runnable task) {
        runOnSearchThread(task, () -> { });
    }

    /**
     * Runs {@code work} and then {@code finish} on the search thread. Write the task's last
     * answer in {@code finish}: from then on, a new search or task waits for this one to end
     * instead of being refused, so a GUI may send its next command as soon as it reads that
     * answer.
     *
     * @throws IllegalStateException if a search is running
     */
    public void runOnSearchThread(Runnable work, Runnable finish) {
        Objects.requireNonNull(work, "work");
        Objects.requireNonNull(finish, "finish");
        searchThread.run(work, finish);
    }

    /**
     * Searches {@code root} on the calling thread (for benchmarks and tools); the engine must be
     * idle. The position is restored when this returns.
     */
    public SearchResult<M> searchNow(P root, SearchLimits limits, SearchListener<M> listener) {
        requireIdle("search");
        return searcher().search(root, limits, listener);
    }

    private void start(SearchLimits limits, boolean ponder, SearchListener<M> listener,
            Consumer<SearchResult<M>> onResult) {
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(onResult, "onResult");
        requireIdle("start a search");
        Searcher<P, M> s = searcher();
        P root = game.copy(position);
        searchThread.search(s, root, limits, ponder, listener, result -> {
            onResult.accept(result);
            if (!ponder && limits.deadlineMillis() != SearchLimits.UNLIMITED) {
                lateness.record(clock.millis() - limits.deadlineMillis());
            }
        });
    }

    /**
     * Builds what the next search needs (the searcher, with its tables) now rather than at the
     * next {@code go}, so that the first move does not pay for it: what {@code isready} asks.
     * The Lazy SMP helper threads are started and build their own tables in the background, so
     * that this returns without waiting for them. Does nothing while a search runs.
     */
    public void prepare() {
        prepare(List.of());
    }

    /**
     * Like {@link #prepare()}, with the positions the first call's warm-up searches (the start
     * position when the list is empty): varied positions (middle games, endgames, promotions,
     * checks) take the search down the branches that real games take, so that the JIT compiles
     * them before the first timed move rather than during it.
     */
    public void prepare(List<P> warmupPositions) {
        if (isSearching()) {
            return;
        }
        Searcher<P, M> s = searcher();
        if (!warmedUp && options.warmupMillis() > 0) {
            warmedUp = true;
            warmUp(warmupPositions.isEmpty() ? List.of(game.newPosition()) : warmupPositions);
        }
        // After the warm-up, which they would slow down: the helpers build their tables in the
        // background while the GUI gets its answer.
        s.startThreads();
    }

    /**
     * Searches the positions in turn, each for an equal slice of the warm-up time, on a searcher
     * of its own with one thread and a {@value #BENCH_HASH_MEGABYTES} MiB table: the JIT compiles
     * the same code for every thread, and the engine's table and history are left as they were
     * (no table of gigabytes to clear afterwards, no hundreds of helpers to start).
     */
    private void warmUp(List<P> positions) {
        int warmupMillis = options.warmupMillis();
        long slice = Math.max(MIN_WARMUP_SLICE_MILLIS, warmupMillis / positions.size());
        long end = clock.millis() + warmupMillis;
        try (Searcher<P, M> s = newSearcher(options.searchOptions().withThreads(1))) {
            for (P position : positions) {
                long left = end - clock.millis();
                if (left <= 0) {
                    break;
                }
                s.search(game.copy(position), SearchLimits.moveTime(Math.min(slice, left)), SearchListener.silent());
            }
        }
    }

    /**
     * A new searcher with the engine's settings and evaluator but a {@value #BENCH_HASH_MEGABYTES}
     * MiB table of its own, whatever the {@value #HASH} option, for the {@code bench} command: its
     * node count then does not depend on the table size, and clearing the table before each
     * bench position costs next to nothing even when the engine's table is gigabytes. The caller
     * searches on its own thread and closes it.
     *
     * @throws IllegalStateException while a search runs
     */
    public Searcher<P, M> benchSearcher() {
        return benchSearcher(evaluator);
    }

    /**
     * {@link #benchSearcher()} with {@code benchEvaluator} in place of the engine's evaluator.
     *
     * @throws IllegalStateException while a search runs
     */
    public Searcher<P, M> benchSearcher(Evaluator<P> benchEvaluator) {
        requireIdle("run a benchmark");
        return newSearcher(options.searchOptions(), benchEvaluator);
    }

    private Searcher<P, M> newSearcher(SearchOptions options) {
        return newSearcher(options, evaluator);
    }

    private Searcher<P, M> newSearcher(SearchOptions options, Evaluator<P> evaluator) {
        return new Searcher<>(game, evaluator, options.supportedBy(game).withHashMegabytes(BENCH_HASH_MEGABYTES),
                new TranspositionTable(BENCH_HASH_MEGABYTES), clock);
    }

    private Searcher<P, M> searcher() {
        if (searcher == null) {
            searcher = new Searcher<>(game, evaluator, options.searchOptions().supportedBy(game), table, clock);
        }
        return searcher;
    }

    /**
     * The time manager's limits for the current position: the recent lateness in reserve, and
     * the share of an early move multiplied as the search parameters' {@link OpeningTime} says.
     * Package-private for tests.
     */
    SearchLimits timedLimits(GameClock gameClock, SearchLimits base, long startMillis) {
        double multiple = OpeningTime.of(options.searchOptions().parameters()).multipleAt(game.gamePly(position));
        return timeManager.limits(gameClock, base, startMillis, lateness.millis(), multiple);
    }

    private GameClock withOverhead(GameClock c) {
        return new GameClock(c.timeLeftMillis(), c.incrementMillis(), c.movesToGo(), c.byoyomiMillis(),
                options.moveOverheadMillis());
    }

    /** Throws unless the search thread is idle ({@link SearchThread#requireIdle}). */
    private void requireIdle(String what) {
        searchThread.requireIdle(what);
    }

    /** Stops any search and ends the search thread. */
    @Override
    public void close() {
        stop();
        searchThread.close();
        if (searcher != null) {
            searcher.close();
        }
    }
}
