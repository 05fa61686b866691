package io.github.tansaku.examples.harness;

import io.github.tansaku.search.algo.SearchOptions;
import java.util.List;

/**
 * What one search configuration did on a set of positions at a fixed depth.
 *
 * @param options the configuration
 * @param depth the fixed depth
 * @param nodes total nodes over all positions
 * @param nanos total wall time over all positions, in nanoseconds
 * @param bestMoves the best move found in each position, as text
 * @param scores the root score of each position
 */
public record Measurement(SearchOptions options, int depth, long nodes, long nanos, List<String> bestMoves,
        List<Integer> scores) {

    /** Copies the lists. */
    public Measurement {
        bestMoves = List.copyOf(bestMoves);
        scores = List.copyOf(scores);
    }

    /** Total wall time in milliseconds. */
    public double millis() {
        return nanos / 1e6;
    }

    /** Nodes per second over all positions. */
    public long nodesPerSecond() {
        return nanos > 0 ? (long) (nodes * 1e9 / nanos) : 0;
    }

    /** In how many positions the best move is the same as in {@code other}. */
    public int sameBestMoves(Measurement other) {
        int same = 0;
        for (int i = 0; i < Math.min(bestMoves.size(), other.bestMoves.size()); i++) {
            if (bestMoves.get(i).equals(other.bestMoves.get(i))) {
                same++;
            }
        }
        return same;
    }
}
