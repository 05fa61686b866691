package io.github.tansaku.search.time;

/**
 * How late the engine's recent answers were: the time from a timed search's deadline to the
 * moment its answer was written, as the worst of the recent moves, fading with every move.
 *
 * <p>On a loaded machine the operating system may leave the engine's threads without a
 * processor for tens or hundreds of milliseconds, so an answer due at the deadline comes out
 * later; a fixed Move Overhead sized for a quiet machine does not cover that. The
 * {@link TimeManager} keeps at least this lateness in reserve, so that a busy machine makes the
 * engine stop earlier and a quiet one, as the lateness fades, gives the time back.
 *
 * <p>Each {@link #record} keeps the larger of the new lateness and the old one less an
 * {@value #DECAY_DIVISOR}th (it halves in about five moves), at most
 * {@value #MAX_MILLIS} ms: one freak delay (a machine suspended for seconds) must not make
 * every later move a blunder. One thread records, any thread reads.
 */
public final class Lateness {

    /** The most lateness kept, in milliseconds. */
    public static final long MAX_MILLIS = 500;
    /** Each move keeps the old lateness less this fraction of it (1/8). */
    public static final int DECAY_DIVISOR = 8;

    private volatile long millis;

    /**
     * Records one timed move: its answer was written {@code lateMillis} after the deadline
     * (0 or less when it was on time, which lets the lateness fade).
     */
    public void record(long lateMillis) {
        long faded = millis - (millis + DECAY_DIVISOR - 1) / DECAY_DIVISOR;
        millis = Math.min(MAX_MILLIS, Math.max(faded, lateMillis));
    }

    /** The recent worst lateness, in milliseconds (0 when the answers have been on time). */
    public long millis() {
        return millis;
    }
}
