package io.github.tansaku.search.tt;

import io.github.tansaku.search.Evaluator;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * An evaluator with a cache of its values by position key in front: an {@link EvaluationCache}
 * per search thread, so that threads neither share nor lock one.
 *
 * <p>Why: the search evaluates many positions more than once (a node's static evaluation for
 * pruning and the stand-pat of the quiescence search it starts, re-searches, the next
 * iteration), and a full evaluation can be a large part of an engine's time. The key must cover
 * everything the evaluation reads (board, side to move, and in shogi the hands), so that a hit
 * returns exactly the wrapped evaluator's value, unless two positions share a 64-bit key (the
 * transposition table's assumption too).
 *
 * <p>The wrapped evaluator is either one instance that all threads share (it must then be
 * thread-safe) or one instance per thread, for evaluators that keep caches of their own.
 * {@link #clear()} is for an evaluation whose settings change (contempt, for example): every
 * thread forgets its entries before its next evaluation. Nothing is allocated per evaluation.
 *
 * @param <P> the position type
 */
public final class CachedEvaluator<P> implements Evaluator<P> {

    /** The entries of each thread's cache by default (16 bytes each: 1 MiB). */
    public static final int DEFAULT_ENTRIES = 1 << 16;

    /** One thread's evaluator and cache, and the generation the cache was last cleared for. */
    private static final class Slot<P> {
        final Evaluator<P> evaluator;
        final EvaluationCache cache;
        int generation;

        Slot(Evaluator<P> evaluator, int entries, int generation) {
            this.evaluator = Objects.requireNonNull(evaluator, "the evaluator factory returned null");
            this.cache = new EvaluationCache(entries);
            this.generation = generation;
        }
    }

    private final ToLongFunction<P> key;
    private final ThreadLocal<Slot<P>> slots;
    /** Bumped by {@link #clear()}, so that each thread clears its cache at its next evaluation. */
    private volatile int generation;

    /**
     * {@code evaluator}, shared by every thread (so it must be thread-safe), with a cache of
     * {@value #DEFAULT_ENTRIES} entries per thread in front, keyed by {@code key}.
     */
    public CachedEvaluator(Evaluator<P> evaluator, ToLongFunction<P> key) {
        this(sharedBy(evaluator), key, DEFAULT_ENTRIES);
    }

    /**
     * A new instance of {@code perThread} for each search thread, each behind its own cache of
     * {@code entries} entries, keyed by {@code key}.
     *
     * @throws IllegalArgumentException if {@code entries} is not a power of two
     */
    public CachedEvaluator(Supplier<? extends Evaluator<P>> perThread, ToLongFunction<P> key, int entries) {
        Objects.requireNonNull(perThread, "perThread");
        this.key = Objects.requireNonNull(key, "key");
        if (Integer.bitCount(entries) != 1) {
            throw new IllegalArgumentException("evaluation cache size must be a power of two: " + entries);
        }
        this.slots = ThreadLocal.withInitial(() -> new Slot<>(perThread.get(), entries, generation));
    }

    private static <P> Supplier<Evaluator<P>> sharedBy(Evaluator<P> evaluator) {
        Objects.requireNonNull(evaluator, "evaluator");
        return () -> evaluator;
    }

    @Override
    public int evaluate(P position) {
        Slot<P> slot = slots.get();
        int current = generation;
        if (slot.generation != current) {
            slot.cache.clear();
            slot.generation = current;
        }
        long k = key.applyAsLong(position);
        int score = slot.cache.probe(k);
        if (score == EvaluationCache.MISSING) {
            score = slot.evaluator.evaluate(position);
            slot.cache.store(k, score);
        }
        return score;
    }

    /**
     * Passes the iteration's start to the calling thread's wrapped evaluator; if its values
     * change, that thread's cache forgets what it holds, so a hit stays the evaluator's value.
     */
    @Override
    public boolean iterationStarting(int depth, int previousScore) {
        Slot<P> slot = slots.get();
        boolean changed = slot.evaluator.iterationStarting(depth, previousScore);
        if (changed) {
            slot.cache.clear();
        }
        return changed;
    }

    /** The calling thread's wrapped evaluator (the shared one, or this thread's own instance). */
    public Evaluator<P> evaluator() {
        return slots.get().evaluator;
    }

    /**
     * Makes every thread forget its cached values before its next evaluation: for when what the
     * wrapped evaluator computes has changed. Call it while no search runs.
     */
    public void clear() {
        generation++;
    }
}
