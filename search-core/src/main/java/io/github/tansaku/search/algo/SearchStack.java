package io.github.tansaku.search.algo;

import io.github.tansaku.search.Game;
import java.util.function.IntFunction;

/**
 * The search stack of one search thread: one preallocated {@link Frame} per ply (distance from
 * the root), and what a node reads from its ancestors' and child's frames: the move that led
 * here, the continuation-history rows of the moves before it, whether its static score is
 * rising, and the principal variation its child found.
 *
 * <p>Every frame is built once, at its full size, when the thread's worker is built, so the
 * search allocates nothing per node. (Engines call this the search stack, after the array of
 * per-ply {@code Stack} records that Stockfish's search walks.)
 *
 * @param <P> the position type
 */
final class SearchStack<P> {

    private final Frame<P>[] frames;
    /** Whether the continuation history also reads our own move three plies back (CONTINUATION_FOURTH_PLY). */
    private final boolean fourthPly;

    /**
     * A stack of {@code plies} frames, the frame of ply {@code ply} with the move picker
     * {@code pickers.apply(ply)}, room for {@code maxMoves} moves tried ({@code noisyMoves} noisy
     * ones: 0 without capture history) and a principal variation of {@code plies} moves.
     * {@code fourthPly} makes {@link #fourthPlyRow} read the fourth ply back.
     */
    @SuppressWarnings("unchecked")
    SearchStack(int plies, IntFunction<MovePicker<P>> pickers, int maxMoves, int noisyMoves, boolean fourthPly) {
        this.fourthPly = fourthPly;
        frames = new Frame[plies];
        for (int ply = 0; ply < plies; ply++) {
            frames[ply] = new Frame<>(pickers.apply(ply), maxMoves, noisyMoves, plies);
        }
    }

    /** The frame of {@code ply}. */
    Frame<P> at(int ply) {
        return frames[ply];
    }

    /** Forgets the last search's line (a new search). */
    void reset() {
        for (Frame<P> frame : frames) {
            frame.reset();
        }
    }

    /** The move that led to the node at {@code ply} (NO_MOVE at the root and after a null move). */
    int previousMove(int ply) {
        return ply > 0 ? frames[ply - 1].currentMove : Game.NO_MOVE;
    }

    /** The continuation-history row of the move made {@code back} plies before {@code ply}, or -1. */
    int rowBefore(int ply, int back) {
        return ply >= back ? frames[ply - back].continuationRow : -1;
    }

    /**
     * The continuation-history row of our own move three plies before {@code ply} (the fourth
     * ply back) when CONTINUATION_FOURTH_PLY is on, else -1.
     */
    int fourthPlyRow(int ply) {
        return fourthPly ? rowBefore(ply, 4) : -1;
    }

    /**
     * Whether the static score {@code eval} of the node at {@code ply} is higher than that of
     * the same side's node two plies before ("improving"); false if either has none. The root
     * has none (the root search does not evaluate it), so no node at ply 1 or 2 is improving:
     * they are reduced and pruned as if their score were falling. The pruning margins and move
     * counts are set for this; docs/chess-engine.md (fifth round) compares it with an evaluated root.
     */
    boolean improving(int ply, int eval) {
        return eval != Frame.NO_EVAL && ply >= 2 && frames[ply - 2].staticEval != Frame.NO_EVAL
                && eval > frames[ply - 2].staticEval;
    }

    /** Makes {@code move} alone the principal variation of the node at {@code ply}. */
    void endPv(int ply, int move) {
        frames[ply].pv[0] = move;
        frames[ply].pvLength = 1;
    }

    /** Makes {@code move} followed by its child's principal variation that of the node at {@code ply}. */
    void updatePv(int ply, int move) {
        int[] line = frames[ply].pv;
        line[0] = move;
        int childLength = frames[ply + 1].pvLength;
        System.arraycopy(frames[ply + 1].pv, 0, line, 1, childLength);
        frames[ply].pvLength = childLength + 1;
    }
}
