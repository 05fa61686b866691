package io.github.tansaku.search.algo;

/**
 * The counters of one search thread's running (or last) search, besides its node count: what
 * {@link SearchStatistics} reports, counted where it happens (each counter's meaning is the
 * {@link SearchStatistics} component of the same name). A mutable holder so that counting in
 * the node functions is one field increment and allocates nothing; {@link #snapshot} copies
 * the counts out.
 */
final class SearchCounters {

    long nodeEntries;
    long quiescenceNodes;
    long betaCutoffs;
    long firstMoveCutoffs;
    long tableHits;
    long tableCutoffs;
    long nullMoveCutoffs;
    long prunedMoves;
    long reductionReSearches;
    long pvsReSearches;
    long aspirationReSearches;

    /** Sets every counter to 0 (a new search). */
    void reset() {
        nodeEntries = 0;
        quiescenceNodes = 0;
        betaCutoffs = 0;
        firstMoveCutoffs = 0;
        tableHits = 0;
        tableCutoffs = 0;
        nullMoveCutoffs = 0;
        prunedMoves = 0;
        reductionReSearches = 0;
        pvsReSearches = 0;
        aspirationReSearches = 0;
    }

    /** The counts so far, with {@code nodes} as the node count. */
    SearchStatistics snapshot(long nodes) {
        return new SearchStatistics(nodes, nodeEntries, quiescenceNodes, betaCutoffs, firstMoveCutoffs, tableHits,
                tableCutoffs, nullMoveCutoffs, prunedMoves, reductionReSearches, pvsReSearches, aspirationReSearches);
    }
}
