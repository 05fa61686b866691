package io.github.tansaku.shogi.eval;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.shogi.Position;

/**
 * A shogi evaluator with a name and a readable breakdown of its score.
 *
 * <p>{@link #evaluate} follows the negamax convention of {@link Evaluator}: the score is from the
 * side to move's view, in the evaluator's own units (about 100 per pawn for the textbook scale,
 * 90 per pawn for the Apery and YaneuraOu scales), never beyond {@link #MAX_SCORE} in magnitude.
 * It allocates nothing, except that an evaluator whose state follows make/unmake (such as a
 * {@link MaterialCount}) attaches it to a position at that position's first evaluation.
 */
public interface ShogiEvaluator extends Evaluator<Position> {

    /**
     * The largest score magnitude an evaluator returns, well inside the searchers' mate range.
     * Only freak positions reach it (the textbook scale exceeds it with a dozen tokins on the
     * board and most other pieces on one side); larger values are clamped.
     */
    int MAX_SCORE = 30_000;

    /** {@code score} clamped to [{@code -MAX_SCORE}, {@code MAX_SCORE}]. */
    static int clamp(int score) {
        return Math.max(-MAX_SCORE, Math.min(MAX_SCORE, score));
    }

    /** The registry name of this evaluator, as {@link Evaluators#create} accepts it. */
    String name();

    /**
     * The terms of the evaluation of {@code position} and their total, one per line, for an
     * {@code eval} command. Allocates; not for the search.
     */
    String trace(Position position);
}
