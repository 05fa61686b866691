package io.github.tansaku.harness.tune;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;

/**
 * A two-move game for the tuner's tests: each side names a number from 0 to 100 once, and the
 * one nearer the target wins (equally near: a draw). Its start text is the target. An engine
 * that names its parameter's value therefore scores by how near that value is to the target.
 */
final class Duel implements Game<int[], Integer> {

    /** The position: the target, the plies played, the two numbers named. */
    static int[] parse(String text) {
        try {
            return new int[] {Integer.parseInt(text.trim()), 0, -1, -1};
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a target: '" + text + "'");
        }
    }

    @Override
    public String name() {
        return "duel";
    }

    @Override
    public int[] newPosition() {
        return parse("30");
    }

    @Override
    public int[] copy(int[] position) {
        return position.clone();
    }

    @Override
    public int maxMoves() {
        return 101;
    }

    @Override
    public int generateMoves(int[] position, int[] moves, int start) {
        for (int number = 0; number <= 100; number++) {
            moves[start + number] = number + 1;
        }
        return 101;
    }

    @Override
    public boolean makeMove(int[] position, int code) {
        if (code < 1 || code > 101 || position[1] >= 2) {
            return false;
        }
        position[2 + position[1]] = code - 1;
        position[1]++;
        return true;
    }

    @Override
    public void unmakeMove(int[] position, int code) {
        position[1]--;
        position[2 + position[1]] = -1;
    }

    @Override
    public Outcome outcome(int[] position, int searchPly) {
        if (position[1] < 2) {
            return Outcome.ONGOING;
        }
        int first = Math.abs(position[2] - position[0]);
        int second = Math.abs(position[3] - position[0]);
        // the first player is to move again: the outcome is from its side
        return first < second ? Outcome.WIN : first > second ? Outcome.LOSS : Outcome.DRAW;
    }

    @Override
    public Outcome outcomeWithoutMoves(int[] position) {
        return outcome(position, 0);
    }

    @Override
    public Integer moveOf(int code) {
        return code - 1;
    }

    @Override
    public int codeOf(Integer move) {
        return move + 1;
    }
}
