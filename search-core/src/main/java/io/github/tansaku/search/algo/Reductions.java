package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.LMR_BASE;
import static io.github.tansaku.search.algo.SearchParameter.LMR_CUT_NODE;
import static io.github.tansaku.search.algo.SearchParameter.LMR_DIVISOR;
import static io.github.tansaku.search.algo.SearchParameter.LMR_HISTORY_CLAMP;
import static io.github.tansaku.search.algo.SearchParameter.LMR_HISTORY_DIVISOR;
import static io.github.tansaku.search.algo.SearchParameter.LMR_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.LMR_MIN_MOVES;
import static io.github.tansaku.search.algo.SearchParameter.PRUNE_AT_REDUCED_DEPTH;

import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.Score;

/**
 * How many plies shallower than its depth a late move is searched, for one search thread: the
 * late move reductions of quiet moves ({@link Technique#LATE_MOVE_REDUCTIONS}, step 14 of
 * {@code NodeSearch.node}, and the root moves in {@code RootSearch.searchRoot}), the
 * reductions of losing captures ({@link Technique#LOSING_CAPTURE_REDUCTIONS}, step 14b), and the
 * depth at which steps 13b to 13d judge a quiet move (PRUNE_AT_REDUCED_DEPTH).
 *
 * <p>All of them start from one table, {@code LMR_BASE + ln(depth) ln(moveNumber) / LMR_DIVISOR},
 * computed once when the thread's worker is built; the node adjusts it by what it knows (a PV
 * or expected cut node, a rising static score, the move's history). Nothing here allocates.
 *
 * @param <P> the position type
 */
final class Reductions<P> {

    private static final int TABLE_SIZE = 64;
    private static final int TABLE_SHIFT = 6; // log2 of TABLE_SIZE

    private final NoisyMoves<P> noisy;
    private final CheckDetection<P> checks;
    private final boolean useLmr;
    private final boolean useLosingCaptureReductions;
    /** Whether a quiet move's ordering score is its history (HISTORY or CONTINUATION_HISTORY on). */
    private final boolean historyOrdered;
    private final boolean pruneAtReducedDepth;
    private final int minDepth;
    private final int minMoves;
    private final int cutNodeReduction;
    private final int historyClamp;
    private final int historyDivisor;
    /**
     * The reduction table, row by depth: entry {@code depth << TABLE_SHIFT | moveNumber}. One
     * array rather than an array of rows: a lookup is then one load and one range check.
     */
    private final int[] table = new int[TABLE_SIZE * TABLE_SIZE];

    /**
     * The reductions of a search thread for a game with capabilities {@code game}, with the
     * switches {@code on} and the parameters of {@code options}.
     */
    Reductions(GameCapabilities<P> game, TechniqueSwitches on, SearchOptions options) {
        this.noisy = game.noisy;
        this.checks = game.checks;
        this.useLmr = on.lateMoveReductions;
        this.useLosingCaptureReductions = on.losingCaptureReductions;
        this.historyOrdered = on.history || on.continuationHistory;
        this.pruneAtReducedDepth = options.get(PRUNE_AT_REDUCED_DEPTH) != 0;
        this.minDepth = options.get(LMR_MIN_DEPTH);
        this.minMoves = options.get(LMR_MIN_MOVES);
        this.cutNodeReduction = options.get(LMR_CUT_NODE);
        this.historyClamp = options.get(LMR_HISTORY_CLAMP);
        this.historyDivisor = options.get(LMR_HISTORY_DIVISOR);
        for (int d = 1; d < TABLE_SIZE; d++) {
            for (int m = 1; m < TABLE_SIZE; m++) {
                table[d << TABLE_SHIFT | m] = (int) (options.getDouble(LMR_BASE) + Math.log(d) * Math.log(m) / options.getDouble(LMR_DIVISOR));
            }
        }
    }

    /**
     * The late-move reduction of root move number {@code moveNumber} (from 1) of {@code p} at
     * {@code depth}, before it is made, against the best score so far {@code alpha}: none for the
     * first moves, noisy moves and checks, nor once a mate score is on the board (the distance of
     * a mate must come out exact); else one ply less than the table's reduction (the root is the
     * first PV node: its moves are the ones played), leaving at least one ply.
     */
    int atRoot(P p, int move, int depth, int moveNumber, int alpha) {
        if (!useLmr || depth < minDepth || moveNumber < minMoves + 2 || Math.abs(alpha) >= Score.DECIDED_BOUND) {
            return 0;
        }
        if ((noisy != null && noisy.isNoisy(p, move)) || (checks != null && checks.givesCheck(p, move))) {
            return 0;
        }
        int reduction = tableReduction(depth, moveNumber) - 1;
        return Math.max(0, Math.min(reduction, depth - 2));
    }

    /**
     * The depth at which steps 13b to 13d judge a move at {@code depth} after {@code legal}
     * legal moves: the remaining depth, or (PRUNE_AT_REDUCED_DEPTH, for a quiet move after the
     * first, not in check) the depth its late-move reduction by the table would leave it, so
     * that a late move is pruned as the shallow search it would get.
     */
    int pruningDepth(boolean quiet, int depth, int legal, boolean inCheck, boolean pvNode, boolean improving) {
        if (quiet && legal > 0 && !inCheck && pruneAtReducedDepth && depth >= 2) {
            int r = tableReduction(depth, legal + 1) + (pvNode ? 0 : 1) + (improving ? 0 : 1);
            return Math.max(0, depth - 1 - r);
        }
        return depth;
    }

    /**
     * Step 14 (LATE_MOVE_REDUCTIONS): the reduction of the quiet move number {@code legal} of
     * {@code p} at {@code depth}, made and to be searched to {@code newDepth}, with ordering
     * score {@code orderScore}. None for the first moves, at shallow depth, in check (before or
     * after the move), or for a {@code specialMove} (the table move, a killer or the
     * countermove); else the table's reduction, one more off the principal variation and one
     * more when the static score is not {@code improving}, {@code LMR_CUT_NODE} more at an
     * expected {@code cutNode} (it needs one refutation; the late moves hardly matter), less
     * for a good history (more for a bad one), leaving at least one ply.
     */
    int ofQuiet(P p, int depth, int legal, int newDepth, boolean pvNode, boolean cutNode, boolean improving,
            boolean inCheck, boolean specialMove, int orderScore) {
        if (!useLmr || depth < minDepth || legal < minMoves + (pvNode ? 1 : 0) || inCheck || specialMove
                || (checks != null && checks.inCheck(p))) {
            return 0;
        }
        int reduction = tableReduction(depth, legal);
        if (!pvNode) {
            reduction++;
        }
        if (!improving) {
            reduction++;
        }
        if (cutNode) {
            reduction += cutNodeReduction;
        }
        if (historyOrdered) {
            // For a quiet move that is not a killer, the ordering score is its history plus
            // continuation history.
            reduction -= Math.max(-historyClamp, Math.min(historyClamp, orderScore / historyDivisor));
        }
        return Math.max(0, Math.min(reduction, newDepth - 1));
    }

    /**
     * Whether the noisy {@code move} at {@code depth}, ordered with {@code orderScore} by
     * {@code picker}, is a losing capture that step 14b may reduce (judged before the move is
     * made: static exchange reads the board). Not in check, not the {@code firstMove}.
     */
    boolean losingCapture(MovePicker<P> picker, int move, int orderScore, boolean quiet, boolean inCheck,
            int firstMove, int depth) {
        return useLosingCaptureReductions && !quiet && !inCheck && move != firstMove
                && depth >= minDepth && !picker.seeAtLeastZero(move, orderScore);
    }

    /**
     * Step 14b (LOSING_CAPTURE_REDUCTIONS): the reduction of a losing capture, move number
     * {@code legal} of {@code p} (made) at {@code depth}, to be searched to {@code newDepth}:
     * reduced like a late quiet move, by the table alone; none for the first moves or when it
     * gives check.
     */
    int ofLosingCapture(P p, int depth, int legal, int newDepth, boolean pvNode) {
        if (legal < minMoves + (pvNode ? 1 : 0) || (checks != null && checks.inCheck(p))) {
            return 0;
        }
        return Math.max(0, Math.min(tableReduction(depth, legal), newDepth - 1));
    }

    /** The reduction table's entry for move number {@code moveNumber} at {@code depth}. */
    private int tableReduction(int depth, int moveNumber) {
        return table[Math.min(depth, TABLE_SIZE - 1) << TABLE_SHIFT | Math.min(moveNumber, TABLE_SIZE - 1)];
    }
}
