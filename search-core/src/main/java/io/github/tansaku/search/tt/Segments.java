package io.github.tansaku.search.tt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Allocates and zeroes the {@code long[]} segments of a large table on several threads at once.
 *
 * <p>A fresh Java array must be zeroed, and the operating system first supplies its pages (with
 * transparent huge pages, after compacting memory); for gigabytes that takes seconds on one
 * thread. Segments handed out to a few threads, each allocating or filling its own, share that
 * work among the machine's processors, as engines written in C++ clear their tables with all
 * their search threads.
 */
final class Segments {

    private Segments() {
    }

    /**
     * {@code count} new arrays, each of {@code length} longs but the last, which has
     * {@code lastLength}; allocated by up to {@link #threadsFor(int) threadsFor(count)} threads.
     *
     * @throws OutOfMemoryError if any of them does not fit; then none is kept
     */
    static long[][] allocate(int count, int length, int lastLength) {
        long[][] segments = new long[count][];
        forEach(count, i -> segments[i] = new long[i == count - 1 ? lastLength : length]);
        return segments;
    }

    /** Fills every segment with zeros, by up to {@link #threadsFor(int) threadsFor(segments.length)} threads. */
    static void clear(long[][] segments) {
        forEach(segments.length, i -> Arrays.fill(segments[i], 0L));
    }

    /**
     * How many threads work on {@code count} segments: one per processor, at most one per segment.
     * A single segment stays on the calling thread.
     */
    static int threadsFor(int count) {
        return Math.max(1, Math.min(count, Runtime.getRuntime().availableProcessors()));
    }

    /**
     * Runs {@code work} for every index below {@code count}, thread {@code t} of {@code n} taking
     * the indices {@code t, t + n, ...}, and returns once all are done. An error or exception of
     * any thread is thrown again here, after every thread has ended.
     */
    private static void forEach(int count, IntConsumer work) {
        int threads = threadsFor(count);
        if (threads == 1) {
            for (int i = 0; i < count; i++) {
                work.accept(i);
            }
            return;
        }
        Throwable[] failures = new Throwable[threads];
        List<Thread> started = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            int first = t;
            Thread thread = new Thread(() -> {
                try {
                    for (int i = first; i < count; i += threads) {
                        work.accept(i);
                    }
                } catch (Throwable e) { // an OutOfMemoryError above all: the caller handles it
                    failures[first] = e;
                }
            }, "tansaku-table-" + t);
            thread.setDaemon(true);
            thread.start();
            started.add(thread);
        }
        joinAll(started);
        rethrowFirst(failures);
    }

    /** Waits for every thread to end, even when interrupted (they write the table being built). */
    private static void joinAll(List<Thread> threads) {
        boolean interrupted = false;
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static void rethrowFirst(Throwable[] failures) {
        for (Throwable failure : failures) {
            if (failure instanceof Error error) {
                throw error;
            }
            if (failure instanceof RuntimeException exception) {
                throw exception;
            }
            if (failure != null) {
                throw new IllegalStateException(failure);
            }
        }
    }
}
