package io.github.tansaku.search.tt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Bound;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A table larger than a segment: split into several arrays, allocated and cleared by several
 * threads, it keeps every entry where a table of one array keeps it. Small segments (1 MiB)
 * stand in for the real {@value TranspositionTable#SEGMENT_MEGABYTES} MiB ones.
 */
class SegmentedTableTest {

    @Test
    void aTableLargerThanASegmentIsSplitAndASmallOneIsNot() {
        assertThat(new TranspositionTable(8, 1).segmentCount()).isEqualTo(8);
        assertThat(new TranspositionTable(1, 1).segmentCount()).isEqualTo(1);
        assertThat(new TranspositionTable(TranspositionTable.SEGMENT_MEGABYTES).segmentCount()).isEqualTo(1);
        assertThat(new TranspositionTable(8, 1).capacity()).isEqualTo(new TranspositionTable(8).capacity());
        assertThatThrownBy(() -> new TranspositionTable(8, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("power of two");
    }

    /**
     * The same stores into a table of five segments and into one of one array: every probe,
     * hits and misses alike, gives the same data word, also for keys whose buckets are the
     * first and last of a segment. Among the keys are some that fill buckets, so that
     * replacement decisions are compared too.
     */
    @Test
    void segmentsKeepEveryEntryWhereOneArrayKeepsIt() {
        TranspositionTable segmented = new TranspositionTable(5, 1);
        TranspositionTable single = new TranspositionTable(5);
        assertThat(segmented.segmentCount()).isEqualTo(5);
        assertThat(single.segmentCount()).isEqualTo(1);
        long[] keys = keys(segmented.capacity());
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < keys.length; i++) {
                int depth = (int) (keys[i] >>> 3 & 63);
                segmented.store(keys[i], i, i % 2000 - 1000, Bound.values()[i % 3], depth, i % 7, i % 5 == 0);
                single.store(keys[i], i, i % 2000 - 1000, Bound.values()[i % 3], depth, i % 7, i % 5 == 0);
            }
            segmented.newSearch();
            single.newSearch();
        }
        int hits = 0;
        for (long key : keys) {
            long entry = segmented.probe(key);
            assertThat(entry).as("key %x", key).isEqualTo(single.probe(key));
            hits += entry != 0 ? 1 : 0;
        }
        assertThat(hits).isGreaterThan(keys.length / 2);
        assertThat(segmented.hashfull()).isEqualTo(single.hashfull());
    }

    /** Every bucket of a segment boundary stores and finds its own entry. */
    @Test
    void bucketsOnEitherSideOfASegmentBorderHoldTheirEntries() {
        TranspositionTable table = new TranspositionTable(4, 1);
        int buckets = table.capacity() / 4;
        int perSegment = buckets / 4;
        for (int border = perSegment; border < buckets; border += perSegment) {
            for (int bucket = border - 1; bucket <= border; bucket++) {
                long key = keyOfBucket(bucket, buckets);
                table.store(key, bucket, 7, Bound.EXACT, 9, 0, false);
                assertThat(TableEntries.move(table.probe(key))).as("bucket %d", bucket).isEqualTo(bucket);
            }
        }
        long last = keyOfBucket(buckets - 1, buckets);
        table.store(last, 1, 7, Bound.EXACT, 9, 0, false);
        assertThat(table.probe(last)).isNotZero();
    }

    @Test
    void clearEmptiesEverySegment() {
        TranspositionTable table = new TranspositionTable(6, 1);
        long[] keys = keys(50_000);
        for (long key : keys) {
            table.store(key, 1, 0, Bound.EXACT, 1, 0, false);
        }
        table.clear();
        for (long key : keys) {
            assertThat(table.probe(key)).isZero();
        }
        assertThat(table.hashfull()).isZero();
    }

    @Test
    void resizingFromManySegmentsToOneKeepsOnlyTheNewArray() {
        TranspositionTable table = new TranspositionTable(8, 1);
        long key = keyOfBucket(table.capacity() / 4 - 1, table.capacity() / 4);
        table.store(key, 3, 0, Bound.EXACT, 1, 0, false);
        table.resize(1);
        assertThat(table.segmentCount()).isEqualTo(1);
        assertThat(table.megabytes()).isEqualTo(1);
        assertThat(table.probe(key)).isZero();
        table.store(key, 4, 0, Bound.EXACT, 1, 0, false);
        assertThat(TableEntries.move(table.probe(key))).isEqualTo(4);
        table.resize(3);
        assertThat(table.segmentCount()).isEqualTo(3);
        assertThat(table.probe(key)).isZero();
    }

    /**
     * A table larger than the JVM's heap is refused before any segment is allocated, the old
     * table kept: allocated segment by segment, it would first fill the heap (gigabytes made
     * resident) and only then fail.
     */
    @Test
    void aTableLargerThanTheHeapIsRefusedBeforeAnySegmentIsAllocated() {
        long heapMegabytes = Runtime.getRuntime().maxMemory() >> 20;
        org.junit.jupiter.api.Assumptions.assumeTrue(heapMegabytes < TranspositionTable.MAX_MEGABYTES,
                "a heap smaller than the largest table");
        TranspositionTable table = new TranspositionTable(2, 1);
        long key = 12345L << 32;
        table.store(key, 9, 0, Bound.EXACT, 1, 0, false);
        long committedBefore = java.lang.management.ManagementFactory.getMemoryMXBean().getHeapMemoryUsage()
                .getCommitted();
        assertThatThrownBy(() -> table.resize(TranspositionTable.MAX_MEGABYTES)).isInstanceOf(OutOfMemoryError.class)
                .hasMessageContaining(heapMegabytes + " MiB");
        long committedAfter = java.lang.management.ManagementFactory.getMemoryMXBean().getHeapMemoryUsage()
                .getCommitted();
        assertThat(committedAfter - committedBefore).as("heap bytes committed by the refusal").isLessThan(64L << 20);
        assertThat(table.megabytes()).isEqualTo(2);
        assertThat(TableEntries.move(table.probe(key))).isEqualTo(9);
    }

    /** A key whose bucket is {@code bucket} of {@code buckets} (the high 32 bits pick the bucket). */
    private static long keyOfBucket(int bucket, int buckets) {
        long high = (((long) bucket << 32) + buckets - 1) / buckets;
        return high << 32 | 0x5A5AL;
    }

    private static long[] keys(int count) {
        SplittableRandom random = new SplittableRandom(45);
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            keys[i] = random.nextLong();
        }
        return keys;
    }
}
