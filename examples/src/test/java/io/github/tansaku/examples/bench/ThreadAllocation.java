package io.github.tansaku.examples.bench;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Assumptions;

/**
 * Bytes allocated by the current thread, counted by HotSpot per thread, unlike JMH's GC
 * profiler, whose per-operation figure also contains the harness's own allocations divided
 * among the operations.
 *
 * <p>The tests compare the mean per call with one byte: any object allocated on every call
 * costs at least 16 bytes, while a thread whose code allocates nothing is occasionally charged
 * a few dozen bytes over thousands of calls (observed here, not explained; the virtual machine's
 * own bookkeeping), which must not fail a test.
 */
final class ThreadAllocation {

    private ThreadAllocation() {
    }

    /**
     * The mean bytes the current thread allocates per call over {@code calls} calls of
     * {@code work}, after as many calls of warm-up (first calls may initialise classes and lazy
     * tables).
     */
    static double bytesPerCall(Runnable work, int calls) {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof ThreadMXBean, "needs com.sun.management.ThreadMXBean");
        ThreadMXBean threads = (ThreadMXBean) bean;
        Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported(), "needs per-thread allocation counts");
        for (int i = 0; i < calls; i++) {
            work.run();
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        long overhead = threads.getThreadAllocatedBytes(thread) - before;
        before = threads.getThreadAllocatedBytes(thread);
        for (int i = 0; i < calls; i++) {
            work.run();
        }
        return (double) (threads.getThreadAllocatedBytes(thread) - before - overhead) / calls;
    }
}
