package io.github.tansaku.examples.games.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.examples.games.connectfour.ConnectFourSolver.Value;
import io.github.tansaku.search.Outcome;
import org.junit.jupiter.api.Test;

/** The solver on positions whose values can be read off the board. */
class ConnectFourSolverTest {

    private final ConnectFour game = new ConnectFour(5, 4);
    private final ConnectFourSolver solver = new ConnectFourSolver(game);

    /** x has 1 2 3 on the bottom row and is to move: 4 wins at once. */
    @Test
    void anOpenThreeIsAWinInOnePly() {
        ConnectFourPosition position = game.parse("...../...../ooo../xxx.. x");
        assertThat(solver.solve(position)).isEqualTo(new Value(Outcome.WIN, 1));
        assertThat(position).hasToString("...../...../ooo../xxx.. x");
    }

    /**
     * o to move; x has 2 3 4 on the bottom row with both ends, 1 and 5, open and playable. o
     * has only two discs and no threat: it blocks one end, x takes the other on ply 2.
     */
    @Test
    void twoOpenEndsLoseInTwoPlies() {
        assertThat(solver.solve(game.parse("...../...../..oo./.xxx. o"))).isEqualTo(new Value(Outcome.LOSS, 2));
    }

    @Test
    void aDecidedPositionIsALossNow() {
        assertThat(solver.solve(game.play("1212121"))).isEqualTo(new Value(Outcome.LOSS, 0));
    }

    @Test
    void aFullBoardIsADraw() {
        ConnectFour tiny = new ConnectFour(2, 2);
        assertThat(new ConnectFourSolver(tiny).solve(tiny.play("1122"))).isEqualTo(new Value(Outcome.DRAW, 0));
        assertThat(new ConnectFourSolver(tiny).solve(tiny.newPosition())).isEqualTo(new Value(Outcome.DRAW, 0));
    }

    @Test
    void positionsOfAnotherBoardSizeAreRejected() {
        assertThatThrownBy(() -> solver.solve(new ConnectFour().newPosition())).hasMessageContaining("5x4");
    }
}
