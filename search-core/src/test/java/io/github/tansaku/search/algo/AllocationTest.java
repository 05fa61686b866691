package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The search allocates nothing per node: after warm-up, a search of a few hundred thousand
 * nodes allocates only its per-search and per-iteration objects (root arrays, reports).
 */
class AllocationTest {

    @Test
    void searchAllocatesNothingPerNode() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean,
                "needs com.sun.management.ThreadMXBean");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported());
        threads.setThreadAllocatedMemoryEnabled(true);

        RandomTreeGame game = new RandomTreeGame(777, 5, 25, 5000, 2, 10);
        for (SearchOptions options : new SearchOptions[] {SearchOptions.defaults(), SearchOptions.exact()}) {
            Searcher<RandomTreeGame.Node, Integer> searcher = new Searcher<>(game, game.evaluator,
                    options.withHashMegabytes(2));
            RandomTreeGame.Node root = game.newPosition();
            for (int warmUp = 0; warmUp < 3; warmUp++) {
                searcher.search(root, SearchLimits.nodes(60_000), SearchListener.silent());
            }
            long thread = Thread.currentThread().getId();
            long before = threads.getThreadAllocatedBytes(thread);
            SearchResult<Integer> result = searcher.search(root, SearchLimits.nodes(400_000), SearchListener.silent());
            long allocated = threads.getThreadAllocatedBytes(thread) - before;
            // About 20 KB per search are per-search and per-iteration objects; over 400,000
            // nodes they stay below the bound, while one object per thousand nodes would not.
            double perNode = (double) allocated / result.nodes();
            assertThat(result.nodes()).isGreaterThan(300_000);
            assertThat(perNode).as("%d bytes over %d nodes with %s", allocated, result.nodes(), options.techniques())
                    .isLessThan(0.1);
        }
    }
}
