package io.github.tansaku.search.testgames;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;

/**
 * The rules of {@link InfraNimGame} and nothing else: no optional capability, for tests of code
 * that must work, or fail clearly, without them.
 */
public final class InfraPlainNimGame implements Game<InfraNimGame.Position, InfraNimGame.Move> {
    private final InfraNimGame rules;

    /** The rules of {@code rules} without its capabilities. */
    public InfraPlainNimGame(InfraNimGame rules) {
        this.rules = rules;
    }

    @Override
    public String name() {
        return "plain nim";
    }

    @Override
    public InfraNimGame.Position newPosition() {
        return rules.newPosition();
    }

    @Override
    public InfraNimGame.Position copy(InfraNimGame.Position position) {
        return rules.copy(position);
    }

    @Override
    public int maxMoves() {
        return rules.maxMoves();
    }

    @Override
    public int generateMoves(InfraNimGame.Position position, int[] moves, int start) {
        return rules.generateMoves(position, moves, start);
    }

    @Override
    public boolean makeMove(InfraNimGame.Position position, int move) {
        return rules.makeMove(position, move);
    }

    @Override
    public void unmakeMove(InfraNimGame.Position position, int move) {
        rules.unmakeMove(position, move);
    }

    @Override
    public Outcome outcome(InfraNimGame.Position position, int searchPly) {
        return rules.outcome(position, searchPly);
    }

    @Override
    public Outcome outcomeWithoutMoves(InfraNimGame.Position position) {
        return rules.outcomeWithoutMoves(position);
    }

    @Override
    public InfraNimGame.Move moveOf(int code) {
        return rules.moveOf(code);
    }

    @Override
    public int codeOf(InfraNimGame.Move move) {
        return rules.codeOf(move);
    }
}
