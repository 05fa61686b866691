package io.github.tansaku.examples.games.othello;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.conformance.GameConformanceKit;
import java.util.List;

/**
 * Othello against the game SPI contract, with the published perft counts of the start position
 * (Aart Bik, "Perft for Reversi", 2009; see the data file for the details) to depth 9, the first
 * with passes. Depth 10, where that table starts to count finished games as leaves, is
 * {@link OthelloDeepPerftTest}'s.
 */
class OthelloConformanceTest extends GameConformanceKit<OthelloPosition, OthelloMove> {

    private final Othello game = new Othello();

    @Override
    protected Game<OthelloPosition, OthelloMove> game() {
        return game;
    }

    /** The start, a middle game, and a position whose side to move must pass. */
    @Override
    protected List<OthelloPosition> startPositions() {
        return List.of(game.newPosition(), game.play("f5 d6 c3 d3 c4 f4 c5 b3 c2 e6"),
                game.parse(OthelloSearchTest.WHITE_MUST_PASS));
    }

    @Override
    protected String describe(OthelloPosition position) {
        return position.toString();
    }

    @Override
    protected OthelloPosition parse(String text) {
        return game.parse(text);
    }

    @Override
    protected String perftResource() {
        return "io/github/tansaku/examples/games/othello/othello.perft";
    }

    @Override
    protected long maxPerftNodes() {
        return 4_000_000L;
    }

    @Override
    protected int playouts() {
        return 40;
    }
}
