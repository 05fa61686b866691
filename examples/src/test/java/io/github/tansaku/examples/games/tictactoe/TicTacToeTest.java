package io.github.tansaku.examples.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TicTacToeTest {

    private final TicTacToe game = new TicTacToe();

    @Test
    void aCompletedLineEndsTheGameAsALossForTheSideToMove() {
        // x has the top row; o is to move and has lost
        TicTacToePosition position = game.parse("xxx/oo./... o");
        assertThat(game.outcome(position, 0)).isEqualTo(Outcome.LOSS);
        assertThat(game.generateMoves(position, new int[9], 0)).isZero();
        assertThat(game.outcomeWithoutMoves(position)).isEqualTo(Outcome.LOSS);
        assertThat(game.makeMove(position, game.codeOf(TicTacToeMove.parse("c1")))).isFalse();
    }

    @Test
    void aFullBoardWithoutALineIsADraw() {
        TicTacToePosition position = game.parse("xox/xoo/oxx o");
        assertThat(game.outcome(position, 0)).isEqualTo(Outcome.DRAW);
        assertThat(game.outcomeWithoutMoves(position)).isEqualTo(Outcome.DRAW);
    }

    @Test
    void noisyMovesCompleteOrBlockALine() {
        // x to move: a3 b3 completes x's top row at c3; o threatens the middle row at c2
        TicTacToePosition position = game.parse("xx./oo./... x");
        assertThat(noisy(position)).containsExactlyInAnyOrder("c3", "c2");
        assertThat(game.isNoisy(position, game.codeOf(TicTacToeMove.parse("a1")))).isFalse();
    }

    @Test
    void movesAreNamedLikeChessSquares() {
        assertThat(TicTacToeMove.of(0)).hasToString("a3");
        assertThat(TicTacToeMove.of(4)).hasToString("b2");
        assertThat(TicTacToeMove.of(8)).hasToString("c1");
        assertThat(TicTacToeMove.parse("c1")).isSameAs(TicTacToeMove.of(8));
        assertThatThrownBy(() -> TicTacToeMove.parse("d4")).hasMessageContaining("'d4'");
    }

    @Test
    void malformedOrImpossiblePositionsAreRejectedWithTheText() {
        assertThatThrownBy(() -> game.parse("xx/.../... x")).hasMessageContaining("'xx/.../... x'");
        assertThatThrownBy(() -> game.parse("xq./.../... o")).hasMessageContaining("unexpected 'q'");
        assertThatThrownBy(() -> game.parse("xx./.../... x")).hasMessageContaining("do not fit the side to move");
        assertThatThrownBy(() -> game.parse("xxx/ooo/... x")).hasMessageContaining("cannot already have a line");
        assertThatThrownBy(() -> game.parse(".../.../...")).hasMessageContaining("side to move");
    }

    @Test
    void positionsPrintAsTheyParse() {
        String text = "x.o/.x./..o x";
        assertThat(game.parse(text)).hasToString(text);
        assertThat(game.newPosition()).hasToString(".../.../... x");
    }

    private List<String> noisy(TicTacToePosition position) {
        int[] moves = new int[9];
        int count = game.generateNoisyMoves(position, moves, 0);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            names.add(game.moveOf(moves[i]).toString());
        }
        return names;
    }
}
