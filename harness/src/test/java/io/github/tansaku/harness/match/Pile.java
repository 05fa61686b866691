package io.github.tansaku.harness.match;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;

/**
 * A take-away game for the runner's tests: a pile of stones, each move takes 1, 2 or 3, whoever
 * takes the last stone wins. Its start text is the number of stones.
 */
final class Pile implements Game<int[], Integer> {

    static int[] parse(String text) {
        try {
            return new int[] {Integer.parseInt(text.trim())};
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a pile: '" + text + "'");
        }
    }

    @Override
    public String name() {
        return "pile";
    }

    @Override
    public int[] newPosition() {
        return new int[] {21};
    }

    @Override
    public int[] copy(int[] position) {
        return position.clone();
    }

    @Override
    public int maxMoves() {
        return 3;
    }

    @Override
    public int generateMoves(int[] pile, int[] moves, int start) {
        int count = Math.min(3, pile[0]);
        for (int take = 1; take <= count; take++) {
            moves[start + take - 1] = take;
        }
        return count;
    }

    @Override
    public boolean makeMove(int[] pile, int take) {
        if (take < 1 || take > Math.min(3, pile[0])) {
            return false;
        }
        pile[0] -= take;
        return true;
    }

    @Override
    public void unmakeMove(int[] pile, int take) {
        pile[0] += take;
    }

    @Override
    public Outcome outcome(int[] pile, int searchPly) {
        return pile[0] == 0 ? Outcome.LOSS : Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(int[] pile) {
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
}
