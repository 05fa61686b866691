package io.github.tansaku.search.algo;

import java.util.function.LongSupplier;

/**
 * The node count of one search thread and its stop test. A node is counted when a move reaches
 * it ({@link #countMove()}): each legal move made in the tree, quiescence's included, counts one
 * node however often its subtree is then searched (a reduced search, its re-search, PVS's
 * re-search), and a node entered without a move (the root, the position after a null move, a
 * node searched again in place by razoring, internal iterative deepening or the singularity
 * test) counts none. That is how the engines this search is compared with count, one node per
 * move made, so that a node limit is the same amount of search on both sides.
 *
 * <p>Every node entry asks {@link #mustStop()}, which tells it to stop when the search was
 * stopped, the node limit (shared by all threads) is reached, or the main thread's hard time
 * limit has passed. Clocks and the other threads' counts are read only every
 * {@value #NODES_BETWEEN_CHECKS} nodes, to keep those reads rare; that is also when this thread
 * publishes its own count ({@link #publishedNodes}) for the others and for progress reports.
 * Nothing here allocates.
 */
final class NodeBudget {

    private static final int NODES_BETWEEN_CHECKS = 1024;

    private final SearchControl control;
    /** Whether this is the main thread, the one that checks the hard time limit. */
    private final boolean mainThread;
    /** Nodes published by the other threads of the search, for the shared node limit. */
    private LongSupplier otherThreadsNodes = () -> 0L;

    /** The nodes this thread has searched in the running (or last) search. */
    long nodes;
    /** {@link #nodes} as last published (every {@value #NODES_BETWEEN_CHECKS} nodes), for other threads. */
    volatile long publishedNodes;
    private int nodesUntilCheck;
    private long maxNodes;

    /** The budget of a thread of the search that {@code control} stops; {@code mainThread} checks the clock. */
    NodeBudget(SearchControl control, boolean mainThread) {
        this.control = control;
        this.mainThread = mainThread;
    }

    /** Tells this thread how many nodes the other threads of the search have searched. */
    void countOtherThreads(LongSupplier others) {
        this.otherThreadsNodes = others;
    }

    /** Starts counting a new search. */
    void reset() {
        nodes = 0;
        publishedNodes = 0;
        nodesUntilCheck = NODES_BETWEEN_CHECKS;
        maxNodes = control.maxNodes();
    }

    /**
     * Counts the node a legal move just made reaches; every {@value #NODES_BETWEEN_CHECKS} nodes
     * also publishes the count, takes the other threads' counts into the node limit and (main
     * thread) stops the search when the hard time limit or deadline has passed.
     */
    void countMove() {
        nodes++;
        if (--nodesUntilCheck <= 0) {
            nodesUntilCheck = NODES_BETWEEN_CHECKS;
            publishedNodes = nodes;
            // The node limit counts every thread: this thread may use what the others left.
            long limit = control.maxNodes();
            maxNodes = limit == Long.MAX_VALUE ? limit : Math.max(nodes, limit - otherThreadsNodes.getAsLong());
            if (mainThread && control.hardLimitReached()) {
                control.stop();
            }
        }
    }

    /**
     * Whether the node being entered must not be searched: stop requested, or the node limit
     * reached. A limit reached before the main thread has completed its first iteration is only
     * requested ({@link SearchControl#stop()}) and the search goes on.
     */
    boolean mustStop() {
        if (control.stopped()) {
            return true;
        }
        if (nodes >= maxNodes) {
            control.stop();
            return control.stopped();
        }
        return false;
    }
}
