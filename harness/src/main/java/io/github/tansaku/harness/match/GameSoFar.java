package io.github.tansaku.harness.match;

import java.util.List;

/**
 * A game in progress as an engine is asked about it: the start position's text (the words of a
 * UCI/USI {@code position} command before {@code moves}, such as {@code startpos} or
 * {@code fen ...}), the moves played from it, and the current position (the engine's own copy:
 * it may search on it).
 *
 * @param startText the start position's text
 * @param moves     the moves played since the start, opening included
 * @param current   a copy of the current position
 * @param <P>       the position type
 * @param <M>       the move type
 */
public record GameSoFar<P, M>(String startText, List<M> moves, P current) {
}
