package io.github.tansaku.search.trace;

import io.github.tansaku.search.algo.Technique;

/**
 * Hears a search node by node, for lessons and pictures: which node it enters with which window,
 * what it evaluates, which moves a cutoff leaves unsearched, which technique prunes, reduces or
 * extends what, and the score the node returns.
 *
 * <p>The searchers ({@code Minimax}, {@code AlphaBeta}, {@code Searcher}) call a tracer only when
 * one was given to them; without one they test a field for {@code null} and nothing else, so
 * tracing costs nothing when it is off. Calls nest: every {@link #enter} of a search that is not
 * stopped is matched by one {@link #leave}; the other calls concern the innermost node entered and
 * not yet left. A stopped search leaves its open nodes without a {@code leave}.
 *
 * <p>Moves are the game's int codes, {@code Game.NO_MOVE} for the root and for a null move. A
 * node searched again at its own ply (internal iterative deepening, the quiescence search that
 * confirms razoring) is entered with the same ply as the node it belongs to, and with the move
 * that led to that node: the ply, not the move, tells it from a child.
 */
public interface SearchTracer {

    /**
     * A node is entered: the move that led to it, its distance from the root, the depth left
     * (0 or less in quiescence search) and the window ({@code alpha}, {@code beta}) it is
     * searched with.
     */
    void enter(int move, int ply, int depth, int alpha, int beta);

    /** The current node's static evaluation, from its side to move's point of view. */
    void evaluated(int staticEvaluation);

    /**
     * The current node ended with a beta cutoff: {@code moves[from..to)} were generated and never
     * searched (staged generation may not have generated some of the others yet).
     */
    void cutoff(int[] moves, int from, int to);

    /**
     * A technique acted at the current node. With {@code move == Game.NO_MOVE} it ended the node
     * itself (a table cutoff, null-move pruning, razoring and so on); else {@code plies} says
     * what it did to {@code move}: 0 means the move was pruned (never searched), a negative number
     * a reduction by that many plies, a positive one an extension.
     */
    void technique(Technique technique, int move, int plies);

    /** The current node returns {@code score}, from its side to move's point of view. */
    void leave(int score);
}
