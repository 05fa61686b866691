package io.github.tansaku.shogi.notation;

import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Position;

/** USI move text ({@code 7g7f}, {@code 8h2b+}, {@code P*5e}) checked against a position. */
public final class UsiMoves {

    private UsiMoves() {
    }

    /** The USI text of {@code move}. */
    public static String format(int move) {
        return Moves.toUsi(move);
    }

    /**
     * The code of the legal move written as {@code text} in {@code pos}.
     *
     * @throws NotationException if the text is not USI move text or not a legal move here
     */
    public static int parse(Position pos, String text) {
        int move = Moves.parseUsi(text);
        if (move == 0) {
            throw new NotationException("not a USI move: '" + text + "'");
        }
        if (!pos.isLegal(move)) {
            throw new NotationException("illegal move '" + text + "' in " + pos.toSfen());
        }
        return move;
    }
}
