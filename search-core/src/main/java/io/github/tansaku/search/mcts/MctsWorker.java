package io.github.tansaku.search.mcts;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import java.util.SplittableRandom;

/**
 * One search thread of a {@link MctsSearcher}: its own position, buffers and random generator,
 * and the playout loop body. A playout descends the shared tree (under its lock), values the
 * leaf outside the lock by a random playout, the evaluator or a mix of both, and backs the
 * result up. Everything it needs is allocated when it is built, so playouts allocate nothing.
 */
final class MctsWorker<P, M> {

    private final Game<P, M> game;
    private final Evaluator<P> evaluator;
    private final RolloutPolicy<P> policy;
    private final MctsTree<P, M> tree;
    private final double rolloutWeight;
    private final double evaluationScale;
    private final int maxRolloutPlies;

    /** The position the thread plays on; at the root between playouts. */
    P position;
    /** Node indexes from the root (0) to the leaf ({@link #depth}). */
    final int[] path = new int[Score.MAX_PLY + 1];
    /** {@code pathMoves[k]} leads to {@code path[k]} (k from 1). */
    final int[] pathMoves = new int[Score.MAX_PLY + 1];
    /** The leaf's depth in the tree. */
    int depth;
    /** Whether the last descent proved its leaf (by expanding it). */
    boolean justProved;
    /** Expansion buffers: legal moves, the outcome after each, prior weights. */
    final int[] expansionMoves;
    final Outcome[] expansionOutcomes;
    final double[] priorWeights;
    private final int[] rolloutMoves;
    private final int[] rolloutLine = new int[Score.MAX_PLY + 1];
    private SplittableRandom random = new SplittableRandom(0);

    MctsWorker(Game<P, M> game, Evaluator<P> evaluator, RolloutPolicy<P> policy, MctsTree<P, M> tree,
            MctsOptions options) {
        this.game = game;
        this.evaluator = evaluator;
        this.policy = policy;
        this.tree = tree;
        this.rolloutWeight = options.rolloutWeight();
        this.evaluationScale = options.evaluationScale();
        this.maxRolloutPlies = options.maxRolloutPlies();
        int maxMoves = game.maxMoves();
        expansionMoves = new int[maxMoves];
        expansionOutcomes = new Outcome[maxMoves];
        priorWeights = new double[maxMoves];
        rolloutMoves = new int[maxMoves];
    }

    /** Sets the root position and the generator's seed for a new search. */
    void prepare(P root, long seed) {
        position = root;
        random = new SplittableRandom(seed);
    }

    /**
     * One playout: descend, value the leaf, back up, return to the root.
     *
     * @return whether the root is proven
     */
    boolean playout() {
        double result = tree.descend(this);
        if (Double.isNaN(result)) {
            result = valueLeaf();
        }
        boolean rootProven = tree.backup(this, result);
        for (int k = depth; k >= 1; k--) {
            game.unmakeMove(position, pathMoves[k]);
        }
        return rootProven;
    }

    /** The leaf's value for its side to move, in [0, 1]. */
    private double valueLeaf() {
        double value = 0;
        if (rolloutWeight > 0) {
            value += rolloutWeight * rollout(depth);
        }
        if (rolloutWeight < 1) {
            value += (1 - rolloutWeight) * evaluate();
        }
        return value;
    }

    /**
     * Plays the rollout policy's moves from the leaf to the game end (or the rollout's length,
     * then the evaluator decides), takes them back, and returns the result for the leaf's side
     * to move.
     */
    private double rollout(int startPly) {
        int plies = 0;
        double result;
        while (true) {
            if (plies > 0) {
                Outcome outcome = game.outcome(position, startPly + plies);
                if (outcome.isOver()) {
                    result = MctsTree.resultOf(outcome);
                    break;
                }
            }
            if (plies >= maxRolloutPlies || startPly + plies >= Score.MAX_PLY - 1) {
                result = evaluate();
                break;
            }
            int move = randomLegalMove();
            if (move == Game.NO_MOVE) {
                result = MctsTree.resultOf(game.outcomeWithoutMoves(position));
                break;
            }
            rolloutLine[plies++] = move;
        }
        for (int i = plies - 1; i >= 0; i--) {
            game.unmakeMove(position, rolloutLine[i]);
        }
        return (plies & 1) == 0 ? result : 1 - result;
    }

    /** Makes a legal move the policy chose and returns it; {@link Game#NO_MOVE} when there is none. */
    private int randomLegalMove() {
        int count = game.generateMoves(position, rolloutMoves, 0);
        while (count > 0) {
            int index = policy.choose(position, rolloutMoves, count, random);
            if (index < 0 || index >= count) {
                throw new IllegalStateException("the rollout policy chose index " + index + " of " + count + " moves");
            }
            int move = rolloutMoves[index];
            if (game.makeMove(position, move)) {
                return move;
            }
            rolloutMoves[index] = rolloutMoves[--count];
        }
        return Game.NO_MOVE;
    }

    /** The evaluator's score as a win probability for the side to move. */
    private double evaluate() {
        return 1 / (1 + Math.exp(-evaluator.evaluate(position) / evaluationScale));
    }
}
