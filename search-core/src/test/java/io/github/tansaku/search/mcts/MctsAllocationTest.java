package io.github.tansaku.search.mcts;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Playouts allocate nothing: after warm-up, a search of 100,000 playouts that grows a new tree
 * and values leaves by playouts and by the evaluator allocates only its per-search objects (the
 * copy of the root, the generator, the progress reports).
 */
class MctsAllocationTest {

    @Test
    void playoutsAllocateNothing() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "needs com.sun.management.ThreadMXBean");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported());
        threads.setThreadAllocatedMemoryEnabled(true);

        RandomTreeGame game = new RandomTreeGame(777, 2, 10, 0, 5, 10);
        for (Selection selection : Selection.values()) {
            MctsSearcher<RandomTreeGame.Node, Integer> searcher = new MctsSearcher<>(game, game.evaluator,
                    MctsOptions.defaults().withSelection(selection).withRolloutWeight(0.5).withNodeBudget(300_000));
            RandomTreeGame.Node root = game.newPosition();
            for (int warmUp = 0; warmUp < 3; warmUp++) {
                searcher.clearTree();
                searcher.search(root, SearchLimits.nodes(30_000), SearchListener.silent());
            }
            searcher.clearTree();
            long thread = Thread.currentThread().getId();
            long before = threads.getThreadAllocatedBytes(thread);
            SearchResult<Integer> result = searcher.search(root, SearchLimits.nodes(100_000), SearchListener.silent());
            long allocated = threads.getThreadAllocatedBytes(thread) - before;
            // Per search: a copy of the root (about 2.5 KB here), the generator and about eight
            // reports; one 16-byte object per playout would be 1.6 MB.
            assertThat(result.nodes()).isEqualTo(100_000);
            assertThat(searcher.treeSize()).isGreaterThan(10_000);
            assertThat((double) allocated / result.nodes()).as("%d bytes over %d playouts with %s", allocated,
                    result.nodes(), selection).isLessThan(0.5);
        }
    }
}
