package io.github.tansaku.examples.harness;

import io.github.tansaku.examples.games.othello.Othello;
import io.github.tansaku.examples.games.othello.OthelloEvaluator;
import io.github.tansaku.examples.games.othello.OthelloMove;
import io.github.tansaku.examples.games.othello.OthelloPosition;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import java.util.ArrayList;
import java.util.List;

/**
 * Othello for the tools: the demo searches the start; ablation tables and benchmarks search the
 * start and three openings to {@value #BENCH_DEPTH} plies. The defaults' margins suit the
 * evaluator, whose corner is worth 100 like a pawn.
 */
public final class OthelloSetup implements GameSetup<OthelloPosition, OthelloMove> {

    /** Bench openings, as moves from the start. */
    private static final List<String> BENCH = List.of("", "f5 d6 c3 d3 c4", "f5 f6 e6 f4 e3 c5 c4", "d3 c5 f6 f5 e6 e3");

    private static final int BENCH_DEPTH = 8;

    private final Othello game = new Othello();

    @Override
    public String name() {
        return "othello";
    }

    @Override
    public Game<OthelloPosition, OthelloMove> game() {
        return game;
    }

    @Override
    public Evaluator<OthelloPosition> evaluator() {
        return new OthelloEvaluator();
    }

    @Override
    public OthelloPosition demoPosition() {
        return game.newPosition();
    }

    @Override
    public int demoDepth() {
        return 10;
    }

    @Override
    public List<OthelloPosition> benchPositions() {
        List<OthelloPosition> positions = new ArrayList<>();
        for (String moves : BENCH) {
            positions.add(game.play(moves));
        }
        return positions;
    }

    @Override
    public int benchDepth() {
        return BENCH_DEPTH;
    }

    /** The text of {@link OthelloPosition#toString}, or moves from the start ({@code "f5 d6 c3"}). */
    @Override
    public OthelloPosition parse(String text) {
        return text.length() == 66 && text.charAt(64) == ' ' ? game.parse(text) : game.play(text);
    }
}
