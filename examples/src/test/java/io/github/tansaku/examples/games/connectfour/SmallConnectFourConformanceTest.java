package io.github.tansaku.examples.games.connectfour;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.conformance.GameConformanceKit;
import java.util.List;

/**
 * Connect four on the small 5x4 board against the game SPI contract: its playouts often fill the
 * board, which the standard board rarely does.
 */
class SmallConnectFourConformanceTest extends GameConformanceKit<ConnectFourPosition, ConnectFourMove> {

    private final ConnectFour game = new ConnectFour(5, 4);

    @Override
    protected Game<ConnectFourPosition, ConnectFourMove> game() {
        return game;
    }

    @Override
    protected List<ConnectFourPosition> startPositions() {
        return List.of(game.newPosition(), game.play("3333"), game.play("1212"), game.parse("...../...../...../xxoo. x"));
    }

    @Override
    protected String describe(ConnectFourPosition position) {
        return position.toString();
    }

    @Override
    protected int playouts() {
        return 60;
    }
}
