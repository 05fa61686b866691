package io.github.tansaku.examples.bench;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.eval.EvaluationBenchmark;
import io.github.tansaku.shogi.eval.Evaluators;
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
 * Nanoseconds per static evaluation for each shogi evaluator of {@link Evaluators} (textbook
 * material, Apery's material, and the nine YaneuraOu material levels, {@code yaneuraou} being
 * the highest under its short name), on the middle-game positions of
 * {@link EvaluationBenchmark#MIDDLE_GAME_SFENS}: each operation evaluates the next position of
 * the set in turn, so the score is the mean over the set. With {@code -prof gc},
 * {@code gc.alloc.rate.norm} is bytes per evaluation, which must be zero.
 *
 * <pre>bin/tansaku jmh ShogiEvalBench -f 1 -wi 3 -w 1 -i 5 -r 1 -prof gc</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class ShogiEvalBench {

    /** The evaluator's name in {@link Evaluators}. */
    @Param({"textbook", "apery", "yaneuraou-level1", "yaneuraou-level2", "yaneuraou-level3", "yaneuraou-level4",
        "yaneuraou-level5", "yaneuraou-level6", "yaneuraou-level7", "yaneuraou-level8", "yaneuraou-level9",
        "yaneuraou", "learned"})
    public String evaluator;

    private Evaluator<Position> chosen;
    private Position[] positions;
    private int next;

    /** Creates the evaluator and the positions. */
    @Setup(Level.Trial)
    public void setUp() {
        chosen = Evaluators.create(evaluator);
        positions = EvaluationBenchmark.middleGamePositions();
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
