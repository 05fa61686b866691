package io.github.tansaku.examples.bench;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.ChessEvaluator;
import io.github.tansaku.chess.eval.EvalBenchmark;
import io.github.tansaku.chess.eval.Evaluators;
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
 * Nanoseconds per static evaluation for each chess evaluator of {@link Evaluators}, on the
 * middlegame positions of {@link EvalBenchmark#MIDDLEGAME_FENS}: each operation evaluates the
 * next position of the set in turn, so the score is the mean over the set.
 *
 * <p>The evaluator keeps its caches (the Stockfish evaluator's pawn and material tables) across
 * operations, and with ten positions they always hit, as most probes do in a search: the figure
 * is the steady-state cost, not the cost of a cold position. With {@code -prof gc},
 * {@code gc.alloc.rate.norm} is bytes per evaluation, which must be zero.
 *
 * <pre>bin/tansaku jmh ChessEvalBench -f 1 -wi 3 -w 1 -i 5 -r 1 -prof gc</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class ChessEvalBench {

    /** The evaluator's name in {@link Evaluators}. */
    @Param({Evaluators.STOCKFISH_CLASSICAL, Evaluators.SAYURI, Evaluators.SAYURI_RELEASE, Evaluators.MATERIAL})
    public String evaluator;

    private ChessEvaluator chosen;
    private Position[] positions;
    private int next;

    /** Creates the evaluator and the positions. */
    @Setup(Level.Trial)
    public void setUp() {
        chosen = Evaluators.create(evaluator);
        positions = EvalBenchmark.middlegamePositions().toArray(new Position[0]);
        next = 0;
    }

    /** Evaluates the next position of the set; returns the score. */
    @Benchmark
    public int evaluate() {
        Position position = positions[next];
        next = next + 1 == positions.length ? 0 : next + 1;
        return chosen.evaluate(position);
    }
}
