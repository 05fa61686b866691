package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.PROB_CUT_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.PROB_CUT_REDUCTION;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.StaticExchange;

/**
 * ProbCut ({@link Technique#PROBCUT}, step 10 of {@code NodeSearch.node}) for one search
 * thread: a node whose good captures beat beta by a margin on a shallower search would almost
 * surely beat beta on the full one, so such a capture cuts the node. {@code Pruning.triesProbCut}
 * decides when it is tried; this class runs its searches, which is why it is apart from the
 * pruning conditions: it makes moves and recurses into the main and quiescence searches.
 *
 * <p>Each capture is tried only if its exchange alone brings the static score to the raised
 * beta, first by a quiescence search (cheap, and it filters most failures), then by the reduced
 * search. Nothing here allocates.
 *
 * @param <P> the position type
 * @param <M> the move type of the game
 */
final class ProbCut<P, M> {

    private final SearchWorker<P, M> w;
    private final Game<P, M> game;
    private final StaticExchange<P> exchange;
    private final SearchControl control;
    private final SearchStack<P> stack;
    private final CutoffRewards<P> rewards;
    private final int margin;
    private final int reduction;

    /**
     * ProbCut for {@code worker}, with its {@code rewards} (for the continuation rows of the
     * moves tried) and the margin and reduction of {@code options}; its quiescence searches are
     * {@code NodeSearch.quiesce}.
     */
    ProbCut(SearchWorker<P, M> worker, SearchControl control, CutoffRewards<P> rewards, SearchOptions options) {
        this.w = worker;
        this.game = worker.game;
        this.exchange = worker.caps.exchange;
        this.control = control;
        this.stack = worker.stack;
        this.rewards = rewards;
        this.margin = options.get(PROB_CUT_MARGIN);
        this.reduction = options.get(PROB_CUT_REDUCTION);
    }

    /**
     * Runs ProbCut at the node at {@code ply}, searched to {@code depth} against {@code beta},
     * whose {@code frame} holds its static score and whether it is a cut node: the cutting
     * score, or {@link Score#NONE} when no capture cuts (0 when the search was stopped).
     */
    int cut(Frame<P> frame, int beta, int depth, int ply) {
        P position = w.position;
        int eval = frame.staticEval;
        int probCutBeta = Math.min(beta + margin, Score.DECIDED_BOUND - 1);
        MovePicker<P> picker = frame.picker;
        picker.startNoisy(position, Game.NO_MOVE, false, false, stack);
        int move;
        while ((move = picker.next()) != Game.NO_MOVE) {
            // Only captures whose exchange alone brings the static score to the raised beta.
            if (!exchange.seeAtLeast(position, move, probCutBeta - eval)) {
                continue;
            }
            int row = rewards.continuationRow(position, move);
            if (!w.makes(picker, move)) {
                continue;
            }
            frame.currentMove = move;
            frame.continuationRow = row;
            // A quiescence search first: cheap, and it filters most failures.
            int value = -w.left(w.nodeSearch.quiesce(-probCutBeta, -probCutBeta + 1, ply + 1, true));
            if (value >= probCutBeta && !control.stopped()) {
                value = -w.search(-probCutBeta, -probCutBeta + 1, depth - reduction, ply + 1, !frame.cutNode);
            }
            game.unmakeMove(position, move);
            if (control.stopped()) {
                return 0;
            }
            if (value >= probCutBeta) {
                w.horizonHit = true;
                return value;
            }
        }
        return Score.NONE;
    }
}
