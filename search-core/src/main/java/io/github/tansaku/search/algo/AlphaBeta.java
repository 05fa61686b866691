package io.github.tansaku.search.algo;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.trace.SearchTracer;

/**
 * Alpha-beta in negamax form, fail-soft, moves in the order the game generates them.
 *
 * <p>It returns exactly {@link Minimax}'s value but skips the subtrees that cannot matter: the
 * window ({@code alpha}, {@code beta}) holds the scores that could still change the result
 * higher up; as soon as one move scores {@code beta} or more, the opponent will avoid this node
 * and the remaining moves are skipped (a beta cutoff). Fail-soft means the best score found is
 * returned even when it lies outside the window, which gives tighter bounds to the caller.
 *
 * <p>With the best move generated first at every node it visits the Knuth-Moore minimum of
 * {@code b^ceil(d/2) + b^floor(d/2) - 1} leaves on a uniform tree; with the worst first, as
 * many as minimax.
 *
 * <p>Not thread-safe; a new search may start once the previous one returned.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class AlphaBeta<P, M> {

    private final Game<P, M> game;
    private final Evaluator<P> evaluator;
    private final int[][] moves = new int[Score.MAX_PLY + 1][];
    private final int[][] pv = new int[Score.MAX_PLY + 1][Score.MAX_PLY + 1];
    private final int[] pvLength = new int[Score.MAX_PLY + 1];
    private long nodes;
    /** Hears every node when tracing is on; {@code null} (off) by default. */
    private SearchTracer tracer;

    /** A searcher of {@code game} that scores leaves with {@code evaluator}. */
    public AlphaBeta(Game<P, M> game, Evaluator<P> evaluator) {
        this.game = game;
        this.evaluator = evaluator;
    }

    /**
     * Searches {@code position} to {@code depth} plies with the full window. The position is
     * left as it was.
     *
     * @param depth at least 1 and below {@link Score#MAX_PLY}
     * @return the best move ({@code null} without legal moves), minimax's value from the side to
     *     move's view and the principal variation
     */
    public SearchResult<M> search(P position, int depth) {
        Minimax.requireDepth(depth);
        nodes = 0;
        long start = System.nanoTime();
        int score = child(position, Game.NO_MOVE, -Score.INFINITE, Score.INFINITE, depth, 0);
        return Minimax.Pv.result(game, pv[0], pvLength[0], score, depth, nodes, start);
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
    private int child(P position, int move, int alpha, int beta, int depth, int ply) {
        if (tracer == null) {
            return alphaBeta(position, alpha, beta, depth, ply);
        }
        tracer.enter(move, ply, depth, alpha, beta);
        int value = alphaBeta(position, alpha, beta, depth, ply);
        tracer.leave(value);
        return value;
    }

    private int alphaBeta(P position, int alpha, int beta, int depth, int ply) {
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
                continue;
            }
            anyLegal = true;
            // The child sees the window from the other side: (-beta, -alpha).
            int value = -child(position, move, -beta, -alpha, depth - 1, ply + 1);
            game.unmakeMove(position, move);
            if (value > best) {
                best = value;
                Minimax.Pv.update(pv, pvLength, ply, move);
                if (value > alpha) {
                    alpha = value;
                }
                if (value >= beta) {
                    if (tracer != null) {
                        tracer.cutoff(list, i + 1, count); // the moves never searched
                    }
                    break; // beta cutoff: the opponent will not allow this node
                }
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
}
