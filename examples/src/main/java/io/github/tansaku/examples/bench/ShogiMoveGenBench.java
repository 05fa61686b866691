package io.github.tansaku.examples.bench;

import io.github.tansaku.search.perft.Perft;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import io.github.tansaku.shogi.StaticExchangeEvaluator;
import java.util.Arrays;
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
 * The shogi rules alone, on the positions of {@link ShogiBenchPosition}:
 * <ul>
 *   <li>{@code generate}: one legal move generation into a preallocated {@code int[]}
 *       ({@link MoveGenerator#generateLegal}), in nanoseconds;
 *   <li>{@code makeUnmake}: make and unmake every legal move of the position once
 *       ({@link Position#makeMove}, trusting the generator), in nanoseconds per pass: divide by
 *       {@link ShogiBenchPosition#legalMoves()} for one make/unmake pair;
 *   <li>{@code makeUnmakeChecked}: the same through {@link ShogiGame}, which tests each code with
 *       {@link Position#isLegal} first, as the searchers call it;
 *   <li>{@code perft}: search-core's {@link Perft} through {@link ShogiGame} to the position's
 *       fixed depth (bulk counting at the last ply), with the {@code leaves} counter reporting
 *       leaves per second.
 *   <li>{@code exchangeAtLeastZero}: {@link StaticExchangeEvaluator#seeAtLeast} at threshold 0
 *       for every legal move, as the search asks it (ordering, pruning), in nanoseconds per
 *       pass; {@code exchangeFullAgainstZero} answers the same by computing each move's full
 *       exchange value ({@link StaticExchangeEvaluator#see}), for the saving of the search cut
 *       off at the threshold.
 * </ul>
 *
 * <p>With {@code -prof gc}, {@code gc.alloc.rate.norm} is bytes per operation: about zero for
 * all (the perft keeps its move buffer from call to call). The profiler also counts the harness's own bookkeeping, a few
 * kilobytes per iteration shared among its operations, so the slowest operations show a few
 * bytes; the benchmark's unit tests count the measuring thread's allocation exactly. Each perft
 * checks its count against the published one, so a broken move generator fails the run
 * instead of producing a figure.
 *
 * <pre>bin/tansaku jmh ShogiMoveGenBench -f 1 -wi 3 -w 1 -i 5 -r 1 -prof gc</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class ShogiMoveGenBench {

    /** The position measured. */
    @Param
    public ShogiBenchPosition position;

    /** Perft leaves counted, reported by JMH as a rate. */
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

    private final ShogiGame game = new ShogiGame();
    private final Perft<Position, Move> perft = new Perft<>(game);
    private final int[] buffer = new int[MoveGenerator.MAX_MOVES];
    private Position board;
    private int[] legalMoves;

    /**
     * Sets up the position and its legal moves.
     *
     * @throws IllegalStateException if the generator disagrees with the published move count
     */
    @Setup(Level.Trial)
    public void setUp() {
        board = position.newPosition();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(board, moves, 0);
        if (n != position.legalMoves()) {
            throw new IllegalStateException(position + ": " + n + " legal moves generated, "
                    + position.legalMoves() + " published");
        }
        legalMoves = Arrays.copyOf(moves, n);
    }

    /** One legal move generation; returns the number of moves. */
    @Benchmark
    public int generate() {
        return MoveGenerator.generateLegal(board, buffer, 0);
    }

    /** Makes and unmakes every legal move once; returns a sum of the keys reached. */
    @Benchmark
    public long makeUnmake() {
        Position pos = board;
        int[] moves = legalMoves;
        long keys = 0;
        for (int move : moves) {
            pos.makeMove(move);
            keys += pos.key();
            pos.unmakeMove(move);
        }
        return keys;
    }

    /** Makes (validated) and unmakes every legal move once through {@link ShogiGame}. */
    @Benchmark
    public long makeUnmakeChecked() {
        Position pos = board;
        int[] moves = legalMoves;
        long keys = 0;
        for (int move : moves) {
            if (!game.makeMove(pos, move)) {
                throw new IllegalStateException("ShogiGame rejected a generated move: " + move);
            }
            keys += pos.key();
            game.unmakeMove(pos, move);
        }
        return keys;
    }

    /** Whether each legal move keeps its material by exchange (threshold 0); returns how many do. */
    @Benchmark
    public int exchangeAtLeastZero() {
        Position pos = board;
        int keeping = 0;
        for (int move : legalMoves) {
            keeping += StaticExchangeEvaluator.seeAtLeast(pos, move, 0) ? 1 : 0;
        }
        return keeping;
    }

    /** The same answers from each move's full exchange value; returns how many keep material. */
    @Benchmark
    public int exchangeFullAgainstZero() {
        Position pos = board;
        int keeping = 0;
        for (int move : legalMoves) {
            keeping += StaticExchangeEvaluator.see(pos, move) >= 0 ? 1 : 0;
        }
        return keeping;
    }

    /** One perft to the position's depth. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long perft(Leaves counter) {
        return checked(perft.count(board, position.perftDepth()), counter);
    }

    private long checked(long count, Leaves counter) {
        if (count != position.perftCount()) {
            throw new IllegalStateException(position + ": perft " + position.perftDepth() + " = " + count
                    + ", published " + position.perftCount());
        }
        counter.leaves += count;
        return count;
    }
}
