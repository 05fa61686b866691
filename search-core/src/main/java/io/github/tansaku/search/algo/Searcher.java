package io.github.tansaku.search.algo;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
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
 *   <li>The result carries a legal best move whenever the root has one, and that move was
 *       searched: a stop, a time limit or a node limit takes effect only once the main thread
 *       has completed its first iteration (depth 1 is always small), so a search stopped at
 *       once still answers with its depth-1 best move. Only a failure aborts it earlier (the
 *       first legal move in move-ordering order then). A root-move restriction
 *       ({@link SearchLimits#withRootMoves}) none of whose moves is legal is ignored.</li>
 *   <li>{@link #stop()} and {@link #ponderHit} may be called from any thread; the search
 *       returns within a few milliseconds of a stop (or of the end of its first iteration).</li>
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
 * table; the main thread alone reports and decides when to stop. The result is the main
 * thread's, or, with {@link Technique#BEST_THREAD_CHOICE}, that of a helper whose last completed
 * iteration is at least as deep and scores better (reported as the last line). The helper
 * threads are kept alive between searches ({@link HelperPool}); each builds its own stacks and
 * history on its own thread when it starts, and they start searching only once the main
 * thread has completed its first iteration. {@link #close()} ends them. The node
 * limit then counts every thread's nodes, each thread seeing the others' counts every 1024 of
 * its own nodes, so it may be exceeded by about 1024 nodes per thread. The
 * evaluator given to the constructors is shared by all threads and must then be thread-safe;
 * evaluators with caches or other mutable state should be given through
 * {@link #withEvaluatorPerThread}, which builds one per thread.
 *
 * <p>One search at a time per searcher. The searcher keeps killers, history, countermoves and
 * continuation history from one search to the next, and the last root's score for time
 * management; {@link #clearHistory()} forgets them (new game).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Searcher<P, M> implements GameSearcher<P, M>, AutoCloseable {

    private final Game<P, M> game;
    private final Evaluator<P> evaluator;
    private final SearchOptions options;
    private final TranspositionTable table;
    private final SearchControl control;
    private final SearchWorker<P, M> mainWorker;
    /** The main thread's df-pn solver for {@link Technique#ROOT_MATE_CHECK}; null when it is off. */
    private final DfPnSolver<P, M> mateChecker;
    /** The Lazy SMP helpers; null with one thread. */
    private final HelperPool<P, M> helpers;
    /** Whether the answer may come from a helper ({@link Technique#BEST_THREAD_CHOICE} with helpers). */
    private final boolean chooseBestThread;
    private final AtomicBoolean running = new AtomicBoolean();
    private final AtomicReference<Throwable> helperFailure = new AtomicReference<>();
    private volatile long lastNodes;
    /**
     * The game ply and score of the last search's root, for the score-trend rule of time
     * management (SearchOptions, "Time management"); a ply of -1 when there is nothing to
     * compare with (no search yet, a decided or missing answer, a new game).
     */
    private int lastRootPly = -1;
    private int lastRootScore;
    private volatile boolean closed;

    /**
     * A searcher with every technique {@code game} can run, {@code
     * SearchOptions.defaults().supportedBy(game)}, its own transposition table and the system
     * clock: the quickest start for a new game.
     */
    public Searcher(Game<P, M> game, Evaluator<P> evaluator) {
        this(game, evaluator, SearchOptions.defaults().supportedBy(Objects.requireNonNull(game, "game")));
    }

    /**
     * A searcher with its own transposition table of {@code options.hashMegabytes()} MiB (1 MiB
     * when the options use no table) and the system clock.
     *
     * @throws IllegalArgumentException when an enabled technique needs a capability the game lacks
     */
    public Searcher(Game<P, M> game, Evaluator<P> evaluator, SearchOptions options) {
        this(game, evaluator, options, ownTable(options), Clock.system());
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
     * per thread, on the calling thread, when the searcher is built): for evaluators that are not thread-safe, such as
     * those with pawn or material caches, when {@link SearchOptions#threads()} is above 1.
     *
     * @throws IllegalArgumentException when an enabled technique needs a capability the game
     *     lacks; the message names both
     */
    public static <P, M> Searcher<P, M> withEvaluatorPerThread(Game<P, M> game,
            Supplier<? extends Evaluator<P>> evaluators, SearchOptions options, TranspositionTable table, Clock clock) {
        return new Searcher<>(game, Objects.requireNonNull(evaluators, "evaluators"), options, table, clock);
    }

    /**
     * {@link #withEvaluatorPerThread(Game, Supplier, SearchOptions, TranspositionTable, Clock)}
     * with the searcher's own table of {@code options.hashMegabytes()} MiB and the system clock.
     *
     * @throws IllegalArgumentException when an enabled technique needs a capability the game
     *     lacks; the message names both
     */
    public static <P, M> Searcher<P, M> withEvaluatorPerThread(Game<P, M> game,
            Supplier<? extends Evaluator<P>> evaluators, SearchOptions options) {
        return withEvaluatorPerThread(game, evaluators, options, ownTable(options), Clock.system());
    }

    private static TranspositionTable ownTable(SearchOptions options) {
        return new TranspositionTable(usesTable(Objects.requireNonNull(options, "options")) ? options.hashMegabytes() : 1);
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
        if (options.threads() > 1) {
            List<Evaluator<P>> own = new ArrayList<>(options.threads() - 1);
            for (int i = 1; i < options.threads(); i++) {
                own.add(Objects.requireNonNull(evaluators.get(), "evaluator"));
            }
            helpers = new HelperPool<>(game, options, table, control, own, helperFailure,
                    () -> mainWorker.budget.publishedNodes);
            mainWorker.budget.countOtherThreads(helpers::nodes);
        } else {
            helpers = null;
        }
        chooseBestThread = helpers != null && options.enabled(Technique.BEST_THREAD_CHOICE);
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
     * @throws IllegalStateException if this searcher is already searching, or is closed
     */
    public SearchResult<M> search(P position, SearchLimits limits, SearchListener<M> listener) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(listener, "listener");
        if (closed) {
            throw new IllegalStateException("this searcher is closed");
        }
        if (!running.compareAndSet(false, true)) {
            throw new IllegalStateException("this searcher is already searching; use one searcher per thread");
        }
        try {
            control.arm();
            if (helpers != null) {
                List<P> roots = new ArrayList<>(helpers.size());
                for (int i = 0; i < helpers.size(); i++) {
                    roots.add(game.copy(position));
                }
                helpers.begin(roots, limits);
            }
            table.newSearch();
            control.start(limits);
            mainWorker.prepare(position);
            RootSearch<P, M> root = new RootSearch<>(game, mainWorker, control, options, table,
                    this::runningNodes, listener, true, mateChecker);
            int rootPly = game.gamePly(position);
            root.previousMoveScore(lastRootPly >= 0 && rootPly == lastRootPly + 2 ? lastRootScore : Score.NONE);
            root.setup(limits);
            if (helpers != null) {
                root.onFirstIteration(helpers::release);
            }
            SearchResult<M> result = root.run(1);
            control.abort();
            finishHelpers();
            Throwable failure = helperFailure.getAndSet(null);
            if (failure != null) {
                throw new IllegalStateException("a helper search thread failed: " + failure, failure);
            }
            // Best thread choice (Technique.BEST_THREAD_CHOICE), now that the helpers have stopped.
            SearchResult<M> answer = bestThreadAnswer(root, result);
            lastNodes = runningNodes();
            rememberRoot(rootPly, answer);
            // The answer with every thread's nodes.
            return new SearchResult<>(answer.bestMove(), answer.ponderMove(), answer.score(), answer.pv(),
                    answer.depth(), answer.selDepth(), lastNodes, answer.timeMillis(), answer.rootMoves());
        } finally {
            control.end();
            finishHelpers();
            helperFailure.set(null);
            running.set(false);
        }
    }

    /**
     * Best thread choice ({@link Technique#BEST_THREAD_CHOICE}): the main thread's result, or
     * the answer of the helper whose last completed iteration {@link BestThreadChoice} prefers,
     * reported through the main thread's root search. With one principal variation and no depth
     * limit only; the helpers have stopped ({@link #finishHelpers()}).
     */
    private SearchResult<M> bestThreadAnswer(RootSearch<P, M> root, SearchResult<M> main) {
        if (!chooseBestThread || main.bestMove() == null || options.multiPv() != 1
                || control.budget().limits().maxDepth() < SearchLimits.none().maxDepth()) {
            return main;
        }
        CompletedIteration best = BestThreadChoice.choose(main.depth(), main.score(), helpers.completedIterations(),
                root::isRootMove);
        return best == null ? main : root.answerFrom(best);
    }

    /**
     * Keeps the root's game ply and the answer's score for the next search's score-trend rule,
     * unless the score is decided or there is no answer. A game that does not count its plies
     * (every root at ply 0) never has a root two plies after the last one, so the rule stays off.
     */
    private void rememberRoot(int rootPly, SearchResult<M> answer) {
        boolean comparable = answer.bestMove() != null && Math.abs(answer.score()) < Score.DECIDED_BOUND;
        lastRootPly = comparable ? rootPly : -1;
        lastRootScore = answer.score();
    }

    private void finishHelpers() {
        if (helpers != null) {
            helpers.finish();
        }
    }

    /**
     * Starts the Lazy SMP helper threads now rather than at the first search; each builds its
     * stacks and history in the background. Returns at once; does nothing with one thread.
     *
     * @throws IllegalStateException if this searcher is closed
     */
    public void startThreads() {
        if (helpers != null) {
            helpers.start();
        }
    }

    /**
     * Ends the helper threads (once idle) and lets their memory go; the searcher searches no
     * more. Idempotent.
     */
    @Override
    public void close() {
        closed = true;
        if (helpers != null) {
            helpers.close();
        }
    }

    private long helperNodes() {
        return helpers == null ? 0 : helpers.nodes();
    }

    private long runningNodes() {
        return mainWorker.budget.nodes + helperNodes();
    }

    /**
     * Ends the running search as soon as possible, which is once the main thread has completed
     * its first iteration; it returns its best move. A stop applies to the search that has
     * entered {@link #search}, or that {@link #expectSearch()} announced and that has not begun
     * yet; a stop while neither is the case is forgotten at the next search. Thread-safe.
     */
    public void stop() {
        control.stop();
    }

    /**
     * Announces the next search, which another thread is about to start with {@link #search}:
     * a {@link #stop()} from now on ends that search, even one that comes before the search
     * thread has reached it (a GUI's {@code go} at once followed by {@code stop}). Call it on the
     * controlling thread before handing the search over, and start that search: until it has
     * run, stops are kept for it.
     *
     * @throws IllegalStateException if this searcher is searching, or is closed
     */
    public void expectSearch() {
        if (closed) {
            throw new IllegalStateException("this searcher is closed");
        }
        if (running.get()) {
            throw new IllegalStateException("this searcher is already searching; use one searcher per thread");
        }
        control.arm();
    }

    /**
     * The ponder move was played: the running (infinite or pondering) search continues under
     * {@code timedLimits}, whose times count from now; like {@link #stop()}, this also applies to
     * a search announced by {@link #expectSearch()} or entering {@link #search} that has not
     * begun yet. Thread-safe.
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
     * Forgets killers, history, countermoves, continuation, capture and correction history, and
     * the last search's score (time management), for a new game. Not during a search.
     */
    public void clearHistory() {
        mainWorker.clearHistory();
        lastRootPly = -1;
        if (helpers != null) {
            helpers.clearHistory();
        }
    }

    /** Nodes searched by the running search so far, or by the last one. Thread-safe. */
    public long nodes() {
        return running.get() ? mainWorker.budget.publishedNodes + helperNodes() : lastNodes;
    }

    /**
     * What the last search did, summed over its threads: nodes, cutoffs, re-searches. Read it
     * after {@link #search} returned.
     */
    public SearchStatistics statistics() {
        return helpers == null ? mainWorker.statistics() : helpers.statistics(mainWorker.statistics());
    }

    /**
     * Traces the next searches node by node to {@code tracer} (for lessons and pictures: see
     * {@link io.github.tansaku.search.trace.TraceRecorder}), or stops tracing with {@code null},
     * the default. Off, tracing costs one null test per node. Not during a search.
     *
     * @throws IllegalStateException when the searcher runs more than one thread: a trace is one
     *     thread's tree
     */
    public void setTracer(io.github.tansaku.search.trace.SearchTracer tracer) {
        if (tracer != null && helpers != null) {
            throw new IllegalStateException("a trace follows one search thread; this searcher has "
                    + (helpers.size() + 1) + " (set SearchOptions threads to 1)");
        }
        mainWorker.tracer = tracer;
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
