package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.CONTINUATION_PRUNING_MAX_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.FUTILITY_BASE;
import static io.github.tansaku.search.algo.SearchParameter.FUTILITY_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.FUTILITY_MAX_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.LATE_MOVE_PRUNING_BASE;
import static io.github.tansaku.search.algo.SearchParameter.LATE_MOVE_PRUNING_MAX_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.NULL_MOVE_DEPTH_DIVISOR;
import static io.github.tansaku.search.algo.SearchParameter.NULL_MOVE_EVAL_DIVISOR;
import static io.github.tansaku.search.algo.SearchParameter.NULL_MOVE_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.NULL_MOVE_REDUCTION;
import static io.github.tansaku.search.algo.SearchParameter.PROB_CUT_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.RAZORING_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.RAZORING_MAX_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.REVERSE_FUTILITY_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.REVERSE_FUTILITY_MAX_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.SEE_PRUNING_MAX_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.SEE_PRUNING_NOISY_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.SEE_PRUNING_QUIET_MARGIN;

import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.MovedPieceIndexing;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.StaticExchange;

/**
 * When the search gives up on a node or a move before searching it fully, for one search
 * thread: the conditions of the forward-pruning steps of {@code NodeSearch.node}, each with
 * its margins. A node (not in check, off the principal variation, with a static score) may be
 * cut by razoring (step 7, {@link Technique#RAZORING}), reverse futility (step 8,
 * {@link Technique#REVERSE_FUTILITY}), the null move (step 9, {@link Technique#NULL_MOVE}) or
 * ProbCut (step 10, {@link Technique#PROBCUT}); a move may be skipped by late move pruning
 * (step 13a, {@link Technique#LATE_MOVE_PRUNING}), futility (13b, {@link Technique#FUTILITY}),
 * continuation pruning (13c, {@link Technique#CONTINUATION_PRUNING}) or SEE pruning (13d,
 * {@link Technique#SEE_PRUNING}).
 *
 * <p>Each method answers whether the step applies, with the step's switch and margins; the node
 * keeps what the step then does (a verifying search, a skipped move, the statistics), so that
 * the order and effect of the steps is read in one place and their conditions in another. The
 * two steps that make moves to decide have their searches apart: {@link NullMove} and
 * {@link ProbCut}.
 * Nothing here allocates.
 *
 * @param <P> the position type
 */
final class Pruning<P> {

    private final CheckDetection<P> checks;
    private final StaticExchange<P> exchange;
    private final NullMoves<P> nullMoves;
    private final MovedPieceIndexing<P> pieceIndexing;
    private final History history;
    private final SearchStack<P> stack;
    private final SearchOptions o;
    private final boolean useRazoring;
    private final boolean useReverseFutility;
    private final boolean useNullMove;
    private final boolean useProbCut;
    private final boolean useLateMovePruning;
    private final boolean useFutility;
    private final boolean useContinuationPruning;
    private final boolean useSeePruning;
    // The parameters of the steps judged per move (13a to 13d), read once: a field is one load.
    private final int lateMovePruningMaxDepth;
    private final int lateMovePruningBase;
    private final int futilityMaxDepth;
    private final int futilityBase;
    private final int futilityMargin;
    private final int continuationPruningMaxDepth;
    private final int seePruningMaxDepth;
    private final int seePruningNoisyMargin;
    private final int seePruningQuietMargin;

    /**
     * The pruning of a search thread for a game with capabilities {@code game}, with the
     * switches {@code on} and the parameters of {@code options}, reading its {@code history}
     * and {@code stack}.
     */
    Pruning(GameCapabilities<P> game, TechniqueSwitches on, SearchOptions options, History history, SearchStack<P> stack) {
        this.checks = game.checks;
        this.exchange = game.exchange;
        this.nullMoves = game.nullMoves;
        this.pieceIndexing = game.pieceIndexing;
        this.history = history;
        this.stack = stack;
        this.o = options;
        this.useRazoring = on.razoring;
        this.useReverseFutility = on.reverseFutility;
        this.useNullMove = on.nullMove;
        this.useProbCut = on.probCut;
        this.useLateMovePruning = on.lateMovePruning;
        this.useFutility = on.futility;
        this.useContinuationPruning = on.continuationPruning;
        this.useSeePruning = on.seePruning;
        this.lateMovePruningMaxDepth = options.get(LATE_MOVE_PRUNING_MAX_DEPTH);
        this.lateMovePruningBase = options.get(LATE_MOVE_PRUNING_BASE);
        this.futilityMaxDepth = options.get(FUTILITY_MAX_DEPTH);
        this.futilityBase = options.get(FUTILITY_BASE);
        this.futilityMargin = options.get(FUTILITY_MARGIN);
        this.continuationPruningMaxDepth = options.get(CONTINUATION_PRUNING_MAX_DEPTH);
        this.seePruningMaxDepth = options.get(SEE_PRUNING_MAX_DEPTH);
        this.seePruningNoisyMargin = options.get(SEE_PRUNING_NOISY_MARGIN);
        this.seePruningQuietMargin = options.get(SEE_PRUNING_QUIET_MARGIN);
    }

    /**
     * Step 7 (RAZORING): whether a node at {@code depth} with static score {@code eval} is so
     * far below {@code alpha} at shallow depth that only a quiescence search is tried.
     */
    boolean razors(int alpha, int depth, int eval) {
        return useRazoring && depth <= o.get(RAZORING_MAX_DEPTH) && Math.abs(alpha) < Score.DECIDED_BOUND
                && eval + o.get(RAZORING_MARGIN) * depth <= alpha;
    }

    /**
     * Step 8 (REVERSE_FUTILITY): whether a node at {@code depth} with static score {@code eval}
     * is so far above {@code beta} that it is cut at once: a margin per ply, one ply less when
     * the score is {@code improving}.
     */
    boolean reverseFutile(int beta, int depth, int eval, boolean improving) {
        return useReverseFutility && depth <= o.get(REVERSE_FUTILITY_MAX_DEPTH) && Math.abs(beta) < Score.DECIDED_BOUND
                && eval - o.get(REVERSE_FUTILITY_MARGIN) * (improving ? depth - 1 : depth) >= beta
                && eval < Score.DECIDED_BOUND;
    }

    /**
     * Step 9 (NULL_MOVE): whether the node of {@code p} at {@code ply} and {@code depth}, static
     * score {@code eval}, tries a null move against {@code beta}: deep enough, at or above beta
     * (not a mate bound), not right after a null move, and the game allows a pass here.
     */
    boolean triesNullMove(P p, int ply, int depth, int eval, int beta) {
        return useNullMove && depth >= o.get(NULL_MOVE_MIN_DEPTH) && eval >= beta && Math.abs(beta) < Score.DECIDED_BOUND
                && ply > 0 && !stack.at(ply - 1).nullMoveMade && nullMoves.nullMoveAllowed(p);
    }

    /** Step 9: how much shallower than {@code depth - 1} the null move is searched; more the further {@code eval} is above {@code beta}. */
    int nullMoveReduction(int depth, int eval, int beta) {
        return o.get(NULL_MOVE_REDUCTION) + depth / o.get(NULL_MOVE_DEPTH_DIVISOR)
                + Math.min(3, (eval - beta) / o.get(NULL_MOVE_EVAL_DIVISOR));
    }

    /** Step 10 (PROBCUT): whether a node at {@code depth} tries ProbCut against {@code beta}. */
    boolean triesProbCut(int depth, int beta) {
        return useProbCut && depth >= o.get(PROB_CUT_MIN_DEPTH) && Math.abs(beta) < Score.DECIDED_BOUND;
    }

    /**
     * Step 13a (LATE_MOVE_PRUNING): whether at {@code depth}, after {@code quietCount} quiet
     * moves, the rest of the quiet moves is skipped (half as many are tried when the static
     * score is not {@code improving}).
     */
    boolean lateMovePrunes(int depth, int quietCount, boolean improving) {
        return useLateMovePruning && depth <= lateMovePruningMaxDepth
                && quietCount >= (lateMovePruningBase + depth * depth) / (improving ? 1 : 2);
    }

    /**
     * Step 13b (FUTILITY): whether the quiet {@code move} of {@code p}, judged at
     * {@code pruneDepth}, cannot lift the static score {@code eval} to {@code alpha} (checks
     * excepted).
     */
    boolean futile(P p, int move, int eval, int pruneDepth, int alpha) {
        return useFutility && pruneDepth <= futilityMaxDepth
                && eval + futilityBase + futilityMargin * pruneDepth <= alpha
                && (checks == null || !checks.givesCheck(p, move));
    }

    /**
     * Step 13c (CONTINUATION_PRUNING): whether the quiet {@code move} of {@code p}, judged at
     * {@code pruneDepth}, is skipped because both its continuation-history entries are negative:
     * in row {@code row1} (after the opponent's last move) and row {@code row2} (after our own
     * move before it), the node's rows ({@link SearchStack#rowBefore}), which the node reads once
     * for all its moves. Never a {@code specialMove} (a killer or the countermove).
     */
    boolean continuationPrunes(P p, int move, int pruneDepth, boolean specialMove, int row1, int row2) {
        return useContinuationPruning && pruneDepth <= continuationPruningMaxDepth && !specialMove
                && ratedBadByBothContinuations(p, move, row1, row2);
    }

    /**
     * Step 13d (SEE_PRUNING): whether {@code move} of {@code p} at {@code depth} (a quiet one
     * judged at {@code pruneDepth}) loses more material by exchange than the remaining depth can
     * plausibly win back: captures and checks get a margin per ply, quiet moves one per ply
     * squared.
     */
    boolean seePrunes(P p, int move, boolean quiet, int depth, int pruneDepth) {
        return useSeePruning && depth <= seePruningMaxDepth && !seeKeeps(p, move, quiet, depth, pruneDepth);
    }

    /**
     * Whether both continuation-history entries of quiet {@code move}, in rows {@code row1} and
     * {@code row2}, are negative. False when either row is missing (-1: the root's first plies,
     * a null move).
     */
    private boolean ratedBadByBothContinuations(P p, int move, int row1, int row2) {
        if (row1 < 0 || row2 < 0) {
            return false;
        }
        int index = pieceIndexing.movedPieceIndex(p, move);
        return history.continuation(row1, index) < 0 && history.continuation(row2, index) < 0;
    }

    /** Whether SEE pruning keeps {@code move}: its exchange loses no more than the margin. */
    private boolean seeKeeps(P p, int move, boolean quiet, int depth, int quietDepth) {
        int noisyThreshold = -seePruningNoisyMargin * depth;
        if (!quiet) {
            return exchange.seeAtLeast(p, move, noisyThreshold);
        }
        if (exchange.seeAtLeast(p, move, -seePruningQuietMargin * quietDepth * quietDepth)) {
            return true;
        }
        // A quiet check is judged like a capture: what it gives away it may win back.
        return checks != null && checks.givesCheck(p, move) && exchange.seeAtLeast(p, move, noisyThreshold);
    }
}
