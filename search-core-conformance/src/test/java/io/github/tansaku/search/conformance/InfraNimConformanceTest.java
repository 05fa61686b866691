package io.github.tansaku.search.conformance;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.testgames.InfraNimGame;
import java.util.List;

/** The kit passes a correct game: InfraNimGame, which has every optional capability. */
class InfraNimConformanceTest extends GameConformanceKit<InfraNimGame.Position, InfraNimGame.Move> {

    private final InfraNimGame game = new InfraNimGame();

    @Override
    protected Game<InfraNimGame.Position, InfraNimGame.Move> game() {
        return game;
    }

    @Override
    protected List<InfraNimGame.Position> startPositions() {
        return List.of(game.newPosition(), game.parse("1 2 b"), game.parse("0 0 a"),
                game.parse("15 15 15 15 15 15 15 15 a"));
    }

    @Override
    protected String describe(InfraNimGame.Position position) {
        return game.describe(position);
    }

    @Override
    protected InfraNimGame.Position parse(String text) {
        return game.parse(text);
    }

    @Override
    protected String perftResource() {
        return "io/github/tansaku/search/testgames/infra-nim.perft";
    }
}
