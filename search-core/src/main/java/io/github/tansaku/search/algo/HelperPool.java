package io.github.tansaku.search.algo;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * The Lazy SMP helper threads of one {@link Searcher}, kept alive between searches.
 *
 * <p>Each helper is a daemon thread that builds its own {@link SearchWorker} (its stacks and
 * history tables, several MiB each) on its own thread as soon as it starts, so that neither
 * setting the thread count nor {@code isready} waits for hundreds of them, then starts the next
 * helper's thread and waits for searches. One helper builds at a time: with hundreds of threads
 * on a few cores, hundreds of builds at once would take the processors from the search thread
 * for seconds. A search hands the helpers their copies of the root ({@link #begin}); they start
 * searching only when the main thread has completed its first iteration ({@link #release}), so
 * that the main thread's depth 1, which every answer needs, never competes with them for the
 * processors; {@link #finish} withdraws the search and returns once every helper that took it
 * has stopped (the search's stop flag must be set first). A helper that has not taken the search
 * by then sits it out. With {@link Technique#BEST_THREAD_CHOICE} each helper publishes its last
 * completed iteration ({@link #completedIterations()}), which the searching thread reads after
 * {@link #finish}.
 *
 * <p>One search at a time; {@link #begin}, {@link #release} and {@link #finish} are called by the
 * searching thread, the readers ({@link #nodes}, {@link #statistics}) from any thread.
 */
final class HelperPool<P, M> implements AutoCloseable {

    private final Game<P, M> game;
    private final SearchOptions options;
    private final TranspositionTable table;
    private final SearchControl control;
    private final AtomicReference<Throwable> failure;
    /** Every thread's published nodes, main thread included, for the shared node limit. */
    private final LongSupplier allPublishedNodes;
    private final List<Helper> helpers;
    /** Each helper's last completed iteration, in helper order, when {@link Technique#BEST_THREAD_CHOICE} is on. */
    private final List<CompletedIteration> completedIterations;
    private final boolean publishIterations;
    private final Object lock = new Object();

    // Guarded by lock.
    private long generation;
    private boolean open;
    private boolean released;
    private int busy;
    private boolean closed;
    private boolean started;
    private SearchLimits limits;

    /**
     * A pool of one helper per evaluator in {@code evaluators}; the threads start at the first
     * {@link #start()} or {@link #begin}. A helper that fails records the first failure in
     * {@code failure} and aborts the search.
     */
    HelperPool(Game<P, M> game, SearchOptions options, TranspositionTable table, SearchControl control,
            List<Evaluator<P>> evaluators, AtomicReference<Throwable> failure, LongSupplier mainPublishedNodes) {
        this.game = game;
        this.options = options;
        this.table = table;
        this.control = control;
        this.failure = failure;
        this.allPublishedNodes = () -> mainPublishedNodes.getAsLong() + nodes();
        this.helpers = java.util.stream.IntStream.range(0, evaluators.size())
                .mapToObj(i -> new Helper(i + 1, evaluators.get(i))).toList();
        this.completedIterations = helpers.stream().map(helper -> helper.completed).toList();
        this.publishIterations = options.enabled(Technique.BEST_THREAD_CHOICE);
    }

    /** How many helpers the pool has. */
    int size() {
        return helpers.size();
    }

    /**
     * Starts the helper threads if they are not running: the first one now, each of the others
     * once the one before has built its worker. Returns at once.
     */
    void start() {
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("the searcher is closed");
            }
            if (started) {
                return;
            }
            started = true;
        }
        startThread(0);
    }

    /** Starts the thread of helper {@code i} (counted from 0), unless there is none or the pool is closed. */
    private void startThread(int i) {
        if (i >= helpers.size()) {
            return;
        }
        synchronized (lock) {
            if (closed) {
                return;
            }
        }
        Helper helper = helpers.get(i);
        Thread thread = new Thread(helper, "tansaku-search-helper-" + helper.index);
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Hands a new search to the helpers: {@code roots} holds one copy of the root per helper,
     * which the helper takes over. They wait for {@link #release()}.
     */
    void begin(List<P> roots, SearchLimits searchLimits) {
        start();
        synchronized (lock) {
            generation++;
            limits = searchLimits;
            for (int i = 0; i < helpers.size(); i++) {
                Helper helper = helpers.get(i);
                helper.root = roots.get(i);
                helper.completed.clear(); // idle: the previous search's finish waited for it
                SearchWorker<P, M> worker = helper.worker;
                if (worker != null) {
                    worker.budget.publishedNodes = 0; // idle: the previous search's finish waited for it
                }
            }
            open = true;
            released = false;
        }
    }

    /** Lets the helpers search the current search (the main thread has completed depth 1). */
    void release() {
        synchronized (lock) {
            released = true;
            lock.notifyAll();
        }
    }

    /**
     * Withdraws the current search and waits until every helper that took it has returned. Call
     * after stopping the search.
     */
    void finish() {
        boolean interrupted = false;
        synchronized (lock) {
            open = false;
            while (busy > 0) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    interrupted = true; // helpers end within milliseconds of the stop: keep waiting
                }
            }
            for (Helper helper : helpers) {
                helper.root = null;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Each helper's last completed iteration in the last search ({@link Technique#BEST_THREAD_CHOICE};
     * none completed when it is off). Read only after {@link #finish()}, on the searching thread:
     * the helpers write them while they search.
     */
    List<CompletedIteration> completedIterations() {
        return completedIterations;
    }

    /** The helpers' nodes published so far in the running or last search. */
    long nodes() {
        long sum = 0;
        for (Helper helper : helpers) {
            SearchWorker<P, M> worker = helper.worker;
            if (worker != null) {
                sum += worker.budget.publishedNodes;
            }
        }
        return sum;
    }

    /** The sum of the helpers' statistics of the last search. Not during a search. */
    SearchStatistics statistics(SearchStatistics main) {
        SearchStatistics sum = main;
        for (Helper helper : helpers) {
            SearchWorker<P, M> worker = helper.worker;
            if (worker != null) {
                sum = sum.plus(worker.statistics());
            }
        }
        return sum;
    }

    /** Forgets the helpers' move-ordering history. Not during a search. */
    void clearHistory() {
        for (Helper helper : helpers) {
            SearchWorker<P, M> worker = helper.worker;
            if (worker != null) {
                worker.clearHistory();
            }
        }
    }

    /** Ends the helper threads once they are idle; the pool accepts no search after this. */
    @Override
    public void close() {
        synchronized (lock) {
            closed = true;
            lock.notifyAll();
        }
    }

    /**
     * One helper thread: builds its worker, starts the next helper, then searches what it is
     * handed until closed.
     */
    private final class Helper implements Runnable {
        final int index;
        final Evaluator<P> evaluator;
        volatile SearchWorker<P, M> worker;
        /** This helper's copy of the current search's root (guarded by the pool's lock). */
        P root;
        /** Its last completed iteration in the current search: written by this thread while it searches. */
        final CompletedIteration completed = new CompletedIteration();
        private long seen;

        Helper(int index, Evaluator<P> evaluator) {
            this.index = index;
            this.evaluator = evaluator;
        }

        @Override
        public void run() {
            try {
                build();
            } catch (RuntimeException | Error e) {
                // Retried, and then reported, at the first search this helper takes.
            }
            startThread(index); // the next helper: this one's index counts from 1
            while (true) {
                P position;
                SearchLimits searchLimits;
                synchronized (lock) {
                    while (!closed && !(open && released && generation != seen)) {
                        try {
                            lock.wait();
                        } catch (InterruptedException e) {
                            // Nobody but the pool may end this thread: keep waiting.
                        }
                    }
                    if (closed) {
                        return;
                    }
                    seen = generation;
                    busy++;
                    position = root;
                    searchLimits = limits;
                }
                try {
                    search(position, searchLimits);
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                    control.abort();
                } finally {
                    synchronized (lock) {
                        busy--;
                        lock.notifyAll();
                    }
                }
            }
        }

        private void build() {
            if (worker == null) {
                SearchWorker<P, M> built = new SearchWorker<>(game, evaluator, options, table, control, false);
                built.budget.countOtherThreads(() -> allPublishedNodes.getAsLong() - built.budget.publishedNodes);
                worker = built;
            }
        }

        /**
         * Searches its root; odd helpers start one iteration deeper, so that the threads spread
         * over two depths and fill the table with results the others reuse.
         */
        private void search(P position, SearchLimits searchLimits) {
            if (control.stopped()) {
                return;
            }
            build();
            SearchWorker<P, M> w = worker;
            w.prepare(position);
            RootSearch<P, M> rootSearch = new RootSearch<>(game, w, control, options, table, () -> 0L,
                    SearchListener.silent(), false, null);
            rootSearch.setup(searchLimits);
            if (publishIterations) {
                rootSearch.publishTo(completed);
            }
            rootSearch.run(1 + (index & 1));
        }
    }
}
