package io.github.tansaku.search.algo;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.Score;

/**
 * The null-move search ({@link Technique#NULL_MOVE}, step 9 of {@code NodeSearch.node}) for one
 * search thread: the side to move passes, and the opponent, moving twice, is searched to a
 * reduced depth with a null window at beta. If even that fails high, a real move would too
 * (except in zugzwang, which the game's guard excludes), and the node is cut.
 * {@code Pruning.triesNullMove} decides when it is tried and {@code Pruning.nullMoveReduction}
 * by how much it is reduced; this class makes the pass and runs the search, like
 * {@link ProbCut} for step 10. Nothing here allocates.
 *
 * @param <P> the position type
 * @param <M> the move type of the game
 */
final class NullMove<P, M> {

    private final SearchWorker<P, M> w;
    private final NullMoves<P> nullMoves;
    private final SearchControl control;
    private final Pruning<P> pruning;

    /** The null-move search of {@code worker}, reduced by its {@code pruning}. */
    NullMove(SearchWorker<P, M> worker, SearchControl control, Pruning<P> pruning) {
        this.w = worker;
        this.nullMoves = worker.caps.nullMoves;
        this.control = control;
        this.pruning = pruning;
    }

    /**
     * Runs the null-move search of the node at {@code ply}, searched to {@code depth} against
     * {@code beta}, whose {@code frame} holds its static score and whether it is a cut node: the
     * score that cuts the node (beta for a mate score: a pass proves no mate), or
     * {@link Score#NONE} when the search does not fail high (0 when the search was stopped).
     */
    int cut(Frame<P> frame, int beta, int depth, int ply) {
        P position = w.position;
        int reduction = pruning.nullMoveReduction(depth, frame.staticEval, beta);
        nullMoves.makeNullMove(position);
        frame.currentMove = Game.NO_MOVE;
        frame.continuationRow = -1;
        frame.nullMoveMade = true;
        int value = -w.search(-beta, -beta + 1, depth - 1 - reduction, ply + 1, !frame.cutNode);
        frame.nullMoveMade = false;
        nullMoves.unmakeNullMove(position);
        if (control.stopped()) {
            return 0;
        }
        if (value < beta) {
            return Score.NONE;
        }
        w.horizonHit = true;
        w.counters.nullMoveCutoffs++;
        w.mark(Technique.NULL_MOVE, Game.NO_MOVE, 0);
        return value >= Score.DECIDED_BOUND ? beta : value;
    }
}
