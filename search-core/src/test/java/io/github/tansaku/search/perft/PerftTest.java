package io.github.tansaku.search.perft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.testgames.InfraNimGame;
import io.github.tansaku.search.testgames.InfraNimGame.Defect;
import io.github.tansaku.search.testgames.InfraPlainNimGame;
import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * Perft counts of Nim positions worked out by hand (see infra-nim.perft): one heap of n counts
 * the sequences of takes in {1, 2, 3} that sum to at most n.
 */
class PerftTest {

    private final InfraNimGame nim = new InfraNimGame();

    @Test
    void countsTheLegalMoveTree() {
        assertThat(Perft.count(nim, nim.parse("5 a"), 1)).isEqualTo(3);
        assertThat(Perft.count(nim, nim.parse("5 a"), 2)).isEqualTo(8);
        assertThat(Perft.count(nim, nim.parse("5 a"), 3)).isEqualTo(10);
        assertThat(Perft.count(nim, nim.parse("3 4 5 a"), 2)).isEqualTo(71);
    }

    @Test
    void depthZeroIsOneNodeAndNegativeDepthIsRejected() {
        assertThat(Perft.count(nim, nim.parse("0 0 a"), 0)).isEqualTo(1);
        assertThatThrownBy(() -> Perft.count(nim, nim.parse("5 a"), -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-1");
        assertThatThrownBy(() -> Perft.divide(nim, nim.parse("5 a"), 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void skipsMovesThatMakeMoveRejects() {
        // Generated pseudo-legally: 1-2 and 1-3 from a heap of 1 are generated and rejected.
        assertThat(Perft.count(nim, nim.parse("1 a"), 1)).isEqualTo(1);
        assertThat(Perft.count(new InfraPlainNimGame(nim), nim.parse("1 a"), 1)).isEqualTo(1);
    }

    @Test
    void bulkCountingAndMakingEveryMoveAgree() {
        Game<InfraNimGame.Position, InfraNimGame.Move> plain = new InfraPlainNimGame(nim);
        assertThat(Perft.count(plain, nim.parse("5 a"), 4)).isEqualTo(5);
        assertThat(Perft.count(plain, nim.parse("3 4 5 a"), 2)).isEqualTo(71);
    }

    @Test
    void usesBulkCountingAtTheLastPly() {
        // A game whose bulk count is off by one shows that the last ply is counted in bulk.
        InfraNimGame miscounting = new InfraNimGame(Defect.WRONG_LEGAL_COUNT, 3, 4, 5);
        assertThat(Perft.count(miscounting, miscounting.newPosition(), 1)).isEqualTo(10);
        assertThat(Perft.count(new InfraPlainNimGame(miscounting), miscounting.newPosition(), 1)).isEqualTo(9);
    }

    @Test
    void divideListsEachLegalRootMoveWithItsSubtree() {
        // 1 2: take 1 from heap 0 leaves "0 2" (2 replies); 1 from heap 1 leaves "1 1" (2);
        // 2 from heap 1 leaves "1 0" (1). Taking 2 or 3 from heap 0 is illegal.
        assertThat(Perft.divide(nim, nim.parse("1 2 a"), 2)).containsExactly(
                new Perft.Entry<>(new InfraNimGame.Move(0, 1), 2),
                new Perft.Entry<>(new InfraNimGame.Move(1, 1), 2),
                new Perft.Entry<>(new InfraNimGame.Move(1, 2), 1));
        assertThat(Perft.divide(nim, nim.parse("1 2 a"), 1)).extracting(Perft.Entry::nodes).containsExactly(1L, 1L, 1L);
    }

    @Test
    void allocatesNothingPerNode() {
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        InfraNimGame.Position position = nim.parse("15 15 15 15 15 15 15 15 a");
        InfraPlainNimGame plain = new InfraPlainNimGame(nim);
        for (int i = 0; i < 3; i++) {
            Perft.count(plain, position, 3); // warm up, so that the JIT's own work is done
        }
        long before = threads.getCurrentThreadAllocatedBytes();
        long nodes = Perft.count(plain, position, 4) + Perft.count(nim, position, 4);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertThat(nodes).isEqualTo(2 * 331_776L);
        // Two calls, each with one move buffer: a few hundred bytes, against 663,552 leaves.
        assertThat(allocated).as("bytes allocated").isLessThan(16_384);
    }

    /** An instance keeps its move buffer, so that counting again allocates nothing at all. */
    @Test
    void anInstanceCountsAgainWithoutAllocating() {
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        InfraNimGame.Position position = nim.parse("15 15 15 15 15 15 15 15 a");
        Perft<InfraNimGame.Position, InfraNimGame.Move> perft = new Perft<>(new InfraPlainNimGame(nim));
        for (int i = 0; i < 3; i++) {
            perft.count(position, 4); // warm up, so that the JIT's own work is done
        }
        long before = threads.getCurrentThreadAllocatedBytes();
        long nodes = perft.count(position, 4);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertThat(nodes).isEqualTo(331_776L);
        assertThat(allocated).as("bytes allocated").isLessThan(256);
    }

    @Test
    void depthsAboveTheMaximumAreRefusedByName() {
        assertThatThrownBy(() -> Perft.count(nim, nim.parse("5 a"), Perft.MAX_DEPTH + 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 to 64, got 65");
        assertThatThrownBy(() -> new Perft<>(nim).divide(nim.parse("5 a"), Perft.MAX_DEPTH + 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 to 64, got 65");
    }

    @Test
    void leavesThePositionAsItWas() {
        InfraNimGame.Position position = nim.parse("3 4 5 b");
        long hash = nim.hash(position);
        Perft.count(new InfraPlainNimGame(nim), position, 3);
        Perft.divide(nim, position, 3);
        assertThat(nim.describe(position)).isEqualTo("3 4 5 b");
        assertThat(nim.hash(position)).isEqualTo(hash);
    }
}
