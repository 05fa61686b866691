package io.github.tansaku.search.algo;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.trace.SearchTracer;
import java.util.ArrayList;
import java.util.List;

/**
 * Plain minimax in its negamax form: every move searched to the same depth, nothing pruned.
 *
 * <p>It is the reference every other searcher is tested against, and the place to start
 * reading: a node's value is the best of its children's values, each negated because the
 * children are scored from the opponent's point of view. Leaves are scored by the game's
 * outcome when the game has ended, by the evaluator at depth 0.
 *
 * <p>Not thread-safe; a new search may start once the previous one returned.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Minimax<P, M> {

    private final Game<P, M> game;
    private final Evaluator<P> evaluator;
    private final int[][] moves = new int[Score.MAX_PLY + 1][];
    private final int[][] pv = new int[Score.MAX_PLY + 1][Score.MAX_PLY + 1];
    private final int[] pvLength = new int[Score.MAX_PLY + 1];
    private long nodes;
    /** Hears every node when tracing is on; {@code null} (off) by default. */
    private SearchTracer tracer;

    /** A searcher of {@code game} that scores leaves with {@code evaluator}. */
    public Minimax(Game<P, M> game, Evaluator<P> evaluator) {
        this.game = game;
        this.evaluator = evaluator;
    }

    /**
     * Searches {@code position} to {@code depth} plies. The position is left as it was.
     *
     * @param depth at least 1 and below {@link Score#MAX_PLY}
     * @return the best move (the first of equal ones, {@code null} without legal moves), the
     *     minimax value from the side to move's view and the principal variation
     */
    public SearchResult<M> search(P position, int depth) {
        requireDepth(depth);
        nodes = 0;
        long start = System.nanoTime();
        int score = child(position, Game.NO_MOVE, depth, 0);
        return Pv.result(game, pv[0], pvLength[0], score, depth, nodes, start);
    }

    /** The number of nodes (positions visited, the root included) of the last search. */
    public long nodes() {
        return nodes;
    }

    /**
     * Traces the next searches node by node to {@code tracer} (for lessons and pictures), or
     * stops tracing with {@code null}, the default. Off, tracing costs one null test per node.
     */
    public void setTracer(SearchTracer tracer) {
        this.tracer = tracer;
    }

    /**
     * Searches the node {@code move} leads to (the root when it is {@code Game.NO_MOVE}),
     * telling the tracer, when tracing is on, the window it enters with and the score it returns.
     */
    private int child(P position, int move, int depth, int ply) {
        if (tracer == null) {
            return negamax(position, depth, ply);
        }
        tracer.enter(move, ply, depth, -Score.INFINITE, Score.INFINITE);
        int value = negamax(position, depth, ply);
        tracer.leave(value);
        return value;
    }

    private int negamax(P position, int depth, int ply) {
        nodes++;
        pvLength[ply] = 0;
        Outcome outcome = game.outcome(position, ply);
        if (outcome.isOver()) {
            return GameEnd.score(game, position, outcome, ply);
        }
        if (depth == 0 || ply >= Score.MAX_PLY - 1) {
            int eval = evaluator.evaluate(position);
            if (tracer != null) {
                tracer.evaluated(eval);
            }
            return eval;
        }
        int[] list = movesAt(ply);
        int count = game.generateMoves(position, list, 0);
        int best = -Score.INFINITE;
        boolean anyLegal = false;
        for (int i = 0; i < count; i++) {
            int move = list[i];
            if (!game.makeMove(position, move)) {
                continue; // pseudo-legal move that is not legal
            }
            anyLegal = true;
            int value = -child(position, move, depth - 1, ply + 1);
            game.unmakeMove(position, move);
            if (value > best) {
                best = value;
                Pv.update(pv, pvLength, ply, move);
            }
        }
        return anyLegal ? best : GameEnd.score(game, position, game.outcomeWithoutMoves(position), ply);
    }

    private int[] movesAt(int ply) {
        if (moves[ply] == null) {
            moves[ply] = new int[game.maxMoves()];
        }
        return moves[ply];
    }

    static void requireDepth(int depth) {
        if (depth < 1 || depth >= Score.MAX_PLY) {
            throw new IllegalArgumentException("depth must be in [1, " + (Score.MAX_PLY - 1) + "]: " + depth);
        }
    }

    /** Triangular principal-variation bookkeeping shared by the teaching searchers. */
    static final class Pv {
        private Pv() {
        }

        /** {@code move} is the new best move at {@code ply}: the PV becomes it plus the child's PV. */
        static void update(int[][] pv, int[] pvLength, int ply, int move) {
            pv[ply][0] = move;
            int childLength = pvLength[ply + 1];
            System.arraycopy(pv[ply + 1], 0, pv[ply], 1, childLength);
            pvLength[ply] = childLength + 1;
        }

        static <P, M> SearchResult<M> result(Game<P, M> game, int[] line, int length, int score, int depth,
                long nodes, long startNanos) {
            List<M> moves = new ArrayList<>(length);
            for (int i = 0; i < length; i++) {
                moves.add(game.moveOf(line[i]));
            }
            M best = moves.isEmpty() ? null : moves.get(0);
            M ponder = moves.size() > 1 ? moves.get(1) : null;
            long millis = (System.nanoTime() - startNanos) / 1_000_000L;
            return new SearchResult<>(best, ponder, score, moves, depth, depth, nodes, millis);
        }
    }
}
