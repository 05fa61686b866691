package io.github.tansaku.search.mate;

import java.util.List;
import java.util.Objects;

/**
 * What a mate search found.
 *
 * @param status whether a mate was proven, disproven, or neither within the limits
 * @param moves the mating line, attacker's move first, ending with the mate; empty unless
 *     {@link Status#MATE}
 * @param nodes the positions the solver expanded
 * @param timeMillis the time the search took
 * @param <M> the move type
 */
public record MateResult<M>(Status status, List<M> moves, long nodes, long timeMillis) {

    /** The verdict of a mate search. */
    public enum Status {
        /** A forced mate was found; {@link MateResult#moves()} holds it. */
        MATE,
        /** The side to move has no forced mate by continuous checks. */
        NO_MATE,
        /** The time or node limit ran out, or the search was stopped, before a verdict. */
        TIMEOUT
    }

    /** Checks and copies the line. */
    public MateResult {
        Objects.requireNonNull(status, "status");
        moves = List.copyOf(moves);
        if ((status == Status.MATE) == moves.isEmpty()) {
            throw new IllegalArgumentException("a mate has moves and nothing else has: " + status + " " + moves);
        }
    }
}
