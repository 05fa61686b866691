package io.github.tansaku.search;

/**
 * Capability: maps a move to a small dense index of the piece that moves and the square it
 * lands on, for the continuation history (how good a quiet move has been as an answer to the
 * previous moves, keyed by which piece went where). Chess might use the twelve coloured
 * pieces times 64 squares; shogi the 28 coloured kinds times 81 squares, a drop counting as
 * its piece landing on the square.
 *
 * <p>Not the same as {@link MoveIndexing} (the history and countermove tables' index, one
 * entry per index): this index must stay small, because the searcher keeps a table of
 * {@code movedPieceIndexCount()} squared entries. It switches on
 * {@link io.github.tansaku.search.algo.Technique#CONTINUATION_HISTORY}, and with
 * {@link NoisyMoves} continuation pruning and capture history.
 *
 * @param <P> the position type
 */
public interface MovedPieceIndexing<P> {

    /** The number of distinct indexes; every index is in {@code [0, movedPieceIndexCount())}. */
    int movedPieceIndexCount();

    /** The index of {@code move} in {@code position}, called before the move is made. */
    int movedPieceIndex(P position, int move);
}
