package io.github.tansaku.search;

import java.util.List;

/**
 * One progress report of a search: what a UCI/USI {@code info} line prints. Searchers send one
 * per completed iteration (and per principal variation when several are searched), and one when
 * an aspiration window fails, with the corresponding {@link Bound}.
 *
 * @param depth the nominal depth of the iteration, in plies
 * @param selDepth the deepest ply reached
 * @param multiPv the 1-based index of this principal variation (1 unless several are searched)
 * @param score the score from the root side to move's view ({@link Score} scale)
 * @param bound whether the score is exact or a bound
 * @param nodes nodes searched so far
 * @param timeMillis milliseconds since the search started
 * @param hashfull transposition table use in permille (0 when there is none)
 * @param pv the principal variation, first move first
 * @param <M> the move type
 */
public record SearchInfo<M>(int depth, int selDepth, int multiPv, int score, Bound bound, long nodes,
        long timeMillis, int hashfull, List<M> pv) {

    /** Validates and copies the principal variation. */
    public SearchInfo {
        pv = List.copyOf(pv);
    }

    /** Nodes per second, 0 when no time has passed. */
    public long nodesPerSecond() {
        return timeMillis > 0 ? nodes * 1000L / timeMillis : 0;
    }
}
