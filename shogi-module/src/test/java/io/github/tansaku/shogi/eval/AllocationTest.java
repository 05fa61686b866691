package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.shogi.Position;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** After warm-up, {@code evaluate} allocates nothing, for every registered evaluator. */
class AllocationTest {

    @Test
    void evaluateAllocatesNothingAfterWarmUp() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "needs com.sun.management.ThreadMXBean");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported());
        threads.setThreadAllocatedMemoryEnabled(true);
        long thread = Thread.currentThread().getId();
        Position[] positions = EvaluationBenchmark.middleGamePositions();
        for (String name : Evaluators.names()) {
            ShogiEvaluator evaluator = Evaluators.create(name);
            long checksum = 0;
            for (int warmUp = 0; warmUp < 1_000; warmUp++) {
                checksum += EvaluationBenchmark.evaluateAll(evaluator, positions);
            }
            int rounds = 1_000;
            long before = threads.getThreadAllocatedBytes(thread);
            for (int round = 0; round < rounds; round++) {
                checksum += EvaluationBenchmark.evaluateAll(evaluator, positions);
            }
            long allocated = threads.getThreadAllocatedBytes(thread) - before;
            long evaluations = (long) rounds * positions.length;
            assertThat(allocated).as("%s: %d bytes over %d evaluations (checksum %d)", name, allocated, evaluations,
                    checksum).isLessThan(evaluations / 8);
        }
    }
}
