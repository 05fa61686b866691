package io.github.tansaku.search.tt;

import java.util.Arrays;

/**
 * A direct-mapped cache of static evaluations by position key, for one search thread.
 *
 * <p>The search evaluates many positions more than once: a node evaluated for pruning is
 * evaluated again by the quiescence search it starts, and re-searches (null window, reduced
 * depth, the next iteration) reach the same positions again. In the chess engine's bench about a
 * third of the calls find their position here.
 *
 * <p>An entry holds the full 64-bit key, so a hit returns what the evaluator would compute unless
 * two positions share a key (the same assumption as the transposition table's). Each entry is two
 * adjacent longs, the key and the value with a presence bit, so a probe reads one cache line.
 * Nothing is allocated after construction.
 */
public final class EvaluationCache {

    /** What {@link #probe} returns when the key is not cached. */
    public static final int MISSING = Integer.MIN_VALUE;

    /** Set in a stored value word, so that an empty word (0) never reads as a cached value. */
    private static final long PRESENT = 1L << 32;

    private final long[] entries;
    private final int mask;

    /**
     * A cache of {@code size} entries.
     *
     * @throws IllegalArgumentException if {@code size} is not a power of two
     */
    public EvaluationCache(int size) {
        if (Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("evaluation cache size must be a power of two: " + size);
        }
        entries = new long[2 * size];
        mask = size - 1;
    }

    /** The cached value of the position with {@code key}, or {@link #MISSING}. */
    public int probe(long key) {
        int i = slot(key);
        long value = entries[i + 1];
        return entries[i] == key && value != 0 ? (int) value : MISSING;
    }

    /** Caches {@code value} for {@code key}, replacing whatever the slot held. */
    public void store(long key, int value) {
        int i = slot(key);
        entries[i] = key;
        entries[i + 1] = PRESENT | (value & 0xFFFF_FFFFL);
    }

    /** Forgets every entry (after the evaluation itself has changed, such as its contempt). */
    public void clear() {
        Arrays.fill(entries, 0);
    }

    /** The index of the key word; the low bits of a Zobrist key are as random as any. */
    private int slot(long key) {
        return ((int) key & mask) << 1;
    }
}
