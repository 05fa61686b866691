package io.github.tansaku.search;

/**
 * A monotonic millisecond clock. Searchers and time managers read time only through it, so tests
 * can inject a clock they control.
 */
@FunctionalInterface
public interface Clock {

    /** Milliseconds since an arbitrary fixed origin; never goes backwards. */
    long millis();

    /** The system's monotonic clock ({@link System#nanoTime()}). */
    static Clock system() {
        return () -> System.nanoTime() / 1_000_000L;
    }
}
