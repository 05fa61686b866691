package io.github.tansaku.search;

/**
 * Capability: maps a noisy move to a small dense index of the piece that moves, the square it
 * lands on and what it takes there, for the capture history (how often a noisy move has caused
 * a cutoff). Chess might use the twelve coloured pieces times 64 squares times the captured
 * piece's type (or none, for a promotion that takes nothing).
 *
 * <p>Without it the capture history is keyed by {@link MovedPieceIndexing} alone, and a queen
 * taking a pawn on a square shares its entry with the same queen taking a rook there, although
 * the two cut for different reasons. With it each kind of capture learns apart, as the capture
 * history of the 2018 Stockfish search does.
 *
 * @param <P> the position type
 */
public interface CaptureIndexing<P> {

    /** The number of distinct indexes; every index is in {@code [0, captureIndexCount())}. */
    int captureIndexCount();

    /** The index of the noisy {@code move} in {@code position}, called before the move is made. */
    int captureIndex(P position, int move);
}
