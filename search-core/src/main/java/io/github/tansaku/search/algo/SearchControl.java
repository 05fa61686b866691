package io.github.tansaku.search.algo;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;

/**
 * What all threads of one search share to know when to stop: the stop flag, the limits in force
 * and when they started counting. Written by the controlling thread ({@code stop},
 * {@code ponderHit}), read by the search threads; all shared fields are volatile.
 */
final class SearchControl {

    /** The limits in force and the clock time they count from. Replaced as a whole on ponderhit. */
    record Budget(SearchLimits limits, long startMillis) {
    }

    private final Clock clock;
    private final Object monitor = new Object();
    private volatile boolean stopped;
    private volatile Budget budget;
    private volatile long searchStartMillis;

    SearchControl(Clock clock) {
        this.clock = clock;
        this.budget = new Budget(SearchLimits.none(), clock.millis());
    }

    /** Arms the control for a new search under {@code limits}, counting from now. */
    void start(SearchLimits limits) {
        long now = clock.millis();
        searchStartMillis = now;
        budget = new Budget(limits, now);
        stopped = false;
    }

    /** Requests the search to end as soon as possible. Thread-safe. */
    void stop() {
        stopped = true;
        synchronized (monitor) {
            monitor.notifyAll();
        }
    }

    /** Replaces the limits by {@code timed}, counting from now (the ponder move was played). */
    void ponderHit(SearchLimits timed) {
        budget = new Budget(timed.withInfinite(false), clock.millis());
        synchronized (monitor) {
            monitor.notifyAll();
        }
    }

    boolean stopped() {
        return stopped;
    }

    Budget budget() {
        return budget;
    }

    /** Milliseconds since the search started (for reports). */
    long elapsedSinceStart() {
        return clock.millis() - searchStartMillis;
    }

    /** Milliseconds since the budget in force started counting. */
    long elapsed(Budget b) {
        return clock.millis() - b.startMillis();
    }

    /** The node limit in force, {@link SearchLimits#UNLIMITED} for infinite searches. */
    long maxNodes() {
        Budget b = budget;
        return b.limits().isInfinite() ? SearchLimits.UNLIMITED : b.limits().maxNodes();
    }

    /** Whether the hard time limit or the deadline has passed; never for infinite searches. */
    boolean hardLimitReached() {
        Budget b = budget;
        SearchLimits l = b.limits();
        if (l.isInfinite()) {
            return false;
        }
        long now = clock.millis();
        return now - b.startMillis() >= l.hardTimeMillis() || now >= l.deadlineMillis();
    }

    /**
     * Blocks while the search is infinite (or pondering) and not stopped: UCI and USI want the
     * best move only after {@code stop} or {@code ponderhit}, even when the search has nothing
     * left to do.
     */
    void awaitEndOfInfiniteSearch() {
        synchronized (monitor) {
            while (!stopped && budget.limits().isInfinite()) {
                try {
                    monitor.wait(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }
}
