package io.github.tansaku.examples.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.Result;

/** The profiler divides the process CPU time of an iteration by its operations. */
class CpuTimeProfilerTest {

    private static volatile long sink;

    @Test
    void reportsAtLeastTheMeasuringThreadsCpuTimePerOperation() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(threads.isCurrentThreadCpuTimeSupported(), "needs thread CPU time");
        CpuTimeProfiler profiler = new CpuTimeProfiler();
        long threadStart = threads.getCurrentThreadCpuTime();
        profiler.beforeIteration(null, null);
        spinFor(threads, threadStart + 50_000_000L);
        long operations = 1_000;
        List<? extends Result> results = List.copyOf(profiler.afterIteration(null, null,
                new IterationResult(null, null, new IterationResultMetaData(operations, operations))));
        long threadCpu = threads.getCurrentThreadCpuTime() - threadStart;

        assertThat(results).hasSize(1);
        Result result = results.get(0);
        assertThat(result.getLabel()).isEqualTo("cpu.time.norm");
        assertThat(result.getScoreUnit()).isEqualTo("ns/op");
        // The process ran at least this thread's 50 ms, and the figure is per operation.
        assertThat(result.getScore()).isGreaterThanOrEqualTo(50_000_000.0 / operations)
                .isLessThan(100.0 * threadCpu / operations);
    }

    @Test
    void anIterationWithoutOperationsHasNoFigure() {
        CpuTimeProfiler profiler = new CpuTimeProfiler();
        profiler.beforeIteration(null, null);
        Result result = profiler.afterIteration(null, null,
                new IterationResult(null, null, new IterationResultMetaData(0, 0))).iterator().next();
        assertThat(result.getScore()).isNaN();
    }

    private static void spinFor(ThreadMXBean threads, long untilThreadCpu) {
        long x = 1;
        while (threads.getCurrentThreadCpuTime() < untilThreadCpu) {
            for (int i = 0; i < 10_000; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
        }
        sink = x;
    }
}
