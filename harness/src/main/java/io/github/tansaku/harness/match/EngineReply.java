package io.github.tansaku.harness.match;

import java.util.OptionalInt;

/**
 * What an engine answered for one move.
 *
 * @param move     the move, or {@code null} when the engine resigned or claimed a win
 * @param claimsWin whether the engine claims a win instead of moving (USI's {@code bestmove win})
 * @param score    the engine's last score, from its own side, in its units (centipawns, or
 *                 {@code Score} mate values); empty if it reported none
 * @param depth    the depth it reported, 0 if none
 * @param nodes    the nodes it reported, 0 if none
 * @param <M>      the move type
 */
public record EngineReply<M>(M move, boolean claimsWin, OptionalInt score, int depth, long nodes) {

    /** A move with the search's figures. */
    public static <M> EngineReply<M> move(M move, OptionalInt score, int depth, long nodes) {
        return new EngineReply<>(move, false, score, depth, nodes);
    }

    /** A resignation ({@code bestmove resign}, or no move in a position that has some). */
    public static <M> EngineReply<M> resignation() {
        return new EngineReply<>(null, false, OptionalInt.empty(), 0, 0);
    }

    /** A claim of a win by rule instead of a move (USI's entering-king declaration). */
    public static <M> EngineReply<M> winClaim() {
        return new EngineReply<>(null, true, OptionalInt.empty(), 0, 0);
    }

    /** Whether the engine resigned. */
    public boolean resigned() {
        return move == null && !claimsWin;
    }
}
