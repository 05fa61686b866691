package io.github.tansaku.search.tt;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;

/**
 * A fixed-size cache of search results, shared by all search threads without locks.
 *
 * <h2>Layout</h2>
 * Entries are two {@code long}s in one {@code long[]}: a verification word and a data word.
 * Four entries form a bucket of 64 bytes, laid on one cache line (see {@code ALIGNMENT_PAD}); a
 * position's key selects its bucket. The data word packs, from the low bits up:
 * <pre>
 *  bits  0..31  move code ({@link Game#NO_MOVE} when none)
 *  bits 32..47  score, signed, relative to the node (see below)
 *  bits 48..55  depth in plies, 0..255 (0 = quiescence)
 *  bits 56..57  bound: 1 exact, 2 lower, 3 upper (never 0, so a stored data word is never 0)
 *  bit  58      resolved: the score did not depend on the depth (the subtree reached only game ends)
 *  bits 59..63  age: the search generation that wrote it, modulo 32
 * </pre>
 *
 * <h2>Segments</h2>
 * A table of at most {@value #SEGMENT_MEGABYTES} MiB is one array. A larger one is split into
 * arrays of {@value #SEGMENT_MEGABYTES} MiB (the last may be shorter), allocated and cleared by
 * one thread per processor at once: a single array of gigabytes takes seconds to get its pages
 * from the operating system and to zero them on one thread. A bucket's number, which the key
 * selects in the same way whatever the layout, names its segment in its high bits and its place
 * there in the low ones, so the layout changes no search: only one more array access per probe.
 *
 * <h2>Lock-free verification</h2>
 * The verification word is {@code key ^ data}. Two threads writing the same slot at the same
 * time can leave one thread's key next to the other's data; the reader then computes
 * {@code verification ^ data}, which no longer equals its key, and treats the slot as a miss.
 * A torn entry is thus never returned, only (very rarely) lost.
 *
 * <h2>Mate scores</h2>
 * Scores are passed in and out relative to the root, with the node's ply: mate scores are
 * stored as "mate in k from this node" ({@link Score#toTable}) and converted back at the ply
 * they are read ({@link Score#fromTable}), so a mate found through a transposition keeps the
 * right distance. Final-margin scores ({@link Score#ofMargin}) do not depend on the ply and are
 * stored as they are.
 *
 * <h2>Replacement</h2>
 * An entry for the same position is overwritten when the new one is exact, at least nearly as
 * deep (depth at least the old depth minus {@value #SAME_KEY_DEPTH_SLACK}) or from a newer search;
 * an existing move is kept when the new entry has none. Otherwise the bucket's empty slot, or
 * else the slot with the least {@code depth - 256 * relative age}, is replaced: older generations
 * go first, then shallow entries.
 *
 * <p>A user needs only the constructor (or a searcher's own table), {@link #clear()} for a new
 * game, {@link #resize} and {@link #hashfull()}; the searchers probe and store through
 * {@link TableEntries}. Probing and storing allocate nothing. All methods may be called from
 * several threads; {@link #clear()}, {@link #resize(int)} and {@link #newSearch()} must not run
 * during a search.
 */
public final class TranspositionTable {

    /** The largest size accepted, in MiB. */
    public static final int MAX_MEGABYTES = 8192;

    /** The size of a segment of a large table, in MiB (see "Segments" above). */
    static final int SEGMENT_MEGABYTES = 256;

    /** Bytes per entry: a verification word and a data word. */
    static final int ENTRY_BYTES = 16;

    private static final int BUCKET_ENTRIES = 4;
    private static final int LONGS_PER_BUCKET = 2 * BUCKET_ENTRIES;
    private static final int LONGS_PER_BUCKET_SHIFT = 3;
    private static final int BUCKETS_PER_MEGABYTE = (1 << 20) / (ENTRY_BYTES * BUCKET_ENTRIES);
    private static final int SAME_KEY_DEPTH_SLACK = 3;
    // Larger than any depth: an entry of an older search is always replaced before a current one.
    private static final int AGE_WEIGHT = 256;
    private static final int HASHFULL_SAMPLE = 1000;
    /**
     * Longs left unused before the first bucket of a segment, so that each bucket (64 bytes)
     * lies on one cache line instead of straddling two: a {@code long[]}'s elements start 16
     * bytes after the array on HotSpot's 64-bit layouts, and an array this large starts on a
     * heap-region boundary. Where a JVM lays arrays out otherwise, only the probe's speed differs.
     */
    private static final int ALIGNMENT_PAD = 6;

    static final int SCORE_SHIFT = 32;
    private static final int DEPTH_SHIFT = 48;
    static final int BOUND_SHIFT = 56;
    static final int RESOLVED_SHIFT = 58;
    private static final int AGE_SHIFT = 59;
    private static final int MAX_DEPTH = 255;
    private static final int AGE_MASK = 31;

    static final int BOUND_EXACT = 1;
    static final int BOUND_LOWER = 2;
    private static final int BOUND_UPPER = 3;

    /** log2 of the buckets in a full segment. */
    private final int segmentShift;
    private final int segmentMask;
    private long[][] segments;
    private int bucketCount;
    private int megabytes;
    private int age;

    /**
     * A table of {@code megabytes} MiB, empty.
     *
     * @throws IllegalArgumentException unless {@code 1 <= megabytes <= MAX_MEGABYTES}
     */
    public TranspositionTable(int megabytes) {
        this(megabytes, SEGMENT_MEGABYTES);
    }

    /**
     * A table of {@code megabytes} MiB in segments of {@code segmentMegabytes} MiB, a power of
     * two: tests use small segments to exercise the segmented layout with small tables.
     */
    TranspositionTable(int megabytes, int segmentMegabytes) {
        if (segmentMegabytes < 1 || Integer.bitCount(segmentMegabytes) != 1) {
            throw new IllegalArgumentException("segment size must be a power of two MiB: " + segmentMegabytes);
        }
        int segmentBuckets = segmentMegabytes * BUCKETS_PER_MEGABYTE;
        this.segmentShift = Integer.numberOfTrailingZeros(segmentBuckets);
        this.segmentMask = segmentBuckets - 1;
        resize(megabytes);
    }

    /**
     * Reallocates the table with a new size; all entries are lost.
     *
     * @throws IllegalArgumentException unless {@code 1 <= megabytes <= MAX_MEGABYTES}
     * @throws OutOfMemoryError if the new table does not fit in the heap; when it is larger than
     *     the JVM's maximum heap, at once and with the old table kept (segment by segment, the
     *     allocation would otherwise fill the heap before it failed)
     */
    public void resize(int megabytes) {
        if (megabytes < 1 || megabytes > MAX_MEGABYTES) {
            throw new IllegalArgumentException(
                    "transposition table size must be 1.." + MAX_MEGABYTES + " MiB: " + megabytes);
        }
        long maxHeap = Runtime.getRuntime().maxMemory();
        if ((long) megabytes << 20 > maxHeap) {
            throw new OutOfMemoryError("a " + megabytes + " MiB table is larger than the JVM's maximum heap of "
                    + (maxHeap >> 20) + " MiB");
        }
        this.segments = null; // let the old arrays go before allocating the new ones
        this.bucketCount = 0;
        this.megabytes = 0;
        int buckets = megabytes * BUCKETS_PER_MEGABYTE;
        int fullSegments = buckets >>> segmentShift;
        int rest = buckets & segmentMask;
        int count = fullSegments + (rest == 0 ? 0 : 1);
        int lastBuckets = rest == 0 ? segmentMask + 1 : rest;
        this.segments = Segments.allocate(count, ALIGNMENT_PAD + (segmentMask + 1) * LONGS_PER_BUCKET,
                ALIGNMENT_PAD + lastBuckets * LONGS_PER_BUCKET);
        this.bucketCount = buckets;
        this.megabytes = megabytes;
        this.age = 0;
    }

    /** Empties the table (for a new game); a table of several segments is cleared by several threads. */
    public void clear() {
        Segments.clear(segments);
        age = 0;
    }

    /** Starts a new search generation, so older entries are replaced first. */
    public void newSearch() {
        age = (age + 1) & AGE_MASK;
    }

    /** The size in MiB. */
    public int megabytes() {
        return megabytes;
    }

    /** How many entries the table holds. */
    public int capacity() {
        return bucketCount * BUCKET_ENTRIES;
    }

    /** How many arrays hold the table (see "Segments" above). */
    int segmentCount() {
        return segments.length;
    }

    /**
     * How full the table is with entries of the current search, in permille, sampled over the
     * first thousand entries as UCI's {@code hashfull} is.
     */
    public int hashfull() {
        int sample = Math.min(HASHFULL_SAMPLE, capacity());
        int used = 0;
        // Bucket by bucket: the sample's buckets are the first ones, and a bucket never straddles segments.
        for (int bucket = 0, counted = 0; counted < sample; bucket++) {
            long[] t = segments[bucket >>> segmentShift];
            int data = offset(bucket) + 1;
            for (int end = Math.min(sample, counted + BUCKET_ENTRIES); counted < end; counted++, data += 2) {
                if (t[data] != 0 && ageOf(t[data]) == age) {
                    used++;
                }
            }
        }
        return used * 1000 / sample;
    }

    /** The data word stored for {@code key}, or {@code 0}: see {@link TableEntries#probe}. */
    long probe(long key) {
        int bucket = bucket(key);
        long[] t = segments[bucket >>> segmentShift];
        int i = offset(bucket);
        // The bucket's four entries (BUCKET_ENTRIES) written out: a loop of four compiles to a
        // counted loop's set-up and checks, which cost more than the comparisons themselves.
        long data = dataIfKey(t, i, key);
        if (data == 0) {
            data = dataIfKey(t, i + 2, key);
        }
        if (data == 0) {
            data = dataIfKey(t, i + 4, key);
        }
        if (data == 0) {
            data = dataIfKey(t, i + 6, key);
        }
        return data;
    }

    /** The data word of the entry at {@code t[i]} if it is stored under {@code key}, else 0. */
    private static long dataIfKey(long[] t, int i, long key) {
        long data = t[i + 1];
        return data != 0 && (t[i] ^ data) == key ? data : 0L;
    }

    /** Stores a search result: see {@link TableEntries#store}. */
    void store(long key, int move, int score, Bound bound, int depth, int ply, boolean resolved) {
        int bucket = bucket(key);
        long[] t = segments[bucket >>> segmentShift];
        int base = offset(bucket);
        // The four entries written out, as in probe: first the entry of the same position, if
        // any; else the least worth, the earliest on ties.
        int same = dataIfKey(t, base, key) != 0 ? base
                : dataIfKey(t, base + 2, key) != 0 ? base + 2
                : dataIfKey(t, base + 4, key) != 0 ? base + 4
                : dataIfKey(t, base + 6, key) != 0 ? base + 6 : -1;
        if (same >= 0) {
            long old = t[same + 1];
            if (bound != Bound.EXACT && ageOf(old) == age && depth < depthOf(old) - SAME_KEY_DEPTH_SLACK) {
                return; // keep the deeper entry of this search
            }
            int keptMove = move != Game.NO_MOVE ? move : TableEntries.move(old);
            write(t, same, key, pack(keptMove, score, bound, depth, ply, resolved));
            return;
        }
        long least = Math.min(Math.min(ranked(t, base, 0), ranked(t, base, 1)),
                Math.min(ranked(t, base, 2), ranked(t, base, 3)));
        write(t, base + 2 * (int) (least & 3), key, pack(move, score, bound, depth, ply, resolved));
    }

    /**
     * Entry {@code entry} of the bucket at {@code t[base]} ranked for replacement: its worth
     * (see {@link #worth}) in the high half, the entry's number in the low one, so that the
     * least of the four is the least worth and, among equals, the earliest entry.
     */
    private long ranked(long[] t, int base, int entry) {
        return (long) worth(t[base + 2 * entry + 1]) << 32 | entry;
    }

    /**
     * What keeping the entry with data word {@code data} is worth against replacing it: an
     * empty slot least of all, then older generations, then shallower entries.
     */
    private int worth(long data) {
        if (data == 0) {
            return Integer.MIN_VALUE;
        }
        int relativeAge = (age - ageOf(data)) & AGE_MASK;
        return depthOf(data) - AGE_WEIGHT * relativeAge;
    }

    private static void write(long[] t, int index, long key, long data) {
        t[index] = key ^ data;
        t[index + 1] = data;
    }

    private long pack(int move, int score, Bound bound, int depth, int ply, boolean resolved) {
        int stored = Score.toTable(score, ply);
        int d = Math.max(0, Math.min(MAX_DEPTH, depth));
        int b = switch (bound) {
            case EXACT -> BOUND_EXACT;
            case LOWER -> BOUND_LOWER;
            case UPPER -> BOUND_UPPER;
        };
        return (move & 0xFFFF_FFFFL)
                | ((stored & 0xFFFFL) << SCORE_SHIFT)
                | ((long) d << DEPTH_SHIFT)
                | ((long) b << BOUND_SHIFT)
                | ((resolved ? 1L : 0L) << RESOLVED_SHIFT)
                | ((long) age << AGE_SHIFT);
    }

    /** The bucket of {@code key}: multiply-shift maps the high key bits uniformly onto [0, bucketCount). */
    private int bucket(long key) {
        return (int) (((key >>> 32) * bucketCount) >>> 32);
    }

    /** Where {@code bucket} starts in its segment (after the alignment pad). */
    private int offset(int bucket) {
        return ALIGNMENT_PAD + ((bucket & segmentMask) << LONGS_PER_BUCKET_SHIFT);
    }

    static int depthOf(long data) {
        return (int) (data >>> DEPTH_SHIFT) & 0xFF;
    }

    static int ageOf(long data) {
        return (int) (data >>> AGE_SHIFT) & AGE_MASK;
    }
}
