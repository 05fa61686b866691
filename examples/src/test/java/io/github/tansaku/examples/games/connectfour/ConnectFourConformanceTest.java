package io.github.tansaku.examples.games.connectfour;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.conformance.GameConformanceKit;
import java.util.List;

/** Connect four on the standard 7x6 board against the game SPI contract. */
class ConnectFourConformanceTest extends GameConformanceKit<ConnectFourPosition, ConnectFourMove> {

    private final ConnectFour game = new ConnectFour();

    @Override
    protected Game<ConnectFourPosition, ConnectFourMove> game() {
        return game;
    }

    @Override
    protected List<ConnectFourPosition> startPositions() {
        return List.of(game.newPosition(), game.play("4444"), game.play("444444333"), game.play("1122334"));
    }

    @Override
    protected String describe(ConnectFourPosition position) {
        return position.toString();
    }

    @Override
    protected ConnectFourPosition parse(String text) {
        return game.parse(text);
    }

    @Override
    protected String perftResource() {
        return "io/github/tansaku/examples/games/connectfour/connectfour.perft";
    }

    @Override
    protected int playouts() {
        return 40;
    }
}
