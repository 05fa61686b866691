package io.github.tansaku.search.mcts;

/**
 * The settings of a {@link MctsSearcher}. Immutable; start from {@link #defaults()} and refine
 * with the {@code withXxx} methods, which check their argument.
 *
 * @param selection           the selection rule
 * @param exploration         the exploration constant {@code c} of the selection rule (results
 *                            count 1 for a win, 1/2 for a draw, 0 for a loss)
 * @param rolloutWeight       how a new leaf is valued: 1 by a random playout only, 0 by the
 *                            evaluator only (through the logistic below), and in between the
 *                            weighted mix of both
 * @param evaluationScale     the evaluator's units per logistic unit: a score {@code s} is a win
 *                            probability of {@code 1 / (1 + exp(-s / evaluationScale))}; also the
 *                            scale on which mean results are reported as scores
 * @param maxRolloutPlies     a playout longer than this stops and is valued by the evaluator
 * @param nodeBudget          the number of tree nodes, allocated once when the searcher is built;
 *                            once it is used up the tree stops growing and playouts go on from
 *                            its leaves
 * @param threads             search threads sharing one tree
 * @param virtualLoss         visits a thread adds to each node of its path while its playout
 *                            runs, counted as losses until the result arrives, to send the other
 *                            threads elsewhere
 * @param seed                the seed of the playout generators: one thread with a node limit
 *                            gives the same search every time
 */
public record MctsOptions(Selection selection, double exploration, double rolloutWeight, double evaluationScale,
        int maxRolloutPlies, int nodeBudget, int threads, int virtualLoss, long seed) {

    private static final MctsOptions DEFAULTS = new MctsOptions(Selection.UCT, 1.0, 1.0, 200, 200, 1 << 20, 1, 1, 1);

    /** Checks every setting. */
    public MctsOptions {
        if (selection == null) {
            throw new IllegalArgumentException("selection must not be null");
        }
        requireFinite(exploration, "exploration", 0);
        if (!(rolloutWeight >= 0 && rolloutWeight <= 1)) {
            throw new IllegalArgumentException("rolloutWeight must be in [0, 1]: " + rolloutWeight);
        }
        if (!(evaluationScale > 0) || Double.isInfinite(evaluationScale)) {
            throw new IllegalArgumentException("evaluationScale must be positive and finite: " + evaluationScale);
        }
        requireAtLeast(maxRolloutPlies, 1, "maxRolloutPlies");
        requireAtLeast(nodeBudget, 2, "nodeBudget");
        requireAtLeast(threads, 1, "threads");
        requireAtLeast(virtualLoss, 1, "virtualLoss");
    }

    /** UCT with c = 1, random playouts, 2^20 nodes (about 36 MB), one thread, seed 1. */
    public static MctsOptions defaults() {
        return DEFAULTS;
    }

    /** A copy with {@code selection}. */
    public MctsOptions withSelection(Selection selection) {
        return new MctsOptions(selection, exploration, rolloutWeight, evaluationScale, maxRolloutPlies, nodeBudget,
                threads, virtualLoss, seed);
    }

    /** A copy with the exploration constant (at least 0). */
    public MctsOptions withExploration(double c) {
        return new MctsOptions(selection, c, rolloutWeight, evaluationScale, maxRolloutPlies, nodeBudget, threads,
                virtualLoss, seed);
    }

    /** A copy with the rollout weight (1 = playouts only, 0 = evaluator only). */
    public MctsOptions withRolloutWeight(double weight) {
        return new MctsOptions(selection, exploration, weight, evaluationScale, maxRolloutPlies, nodeBudget, threads,
                virtualLoss, seed);
    }

    /** A copy with the evaluator's units per logistic unit. */
    public MctsOptions withEvaluationScale(double scale) {
        return new MctsOptions(selection, exploration, rolloutWeight, scale, maxRolloutPlies, nodeBudget, threads,
                virtualLoss, seed);
    }

    /** A copy with the longest playout. */
    public MctsOptions withMaxRolloutPlies(int plies) {
        return new MctsOptions(selection, exploration, rolloutWeight, evaluationScale, plies, nodeBudget, threads,
                virtualLoss, seed);
    }

    /** A copy with the number of tree nodes. */
    public MctsOptions withNodeBudget(int nodes) {
        return new MctsOptions(selection, exploration, rolloutWeight, evaluationScale, maxRolloutPlies, nodes, threads,
                virtualLoss, seed);
    }

    /** A copy with the number of search threads. */
    public MctsOptions withThreads(int count) {
        return new MctsOptions(selection, exploration, rolloutWeight, evaluationScale, maxRolloutPlies, nodeBudget,
                count, virtualLoss, seed);
    }

    /** A copy with the virtual loss. */
    public MctsOptions withVirtualLoss(int visits) {
        return new MctsOptions(selection, exploration, rolloutWeight, evaluationScale, maxRolloutPlies, nodeBudget,
                threads, visits, seed);
    }

    /** A copy with the seed. */
    public MctsOptions withSeed(long value) {
        return new MctsOptions(selection, exploration, rolloutWeight, evaluationScale, maxRolloutPlies, nodeBudget,
                threads, virtualLoss, value);
    }

    private static void requireFinite(double value, String what, double min) {
        if (!(value >= min) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(what + " must be finite and at least " + min + ": " + value);
        }
    }

    private static void requireAtLeast(long value, long min, String what) {
        if (value < min) {
            throw new IllegalArgumentException(what + " must be at least " + min + ": " + value);
        }
    }
}
