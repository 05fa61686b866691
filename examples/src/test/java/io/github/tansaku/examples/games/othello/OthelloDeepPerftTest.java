package io.github.tansaku.examples.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.perft.Perft;
import org.junit.jupiter.api.Test;

/**
 * Perft of the start position at depth 10: 24,571,284 (Aart Bik, "Perft for Reversi", 2009,
 * confirmed there by an independent count). That table counts a finished game as a leaf even
 * when it ends before the full depth, which first happens at depth 10: the shortest games end
 * after 9 plies. {@link Perft} counts only positions at the full depth, as in chess, so it
 * gives the published count less those games. About a second and a half.
 */
class OthelloDeepPerftTest {

    private final Othello game = new Othello();
    private final int[][] moves = new int[11][game.maxMoves()];
    private long finishedEarly;

    @Test
    void depthTenMatchesThePublishedCountWithFinishedGamesAsLeaves() {
        assertThat(leavesAndFinishedGames(game.newPosition(), 10, 0)).isEqualTo(24_571_284L);
        assertThat(Perft.count(game, game.newPosition(), 10)).isEqualTo(24_571_284L - finishedEarly);
        assertThat(finishedEarly).as("games over before depth 10").isPositive();
    }

    /** Positions at {@code depth} plies, plus the games that end sooner (counted in {@link #finishedEarly} too). */
    private long leavesAndFinishedGames(OthelloPosition position, int depth, int ply) {
        if (depth == 0) {
            return 1;
        }
        int count = game.generateMoves(position, moves[ply], 0);
        if (count == 0) {
            finishedEarly++;
            return 1;
        }
        long leaves = 0;
        for (int i = 0; i < count; i++) {
            game.makeMove(position, moves[ply][i]);
            leaves += leavesAndFinishedGames(position, depth - 1, ply + 1);
            game.unmakeMove(position, moves[ply][i]);
        }
        return leaves;
    }
}
