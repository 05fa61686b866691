package io.github.tansaku.search.engine;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.Searcher;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * The dedicated thread an {@link Engine} searches on, with the watchdog that stops its timed
 * searches: it runs one search or task at a time, stops it, and tells whether it is idle. The
 * engine decides what to search; this class owns the timing of starting, stopping and waiting,
 * which is delicate enough to stand on its own.
 *
 * <h2>Threads</h2>
 * One controlling thread (the protocol loop) calls the engine, and the engine calls this class;
 * searches run on the engine's own daemon thread, which reports through the
 * {@link SearchListener} and the result callback given to {@code go}. {@link #stop} returns once
 * the result has been delivered, normally within a few milliseconds; it repeats its stop, because
 * a stop that arrives before the searcher has started is overwritten. A watchdog thread stops
 * timed searches at their hard limit in wall-clock time, in case the searcher, which reads its
 * clock only every so many nodes, would notice too late (a slow evaluator, a loaded machine); it
 * too repeats its stop until the search has ended.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class SearchThread<P, M> implements AutoCloseable {

    /** How long {@link #stop} waits for the search thread before reporting it as stuck. */
    private static final long STOP_TIMEOUT_MILLIS = 10_000;
    /** How long a command waits for a task that is about to end before it is refused. */
    private static final long FINISHING_GRACE_MILLIS = 100;
    /** How often the watchdog repeats its stop until the search has ended. */
    private static final long WATCHDOG_REPEAT_MILLIS = 2;
    /** A ponderhit this soon after the search started is applied a second time. */
    private static final long PONDERHIT_REPEAT_MILLIS = 20;

    private final Game<P, M> game;
    private final Clock clock;
    private final ExecutorService searchThread;
    private final ScheduledExecutorService watchdog;
    /** Counts searches, so that a late watchdog never stops a later search. */
    private final AtomicLong searchNumber = new AtomicLong();
    private ScheduledFuture<?> pendingStop;
    /** Until a handler is set, errors of the search thread go to standard error. */
    private Consumer<String> errors = message -> System.err.println("tansaku engine: " + message);

    private Future<?> running;
    private volatile boolean pondering;
    private volatile long searchEnteredNanos;
    private volatile boolean searchEntered;
    /** Whether the running task has given its answer (bestmove, last perft line) and is ending. */
    private volatile boolean delivered;

    /**
     * An idle search thread for searches of {@code game}; {@code clock} times the deadlines the
     * watchdog enforces.
     */
    SearchThread(Game<P, M> game, Clock clock) {
        this.game = game;
        this.clock = clock;
        this.searchThread = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "tansaku-search");
            thread.setDaemon(true);
            return thread;
        });
        this.watchdog = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "tansaku-watchdog");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Where errors of the search thread go (see {@link Engine#onError}). */
    void onError(Consumer<String> handler) {
        this.errors = handler;
    }

    /** Whether a search or task is running on the search thread and has not given its answer yet. */
    boolean isSearching() {
        return running != null && !running.isDone() && !delivered;
    }

    /** Whether the running search is a ponder search waiting for {@link #ponderHit}. */
    boolean isPondering() {
        return pondering && isSearching();
    }

    /**
     * Starts {@code searcher} on {@code root} within {@code limits} on the search thread, with a
     * watchdog for its time limit; {@code onResult} receives the result there, once (the first
     * legal move if the search failed). The caller has made sure the thread is idle.
     */
    void search(Searcher<P, M> searcher, P root, SearchLimits limits, boolean ponder, SearchListener<M> listener,
            Consumer<SearchResult<M>> onResult) {
        pondering = ponder;
        searchEntered = false;
        delivered = false;
        long number = searchNumber.incrementAndGet();
        running = searchThread.submit(() -> {
            SearchResult<M> result;
            try {
                searchEnteredNanos = System.nanoTime();
                searchEntered = true;
                result = searcher.search(root, limits, listener);
            } catch (RuntimeException | Error e) {
                errors.accept("search failed: " + e);
                result = fallback(root);
            } finally {
                pondering = false;
                cancelScheduledStop();
            }
            delivered = true;
            onResult.accept(result);
        });
        scheduleStop(searcher, limits, number);
    }

    /**
     * The ponder search of {@code searcher} goes on under {@code timed}, with a watchdog for its
     * time limit (see {@link Engine#ponderHit()}).
     */
    void ponderHit(Searcher<P, M> searcher, SearchLimits timed) {
        pondering = false;
        // A ponderhit that came before the searcher armed its (infinite) limits would be
        // overwritten by them: wait until the search thread has entered the search, and apply
        // it again a little later if that was very recent (harmless: the deadline is absolute).
        while (!searchEntered && isSearching()) {
            pause(1);
        }
        searcher.ponderHit(timed);
        scheduleStop(searcher, timed, searchNumber.get());
        long sinceEntry = (System.nanoTime() - searchEnteredNanos) / 1_000_000L;
        if (sinceEntry < PONDERHIT_REPEAT_MILLIS) {
            pause(PONDERHIT_REPEAT_MILLIS - sinceEntry);
            searcher.ponderHit(timed);
        }
    }

    /**
     * Stops the running search of {@code searcher} (the engine's, possibly {@code null}) or task,
     * if any, and returns once its result has been delivered (normally within a few milliseconds).
     */
    void stop(Searcher<P, M> searcher) {
        Future<?> task = running;
        if (task == null) {
            return;
        }
        pondering = false;
        long start = System.nanoTime();
        // Repeated, because a stop that arrives before the searcher has started is overwritten.
        while (!task.isDone()) {
            if (searcher != null) {
                searcher.stop();
            }
            try {
                task.get(2, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                if (System.nanoTime() - start > STOP_TIMEOUT_MILLIS * 1_000_000L) {
                    errors.accept("the search thread did not stop within " + STOP_TIMEOUT_MILLIS + " ms");
                    return;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (ExecutionException e) {
                return;
            }
        }
    }

    /**
     * Waits up to {@code timeoutMillis} for the search thread to become idle.
     *
     * @return whether it is idle
     */
    boolean awaitIdle(long timeoutMillis) {
        Future<?> task = running;
        if (task == null || task.isDone()) {
            return true;
        }
        try {
            if (!delivered) {
                try {
                    task.get(timeoutMillis, TimeUnit.MILLISECONDS);
                    return true;
                } catch (TimeoutException e) {
                    if (!delivered) {
                        return false;
                    }
                    // The answer went out during the wait: only the return is left.
                }
            }
            // Its answer is out and nothing is left to do: wait however long the (possibly
            // descheduled) thread takes to return, rather than refuse the GUI's next command.
            task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException e) {
            // The task has ended; it reported its own failure.
        }
        return true;
    }

    /**
     * Runs {@code work} and then {@code finish} on the search thread (see
     * {@link Engine#runOnSearchThread(Runnable, Runnable)}).
     *
     * @throws IllegalStateException if a search is running
     */
    void run(Runnable work, Runnable finish) {
        requireIdle("start a task");
        delivered = false;
        running = searchThread.submit(() -> {
            try {
                work.run();
            } catch (RuntimeException | Error e) {
                errors.accept("task failed: " + e);
            }
            delivered = true;
            finish.run();
        });
    }

    /**
     * Makes sure a timed search ends at its hard limit (or deadline) even when the searcher reads
     * the clock too seldom, as on a loaded machine or with a slow evaluator: a watchdog stops
     * search {@code number} then, in wall-clock time. Infinite searches get none.
     */
    private synchronized void scheduleStop(Searcher<P, M> searcher, SearchLimits limits, long number) {
        cancelScheduledStop();
        if (limits.isInfinite()) {
            return;
        }
        long delay = limits.hardTimeMillis();
        if (limits.deadlineMillis() != SearchLimits.UNLIMITED) {
            delay = Math.min(delay, Math.max(0, limits.deadlineMillis() - clock.millis()));
        }
        if (delay == SearchLimits.UNLIMITED) {
            return;
        }
        pendingStop = watchdog.schedule(new Watchdog(searcher, number), delay, TimeUnit.MILLISECONDS);
    }

    /**
     * Stops search {@code number} when due, and again every {@value #WATCHDOG_REPEAT_MILLIS} ms
     * until it has ended: a stop that comes before the searcher has armed itself is overwritten.
     */
    private final class Watchdog implements Runnable {
        private final Searcher<P, M> searcher;
        private final long number;

        Watchdog(Searcher<P, M> searcher, long number) {
            this.searcher = searcher;
            this.number = number;
        }

        @Override
        public void run() {
            synchronized (SearchThread.this) {
                if (searchNumber.get() == number && isSearching() && !watchdog.isShutdown()) {
                    searcher.stop();
                    pendingStop = watchdog.schedule(this, WATCHDOG_REPEAT_MILLIS, TimeUnit.MILLISECONDS);
                }
            }
        }
    }

    private synchronized void cancelScheduledStop() {
        if (pendingStop != null) {
            pendingStop.cancel(false);
            pendingStop = null;
        }
    }

    /** After a failed search: the first legal move, so that the protocol still gets an answer. */
    private SearchResult<M> fallback(P root) {
        List<M> legal = game.legalMoves(root);
        M move = legal.isEmpty() ? null : legal.get(0);
        return new SearchResult<>(move, null, 0, legal.isEmpty() ? List.of() : List.of(move), 0, 0, 0, 0);
    }

    /**
     * Throws unless the search thread is idle. A task that has just delivered its result (a GUI
     * answers {@code bestmove} at once) is given a moment to return.
     *
     * @throws IllegalStateException naming {@code what} could not be done
     */
    void requireIdle(String what) {
        if (!awaitIdle(FINISHING_GRACE_MILLIS)) {
            throw new IllegalStateException("cannot " + what + " while searching");
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Ends the search thread and the watchdog; the engine has stopped any search first. */
    @Override
    public void close() {
        searchThread.shutdownNow();
        watchdog.shutdownNow();
    }
}
