package io.github.tansaku.examples.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Param;

/**
 * The evaluation benchmarks cover every registered evaluator, and one evaluation allocates
 * nothing, counted exactly per thread.
 */
class EvalBenchTest {

    @Test
    void chessBenchmarkCoversEveryChessEvaluator() throws NoSuchFieldException {
        assertThat(paramValues(ChessEvalBench.class, "evaluator"))
                .containsExactlyElementsOf(io.github.tansaku.chess.eval.Evaluators.names());
    }

    @Test
    void shogiBenchmarkCoversEveryShogiEvaluator() throws NoSuchFieldException {
        assertThat(paramValues(ShogiEvalBench.class, "evaluator"))
                .containsExactlyElementsOf(io.github.tansaku.shogi.eval.Evaluators.names());
    }

    static List<String> chessEvaluators() {
        return io.github.tansaku.chess.eval.Evaluators.names();
    }

    static List<String> shogiEvaluators() {
        return io.github.tansaku.shogi.eval.Evaluators.names();
    }

    @ParameterizedTest
    @MethodSource("chessEvaluators")
    void aChessEvaluationAllocatesNothing(String evaluator) {
        ChessEvalBench bench = new ChessEvalBench();
        bench.evaluator = evaluator;
        bench.setUp();
        assertThat(ThreadAllocation.bytesPerCall(bench::evaluate, 5_000)).isLessThan(1.0);
    }

    @ParameterizedTest
    @MethodSource("shogiEvaluators")
    void aShogiEvaluationAllocatesNothing(String evaluator) {
        ShogiEvalBench bench = new ShogiEvalBench();
        bench.evaluator = evaluator;
        bench.setUp();
        assertThat(ThreadAllocation.bytesPerCall(bench::evaluate, 5_000)).isLessThan(1.0);
    }

    private static List<String> paramValues(Class<?> benchmark, String field) throws NoSuchFieldException {
        Field f = benchmark.getField(field);
        return List.of(f.getAnnotation(Param.class).value());
    }
}
