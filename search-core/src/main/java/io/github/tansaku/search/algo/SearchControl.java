package io.github.tansaku.search.algo;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;

/**
 * What all threads of one search share to know when to stop: the stop flag, the limits in force
 * and when they started counting. Written by the controlling thread ({@code stop},
 * {@code ponderHit}), read by the search threads; all shared fields are volatile.
 *
 * <p>A stop request ({@link #stop()}: the user's {@code stop}, a time or node limit) takes effect
 * only once the main thread has completed its first iteration ({@link #allowStop()}), so that
 * "move now" is never answered with an unsearched move; a depth-1 search is always small.
 * {@link #abort()} stops at once (a failed helper, the end of the search).
 *
 * <p>A stop request applies to the search that is {@linkplain #arm() armed}: from the moment it
 * is armed (when it is announced, or when it enters {@code Searcher.search}) until it ends. The
 * stop flags are cleared when a search is armed, never when it starts, so a stop that comes after
 * a search was announced but before the search thread reached it is kept; a stop while no search
 * is armed is forgotten at the next arming. A ponder hit is kept the same way: the armed search
 * starts under its limits. Arming, starting, ending and ponder hits hold this object's lock; stop
 * requests take no lock (the search threads read only the volatile flags).
 */
final class SearchControl {

    /** The limits in force and the clock time they count from. Replaced as a whole on ponderhit. */
    record Budget(SearchLimits limits, long startMillis) {
    }

    private final Clock clock;
    private final Object monitor = new Object();
    private volatile boolean stopped;
    private volatile boolean stopRequested;
    private volatile boolean stopAllowed;
    private volatile Budget budget;
    private volatile long searchStartMillis;
    /** Whether a search is armed: announced or running (guarded by this object's lock). */
    private boolean armed;
    /** The budget of a ponder hit since the search was armed, which its start keeps; guarded by this object's lock. */
    private Budget ponderHitSinceArmed;

    SearchControl(Clock clock) {
        this.clock = clock;
        this.budget = new Budget(SearchLimits.none(), clock.millis());
    }

    /**
     * Arms the control for the next search: clears the stop flags, and stop requests from now on
     * apply to that search. Does nothing when a search is armed already (announced, and now
     * entering), so that a stop requested in between is kept.
     */
    synchronized void arm() {
        if (armed) {
            return;
        }
        armed = true;
        ponderHitSinceArmed = null;
        stopAllowed = false;
        stopRequested = false;
        stopped = false;
    }

    /**
     * The armed search starts under {@code limits}, counting from now, unless a ponder hit came
     * since it was armed: its limits stay in force. The stop flags are left as they are.
     */
    synchronized void start(SearchLimits limits) {
        long now = clock.millis();
        searchStartMillis = now;
        if (ponderHitSinceArmed == null) {
            budget = new Budget(limits, now);
        }
    }

    /**
     * Requests the search to end as soon as possible, which is at once when the main thread has
     * completed its first iteration and else when it does. Thread-safe.
     */
    void stop() {
        // Written before reading stopAllowed, as allowStop writes before it reads: one of the
        // two sees the other's write, so a request is never lost.
        stopRequested = true;
        if (stopAllowed) {
            stopped = true;
            wakeUp();
        }
    }

    /** The main thread has completed its first iteration: stop requests take effect from now on. */
    void allowStop() {
        stopAllowed = true;
        if (stopRequested) {
            stopped = true;
            wakeUp();
        }
    }

    /** Ends the search at once, even before its first iteration is complete. Thread-safe. */
    void abort() {
        stopAllowed = true;
        stopRequested = true;
        stopped = true;
        wakeUp();
    }

    /** The search has ended: stops at once, and the next search must be armed anew. */
    synchronized void end() {
        abort();
        armed = false;
    }

    private void wakeUp() {
        synchronized (monitor) {
            monitor.notifyAll();
        }
    }

    /** Replaces the limits by {@code timed}, counting from now (the ponder move was played). */
    synchronized void ponderHit(SearchLimits timed) {
        Budget hit = new Budget(timed.withInfinite(false), clock.millis());
        budget = hit;
        if (armed) {
            ponderHitSinceArmed = hit;
        }
        synchronized (monitor) {
            monitor.notifyAll();
        }
    }

    /** Whether the search threads must stop now. */
    boolean stopped() {
        return stopped;
    }

    /** Whether the main thread has completed its first iteration (or the search was aborted). */
    boolean stopAllowed() {
        return stopAllowed;
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
