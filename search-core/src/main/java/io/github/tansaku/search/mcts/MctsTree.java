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
 * A child whose position has ended is proven when it is created. A node is proven a win as soon
 * as one child is a proven loss (for the side to move there), and once all children are proven
 * it takes the best of them: a draw if any child is a draw, else a loss. A proven node is a
 * game end for the selection: the descent stops there and backs up the exact result. Selection
 * never enters a child proven won by the opponent while another child is left. The distance of a
 * proven win is that of the first winning line found, an upper bound on the shortest.
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
        return pool.childCount[root] == 0 && pool.proof[root] != NodePool.UNPROVEN;
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
            byte proof = pool.proof[node];
            if (proof != NodePool.UNPROVEN) {
                w.depth = depth;
                return resultOf(proof);
            }
            if (pool.childCount[node] == 0) {
                if (pool.visits[node] > virtualLoss && depth < maxTreeDepth) {
                    expand(node, depth, w);
                    if (pool.proof[node] != NodePool.UNPROVEN) {
                        w.justProved = true;
                        w.depth = depth;
                        return resultOf(pool.proof[node]);
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
            for (int k = w.depth - 1; k >= 0 && prove(w.path[k]); k--) {
                // each newly proven node may prove its parent
            }
        }
        playouts++;
        return pool.proof[root] != NodePool.UNPROVEN;
    }

    private void expand(int node, int ply, MctsWorker<P, M> w) {
        int count = legalMoves(w, SearchLimits.none(), ply);
        if (count == 0) {
            Outcome outcome = game.outcomeWithoutMoves(w.position);
            pool.proof[node] = proofOf(outcome);
            pool.proofPlies[node] = 0;
            return;
        }
        if (addChildren(node, ply, w, count)) {
            prove(node);
        }
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
                pool.proof[child] = proofOf(outcome);
            }
        }
        pool.firstChild[node] = first;
        pool.childCount[node] = count;
        return true;
    }

    /** Proves {@code node} from its children if they allow it; whether it became proven now. */
    private boolean prove(int node) {
        if (pool.proof[node] != NodePool.UNPROVEN || pool.childCount[node] == 0) {
            return false;
        }
        int first = pool.firstChild[node];
        int end = first + pool.childCount[node];
        boolean allProven = true;
        boolean anyDraw = false;
        int winPlies = Integer.MAX_VALUE;
        int lossPlies = -1;
        for (int child = first; child < end; child++) {
            switch (pool.proof[child]) {
                case NodePool.LOSS -> winPlies = Math.min(winPlies, pool.proofPlies[child]);
                case NodePool.WIN -> lossPlies = Math.max(lossPlies, pool.proofPlies[child]);
                case NodePool.DRAW -> anyDraw = true;
                default -> allProven = false;
            }
        }
        if (winPlies != Integer.MAX_VALUE) {
            pool.proof[node] = NodePool.WIN;
            pool.proofPlies[node] = (short) (winPlies + 1);
            return true;
        }
        if (!allProven) {
            return false;
        }
        pool.proof[node] = anyDraw ? NodePool.DRAW : NodePool.LOSS;
        pool.proofPlies[node] = (short) (anyDraw ? 0 : lossPlies + 1);
        return true;
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
            byte proof = pool.proof[child];
            if (proof == NodePool.WIN) {
                continue; // the opponent wins there: never worth a visit while another move is left
            }
            int visits = pool.visits[child];
            double score;
            if (uct) {
                if (visits == 0) {
                    return child;
                }
                double mean = proof == NodePool.DRAW ? 0.5 : pool.value[child] / visits;
                score = mean + explore / Math.sqrt(visits);
            } else {
                double mean = proof == NodePool.DRAW ? 0.5 : visits == 0 ? 0.5 : pool.value[child] / visits;
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
     * The child to play at {@code node}: a proven win (shortest) when there is one; else the most
     * visited child not proven lost (the longest loss when all are).
     */
    private int bestChild(int node) {
        int first = pool.firstChild[node];
        int end = first + pool.childCount[node];
        int best = -1;
        int bestWinPlies = Integer.MAX_VALUE;
        for (int child = first; child < end; child++) {
            if (pool.proof[child] == NodePool.LOSS && pool.proofPlies[child] < bestWinPlies) {
                bestWinPlies = pool.proofPlies[child];
                best = child;
            }
        }
        if (best >= 0) {
            return best;
        }
        long bestVisits = -1;
        for (int child = first; child < end; child++) {
            if (pool.proof[child] != NodePool.WIN && visitsThenMean(child) > bestVisits) {
                bestVisits = visitsThenMean(child);
                best = child;
            }
        }
        if (best >= 0) {
            return best;
        }
        int longest = -1;
        for (int child = first; child < end; child++) {
            if (pool.proofPlies[child] > longest) {
                longest = pool.proofPlies[child];
                best = child;
            }
        }
        return best;
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
        switch (pool.proof[child]) {
            case NodePool.LOSS:
                return Score.mateIn(pool.proofPlies[child] + 1);
            case NodePool.WIN:
                return Score.matedIn(pool.proofPlies[child] + 1);
            case NodePool.DRAW:
                return Score.DRAW;
            default:
                int visits = pool.visits[child];
                double mean = visits > 0 ? pool.value[child] / visits : 0.5;
                double clamped = Math.min(0.999, Math.max(0.001, mean));
                return (int) Math.round(options.evaluationScale() * Math.log(clamped / (1 - clamped)));
        }
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

    /** The exact result of a proof for the side to move at the proven node. */
    private static double resultOf(byte proof) {
        return proof == NodePool.WIN ? 1 : proof == NodePool.LOSS ? 0 : 0.5;
    }

    /** The result of an outcome for the side to move: 1 win, 1/2 draw, 0 loss. */
    static double resultOf(Outcome outcome) {
        return outcome == Outcome.WIN ? 1 : outcome == Outcome.LOSS ? 0 : 0.5;
    }

    private static byte proofOf(Outcome outcome) {
        return outcome == Outcome.WIN ? NodePool.WIN : outcome == Outcome.LOSS ? NodePool.LOSS : NodePool.DRAW;
    }
}
