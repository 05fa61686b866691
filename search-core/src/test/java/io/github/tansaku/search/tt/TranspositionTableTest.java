package io.github.tansaku.search.tt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Score;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    @Test
    void storedEntryIsFoundWithEveryField() {
        TranspositionTable table = new TranspositionTable(1);
        long key = 0x1234_5678_9ABC_DEF0L;
        table.store(key, 0x7FFF_1234, -1234, Bound.LOWER, 17, 3, true);
        long entry = table.probe(key);
        assertThat(entry).isNotZero();
        assertThat(TableEntries.move(entry)).isEqualTo(0x7FFF_1234);
        assertThat(TableEntries.score(entry, 3)).isEqualTo(-1234);
        assertThat(TableEntries.bound(entry)).isEqualTo(Bound.LOWER);
        assertThat(TableEntries.depth(entry)).isEqualTo(17);
        assertThat(TableEntries.resolved(entry)).isTrue();
        assertThat(table.probe(key ^ 1)).isZero();
        assertThat(table.probe(0)).isZero();
    }

    @Test
    void negativeMoveCodesAndEveryBoundSurvive() {
        TranspositionTable table = new TranspositionTable(1);
        Bound[] bounds = Bound.values();
        for (int i = 0; i < bounds.length; i++) {
            long key = 1000L * (i + 1) << 40;
            table.store(key, -5 - i, 300 - i, bounds[i], 255, 0, false);
            long entry = table.probe(key);
            assertThat(TableEntries.move(entry)).isEqualTo(-5 - i);
            assertThat(TableEntries.score(entry, 0)).isEqualTo(300 - i);
            assertThat(TableEntries.bound(entry)).isEqualTo(bounds[i]);
            assertThat(TableEntries.depth(entry)).isEqualTo(255);
            assertThat(TableEntries.resolved(entry)).isFalse();
        }
    }

    @Test
    void mateScoresAreStoredRelativeToTheNode() {
        TranspositionTable table = new TranspositionTable(1);
        long key = 42L << 33;
        // Found at ply 4: mate 9 plies from the root = mate in 5 from this node.
        table.store(key, 1, Score.mateIn(9), Bound.EXACT, 6, 4, false);
        long entry = table.probe(key);
        assertThat(TableEntries.score(entry, 4)).isEqualTo(Score.mateIn(9));
        // Reached again through a transposition at ply 2: mate in 5 from here = 7 from the root.
        assertThat(TableEntries.score(entry, 2)).isEqualTo(Score.mateIn(7));
        table.store(key, 1, Score.matedIn(10), Bound.UPPER, 6, 4, false);
        assertThat(TableEntries.score(table.probe(key), 6)).isEqualTo(Score.matedIn(12));
        // Plain scores are not touched.
        table.store(key, 1, 250, Bound.EXACT, 6, 4, false);
        assertThat(TableEntries.score(table.probe(key), 9)).isEqualTo(250);
    }

    @Test
    void sameKeyKeepsTheDeeperEntryOfTheSameSearchUnlessExact() {
        TranspositionTable table = new TranspositionTable(1);
        long key = 77L << 40;
        table.store(key, 5, 10, Bound.LOWER, 12, 0, false);
        table.store(key, 6, 20, Bound.LOWER, 2, 0, false);
        assertThat(TableEntries.depth(table.probe(key))).isEqualTo(12);
        table.store(key, 7, 30, Bound.UPPER, 9, 0, false); // within the slack of 3
        assertThat(TableEntries.depth(table.probe(key))).isEqualTo(9);
        table.store(key, 8, 40, Bound.EXACT, 1, 0, false);
        assertThat(TableEntries.score(table.probe(key), 0)).isEqualTo(40);
        // A newer search overwrites even with a shallow entry; a missing move keeps the old one.
        table.newSearch();
        table.store(key, 0, 50, Bound.UPPER, 1, 0, false);
        long entry = table.probe(key);
        assertThat(TableEntries.score(entry, 0)).isEqualTo(50);
        assertThat(TableEntries.move(entry)).isEqualTo(8);
    }

    @Test
    void fullBucketReplacesOldGenerationsFirstThenShallowEntries() {
        TranspositionTable table = new TranspositionTable(1);
        // Keys with the same high 32 bits share a bucket.
        long base = 0x0ABC_DEF0_0000_0000L;
        table.store(base | 1, 1, 0, Bound.EXACT, 30, 0, false); // old and deep
        table.newSearch();
        table.store(base | 2, 2, 0, Bound.EXACT, 5, 0, false);
        table.store(base | 3, 3, 0, Bound.EXACT, 3, 0, false);
        table.store(base | 4, 4, 0, Bound.EXACT, 7, 0, false);
        // Bucket full: the entry of the previous search goes although it is the deepest.
        table.store(base | 5, 5, 0, Bound.EXACT, 1, 0, false);
        assertThat(table.probe(base | 1)).isZero();
        assertThat(table.probe(base | 5)).isNotZero();
        // All current now: the shallowest (depth 1) goes.
        table.store(base | 6, 6, 0, Bound.EXACT, 4, 0, false);
        assertThat(table.probe(base | 5)).isZero();
        assertThat(table.probe(base | 2)).isNotZero();
        assertThat(table.probe(base | 3)).isNotZero();
        assertThat(table.probe(base | 4)).isNotZero();
        assertThat(table.probe(base | 6)).isNotZero();
    }

    @Test
    void hashfullCountsEntriesOfTheCurrentSearchInPermille() {
        TranspositionTable table = new TranspositionTable(1);
        assertThat(table.hashfull()).isZero();
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < table.capacity(); i++) {
            table.store(random.nextLong(), 1, 0, Bound.EXACT, 1, 0, false);
        }
        // Random keys into a table as large as their number fill about 1 - 1/e of it; buckets
        // of four absorb some collisions, so somewhat more.
        assertThat(table.hashfull()).isBetween(600, 900);
        table.newSearch();
        assertThat(table.hashfull()).isZero();
        table.clear();
        assertThat(table.hashfull()).isZero();
    }

    @Test
    void resizeAndClearEmptyTheTable() {
        TranspositionTable table = new TranspositionTable(2);
        assertThat(table.megabytes()).isEqualTo(2);
        assertThat(table.capacity()).isEqualTo(2 * 1024 * 1024 / TranspositionTable.ENTRY_BYTES);
        table.store(99L << 40, 1, 0, Bound.EXACT, 1, 0, false);
        table.clear();
        assertThat(table.probe(99L << 40)).isZero();
        table.store(99L << 40, 1, 0, Bound.EXACT, 1, 0, false);
        table.resize(4);
        assertThat(table.megabytes()).isEqualTo(4);
        assertThat(table.capacity()).isEqualTo(4 * 1024 * 1024 / TranspositionTable.ENTRY_BYTES);
        assertThat(table.probe(99L << 40)).isZero();
        assertThatThrownBy(() -> table.resize(0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0");
        assertThatThrownBy(() -> new TranspositionTable(TranspositionTable.MAX_MEGABYTES + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * Two threads store and probe the same few buckets as fast as they can. Each entry's data
     * is a function of its key, so a torn entry (one thread's key with the other's data) would
     * show up as a probe result that does not match its key.
     */
    @Test
    void concurrentWritersNeverProduceACorruptedEntry() throws InterruptedException {
        TranspositionTable table = new TranspositionTable(1);
        AtomicLong hits = new AtomicLong();
        AtomicReference<String> corruption = new AtomicReference<>();
        Runnable hammer = () -> {
            SplittableRandom random = new SplittableRandom(Thread.currentThread().getId());
            long local = 0;
            for (int i = 0; i < 3_000_000 && corruption.get() == null; i++) {
                // 64 keys in 2 buckets: constant collisions between the threads.
                long key = ((long) random.nextInt(2) << 32) | random.nextInt(64) | 0x10_0000_0000L;
                int move = (int) (key * 31 + 7);
                int score = (int) (key % 1000);
                int depth = (int) (key % 200);
                if (random.nextBoolean()) {
                    table.store(key, move, score, Bound.EXACT, depth, 0, false);
                } else {
                    long entry = table.probe(key);
                    if (entry != 0) {
                        local++;
                        if (TableEntries.move(entry) != move || TableEntries.score(entry, 0) != score
                                || TableEntries.depth(entry) != depth) {
                            corruption.compareAndSet(null, "key " + key + " read entry " + Long.toHexString(entry));
                        }
                    }
                }
            }
            hits.addAndGet(local);
        };
        Thread a = new Thread(hammer);
        Thread b = new Thread(hammer);
        a.start();
        b.start();
        a.join();
        b.join();
        assertThat(corruption.get()).isNull();
        assertThat(hits.get()).isGreaterThan(10_000);
    }
}
