package io.github.tansaku.search.algo;

/**
 * What a search did, counted over all its threads: the numbers the measurement protocol of the
 * search-techniques reference asks for (nodes, cutoff quality, re-searches), so ablation tables
 * and lessons can show what each {@link Technique} changes.
 *
 * @param nodes the nodes searched, quiescence nodes included, counted one per legal move made
 *     (as the engines the search is compared with count them; see {@code NodeBudget}); node
 *     limits and nodes per second use this count
 * @param nodeEntries entries into a node, what a tracer sees: each node counted above that was
 *     searched (not the one a stop left unsearched), plus the root of each iteration and
 *     aspiration attempt, each re-search of a node (after a reduction, PVS's with the full
 *     window), the position after a null move and a node searched again in place (razoring,
 *     internal iterative deepening, the singularity test)
 * @param quiescenceNodes entries into the quiescence search
 * @param betaCutoffs nodes of the main search whose move loop ended with a beta cutoff
 * @param firstMoveCutoffs those cutoffs caused by the first legal move tried
 * @param tableHits main-search probes that found an entry for the position
 * @param tableCutoffs nodes ended by a table entry (main and quiescence search)
 * @param nullMoveCutoffs nodes ended by null-move pruning
 * @param prunedMoves moves skipped by futility and late move pruning (not counting the quiet moves
 *     late move pruning gives up before staged generation has generated them)
 * @param reductionReSearches reduced searches that beat alpha and were searched again at full depth
 * @param pvsReSearches null-window searches that landed inside the window and were searched again with it
 * @param aspirationReSearches root searches repeated after an aspiration window failed
 */
public record SearchStatistics(long nodes, long nodeEntries, long quiescenceNodes, long betaCutoffs,
        long firstMoveCutoffs, long tableHits, long tableCutoffs, long nullMoveCutoffs, long prunedMoves,
        long reductionReSearches, long pvsReSearches, long aspirationReSearches) {

    /** Nothing counted yet. */
    public static final SearchStatistics NONE = new SearchStatistics(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    /**
     * The share of beta cutoffs made by the first move, in [0, 1]; above 0.9 means good move
     * ordering. 0 when there was no cutoff.
     */
    public double failHighFirstRate() {
        return betaCutoffs == 0 ? 0 : (double) firstMoveCutoffs / betaCutoffs;
    }

    /** The sum of this and {@code other}, field by field (for several threads). */
    public SearchStatistics plus(SearchStatistics other) {
        return new SearchStatistics(nodes + other.nodes, nodeEntries + other.nodeEntries,
                quiescenceNodes + other.quiescenceNodes,
                betaCutoffs + other.betaCutoffs, firstMoveCutoffs + other.firstMoveCutoffs, tableHits + other.tableHits,
                tableCutoffs + other.tableCutoffs, nullMoveCutoffs + other.nullMoveCutoffs,
                prunedMoves + other.prunedMoves, reductionReSearches + other.reductionReSearches,
                pvsReSearches + other.pvsReSearches, aspirationReSearches + other.aspirationReSearches);
    }
}
