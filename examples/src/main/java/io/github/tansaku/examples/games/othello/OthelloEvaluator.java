package io.github.tansaku.examples.games.othello;

import io.github.tansaku.search.Evaluator;

/**
 * A small Othello evaluation from the side to move's point of view: mobility (how many more
 * squares it can play than the opponent could), corners held, and, once the board is nearly
 * full, the disc difference. Units: a corner is worth 100. Allocates nothing.
 */
public final class OthelloEvaluator implements Evaluator<OthelloPosition> {

    private static final long CORNERS = 0x8100_0000_0000_0081L;
    private static final int MOBILITY_WEIGHT = 10;
    private static final int CORNER_WEIGHT = 100;
    private static final int DISC_WEIGHT = 5;
    /** Discs count only in the last this many empty squares: earlier, fewer discs is often better. */
    private static final int ENDGAME_EMPTIES = 14;

    @Override
    public int evaluate(OthelloPosition position) {
        long own = position.own();
        long other = position.other();
        int score = MOBILITY_WEIGHT * (Othello.mobility(own, other) - Othello.mobility(other, own))
                + CORNER_WEIGHT * (Long.bitCount(own & CORNERS) - Long.bitCount(other & CORNERS));
        if (Long.bitCount(~(own | other)) <= ENDGAME_EMPTIES) {
            score += DISC_WEIGHT * (Long.bitCount(own) - Long.bitCount(other));
        }
        return score;
    }
}
