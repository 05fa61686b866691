package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.tansaku.examples.games.connectfour.ConnectFour;
import io.github.tansaku.examples.games.tictactoe.TicTacToe;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.algo.SearchOptions;
import org.junit.jupiter.api.Test;

class MatchTest {

    /** Tic-tac-toe is a draw with perfect play, which both configurations have at full depth. */
    @Test
    void perfectPlayersDrawTicTacToe() {
        Match.Result result = Match.play(new TicTacToeSetup(), SearchOptions.defaults(), SearchOptions.exact(),
                SearchLimits.depth(9), 0, null);
        assertThat(result).isEqualTo(new Match.Result(0, 2, 0));
    }

    /**
     * After two plies some tic-tac-toe openings are lost (an edge answer to a centre opening, for
     * example); two perfect players each take each side once, so wins and losses balance.
     */
    @Test
    void perfectPlayersSplitTheWonOpeningsEvenly() {
        Match.Result result = Match.play(new TicTacToeSetup(), SearchOptions.defaults(), SearchOptions.exact(),
                SearchLimits.depth(9), 2, null);
        assertThat(result.games()).isEqualTo(2 * 72);
        assertThat(result.wins()).isPositive().isEqualTo(result.losses());
    }

    /** Perft 2 of both games (72 for tic-tac-toe, 49 for connect four): every 2-ply line is an opening. */
    @Test
    void openingsAreEveryLineOfTheGivenLength() {
        TicTacToe ticTacToe = new TicTacToe();
        assertThat(Match.openings(ticTacToe, ticTacToe.newPosition(), 2)).hasSize(72).doesNotHaveDuplicates();
        ConnectFour connectFour = new ConnectFour();
        assertThat(Match.openings(connectFour, connectFour.newPosition(), 2)).hasSize(49);
    }

    /** The logistic Elo formula: 75% is 400 log10(3), about +191; 50% is 0. */
    @Test
    void scoresConvertToEloDifferences() {
        assertThat(new Match.Result(3, 0, 1).eloDifference()).isCloseTo(400 * Math.log10(3), within(1e-9));
        assertThat(new Match.Result(5, 10, 5).eloDifference()).isCloseTo(0, within(1e-9));
        assertThat(new Match.Result(2, 2, 0).scoreRate()).isEqualTo(0.75);
        assertThat(new Match.Result(1, 0, 3)).hasToString("+1 =0 -3 (25.0%, Elo -191)");
    }
}
