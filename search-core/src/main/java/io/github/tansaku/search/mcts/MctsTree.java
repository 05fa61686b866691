package io.github.tansaku.search.mcts;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.MovePriors;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchInfo;
import io.github.tansaku.search.SearchLimits;
import java.util.ArrayList;
import java.util.List;

/**
 * The tree one {@link MctsSearcher} grows, and every operation on it: descent by the selection
 * rule with virtual loss, expansion, backup of results and of proofs (MCTS-Solver), and reading
 * the principal variation. All of it runs under this object's lock, so any number of threads
 * may share the tree; playouts run outside the lock, on each thread's own position.
 *
 * <h2>Proofs</h2>
 * The MCTS-Solver with score bounds: every node carries a proven lower and upper bound of its
 * value (loss, draw, win, for the side to move there), a child whose position has ended gets
 * both when it is created, and a node's bounds follow from its children's in negamax fashion:
 * lower = max over children of −upper, upper = max over children of −lower (a child not yet
 * expanded counts as anything from loss to win). A node is proven when its bounds meet: a win as
 * soon as one child is a proven loss, a loss once every child is a proven win, a draw once a
 * draw is guaranteed and nothing better is possible. Selection skips a child that cannot raise
 * its parent above the parent's lower bound (a move that at best draws when a draw is already
 * certain, a move that loses for sure), which prunes as alpha-beta does and lets draws be
 * proven too. A proven node is a game end for the selection: the descent stops there and backs
 * up the exact result. The distance of a proven win is that of the first winning line found,
 * an upper bound on the shortest.
 */
final class MctsTree<P, M> {

    private final Game<P, M> game;
    private final MctsOptions options;
    private final MovePriors<P> priors;
    private final NodePool pool;
    private final int virtualLoss;
    private int root;
    private int maxTreeDepth;
    private int selDepth;
    private volatile long playouts;

    @SuppressWarnings("unchecked")
    MctsTree(Game<P, M> game, MctsOptions options) {
        this.game = game;
        this.options = options;
        this.priors = options.selection() == Selection.PUCT && game instanceof MovePriors<?>
                ? (MovePriors<P>) game : null;
        this.pool = new NodePool(options.nodeBudget());
        this.virtualLoss = options.virtualLoss();
        this.root = pool.clear();
    }

    /** Forgets the tree. */
    synchronized void clear() {
        root = pool.clear();
    }

    /** Prepares a new search of at most {@code maxDepth} plies of tree. */
    synchronized void startSearch(int maxDepth) {
        maxTreeDepth = Math.min(maxDepth, Score.MAX_PLY - 2);
        selDepth = 0;
        playouts = 0;
    }

    /** Playouts of the running or last search. */
    long playouts() {
        return playouts;
    }

    /** Whether the root has its children, which a search needs. */
    synchronized boolean rootExpanded() {
        return pool.childCount[root] > 0;
    }

    /** Whether the root was proven without children (an ended position): it must be searched afresh. */
    synchronized boolean rootIsLeafProof() {
        return pool.childCount[root] == 0 && pool.proven(root);
    }

    /**
     * Expands the root of {@code w}'s position with the root moves {@code limits} allows (all
     * legal moves when none of those is legal).
     *
     * @return false when the pool had no room
     */
    synchronized boolean expandRoot(MctsWorker<P, M> w, SearchLimits limits) {
        int count = legalMoves(w, limits, 0);
        if (count == 0 && limits.restrictsRootMoves()) {
            count = legalMoves(w, SearchLimits.none(), 0);
        }
        if (count == 0) {
            return true; // no legal move: the searcher answers without one
        }
        return addChildren(root, 0, w, count);
    }

    /** The legal moves of {@code w}'s position that {@code limits} allows, into its buffer, with their outcomes. */
    private int legalMoves(MctsWorker<P, M> w, SearchLimits limits, int ply) {
        P position = w.position;
        int[] moves = w.expansionMoves;
        int generated = game.generateMoves(position, moves, 0);
        int legal = 0;
        for (int i = 0; i < generated; i++) {
            int move = moves[i];
            if (!limits.allowsRootMove(move) || !game.makeMove(position, move)) {
                continue;
            }
            w.expansionOutcomes[legal] = game.outcome(position, ply + 1);
            game.unmakeMove(position, move);
            moves[legal++] = move;
        }
        return legal;
    }

    /**
     * Walks from the root to a leaf by the selection rule, playing the moves on {@code w}'s
     * position and adding virtual visits; expands the leaf when it was visited before. Sets
     * {@code w.depth}, {@code w.path}, {@code w.pathMoves} and {@code w.justProved}.
     *
     * @return the exact result for the side to move at the leaf when the leaf is proven, else NaN
     *     (the caller values the leaf)
     */
    synchronized double descend(MctsWorker<P, M> w) {
        int node = root;
        int depth = 0;
        w.path[0] = root;
        w.justProved = false;
        pool.visits[root] += virtualLoss;
        while (true) {
            if (pool.proven(node)) {
                w.depth = depth;
                return resultOf(pool.lower[node]);
            }
            if (pool.childCount[node] == 0 || depth >= maxTreeDepth) {
                // A leaf, or as deep as this search's tree may go (a kept tree can be deeper).
                if (pool.childCount[node] == 0 && pool.visits[node] > virtualLoss && depth < maxTreeDepth) {
                    w.justProved = expand(node, depth, w);
                    if (pool.proven(node)) {
                        w.depth = depth;
                        return resultOf(pool.lower[node]);
                    }
                }
                w.depth = depth;
                return Double.NaN;
            }
            int child = select(node);
            int move = pool.move[child];
            game.makeMove(w.position, move); // legal: children hold legal moves only
            depth++;
            w.path[depth] = child;
            w.pathMoves[depth] = move;
            pool.visits[child] += virtualLoss;
            node = child;
            if (depth > selDepth) {
                selDepth = depth;
            }
        }
    }

    /**
     * Adds the playout's result along {@code w}'s path, takes its virtual visits back, and carries
     * a new proof upwards.
     *
     * @param result the result for the side to move at the leaf: 1 win, 1/2 draw, 0 loss
     * @return whether the root is proven
     */
    synchronized boolean backup(MctsWorker<P, M> w, double result) {
        double forMover = 1 - result;
        int restore = 1 - virtualLoss;
        for (int k = w.depth; k >= 0; k--) {
            int node = w.path[k];
            pool.visits[node] += restore;
            pool.value[node] += forMover;
            forMover = 1 - forMover;
        }
        if (w.justProved) {
            for (int k = w.depth - 1; k >= 0 && updateBounds(w.path[k]); k--) {
                // each change of bounds may change the parent's
            }
        }
        playouts++;
        return pool.proven(root);
    }

    /** Expands {@code node}; whether its bounds changed (children that ended the game, or no move). */
    private boolean expand(int node, int ply, MctsWorker<P, M> w) {
        int count = legalMoves(w, SearchLimits.none(), ply);
        if (count == 0) {
            setProven(node, valueOf(game.outcomeWithoutMoves(w.position)), 0);
            return true;
        }
        return addChildren(node, ply, w, count) && updateBounds(node);
    }

    /** Gives {@code node} the children of {@code w}'s buffered legal moves; false when the pool is full. */
    private boolean addChildren(int node, int ply, MctsWorker<P, M> w, int count) {
        int first = pool.allocate(count, node);
        if (first < 0) {
            return false;
        }
        double[] weights = w.priorWeights;
        double sum = 0;
        if (priors != null) {
            priors.movePriors(w.position, w.expansionMoves, count, weights);
            for (int i = 0; i < count; i++) {
                if (!(weights[i] >= 0) || Double.isInfinite(weights[i])) {
                    throw new IllegalStateException("move prior " + weights[i] + " is not a finite non-negative weight");
                }
                sum += weights[i];
            }
        }
        for (int i = 0; i < count; i++) {
            int child = first + i;
            pool.move[child] = w.expansionMoves[i];
            pool.prior[child] = (float) (sum > 0 ? weights[i] / sum : 1.0 / count);
            Outcome outcome = w.expansionOutcomes[i];
            if (outcome.isOver()) {
                setProven(child, valueOf(outcome), 0);
            }
        }
        pool.firstChild[node] = first;
        pool.childCount[node] = count;
        return true;
    }

    /**
     * Recomputes {@code node}'s bounds from its children's (negamax: lower = max of −upper,
     * upper = max of −lower); whether they changed.
     */
    private boolean updateBounds(int node) {
        if (pool.proven(node) || pool.childCount[node] == 0) {
            return false;
        }
        int first = pool.firstChild[node];
        int end = first + pool.childCount[node];
        int lower = NodePool.LOSS;
        int upper = NodePool.LOSS;
        int winPlies = Integer.MAX_VALUE;
        int lossPlies = 0;
        for (int child = first; child < end; child++) {
            lower = Math.max(lower, -pool.upper[child]);
            upper = Math.max(upper, -pool.lower[child]);
            if (pool.upper[child] == NodePool.LOSS) {
                winPlies = Math.min(winPlies, pool.proofPlies[child]);
            }
            lossPlies = Math.max(lossPlies, pool.proofPlies[child]);
        }
        if (lower == pool.lower[node] && upper == pool.upper[node]) {
            return false;
        }
        pool.lower[node] = (byte) lower;
        pool.upper[node] = (byte) upper;
        if (lower == NodePool.WIN) {
            pool.proofPlies[node] = (short) (winPlies + 1);
        } else if (upper == NodePool.LOSS) {
            pool.proofPlies[node] = (short) (lossPlies + 1);
        }
        return true;
    }

    private void setProven(int node, byte value, int plies) {
        pool.lower[node] = value;
        pool.upper[node] = value;
        pool.proofPlies[node] = (short) plies;
    }

    /** Whether {@code child} can still raise its parent above the parent's proven lower bound. */
    private boolean canImprove(int node, int child) {
        return -pool.lower[child] > pool.lower[node];
    }

    /** The child to descend into; {@code node} is expanded and unproven. */
    private int select(int node) {
        int first = pool.firstChild[node];
        int end = first + pool.childCount[node];
        int parentVisits = Math.max(1, pool.visits[node]);
        boolean uct = options.selection() == Selection.UCT;
        double c = options.exploration();
        double explore = uct ? c * Math.sqrt(Math.log(parentVisits)) : c * Math.sqrt(parentVisits);
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int child = first; child < end; child++) {
            if (!canImprove(node, child)) {
                continue; // pruned: nothing to gain there over what is already certain
            }
            int visits = pool.visits[child];
            boolean proven = pool.proven(child);
            double score;
            if (uct) {
                if (visits == 0) {
                    return child;
                }
                double mean = proven ? 1 - resultOf(pool.lower[child]) : pool.value[child] / visits;
                score = mean + explore / Math.sqrt(visits);
            } else {
                double mean = proven ? 1 - resultOf(pool.lower[child]) : visits == 0 ? 0.5 : pool.value[child] / visits;
                score = mean + explore * pool.prior[child] / (1 + visits);
            }
            if (score > bestScore) {
                bestScore = score;
                best = child;
            }
        }
        return best >= 0 ? best : first;
    }

    /**
     * The child to play at {@code node}: the shortest proven win when there is one; else the most
     * visited child that either can still do better than the node's proven lower bound or
     * guarantees it; the longest loss when every child loses.
     */
    private int bestChild(int node) {
        int first = pool.firstChild[node];
        int end = first + pool.childCount[node];
        int best = -1;
        int bestWinPlies = Integer.MAX_VALUE;
        for (int child = first; child < end; child++) {
            if (pool.upper[child] == NodePool.LOSS && pool.proofPlies[child] < bestWinPlies) {
                bestWinPlies = pool.proofPlies[child];
                best = child;
            }
        }
        if (best >= 0) {
            return best;
        }
        if (pool.upper[node] == NodePool.LOSS) {
            int longest = -1;
            for (int child = first; child < end; child++) {
                if (pool.proofPlies[child] > longest) {
                    longest = pool.proofPlies[child];
                    best = child;
                }
            }
            return best;
        }
        long bestVisits = -1;
        for (int child = first; child < end; child++) {
            boolean candidate = canImprove(node, child) || -pool.upper[child] >= pool.lower[node];
            if (candidate && visitsThenMean(child) > bestVisits) {
                bestVisits = visitsThenMean(child);
                best = child;
            }
        }
        return best >= 0 ? best : first;
    }

    /** Visits, ties broken by the mean result. */
    private long visitsThenMean(int child) {
        int visits = pool.visits[child];
        double mean = visits > 0 ? pool.value[child] / visits : 0;
        return ((long) visits << 20) + (long) (mean * ((1 << 20) - 1));
    }

    /** The principal variation by visits, as move codes, into {@code line}; returns its length. */
    private int principalVariation(int[] line) {
        int length = 0;
        int node = root;
        while (pool.childCount[node] > 0 && length < line.length) {
            node = bestChild(node);
            line[length++] = pool.move[node];
        }
        return length;
    }

    /** The score of the root's best child from the root side to move's view, on the {@link Score} scale. */
    private int score(int child) {
        if (pool.proven(child)) {
            return switch (pool.lower[child]) {
                case NodePool.LOSS -> Score.mateIn(pool.proofPlies[child] + 1);
                case NodePool.WIN -> Score.matedIn(pool.proofPlies[child] + 1);
                default -> Score.DRAW;
            };
        }
        int visits = pool.visits[child];
        double mean = visits > 0 ? pool.value[child] / visits : 0.5;
        double clamped = Math.min(0.999, Math.max(0.001, mean));
        return (int) Math.round(options.evaluationScale() * Math.log(clamped / (1 - clamped)));
    }

    /** The root's best move, its score and line, as a progress report. Allocates; once per report. */
    synchronized SearchInfo<M> info(long timeMillis) {
        int[] line = new int[Score.MAX_PLY];
        int length = principalVariation(line);
        List<M> pv = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            pv.add(game.moveOf(line[i]));
        }
        int score = length > 0 ? score(bestChild(root)) : Score.DRAW;
        int hashfull = (int) ((long) pool.size() * 1000 / pool.capacity);
        return new SearchInfo<>(length, Math.max(selDepth, length), 1, score, Bound.EXACT, playouts, timeMillis,
                hashfull, pv);
    }

    /** The root's child reached by {@code move}, or -1. */
    synchronized int rootChild(int move) {
        return pool.childCount[root] > 0 ? pool.child(root, move) : -1;
    }

    /** Keeps only the subtree of the root's child {@code child}, which becomes the root. */
    synchronized void reroot(int child) {
        pool.reroot(child);
        root = 0;
    }

    /** Nodes in use. */
    synchronized int size() {
        return pool.size();
    }

    /** The exact result of a proven value for the side to move at the node: 1 win, 1/2 draw, 0 loss. */
    private static double resultOf(byte value) {
        return (value + 1) * 0.5;
    }

    /** The result of an outcome for the side to move: 1 win, 1/2 draw, 0 loss. */
    static double resultOf(Outcome outcome) {
        return outcome == Outcome.WIN ? 1 : outcome == Outcome.LOSS ? 0 : 0.5;
    }

    private static byte valueOf(Outcome outcome) {
        return outcome == Outcome.WIN ? NodePool.WIN : outcome == Outcome.LOSS ? NodePool.LOSS : NodePool.DRAW;
    }
}
