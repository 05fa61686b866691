package io.github.tansaku.search.algo;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.StructureHashing;

/**
 * The static score as the search reads it, for one search thread: the evaluator's score kept
 * strictly inside the mate bounds, corrected by the correction history when
 * {@link Technique#CORRECTION_HISTORY} is on (steps 6 and Q6 of {@code NodeSearch.node} and
 * {@code NodeSearch.quiesce}), and the correction history's learning from a node's result
 * (step 18).
 *
 * <p>It is one class so that "the static score of a node" means one thing wherever it is read,
 * and so that the correction, which must be looked up and learnt at the same entries, is found
 * in one place. Nothing here allocates during a search.
 *
 * @param <P> the position type
 */
final class StaticEvaluation<P> {

    private final Evaluator<P> evaluator;
    private final CorrectionHistory<P> correction;
    private final boolean useCorrectionHistory;
    /** A result's weight in the correction history is min(depth + 1, this) / 256. */
    private final int correctionMaxWeight;

    /**
     * The static score of {@code evaluator}, corrected when {@code useCorrectionHistory}, which
     * needs {@code structure} (at least one structure kind), with per-ply entries for
     * {@code plies} plies; the correction's weights and bound are {@code correctionMaxWeight}
     * and {@code correctionLimit} (see SearchParameter).
     *
     * @throws IllegalArgumentException if the correction is on and the game keys no structure kind
     */
    StaticEvaluation(Evaluator<P> evaluator, StructureHashing<P> structure, boolean useCorrectionHistory,
            int correctionMaxWeight, int correctionLimit, int plies) {
        this.evaluator = evaluator;
        this.useCorrectionHistory = useCorrectionHistory;
        this.correctionMaxWeight = correctionMaxWeight;
        int kinds = useCorrectionHistory ? structure.structureKinds() : 0;
        if (useCorrectionHistory && kinds < 1) {
            throw new IllegalArgumentException("the game's structureKinds() is " + kinds + ", not at least 1");
        }
        correction = new CorrectionHistory<>(structure, kinds, plies, correctionLimit);
    }

    /** Tells the evaluator an iteration starts ({@link Evaluator#iterationStarting}). */
    void iterationStarting(int depth, int previousScore) {
        evaluator.iterationStarting(depth, previousScore);
    }

    /** Forgets what the correction history learnt (a new game). */
    void clear() {
        correction.clear();
    }

    /**
     * The evaluator's score of {@code p}, kept strictly inside the decided bounds: an evaluator
     * that strays outside (against its contract) must not be read as a mate or a final margin,
     * or break the window arithmetic.
     */
    int raw(P p) {
        return insideMateBounds(evaluator.evaluate(p));
    }

    /**
     * The static score {@code raw} of {@code p} at {@code ply}, corrected with the correction
     * history when it is on (which keeps the entries it read in the ply's slots, for
     * {@link #learn}); else {@code raw}.
     */
    int corrected(P p, int raw, int ply) {
        if (!useCorrectionHistory) {
            return raw;
        }
        return insideMateBounds(raw + correction.correctionOf(p, correction.slotsAt(ply)));
    }

    /** The corrected static score of {@code p} outside a search (allocates; see Searcher). */
    int outsideSearch(P p) {
        int raw = raw(p);
        if (!useCorrectionHistory) {
            return raw;
        }
        return insideMateBounds(raw + correction.correctionOf(p, new int[correction.kinds()]));
    }

    /**
     * Step 18 of {@code NodeSearch.node} ({@link Technique#CORRECTION_HISTORY}): the node at
     * {@code ply}, searched to {@code depth}, whose raw static score was {@code raw} and
     * corrected one {@code staticEval}, ended with {@code best} as a {@code bound}. The
     * correction history learns from a result that says where the true value lies relative to
     * the static score: an exact one, a lower bound above it or an upper bound below it; not
     * from mate scores. (The node leaves out the results that are no structure's bias.)
     */
    void learn(int ply, int best, Bound bound, int raw, int staticEval, int depth) {
        if (useCorrectionHistory && Math.abs(best) < Score.DECIDED_BOUND
                && !(bound == Bound.LOWER && best <= staticEval)
                && !(bound == Bound.UPPER && best >= staticEval)) {
            correction.learn(correction.slotsAt(ply), best - raw, depth, correctionMaxWeight);
        }
    }

    /** {@code score} clamped strictly inside the mate bounds. */
    private static int insideMateBounds(int score) {
        return Math.max(-Score.DECIDED_BOUND + 1, Math.min(Score.DECIDED_BOUND - 1, score));
    }
}
