package io.github.tansaku.examples.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The allocation meter of the benchmark tests sees an allocation when there is one. */
class ThreadAllocationTest {

    /** Escapes, so the JIT cannot remove the allocation. */
    private static volatile long[] escaped;

    @Test
    void anArrayPerCallIsSeen() {
        assertThat(ThreadAllocation.bytesPerCall(() -> escaped = new long[2], 10_000)).isGreaterThanOrEqualTo(16.0);
    }

    @Test
    void noAllocationIsBelowOneBytePerCall() {
        long[] kept = new long[2];
        assertThat(ThreadAllocation.bytesPerCall(() -> kept[0]++, 10_000)).isLessThan(1.0);
    }
}
