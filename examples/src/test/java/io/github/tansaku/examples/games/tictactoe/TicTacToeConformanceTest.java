package io.github.tansaku.examples.games.tictactoe;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.conformance.GameConformanceKit;
import java.util.List;

/** Tic-tac-toe against the game SPI contract, with perft derived from the published game counts. */
class TicTacToeConformanceTest extends GameConformanceKit<TicTacToePosition, TicTacToeMove> {

    private final TicTacToe game = new TicTacToe();

    @Override
    protected Game<TicTacToePosition, TicTacToeMove> game() {
        return game;
    }

    @Override
    protected List<TicTacToePosition> startPositions() {
        return List.of(game.newPosition(), game.parse("x.o/.x./... o"), game.parse("xx./oo./... x"),
                game.parse("xo./.x./..o x"), game.parse("xxx/oo./... o"));
    }

    @Override
    protected String describe(TicTacToePosition position) {
        return position.toString();
    }

    @Override
    protected TicTacToePosition parse(String text) {
        return game.parse(text);
    }

    @Override
    protected String perftResource() {
        return "io/github/tansaku/examples/games/tictactoe/tictactoe.perft";
    }

    @Override
    protected int playouts() {
        return 40;
    }
}
