package io.github.tansaku.examples.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler that reports the CPU time of the benchmark's process per operation,
 * {@code cpu.time.norm} in nanoseconds: the time the process actually ran, which on a machine
 * shared with other work is a steadier figure than the wall-clock score (a process that waits
 * for a core accumulates wall time but no CPU time).
 *
 * <p>The figure covers the whole forked JVM during each measured iteration: the benchmark
 * threads, plus the JIT compiler and the garbage collector, which are close to idle once the
 * code is warm and allocates nothing. It is divided by all the operations of the iteration, as
 * the GC profiler's {@code gc.alloc.rate.norm} is. Use it with one benchmark thread.
 *
 * <pre>bin/tansaku jmh ChessEvalBench -prof io.github.tansaku.examples.bench.CpuTimeProfiler</pre>
 */
public final class CpuTimeProfiler implements InternalProfiler {

    private final com.sun.management.OperatingSystemMXBean system;
    private long cpuAtStart;

    /**
     * Creates the profiler; JMH calls this.
     *
     * @throws UnsupportedOperationException if the JVM does not report the process CPU time
     */
    public CpuTimeProfiler() {
        OperatingSystemMXBean bean = ManagementFactory.getOperatingSystemMXBean();
        if (!(bean instanceof com.sun.management.OperatingSystemMXBean)
                || ((com.sun.management.OperatingSystemMXBean) bean).getProcessCpuTime() < 0) {
            throw new UnsupportedOperationException("this JVM does not report the process CPU time");
        }
        system = (com.sun.management.OperatingSystemMXBean) bean;
    }

    @Override
    public String getDescription() {
        return "process CPU time per operation (cpu.time.norm, ns/op)";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        cpuAtStart = system.getProcessCpuTime();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
            IterationParams iterationParams, IterationResult result) {
        long cpu = system.getProcessCpuTime() - cpuAtStart;
        long operations = result.getMetadata().getAllOps();
        double perOperation = operations == 0 ? Double.NaN : (double) cpu / operations;
        return List.of(new ScalarResult("cpu.time.norm", perOperation, "ns/op", AggregationPolicy.AVG));
    }
}
