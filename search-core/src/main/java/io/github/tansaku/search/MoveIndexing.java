package io.github.tansaku.search;

/**
 * Capability: maps moves to small dense indexes, for the history and countermove tables. A
 * chess game might use piece and destination square; a shogi game piece (or "from hand") and
 * destination.
 *
 * <p>Not the same as {@link MovedPieceIndexing}, which keys the continuation history by which
 * piece lands where. The tables differ in size: history and countermoves keep one entry per
 * index, so this index may run into the thousands (chess uses side, origin and destination:
 * 8,192), while continuation history keeps one per pair of indexes, so that one must stay small
 * (chess: 12 pieces times 64 squares). This one switches on
 * {@link io.github.tansaku.search.algo.Technique#HISTORY} and
 * {@link io.github.tansaku.search.algo.Technique#COUNTERMOVES}; the README's capability table
 * lists every capability with its techniques.
 *
 * @param <P> the position type
 */
public interface MoveIndexing<P> {

    /** The number of distinct indexes; every index is in {@code [0, moveIndexCount())}. */
    int moveIndexCount();

    /**
     * The index of {@code move} in {@code position}. Called before the move is made; for the
     * countermove table also just after it was made, so it must not depend on whose turn it is
     * beyond what the move itself tells.
     */
    int moveIndex(P position, int move);
}
