package io.github.tansaku.spark;

import io.github.tansaku.harness.match.Termination;
import java.io.Serializable;

/**
 * What a task of a distributed match sends back: for each game of its batch, in round order and
 * within a round the first engine's game with the first move first, the first engine's points in
 * halves (0, 1 or 2), how the game ended and whose fault it was (0 the first engine, 1 the second,
 * -1 nobody). A few bytes per game, so the driver can reduce the games in round order.
 *
 * @param batch        the batch played
 * @param halfPoints   the first engine's points times two, two games per pair
 * @param terminations the {@link Termination} ordinals
 * @param faulty       the faulty engine per game
 */
public record PairResults(PairBatch batch, byte[] halfPoints, byte[] terminations, byte[] faulty)
        implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Refuses arrays that do not hold two games per pair. */
    public PairResults {
        int games = 2 * batch.pairs();
        if (halfPoints.length != games || terminations.length != games || faulty.length != games) {
            throw new IllegalArgumentException("expected " + games + " games of results");
        }
    }

    /** The first engine's points in game {@code game} of the batch (0, 1/2 or 1). */
    public double points(int game) {
        return halfPoints[game] / 2.0;
    }

    /** How game {@code game} of the batch ended. */
    public Termination termination(int game) {
        return Termination.values()[terminations[game]];
    }
}
