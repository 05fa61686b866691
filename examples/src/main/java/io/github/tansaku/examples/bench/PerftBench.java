package io.github.tansaku.examples.bench;

import io.github.tansaku.examples.games.connectfour.ConnectFour;
import io.github.tansaku.examples.games.connectfour.ConnectFourPosition;
import io.github.tansaku.search.perft.Perft;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
 * The connect four rules alone: perft from the empty standard board, with bulk counting at the
 * last ply. The {@code leaves} counter makes JMH report leaves per second; with
 * {@code -prof gc}, {@code gc.alloc.rate.norm} shows what one perft allocates (its buffers only).
 *
 * <pre>bin/tansaku jmh PerftBench -f 1 -wi 3 -i 3 -prof gc</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xss16m")
@State(Scope.Thread)
public class PerftBench {

    /** The perft depth. */
    @Param({"8"})
    public int depth;

    /** Leaves counted, reported by JMH as a rate. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Leaves {
        /** Leaves counted in this iteration. */
        public long leaves;

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            leaves = 0;
        }
    }

    private final ConnectFour game = new ConnectFour();
    private ConnectFourPosition position;

    /** The empty board. */
    @Setup(Level.Trial)
    public void setUp() {
        position = game.newPosition();
    }

    /** One perft; returns the count so JMH keeps it alive. */
    @Benchmark
    public long perft(Leaves counter) {
        long count = Perft.count(game, position, depth);
        counter.leaves += count;
        return count;
    }
}
