package io.github.tansaku.search.algo;

import io.github.tansaku.search.Game;

/**
 * What the search keeps about one ply of the line being searched: the frame at index
 * {@code ply} (the distance from the root) of the search stack. A node writes its own frame and
 * reads those of its ancestors (the move that led here, their static evaluations) and of its
 * child (the principal variation). The worker allocates every frame once, at its full size, so
 * the search allocates nothing per node.
 */
final class Frame<P> {

    /** {@link #mateThreat}: not asked yet at this node. */
    static final byte THREAT_UNKNOWN = 0;
    /** {@link #mateThreat}: the opponent could not mate in one if this side passed. */
    static final byte THREAT_NO = 1;
    /** {@link #mateThreat}: the opponent could mate in one if this side passed. */
    static final byte THREAT_YES = 2;
    /** {@link #staticEval} of a node that did not evaluate (in check, or no technique needs it). */
    static final int NO_EVAL = Integer.MIN_VALUE;

    /** The moves of this ply, in the order they are tried. */
    final MovePicker<P> picker;
    /** The quiet moves searched so far at this node, for the history's penalties. */
    final int[] quietsTried;
    /** The noisy moves searched so far at this node, for the capture history's penalties. */
    final int[] noisyTried;
    /** The principal variation from this node: its first {@link #pvLength} moves. */
    final int[] pv;
    int pvLength;
    /** The node's (corrected) static evaluation, or {@link #NO_EVAL}. */
    int staticEval;
    /** The move being searched from this node, or NO_MOVE (none yet, or a null move). */
    int currentMove;
    /** Whether the move being searched from this node is a null move. */
    boolean nullMoveMade;
    /** Whether the opponent threatens mate in one, {@link #THREAT_UNKNOWN} until asked. */
    byte mateThreat;
    /** The move a singularity test leaves out at this node, or NO_MOVE. */
    int excludedMove;
    /**
     * Whether the node is expected to fail high (a cut node): a null-window child its parent
     * searched reduced, or a child of an expected all node. Set by the parent.
     */
    boolean cutNode;
    /**
     * The start of the continuation-history row of the move being searched from this node (its
     * moved-piece index times the index count), or -1 after a null move or without the technique.
     */
    int continuationRow;

    /**
     * A frame whose lists hold {@code maxMoves} moves ({@code noisyMoves} for the noisy moves
     * tried: 0 without capture history) and whose principal variation holds {@code plies} moves.
     */
    Frame(MovePicker<P> picker, int maxMoves, int noisyMoves, int plies) {
        this.picker = picker;
        this.quietsTried = new int[maxMoves];
        this.noisyTried = new int[noisyMoves];
        this.pv = new int[plies];
        reset();
    }

    /** Forgets the last search's line (a new search). */
    void reset() {
        currentMove = Game.NO_MOVE;
        nullMoveMade = false;
        excludedMove = Game.NO_MOVE;
        continuationRow = -1;
        staticEval = NO_EVAL;
    }
}
