package io.github.tansaku.examples.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The solver against the published facts of tic-tac-toe (see for example Wikipedia's
 * "Tic-tac-toe" article, sections Combinatorics and Strategy) and hand-worked positions.
 */
class TicTacToeSolverTest {

    private final TicTacToe game = new TicTacToe();
    private final TicTacToeSolver solver = new TicTacToeSolver();

    @Test
    void theGameIsADrawAndHas5478Positions() {
        assertThat(solver.solve(game.newPosition())).isEqualTo(Outcome.DRAW);
        assertThat(solver.positionsSolved()).as("legal positions reachable from the empty board").isEqualTo(5478);
    }

    @Test
    void everyFirstMoveDraws() {
        assertThat(names(solver.bestMoves(game.newPosition())))
                .containsExactly("a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1");
    }

    /** The second player's only replies that do not lose, by the three kinds of opening. */
    @Test
    void theRepliesThatHoldTheDrawAreTheKnownOnes() {
        // corner opening: only the centre
        assertThat(names(solver.bestMoves(game.parse("x../.../... o")))).containsExactly("b2");
        // centre opening: the corners
        assertThat(names(solver.bestMoves(game.parse(".../.x./... o")))).containsExactly("a3", "c3", "a1", "c1");
        // edge opening: the centre, the corners next to the cross and the opposite edge
        assertThat(names(solver.bestMoves(game.parse(".x./.../... o")))).containsExactly("a3", "c3", "b2", "b1");
    }

    /** The hand-worked positions of {@code TicTacToeSearchTest}, and a lost one. */
    @Test
    void handWorkedPositions() {
        // x a3 b2 against o b3 c1: a1 and a2 fork
        TicTacToePosition fork = game.parse("xo./.x./..o x");
        assertThat(solver.solve(fork)).isEqualTo(Outcome.WIN);
        assertThat(names(solver.bestMoves(fork))).containsExactly("a2", "a1");
        // x threatens c3 and a2; o to move has lost, and every move keeps that value
        TicTacToePosition lost = game.parse("xx./.o./xo. o");
        assertThat(solver.solve(lost)).isEqualTo(Outcome.LOSS);
        assertThat(solver.bestMoves(lost)).hasSize(4);
        // x completes the top row
        assertThat(names(solver.bestMoves(game.parse("xx./oo./... x")))).containsExactly("c3");
    }

    @Test
    void aFinishedGameHasItsOutcomeAndNoMoves() {
        TicTacToePosition won = game.parse("xxx/oo./... o");
        assertThat(solver.solve(won)).isEqualTo(Outcome.LOSS);
        assertThat(solver.bestMoves(won)).isEmpty();
        TicTacToePosition full = game.parse("xox/xoo/oxx o");
        assertThat(solver.solve(full)).isEqualTo(Outcome.DRAW);
        assertThat(solver.bestMoves(full)).isEmpty();
    }

    @Test
    void solvingLeavesThePositionUnchanged() {
        TicTacToePosition position = game.parse("x.o/.x./... o");
        long hash = game.hash(position);
        solver.solve(position);
        solver.bestMoves(position);
        assertThat(position).hasToString("x.o/.x./... o");
        assertThat(game.hash(position)).isEqualTo(hash);
    }

    private static List<String> names(List<TicTacToeMove> moves) {
        List<String> names = new ArrayList<>();
        for (TicTacToeMove move : moves) {
            names.add(move.toString());
        }
        return names;
    }
}
