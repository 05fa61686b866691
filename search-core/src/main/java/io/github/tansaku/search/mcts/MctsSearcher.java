package io.github.tansaku.search.mcts;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchInfo;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.GameSearcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Monte Carlo tree search with the MCTS-Solver over any {@link Game}: each playout descends the
 * tree by UCT or PUCT ({@link Selection}), grows it by one expansion, values the new leaf by a
 * random playout ({@link RolloutPolicy}), the {@link Evaluator} (as a win probability through a
 * logistic) or a mix, and backs the result up; proven wins, losses and draws are backed up as
 * such (see {@link MctsTree}), and a proven root ends the search.
 *
 * <h2>Contract</h2>
 * The {@link GameSearcher} contract, with these meanings: nodes are playouts; the depth limit is
 * the depth of the tree (nodes that deep are not expanded); the soft time limit ends the search
 * (every playout is an iteration); the hard limit and the deadline too. Without a node or time
 * limit a search runs until the root is proven or it is stopped. The best move is the
 * root's most visited child, or its proven win; the principal variation follows the most visited
 * children; the score of an unproven move is its mean result turned back into the evaluator's
 * units by the inverse of the logistic, and a proven one is a {@link Score} game end ({@code
 * win in N plies} counts the first winning line found, an upper bound on the shortest). Progress
 * is reported after 1,024 playouts, then at every doubling, and once at the end. The root's own
 * outcome is not consulted, as with the alpha-beta searcher.
 *
 * <h2>Memory</h2>
 * The tree lives in a pool of {@link MctsOptions#nodeBudget()} nodes allocated once, as parallel
 * arrays; after the threads' buffers are built a playout allocates nothing. When the pool is
 * full the tree stops growing and playouts continue from its leaves.
 *
 * <h2>Tree reuse</h2>
 * The tree is kept from one search to the next. {@link #advance} tells the searcher a move was
 * played: the subtree below it becomes the tree (compacted to the front of the pool) and the next
 * search of the position after the move continues from it. Games with {@link PositionHashing}
 * are checked: a search of another position starts a new tree. For other games the caller must
 * search the position the tree stands for, or call {@link #clearTree()}. A search restricted to
 * some root moves always starts a new tree.
 *
 * <h2>Threads</h2>
 * With {@link MctsOptions#threads()} above 1, helper threads search copies of the root
 * ({@link Game#copy}) on the same tree. Descent, expansion and backup run under the tree's lock,
 * playouts outside it in parallel; virtual loss sends concurrent descents to different leaves.
 * The evaluator and the rollout policy are then shared by all threads and must be thread-safe.
 * With one thread and a node limit a search is deterministic: same seed, same tree, same result.
 *
 * <p>An exception thrown by the game, the evaluator or the rollout policy ends the search and
 * propagates (wrapped when it came from a helper thread); the position may then be left in the
 * middle of a line, and the tree is dropped.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class MctsSearcher<P, M> implements GameSearcher<P, M> {

    /** The first progress report comes after this many playouts; the next ones at each doubling. */
    static final long FIRST_REPORT_PLAYOUTS = 1024;

    private final Game<P, M> game;
    private final MctsOptions options;
    private final Clock clock;
    private final MctsTree<P, M> tree;
    private final MctsWorker<P, M> mainWorker;
    private final List<MctsWorker<P, M>> helpers = new ArrayList<>();
    private final PositionHashing<P> hashing;
    private final AtomicBoolean running = new AtomicBoolean();
    private final AtomicReference<Throwable> helperFailure = new AtomicReference<>();
    private final Object stopMonitor = new Object();
    /** Set by {@link #stop()}: the caller wants the result now. */
    private volatile boolean stopped;
    /** Set when the main thread has decided to end the search: the helpers stop. */
    private volatile boolean finishing;
    /** The position the kept tree's root stands for, or null when there is no tree to reuse. */
    private P treePosition;
    private boolean treeRestricted;

    /** A searcher with random playouts chosen uniformly and the system clock. */
    public MctsSearcher(Game<P, M> game, Evaluator<P> evaluator, MctsOptions options) {
        this(game, evaluator, options, RolloutPolicy.uniform(), Clock.system());
    }

    /**
     * A searcher of {@code game}.
     *
     * @param evaluator values leaves when {@link MctsOptions#rolloutWeight()} is below 1 and ends
     *     playouts that reach {@link MctsOptions#maxRolloutPlies()}; {@code p -> 0} for a game
     *     without one
     * @param policy chooses the moves of random playouts
     * @throws IllegalArgumentException when the node budget cannot hold the root and its children
     */
    @SuppressWarnings("unchecked")
    public MctsSearcher(Game<P, M> game, Evaluator<P> evaluator, MctsOptions options, RolloutPolicy<P> policy,
            Clock clock) {
        this.game = Objects.requireNonNull(game, "game");
        Objects.requireNonNull(evaluator, "evaluator");
        this.options = Objects.requireNonNull(options, "options");
        Objects.requireNonNull(policy, "policy");
        this.clock = Objects.requireNonNull(clock, "clock");
        if (options.nodeBudget() < game.maxMoves() + 1) {
            throw new IllegalArgumentException("a node budget of " + options.nodeBudget() + " cannot hold a root and its "
                    + game.maxMoves() + " moves of " + game.name());
        }
        this.tree = new MctsTree<>(game, options);
        this.mainWorker = new MctsWorker<>(game, evaluator, policy, tree, options);
        for (int i = 1; i < options.threads(); i++) {
            helpers.add(new MctsWorker<>(game, evaluator, policy, tree, options));
        }
        this.hashing = game instanceof PositionHashing<?> ? (PositionHashing<P>) game : null;
    }

    @Override
    public SearchResult<M> search(P position, SearchLimits limits, SearchListener<M> listener) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(listener, "listener");
        if (!running.compareAndSet(false, true)) {
            throw new IllegalStateException("this searcher is already searching; use one searcher per thread");
        }
        List<Thread> threads = new ArrayList<>(helpers.size());
        boolean completed = false;
        try {
            long start = clock.millis();
            stopped = false;
            finishing = false;
            mainWorker.prepare(position, options.seed());
            prepareTree(position, limits);
            tree.startSearch(limits.maxDepth());
            if (!tree.rootExpanded()) {
                awaitStopIfInfinite(limits);
                return new SearchResult<>(null, null, Score.of(game.outcomeWithoutMoves(position), 0), List.of(), 0, 0,
                        0, clock.millis() - start);
            }
            startHelpers(position, threads);
            runMain(limits, listener, start);
            finishing = true;
            join(threads);
            Throwable failure = helperFailure.getAndSet(null);
            if (failure != null) {
                throw new IllegalStateException("a helper search thread failed: " + failure, failure);
            }
            awaitStopIfInfinite(limits);
            SearchInfo<M> last = tree.info(clock.millis() - start);
            listener.onInfo(last);
            List<M> pv = last.pv();
            completed = true;
            return new SearchResult<>(pv.get(0), pv.size() > 1 ? pv.get(1) : null, last.score(), pv, last.depth(),
                    last.selDepth(), last.nodes(), last.timeMillis());
        } finally {
            finishing = true;
            join(threads);
            helperFailure.set(null);
            if (!completed) {
                // A failed search leaves playouts half done: their virtual visits would skew a kept tree.
                tree.clear();
                treePosition = null;
            }
            running.set(false);
        }
    }

    /** Keeps the tree when it stands for {@code position}, else starts a new one, and expands the root. */
    private void prepareTree(P position, SearchLimits limits) {
        boolean reuse = treePosition != null && !treeRestricted && !limits.restrictsRootMoves()
                && (hashing == null || hashing.hash(treePosition) == hashing.hash(position));
        if (!reuse || tree.rootIsLeafProof()) {
            tree.clear();
        }
        if (!tree.rootExpanded() && !tree.expandRoot(mainWorker, limits)) {
            tree.clear(); // the kept tree filled the pool: start afresh
            tree.expandRoot(mainWorker, limits);
        }
        treePosition = game.copy(position);
        treeRestricted = limits.restrictsRootMoves();
    }

    private void runMain(SearchLimits limits, SearchListener<M> listener, long start) {
        boolean infinite = limits.isInfinite();
        long nextReport = FIRST_REPORT_PLAYOUTS;
        while (!stopped) {
            boolean rootProven = mainWorker.playout();
            if (rootProven) {
                return;
            }
            long playouts = tree.playouts();
            if (!infinite && limitReached(limits, playouts, start)) {
                return;
            }
            if (playouts >= nextReport) {
                listener.onInfo(tree.info(clock.millis() - start));
                nextReport *= 2;
            }
        }
    }

    private boolean limitReached(SearchLimits limits, long playouts, long start) {
        if (playouts >= limits.maxNodes()) {
            return true;
        }
        long now = clock.millis();
        return now - start >= limits.softTimeMillis() || now >= limits.deadlineMillis();
    }

    private void startHelpers(P position, List<Thread> threads) {
        for (int i = 0; i < helpers.size(); i++) {
            MctsWorker<P, M> helper = helpers.get(i);
            helper.prepare(game.copy(position), options.seed() + 0x9E3779B97F4A7C15L * (i + 1));
            Thread thread = new Thread(() -> {
                try {
                    while (!stopped && !finishing && !helper.playout()) {
                        // the main thread decides when the limits are reached
                    }
                } catch (RuntimeException | Error e) {
                    helperFailure.compareAndSet(null, e);
                    stop();
                }
            }, "tansaku-mcts-helper-" + (i + 1));
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
    }

    private void awaitStopIfInfinite(SearchLimits limits) {
        if (!limits.isInfinite()) {
            return;
        }
        synchronized (stopMonitor) {
            while (!stopped) {
                try {
                    stopMonitor.wait(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private static void join(List<Thread> threads) {
        boolean interrupted = false;
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    interrupted = true; // finish joining: helpers end within a playout of the stop
                }
            }
        }
        threads.clear();
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void stop() {
        stopped = true;
        synchronized (stopMonitor) {
            stopMonitor.notifyAll();
        }
    }

    @Override
    public long nodes() {
        return tree.playouts();
    }

    /**
     * The move {@code move} was played in the position of the last search (or of the last
     * advance): the tree below it is kept for the next search, everything else freed. A move the
     * tree does not know drops the tree. Not during a search.
     *
     * @throws IllegalStateException during a search
     */
    public void advance(M move) {
        Objects.requireNonNull(move, "move");
        if (running.get()) {
            throw new IllegalStateException("advance between searches, not during one");
        }
        if (treePosition == null) {
            return;
        }
        int code = game.codeOf(move);
        int child = tree.rootChild(code);
        if (child < 0 || !game.makeMove(treePosition, code)) {
            clearTree();
            return;
        }
        tree.reroot(child);
    }

    /** Forgets the tree, for a new game or an unrelated position. Not during a search. */
    public void clearTree() {
        if (running.get()) {
            throw new IllegalStateException("clear the tree between searches, not during one");
        }
        tree.clear();
        treePosition = null;
    }

    /** Tree nodes in use (at most {@link MctsOptions#nodeBudget()}). */
    public int treeSize() {
        return tree.size();
    }

    /** The options this searcher was built with. */
    public MctsOptions options() {
        return options;
    }
}
