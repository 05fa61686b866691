package io.github.tansaku.chess.movegen;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.search.IncrementalEvaluation;
import io.github.tansaku.search.perft.Perft;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** The hot path (generation, make/unmake, bulk counting) must not allocate per node. */
class AllocationTest {

    @Test
    void perftAllocatesNothingPerNodeAfterWarmUp() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Position position = Position.fromFen(PerftTest.KIWIPETE);
        Perft<Position, Move> perft = new Perft<>(new ChessGame());
        for (int i = 0; i < 5; i++) {
            perft.count(position, 3); // warm-up: let the JIT compile and escape-analyse
        }
        perft.count(position, 4); // sizes the perft's move buffer for depth 4
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        long nodes = perft.count(position, 4);
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertThat(nodes).isEqualTo(4_085_603L);
        // A few hundred bytes of measuring noise at most, for four million nodes.
        assertThat(allocated).as("bytes allocated during %d nodes", nodes).isLessThan(1_000L);
    }

    /** A state that counts the moves reported to it: allocation-free, as states must be. */
    private static final class MoveCounter implements IncrementalEvaluation<Position> {
        long made;
        long unmade;

        @Override
        public void afterMake(Position position, int move, int captured) {
            made++;
        }

        @Override
        public void beforeUnmake(Position position, int move, int captured) {
            unmade++;
        }

        @Override
        public MoveCounter copy() {
            MoveCounter copy = new MoveCounter();
            copy.made = made;
            copy.unmade = unmade;
            return copy;
        }
    }

    @Test
    void makeAndUnmakeWithAnIncrementalStateAttachedAllocateNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Position position = Position.fromFen(PerftTest.KIWIPETE);
        MoveCounter counter = new MoveCounter();
        position.attach(counter);
        Perft<Position, Move> perft = new Perft<>(new ChessGame());
        for (int i = 0; i < 5; i++) {
            perft.count(position, 3);
        }
        long madeBefore = counter.made;
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        long nodes = perft.count(position, 3);
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertThat(nodes).isEqualTo(97_862L);
        assertThat(counter.made - madeBefore).as("moves reported").isPositive();
        assertThat(counter.unmade).isEqualTo(counter.made);
        assertThat(allocated).as("bytes allocated during %d nodes", nodes).isLessThan(1_000L);
    }
}
