package io.github.tansaku.examples.harness;

import io.github.tansaku.examples.games.tictactoe.TicTacToe;
import io.github.tansaku.examples.games.tictactoe.TicTacToeEvaluator;
import io.github.tansaku.examples.games.tictactoe.TicTacToeMove;
import io.github.tansaku.examples.games.tictactoe.TicTacToePosition;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import java.util.ArrayList;
import java.util.List;

/** Tic-tac-toe for the tools: the empty board, searched to the end. */
public final class TicTacToeSetup implements GameSetup<TicTacToePosition, TicTacToeMove> {

    /** Bench positions: the start, and openings after one, two and three marks. */
    private static final List<String> BENCH = List.of(
            ".../.../... x", ".../.x./... o", "x../.o./... x", "x../.../..o x", ".x./.../... o", "x../.o./..x o");

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
        return 9;
    }

    @Override
    public TicTacToePosition parse(String text) {
        return game.parse(text);
    }
}
