package io.github.tansaku.examples.harness;

import io.github.tansaku.examples.games.connectfour.ConnectFour;
import io.github.tansaku.examples.games.connectfour.ConnectFourEvaluator;
import io.github.tansaku.examples.games.connectfour.ConnectFourMove;
import io.github.tansaku.examples.games.connectfour.ConnectFourPosition;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import java.util.ArrayList;
import java.util.List;

/**
 * Connect four for the tools, on the standard board or a smaller one. Bench positions are
 * written as the columns played from the start (see {@link ConnectFour#play(String)}); a
 * position given on the command line may be either that or the full text form.
 */
public final class ConnectFourSetup implements GameSetup<ConnectFourPosition, ConnectFourMove> {

    /** Openings and middlegames of the standard board: columns played from the start. */
    private static final List<String> STANDARD_BENCH = List.of(
            "", "4", "44", "4453", "3443", "444444", "4444333", "1234567", "43443", "4435", "34452", "5444");
    /** Positions of the 5x4 board. */
    private static final List<String> SMALL_BENCH = List.of("", "3", "33", "3324", "2332", "3333", "12345", "323");

    private final ConnectFour game;
    private final List<String> bench;
    private final int benchDepth;
    private final int demoDepth;

    private ConnectFourSetup(ConnectFour game, List<String> bench, int benchDepth, int demoDepth) {
        this.game = game;
        this.bench = bench;
        this.benchDepth = benchDepth;
        this.demoDepth = demoDepth;
    }

    /** The standard 7x6 board. */
    public static ConnectFourSetup standard() {
        return new ConnectFourSetup(new ConnectFour(), STANDARD_BENCH, 10, 16);
    }

    /** The small 5x4 board, which the production searcher solves from the start. */
    public static ConnectFourSetup small() {
        return new ConnectFourSetup(new ConnectFour(5, 4), SMALL_BENCH, 10, 20);
    }

    @Override
    public String name() {
        return game.name();
    }

    @Override
    public Game<ConnectFourPosition, ConnectFourMove> game() {
        return game;
    }

    @Override
    public Evaluator<ConnectFourPosition> evaluator() {
        return new ConnectFourEvaluator();
    }

    @Override
    public ConnectFourPosition demoPosition() {
        return game.newPosition();
    }

    @Override
    public int demoDepth() {
        return demoDepth;
    }

    @Override
    public List<ConnectFourPosition> benchPositions() {
        List<ConnectFourPosition> positions = new ArrayList<>();
        for (String columns : bench) {
            positions.add(game.play(columns));
        }
        return positions;
    }

    @Override
    public int benchDepth() {
        return benchDepth;
    }

    /** Either the columns played from the start ({@code "4453"}) or the full text form. */
    @Override
    public ConnectFourPosition parse(String text) {
        return text.contains("/") ? game.parse(text) : game.play(text.trim());
    }

    @Override
    public String diagram(ConnectFourPosition position) {
        return position.toDiagram() + position.toString();
    }
}
