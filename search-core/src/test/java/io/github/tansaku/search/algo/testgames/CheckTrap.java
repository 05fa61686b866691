package io.github.tansaku.search.algo.testgames;

import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.Outcome;

/**
 * A three-node game for quiescence tests: from the root, move 1 leads to a position where the
 * opponent is in check without a legal move (mated), move 2 to a quiet position the evaluator
 * likes better for the mover. A search of depth 1 sees the mate only if its horizon search
 * looks at in-check positions.
 */
public final class CheckTrap implements Game<int[], Integer>, CheckDetection<int[]>, NoisyMoves<int[]> {

    /** Scores the quiet position +50 for the root player (-50 for the side to move there). */
    public static final Evaluator<int[]> EVALUATOR = p -> p[0] == 2 ? -50 : 0;

    @Override
    public String name() {
        return "check-trap";
    }

    @Override
    public int[] newPosition() {
        return new int[] {0};
    }

    @Override
    public int[] copy(int[] position) {
        return position.clone();
    }

    @Override
    public int maxMoves() {
        return 2;
    }

    @Override
    public int generateMoves(int[] position, int[] moves, int start) {
        if (position[0] != 0) {
            return 0;
        }
        moves[start] = 1;
        moves[start + 1] = 2;
        return 2;
    }

    @Override
    public boolean makeMove(int[] position, int move) {
        position[0] = move;
        return true;
    }

    @Override
    public void unmakeMove(int[] position, int move) {
        position[0] = 0;
    }

    @Override
    public Outcome outcome(int[] position, int searchPly) {
        return Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(int[] position) {
        return inCheck(position) ? Outcome.LOSS : Outcome.DRAW;
    }

    @Override
    public Integer moveOf(int code) {
        return code;
    }

    @Override
    public int codeOf(Integer move) {
        return move;
    }

    @Override
    public boolean inCheck(int[] position) {
        return position[0] == 1;
    }

    @Override
    public boolean givesCheck(int[] position, int move) {
        return position[0] == 0 && move == 1;
    }

    @Override
    public int generateNoisyMoves(int[] position, int[] moves, int start) {
        return 0;
    }

    @Override
    public boolean isNoisy(int[] position, int move) {
        return false;
    }
}
