package io.github.tansaku.examples.bench;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.tt.TableEntries;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One probe, or one store, of the transposition table at a random key, as the searchers do
 * them ({@link TableEntries}): the cost of finding a bucket and reading or writing it, for a
 * table of one array (16 MiB, the bench's) and one of several segments (1024 MiB: four of
 * 256 MiB). Half the keys were stored beforehand, so probes hit and miss alike. The 65,536 keys
 * touch 4 MiB of buckets whatever the table's size, mostly in the processor's caches: the figure
 * is the cost of the index arithmetic and the access, which the segments change, more than the
 * memory latency of a search's random probes (in the large table, spread over many pages).
 *
 * <pre>bin/tansaku jmh TranspositionTableBench -f 1 -wi 3 -i 5 -prof gc</pre>
 *
 * Add {@code -jvmArgsAppend -XX:+UseTransparentHugePages} on Linux to measure with the heap on
 * huge pages (a JVM option that {@code bin/tansaku} leaves off by default).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xss16m")
@State(Scope.Thread)
public class TranspositionTableBench {

    private static final int KEYS = 1 << 16;

    /** The table's size in MiB. */
    @Param({"16", "1024"})
    public int megabytes;

    private TranspositionTable table;
    private final long[] keys = new long[KEYS];
    private int next;

    /** Builds the table and stores every other key. */
    @Setup(Level.Trial)
    public void setUp() {
        table = new TranspositionTable(megabytes);
        SplittableRandom random = new SplittableRandom(45);
        for (int i = 0; i < KEYS; i++) {
            keys[i] = random.nextLong();
            if (i % 2 == 0) {
                TableEntries.store(table, keys[i], i, i % 100, Bound.EXACT, i % 20, 0, false);
            }
        }
    }

    /** The data word of the next key (0 for a miss), returned so that JMH keeps it. */
    @Benchmark
    public long probe() {
        return TableEntries.probe(table, keys[next++ & (KEYS - 1)]);
    }

    /** Stores a result for the next key. */
    @Benchmark
    public void store() {
        int i = next++ & (KEYS - 1);
        TableEntries.store(table, keys[i], i, i % 100, Bound.LOWER, i % 20, 0, false);
    }
}
