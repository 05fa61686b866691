package io.github.tansaku.chess.eval.stockfish;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.EvalBenchmark;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Measures what the incrementally kept material-plus-PSQT sum ({@link PieceSquareSum}) saves: the
 * CPU time of recounting it from the bitboards against the CPU time of a whole evaluation (which
 * reads the kept sum), on the benchmark positions. A measurement, not a check; run it with
 * {@code mvn -Pslow}.
 */
@Tag("slow")
class PieceSquareCostTest {

    private static volatile long blackhole;

    @Test
    void pieceSquareSumIsASmallShareOfAnEvaluation() {
        List<Position> positions = EvalBenchmark.middlegamePositions();
        StockfishClassicalEvaluator evaluator = new StockfishClassicalEvaluator();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int rounds = 200_000;
        double psq = 0;
        double full = 0;
        for (int rep = 0; rep < 3; rep++) {
            long sink = 0;
            long t0 = threads.getCurrentThreadCpuTime();
            for (int r = 0; r < rounds; r++) {
                for (Position p : positions) {
                    sink += PieceSquareSum.count(p);
                }
            }
            long t1 = threads.getCurrentThreadCpuTime();
            for (int r = 0; r < rounds; r++) {
                for (Position p : positions) {
                    sink += evaluator.evaluateInternal(p);
                }
            }
            long t2 = threads.getCurrentThreadCpuTime();
            blackhole = sink;
            psq = (t1 - t0) / (double) (rounds * positions.size());
            full = (t2 - t1) / (double) (rounds * positions.size());
        }
        System.out.printf("material+PSQT from bitboards %.1f ns CPU, whole evaluation %.1f ns CPU (%.1f%%)%n", psq,
                full, 100 * psq / full);
        assertThat(psq).isLessThan(full);
    }
}
