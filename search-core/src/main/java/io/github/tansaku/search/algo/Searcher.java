package io.github.tansaku.search.algo;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The production searcher: iterative deepening principal variation search with aspiration
 * windows, a transposition table, quiescence search, check extension, mate-distance, null-move,
 * reverse futility, razoring, futility, late move pruning, late move reductions, ProbCut,
 * internal iterative deepening, and move ordering by table move, static exchange, killers,
 * history and countermoves. Every technique is a {@link Technique} switched, and every constant
 * set, in {@link SearchOptions}.
 *
 * <h2>Contract</h2>
 * <ul>
 *   <li>{@link #search} leaves the position as it found it.</li>
 *   <li>The result carries a legal best move whenever the root has one, even when the search
 *       was stopped or ran out of time before the first iteration finished (then the first
 *       legal move in move-ordering order).</li>
 *   <li>{@link #stop()} and {@link #ponderHit} may be called from any thread; the search
 *       returns within a few milliseconds of a stop.</li>
 *   <li>Game ends come from {@link Game#outcome} at every node, before the table probe.</li>
 *   <li>An {@linkplain SearchLimits#isInfinite() infinite} search that has nothing left to
 *       search waits for {@link #stop()} or {@link #ponderHit} before returning, as UCI and USI
 *       require.</li>
 * </ul>
 *
 * <h2>Time</h2>
 * The clock is read every 1024 nodes for the hard limit and the deadline. Between iterations
 * the soft limit is scaled (see {@link SearchOptions}): no new iteration starts once
 * {@code timeNextIterationFraction} of the scaled soft limit has passed, a timed search with a
 * single legal root move stops after its first iteration, and a search stops early when every
 * line of the last iteration ended in a game end (deeper iterations cannot change anything).
 *
 * <p>One search at a time per searcher. The searcher keeps killers, history and countermoves
 * from one search to the next; {@link #clearHistory()} forgets them (new game).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Searcher<P, M> {

    private final Game<P, M> game;
    private final Evaluator<P> evaluator;
    private final SearchOptions options;
    private final TranspositionTable table;
    private final SearchControl control;
    private final SearchWorker<P, M> mainWorker;
    private final AtomicBoolean running = new AtomicBoolean();
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
        this.game = Objects.requireNonNull(game, "game");
        this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
        this.options = Objects.requireNonNull(options, "options");
        this.table = Objects.requireNonNull(table, "table");
        options.requireSupportedBy(game);
        this.control = new SearchControl(Objects.requireNonNull(clock, "clock"));
        this.mainWorker = new SearchWorker<>(game, evaluator, options, table, control, true);
    }

    private static boolean usesTable(SearchOptions options) {
        return options.enabled(Technique.TRANSPOSITION_TABLE) || options.enabled(Technique.TT_MOVE_ORDERING);
    }

    /**
     * Searches {@code position} within {@code limits}, reporting progress to {@code listener}
     * on this thread. The position is restored before this returns.
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
        try {
            table.newSearch();
            control.start(limits);
            mainWorker.prepare(position);
            RootSearch<P, M> root = new RootSearch<>(game, mainWorker, control, options, table,
                    this::runningNodes, listener, true);
            root.setup(limits);
            SearchResult<M> result = root.run(1);
            lastNodes = mainWorker.nodes;
            return result;
        } finally {
            control.stop();
            running.set(false);
        }
    }

    private long runningNodes() {
        return mainWorker.nodes;
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

    /** Forgets killers, history and countermoves, for a new game. Not during a search. */
    public void clearHistory() {
        mainWorker.clearHistory();
    }

    /** Nodes searched by the running search so far, or by the last one. Thread-safe. */
    public long nodes() {
        return running.get() ? mainWorker.publishedNodes : lastNodes;
    }

    /** The options this searcher was built with. */
    public SearchOptions options() {
        return options;
    }

    /** The transposition table this searcher uses. */
    public TranspositionTable table() {
        return table;
    }

    /** The evaluator this searcher uses. */
    public Evaluator<P> evaluator() {
        return evaluator;
    }
}
