package io.github.tansaku.shogi.eval;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Position;
import java.util.Objects;

/**
 * The textbook chapter's player ("1手読んだ先の局面の評価値で動くプログラム"): it
 * tries every legal move, evaluates the position after it, and plays the move that leaves the
 * opponent the worst evaluation. With the {@link TextbookMaterialEvaluator} that is one ply plus
 * the opponent's best exchange: {@code value(move) = M(mover) - max(0, opponent's best gain)}.
 *
 * <p>One addition to the chapter: a move after which the opponent has no legal move wins
 * outright (checkmate; a pawn-drop mate is never generated), so it is always chosen. Ties go to
 * the first move in generation order, as in the chapter. Not for the search hot path: each call
 * allocates a move buffer.
 */
public final class OnePlyExchangePlayer {

    private final Evaluator<Position> evaluator;

    /** The chapter's player: the {@link TextbookMaterialEvaluator}. */
    public OnePlyExchangePlayer() {
        this(new TextbookMaterialEvaluator());
    }

    /** A one-ply player with another evaluator (any {@link ShogiEvaluator} works). */
    public OnePlyExchangePlayer(Evaluator<Position> evaluator) {
        this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
    }

    /**
     * The move code this player chooses in {@code position}, or {@link Game#NO_MOVE} when the
     * side to move has no legal move. The position is left as it was.
     */
    public int chooseMove(Position position) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateLegal(position, moves, 0);
        int best = Game.NO_MOVE;
        int bestValue = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            int value = valueOfLegal(position, moves[i]);
            if (value > bestValue) {
                bestValue = value;
                best = moves[i];
            }
        }
        return best;
    }

    /**
     * The value of {@code move} for the side to move: minus the evaluation of the position after
     * it, or {@link Score#MATE} when it leaves the opponent without a legal move. The position
     * is left as it was.
     *
     * @throws IllegalArgumentException if {@code move} is not a legal move in {@code position}
     */
    public int valueOf(Position position, int move) {
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException("not a legal move here: " + move + " in " + position.toSfen());
        }
        return valueOfLegal(position, move);
    }

    private int valueOfLegal(Position position, int move) {
        position.makeMove(move);
        try {
            if (MoveGenerator.countLegal(position) == 0) {
                return Score.MATE;
            }
            return -evaluator.evaluate(position);
        } finally {
            position.unmakeMove(move);
        }
    }
}
