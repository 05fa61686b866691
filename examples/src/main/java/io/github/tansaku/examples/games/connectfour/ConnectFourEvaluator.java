package io.github.tansaku.examples.games.connectfour;

import io.github.tansaku.search.Evaluator;

/**
 * The classic connect four heuristic: count the windows of four cells in a line that only one
 * player has discs in, weighted by how many, plus a bonus for discs in the central columns
 * (they take part in the most lines). A window with three discs and its fourth cell playable
 * right now is an immediate threat; for the side to move it is a win next move, so it counts
 * more. Scores stay within a few thousand, far from mate scores.
 *
 * <p>The windows are counted with bitboards, all windows of one direction at once: a window is
 * represented by its first cell, and shifting a player's discs by one, two and three steps
 * lines up the window's four cells on that first cell. It allocates nothing.
 */
public final class ConnectFourEvaluator implements Evaluator<ConnectFourPosition> {

    /** Worth of a window held only by one player, by the number of its discs in it. */
    static final int[] WINDOW = {0, 1, 8, 40, 0};
    /** Extra worth of a three whose empty cell is playable now. */
    static final int PLAYABLE_THREE = 60;
    /** Worth of a disc per column, by distance from the centre (0 = centre). */
    static final int[] CENTRE = {6, 4, 2, 0, 0};

    @Override
    public int evaluate(ConnectFourPosition position) {
        Geometry geometry = position.geometry;
        long own = position.discs[position.sideToMove];
        long opponent = position.discs[position.sideToMove ^ 1];
        long playable = geometry.playableCells(position.occupied);
        int score = 0;
        for (int shift : geometry.directions) {
            score += windows(own, opponent, playable, shift, geometry.board, 2 * PLAYABLE_THREE);
            score -= windows(opponent, own, playable, shift, geometry.board, PLAYABLE_THREE);
        }
        return score + centreBonus(geometry, own) - centreBonus(geometry, opponent);
    }

    /**
     * The worth for {@code mine} of the windows along {@code shift} that {@code theirs} has no
     * disc in, plus {@code threeBonus} for each such window with three discs whose empty cell
     * is playable.
     */
    private static int windows(long mine, long theirs, long playable, int shift, long board, int threeBonus) {
        long free = board & ~theirs;
        long open = free & free >>> shift & free >>> 2 * shift & free >>> 3 * shift;
        if (open == 0) {
            return 0;
        }
        long a = mine;
        long b = mine >>> shift;
        long c = mine >>> 2 * shift;
        long d = mine >>> 3 * shift;
        long atLeastOne = a | b | c | d;
        long atLeastTwo = a & (b | c | d) | b & (c | d) | c & d;
        long atLeastThree = a & b & (c | d) | (a | b) & c & d;
        int score = WINDOW[1] * Long.bitCount(open & atLeastOne & ~atLeastTwo)
                + WINDOW[2] * Long.bitCount(open & atLeastTwo & ~atLeastThree);
        long threes = open & atLeastThree;
        if (threes != 0) {
            // every cell of the window is mine or playable: the missing one can be played now
            long reachable = mine | playable;
            long allReachable = reachable & reachable >>> shift & reachable >>> 2 * shift & reachable >>> 3 * shift;
            score += WINDOW[3] * Long.bitCount(threes) + threeBonus * Long.bitCount(threes & allReachable);
        }
        return score;
    }

    private static int centreBonus(Geometry geometry, long discs) {
        int bonus = 0;
        for (int distance = 0; distance < Math.min(CENTRE.length, geometry.columnsAtDistance.length); distance++) {
            bonus += CENTRE[distance] * Long.bitCount(discs & geometry.columnsAtDistance[distance]);
        }
        return bonus;
    }
}
