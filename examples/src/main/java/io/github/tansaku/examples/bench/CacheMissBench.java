package io.github.tansaku.examples.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What Java can do in place of a prefetch instruction, which it lacks: the pattern of a search
 * that learns a child's table key, does some other work (making the move, entering the node),
 * then probes a random cache line of a large table. Each operation picks the next random line of
 * a 64 MiB array, optionally touches it early, runs {@code work} steps of unrelated arithmetic
 * with stores to a small array, then reads the line and tests it as a probe does.
 *
 * <ul>
 *   <li>{@link #probeOnly}: no early touch, the probe's miss is paid in full.</li>
 *   <li>{@link #loadAhead}: the line read before the work. A load that misses holds up every
 *       later instruction once the processor's reorder window is full, so little of the miss
 *       is hidden.</li>
 *   <li>{@link #storeAhead}: a store to a spare long of the line before the work. A store that
 *       misses waits in the store buffer while the line is fetched and lets the work go on, so
 *       it acts as a prefetch (on a shared table the slot must be one that nothing reads).</li>
 * </ul>
 *
 * <pre>bin/tansaku jmh CacheMissBench -f 1 -wi 3 -i 5</pre>
 *
 * The figures and what they meant for the transposition table are in examples/BENCHMARKS.md,
 * "The table probe waits for memory".
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@State(Scope.Thread)
public class CacheMissBench {

    /** Cache lines of 64 bytes in the large array: 64 MiB, beyond the processor's caches. */
    private static final int LINES = 1 << 20;
    private static final int LONGS_PER_LINE = 8;
    /** The long of a line that the early store writes and the probe never reads. */
    private static final int SPARE = 7;

    /** Steps of unrelated work between learning the line and probing it. */
    @Param({"20", "60"})
    public int work;

    private long[] table;
    private final long[] small = new long[256];
    private long key = 0x9E3779B97F4A7C15L;
    private long state = 1;

    /** Fills the lines with values that a probe's random key almost never matches. */
    @Setup
    public void setUp() {
        table = new long[LINES * LONGS_PER_LINE];
        for (int i = 0; i < table.length; i += LONGS_PER_LINE) {
            table[i] = i;
            table[i + 1] = 3L * i;
        }
    }

    /** The probe without an early touch. */
    @Benchmark
    public long probeOnly() {
        int base = nextLine();
        doWork();
        return probe(base);
    }

    /** The line loaded before the work. */
    @Benchmark
    public long loadAhead() {
        int base = nextLine();
        long early = table[base + 1];
        doWork();
        return probe(base) + early;
    }

    /** A spare long of the line stored before the work. */
    @Benchmark
    public long storeAhead() {
        int base = nextLine();
        table[base + SPARE] = key;
        doWork();
        return probe(base);
    }

    private int nextLine() {
        key = key * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
        return (int) ((key >>> 40) & (LINES - 1)) * LONGS_PER_LINE;
    }

    /** Arithmetic with stores to a small array, independent of the probed line. */
    private void doWork() {
        long x = state;
        for (int i = 0; i < work; i++) {
            int j = (int) (x & (small.length - 1));
            small[j] += x;
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        state = x;
    }

    /** Reads the line's first entry as a table probe does: a data word and its verification. */
    private long probe(int base) {
        long data = table[base + 1];
        return data != 0 && (table[base] ^ data) == key ? data : 0;
    }
}
