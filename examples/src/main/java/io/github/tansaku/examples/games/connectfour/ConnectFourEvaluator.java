package io.github.tansaku.examples.games.connectfour;

import io.github.tansaku.search.Evaluator;

/**
 * The classic connect four heuristic: count the windows of four cells in a line that only one
 * player has discs in, weighted by how many, plus a bonus for discs in the central columns
 * (they take part in the most lines). A window with three discs and its fourth cell playable
 * right now is an immediate threat; for the side to move it is a win next move, so it counts
 * more. Scores stay within a few thousand, far from mate scores.
 */
public final class ConnectFourEvaluator implements Evaluator<ConnectFourPosition> {

    /** Worth of a window held only by one player, by the number of its discs in it. */
    private static final int[] WINDOW = {0, 1, 8, 40, 0};
    /** Extra worth of a three whose empty cell is playable now. */
    private static final int PLAYABLE_THREE = 60;
    /** Worth of a disc per column, by distance from the centre (0 = centre). */
    private static final int[] CENTRE = {6, 4, 2, 0, 0};

    @Override
    public int evaluate(ConnectFourPosition position) {
        Geometry geometry = position.geometry;
        long own = position.discs[position.sideToMove];
        long opponent = position.discs[position.sideToMove ^ 1];
        long playable = geometry.playableCells(position.occupied);
        int score = 0;
        for (long window : geometry.windows) {
            int ownCount = Long.bitCount(own & window);
            int opponentCount = Long.bitCount(opponent & window);
            if (opponentCount == 0) {
                score += WINDOW[ownCount];
                if (ownCount == 3 && (window & playable) != 0) {
                    score += 2 * PLAYABLE_THREE; // the side to move wins next move
                }
            } else if (ownCount == 0) {
                score -= WINDOW[opponentCount];
                if (opponentCount == 3 && (window & playable) != 0) {
                    score -= PLAYABLE_THREE; // must be blocked now
                }
            }
        }
        return score + centreBonus(geometry, own) - centreBonus(geometry, opponent);
    }

    private static int centreBonus(Geometry geometry, long discs) {
        int bonus = 0;
        for (int column = 0; column < geometry.width; column++) {
            int distance = Math.abs(2 * column - (geometry.width - 1)) / 2;
            if (distance < CENTRE.length) {
                bonus += CENTRE[distance] * Long.bitCount(discs & geometry.column[column]);
            }
        }
        return bonus;
    }
}
