package io.github.tansaku.examples.harness;

import io.github.tansaku.examples.games.tictactoe.TicTacToe;
import io.github.tansaku.examples.games.tictactoe.TicTacToeEvaluator;
import io.github.tansaku.examples.games.tictactoe.TicTacToeMove;
import io.github.tansaku.examples.games.tictactoe.TicTacToePosition;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.algo.SearchOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * Tic-tac-toe for the tools: the demo searches the empty board to the end; ablation tables and
 * benchmarks stop short of it, at {@value #BENCH_DEPTH} plies, so that the forward-pruning
 * techniques have a horizon to prune at. The searcher's margins are in the evaluator's units
 * ({@link TicTacToeEvaluator#searchOptions()}).
 */
public final class TicTacToeSetup implements GameSetup<TicTacToePosition, TicTacToeMove> {

    /** Bench positions: the start, and openings after one, two and three marks. */
    private static final List<String> BENCH = List.of(
            ".../.../... x", ".../.x./... o", "x../.o./... x", "x../.../..o x", ".x./.../... o", "x../.o./..x o");

    /**
     * Short of the end from every bench position (at most three marks, so at least six moves
     * are left): a search to the end has exact scores everywhere and nothing to prune.
     */
    private static final int BENCH_DEPTH = 5;

    private final TicTacToe game = new TicTacToe();

    @Override
    public String name() {
        return "tictactoe";
    }

    @Override
    public Game<TicTacToePosition, TicTacToeMove> game() {
        return game;
    }

    @Override
    public Evaluator<TicTacToePosition> evaluator() {
        return new TicTacToeEvaluator();
    }

    @Override
    public TicTacToePosition demoPosition() {
        return game.newPosition();
    }

    @Override
    public int demoDepth() {
        return 9;
    }

    @Override
    public List<TicTacToePosition> benchPositions() {
        List<TicTacToePosition> positions = new ArrayList<>();
        for (String text : BENCH) {
            positions.add(game.parse(text));
        }
        return positions;
    }

    @Override
    public int benchDepth() {
        return BENCH_DEPTH;
    }

    @Override
    public SearchOptions searchOptions() {
        return TicTacToeEvaluator.searchOptions();
    }

    @Override
    public TicTacToePosition parse(String text) {
        return game.parse(text);
    }
}
