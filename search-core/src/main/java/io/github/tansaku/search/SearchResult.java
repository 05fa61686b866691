package io.github.tansaku.search;

import java.util.List;
import java.util.Optional;

/**
 * The outcome of a search.
 *
 * @param bestMove the move to play; {@code null} only when the root has no legal move
 * @param ponderMove the expected reply, or {@code null} when none is known
 * @param score the score of {@code bestMove} from the root side to move's view ({@link Score} scale)
 * @param pv the principal variation, starting with {@code bestMove}
 * @param depth the last completed iteration depth
 * @param selDepth the deepest ply reached
 * @param nodes nodes searched
 * @param timeMillis milliseconds spent
 * @param rootMoves the best root moves with their scores and principal variations, best first:
 *     as many as {@code multiPv} asked for (and the root has), from the last iteration; the
 *     first is {@code bestMove}. Empty when the root has no legal move.
 * @param <M> the move type
 */
public record SearchResult<M>(M bestMove, M ponderMove, int score, List<M> pv, int depth, int selDepth,
        long nodes, long timeMillis, List<RootMove<M>> rootMoves) {

    /**
     * A root move as the search scored it.
     *
     * @param move the move
     * @param score its score from the root side to move's view ({@link Score} scale)
     * @param pv its principal variation, starting with {@code move}
     * @param <M> the move type
     */
    public record RootMove<M>(M move, int score, List<M> pv) {

        /** Copies the principal variation. */
        public RootMove {
            pv = List.copyOf(pv);
        }
    }

    /** Copies the lists. */
    public SearchResult {
        pv = List.copyOf(pv);
        rootMoves = List.copyOf(rootMoves);
    }

    /** A result whose only scored root move is {@code bestMove} (none when it is {@code null}). */
    public SearchResult(M bestMove, M ponderMove, int score, List<M> pv, int depth, int selDepth, long nodes,
            long timeMillis) {
        this(bestMove, ponderMove, score, pv, depth, selDepth, nodes, timeMillis,
                bestMove == null ? List.of() : List.of(new RootMove<>(bestMove, score, pv)));
    }

    /** The best move, empty when the root position has no legal move. */
    public Optional<M> best() {
        return Optional.ofNullable(bestMove);
    }

    /** Whether the score announces a mate for either side. */
    public boolean isMate() {
        return Score.isMate(score);
    }

    /**
     * The score in words ({@link Score#toString}); for a root position that has no legal move,
     * where the game is over, {@code won}, {@code lost} or {@code draw}.
     */
    public String scoreText() {
        return bestMove == null && score == Score.DRAW ? "draw" : Score.toString(score);
    }

    /** Nodes per second, 0 when no time has passed. */
    public long nodesPerSecond() {
        return timeMillis > 0 ? nodes * 1000L / timeMillis : 0;
    }
}
