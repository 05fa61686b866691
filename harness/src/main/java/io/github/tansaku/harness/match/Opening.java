package io.github.tansaku.harness.match;

import java.util.List;

/**
 * Where a game of the runner starts: a start position's text (the words of a {@code position}
 * command before {@code moves}: {@code startpos}, {@code fen ...}, {@code sfen ...}, or a
 * teaching game's own text) and moves the book plays from it before the engines take over.
 *
 * @param startText the start position's text
 * @param moves     the book moves, played for the engines
 * @param <M>       the move type
 */
public record Opening<M>(String startText, List<M> moves) {

    /** Copies the moves. */
    public Opening {
        moves = List.copyOf(moves);
    }
}
