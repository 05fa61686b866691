package io.github.tansaku.search.algo;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.mate.DfPnSolver;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The production searcher: iterative deepening principal variation search with aspiration
 * windows, a transposition table, quiescence search, check and singular extensions,
 * mate-distance, null-move, reverse futility, razoring, futility, late move and SEE pruning,
 * late move reductions, ProbCut, internal iterative deepening, and move ordering by table move,
 * static exchange, killers, history, countermoves and continuation history. Every technique is
 * a {@link Technique} switched, and every constant set, in {@link SearchOptions}.
 *
 * <h2>Contract</h2>
 * <ul>
 *   <li>{@link #search} leaves the position as it found it.</li>
 *   <li>The result carries a legal best move whenever the root has one, even when the search
 *       was stopped or ran out of time before the first iteration finished (then the first
 *       legal move in move-ordering order). A root-move restriction
 *       ({@link SearchLimits#withRootMoves}) none of whose moves is legal is ignored.</li>
 *   <li>{@link #stop()} and {@link #ponderHit} may be called from any thread; the search
 *       returns within a few milliseconds of a stop.</li>
 *   <li>Game ends come from {@link Game#outcome} at every node below the root, before the
 *       table probe. The root's own outcome is not consulted: asked for a move (say in a
 *       position a GUI has not yet adjudicated as drawn), the searcher looks for one.</li>
 *   <li>An {@linkplain SearchLimits#isInfinite() infinite} search that has nothing left to
 *       search waits for {@link #stop()} or {@link #ponderHit} before returning, as UCI and USI
 *       require.</li>
 * </ul>
 *
 * <h2>Time</h2>
 * The clock is read every 1024 nodes for the hard limit and the deadline. Between iterations
 * the soft limit is scaled (see {@link SearchOptions}): no new iteration starts once
 * {@code timeNextIterationFraction} of the scaled soft limit has passed. When the soft limit is
 * not below the hard limit (a fixed move time, byoyomi) the whole time is used: iterations go
 * on until the hard limit stops the search, whose best move so far is then played. A timed search with a
 * single legal root move stops after its first iteration, and a search stops early when every
 * line of the last iteration ended in a game end (deeper iterations cannot change anything).
 *
 * <h2>Threads</h2>
 * With {@link SearchOptions#threads()} above 1 the search is a Lazy SMP: helper threads search
 * copies of the root ({@link Game#copy}) with their own stacks and history, sharing only the
 * table; the main thread alone reports, decides when to stop, and gives the result. The node
 * limit then counts every thread's nodes, each thread seeing the others' counts every 1024 of
 * its own nodes, so it may be exceeded by about 1024 nodes per thread. The
 * evaluator given to the constructors is shared by all threads and must then be thread-safe;
 * evaluators with caches or other mutable state should be given through
 * {@link #withEvaluatorPerThread}, which builds one per thread.
 *
 * <p>One search at a time per searcher. The searcher keeps killers, history, countermoves and
 * continuation history from one search to the next; {@link #clearHistory()} forgets them (new game).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Searcher<P, M> implements GameSearcher<P, M> {

    private final Game<P, M> game;
    private final Evaluator<P> evaluator;
    private final SearchOptions options;
    private final TranspositionTable table;
    private final SearchControl control;
    private final SearchWorker<P, M> mainWorker;
    /** The main thread's df-pn solver for {@link Technique#ROOT_MATE_CHECK}; null when it is off. */
    private final DfPnSolver<P, M> mateChecker;
    private final List<SearchWorker<P, M>> helpers = new ArrayList<>();
    private final AtomicBoolean running = new AtomicBoolean();
    private final AtomicReference<Throwable> helperFailure = new AtomicReference<>();
    private volatile long lastNodes;

    /**
     * A searcher with its own transposition table of {@code options.hashMegabytes()} MiB (1 MiB
     * when the options use no table) and the system clock.
     *
     * @throws IllegalArgumentException when an enabled technique needs a capability the game lacks
     */
    public Searcher(Game<P, M> game, Evaluator<P> evaluator, SearchOptions options) {
        this(game, evaluator, options, new TranspositionTable(usesTable(options) ? options.hashMegabytes() : 1),
                Clock.system());
    }

    /**
     * A searcher sharing {@code table} (which the caller clears and resizes) and reading time
     * from {@code clock}.
     *
     * @throws IllegalArgumentException when an enabled technique needs a capability the game
     *     lacks; the message names both
     */
    public Searcher(Game<P, M> game, Evaluator<P> evaluator, SearchOptions options, TranspositionTable table,
            Clock clock) {
        this(game, sameEvaluator(Objects.requireNonNull(evaluator, "evaluator")), options, table, clock);
    }

    /**
     * A searcher whose threads each get their own evaluator from {@code evaluators} (called once
     * per thread, when the searcher is built): for evaluators that are not thread-safe, such as
     * those with pawn or material caches, when {@link SearchOptions#threads()} is above 1.
     *
     * @throws IllegalArgumentException when an enabled technique needs a capability the game
     *     lacks; the message names both
     */
    public static <P, M> Searcher<P, M> withEvaluatorPerThread(Game<P, M> game,
            Supplier<? extends Evaluator<P>> evaluators, SearchOptions options, TranspositionTable table, Clock clock) {
        return new Searcher<>(game, Objects.requireNonNull(evaluators, "evaluators"), options, table, clock);
    }

    private static <P> Supplier<Evaluator<P>> sameEvaluator(Evaluator<P> evaluator) {
        return () -> evaluator;
    }

    private Searcher(Game<P, M> game, Supplier<? extends Evaluator<P>> evaluators, SearchOptions options,
            TranspositionTable table, Clock clock) {
        this.game = Objects.requireNonNull(game, "game");
        this.evaluator = Objects.requireNonNull(evaluators.get(), "evaluator");
        this.options = Objects.requireNonNull(options, "options");
        this.table = Objects.requireNonNull(table, "table");
        options.requireSupportedBy(game);
        this.control = new SearchControl(Objects.requireNonNull(clock, "clock"));
        this.mainWorker = new SearchWorker<>(game, evaluator, options, table, control, true);
        this.mateChecker = options.enabled(Technique.ROOT_MATE_CHECK)
                ? new DfPnSolver<>(game, RootSearch.MATE_CHECK_TABLE_MEGABYTES, clock) : null;
        for (int i = 1; i < options.threads(); i++) {
            Evaluator<P> own = Objects.requireNonNull(evaluators.get(), "evaluator");
            helpers.add(new SearchWorker<>(game, own, options, table, control, false));
        }
        mainWorker.countOtherThreads(this::helperNodes);
        for (SearchWorker<P, M> helper : helpers) {
            helper.countOtherThreads(() -> mainWorker.publishedNodes + helperNodes() - helper.publishedNodes);
        }
    }

    private static boolean usesTable(SearchOptions options) {
        return options.enabled(Technique.TRANSPOSITION_TABLE) || options.enabled(Technique.TT_MOVE_ORDERING);
    }

    /**
     * Searches {@code position} within {@code limits}, reporting progress to {@code listener}
     * on this thread. The position is restored before this returns. An exception thrown by the
     * game or the evaluator ends the search and propagates (wrapped when it came from a helper
     * thread); the position may then be left in the middle of a line.
     *
     * @throws IllegalStateException if this searcher is already searching
     */
    public SearchResult<M> search(P position, SearchLimits limits, SearchListener<M> listener) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(listener, "listener");
        if (!running.compareAndSet(false, true)) {
            throw new IllegalStateException("this searcher is already searching; use one searcher per thread");
        }
        List<Thread> helperThreads = new ArrayList<>(helpers.size());
        try {
            table.newSearch();
            control.start(limits);
            mainWorker.prepare(position);
            RootSearch<P, M> root = new RootSearch<>(game, mainWorker, control, options, table,
                    this::runningNodes, listener, true, mateChecker);
            root.setup(limits);
            startHelpers(position, limits, helperThreads);
            SearchResult<M> result = root.run(1);
            control.stop();
            joinHelpers(helperThreads);
            Throwable failure = helperFailure.getAndSet(null);
            if (failure != null) {
                throw new IllegalStateException("a helper search thread failed: " + failure, failure);
            }
            lastNodes = runningNodes();
            // The main thread's result, with every thread's nodes.
            return new SearchResult<>(result.bestMove(), result.ponderMove(), result.score(), result.pv(),
                    result.depth(), result.selDepth(), lastNodes, result.timeMillis());
        } finally {
            control.stop();
            joinHelpers(helperThreads);
            helperFailure.set(null);
            running.set(false);
        }
    }

    /**
     * Lazy SMP: each helper searches its own copy of the root with its own stack and history,
     * sharing only the table; odd helpers start one iteration deeper so the threads spread over
     * two depths and fill the table with results the others reuse.
     */
    private void startHelpers(P position, SearchLimits limits, List<Thread> threads) {
        for (int i = 0; i < helpers.size(); i++) {
            SearchWorker<P, M> helper = helpers.get(i);
            helper.prepare(game.copy(position));
            RootSearch<P, M> root = new RootSearch<>(game, helper, control, options, table, () -> 0L,
                    SearchListener.silent(), false, null);
            root.setup(limits);
            int firstDepth = 1 + ((i + 1) & 1);
            Thread thread = new Thread(() -> {
                try {
                    root.run(firstDepth);
                } catch (RuntimeException | Error e) {
                    helperFailure.compareAndSet(null, e);
                    control.stop();
                }
            }, "tansaku-search-helper-" + (i + 1));
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
    }

    private static void joinHelpers(List<Thread> threads) {
        boolean interrupted = false;
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    interrupted = true; // finish joining: helpers end within milliseconds of the stop
                }
            }
        }
        threads.clear();
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private long helperNodes() {
        long sum = 0;
        for (SearchWorker<P, M> helper : helpers) {
            sum += helper.publishedNodes;
        }
        return sum;
    }

    private long runningNodes() {
        long sum = mainWorker.nodes;
        for (SearchWorker<P, M> helper : helpers) {
            sum += helper.publishedNodes;
        }
        return sum;
    }

    /** Ends the running search as soon as possible; it still returns its best move. Thread-safe. */
    public void stop() {
        control.stop();
    }

    /**
     * The ponder move was played: the running (infinite or pondering) search continues under
     * {@code timedLimits}, whose times count from now. Thread-safe.
     */
    public void ponderHit(SearchLimits timedLimits) {
        control.ponderHit(Objects.requireNonNull(timedLimits, "timedLimits"));
    }

    /**
     * The static evaluation of {@code position} as the main search thread reads it: the
     * evaluator's score from the side to move's point of view, plus what the correction history
     * has learnt for the position's structure when {@link Technique#CORRECTION_HISTORY} runs.
     * Not during a search.
     */
    public int staticEvaluation(P position) {
        return mainWorker.staticEvaluation(position);
    }

    /**
     * Forgets killers, history, countermoves, continuation, capture and correction history, for
     * a new game. Not during a search.
     */
    public void clearHistory() {
        mainWorker.clearHistory();
        for (SearchWorker<P, M> helper : helpers) {
            helper.clearHistory();
        }
    }

    /** Nodes searched by the running search so far, or by the last one. Thread-safe. */
    public long nodes() {
        return running.get() ? mainWorker.publishedNodes + helperNodes() : lastNodes;
    }

    /**
     * What the last search did, summed over its threads: nodes, cutoffs, re-searches. Read it
     * after {@link #search} returned.
     */
    public SearchStatistics statistics() {
        SearchStatistics sum = mainWorker.statistics();
        for (SearchWorker<P, M> helper : helpers) {
            sum = sum.plus(helper.statistics());
        }
        return sum;
    }

    /** The options this searcher was built with. */
    public SearchOptions options() {
        return options;
    }

    /** The transposition table this searcher uses. */
    public TranspositionTable table() {
        return table;
    }

    /** The evaluator of the main search thread. */
    public Evaluator<P> evaluator() {
        return evaluator;
    }
}
