package io.github.tansaku.search.conformance;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;

/**
 * A game that never ends, for the kit's tests: its one move passes the turn, and it reports no
 * end. Everything else about it is correct. The position is {@code {side to move, plies played}}.
 */
final class EndlessPasses implements Game<int[], Integer> {

    static final int PASS = 1;

    @Override
    public String name() {
        return "endless passes";
    }

    @Override
    public int[] newPosition() {
        return new int[] {0, 0};
    }

    @Override
    public int[] copy(int[] position) {
        return position.clone();
    }

    @Override
    public int maxMoves() {
        return 1;
    }

    @Override
    public int generateMoves(int[] position, int[] moves, int start) {
        moves[start] = PASS;
        return 1;
    }

    @Override
    public boolean makeMove(int[] position, int move) {
        if (move != PASS) {
            return false;
        }
        position[0] ^= 1;
        position[1]++;
        return true;
    }

    @Override
    public void unmakeMove(int[] position, int move) {
        position[0] ^= 1;
        position[1]--;
    }

    @Override
    public Outcome outcome(int[] position, int searchPly) {
        return Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(int[] position) {
        return Outcome.LOSS;
    }

    @Override
    public Integer moveOf(int code) {
        return code;
    }

    @Override
    public int codeOf(Integer move) {
        return move;
    }

    static String describe(int[] position) {
        return "side " + position[0] + ", ply " + position[1];
    }
}
