package io.github.tansaku.shogi.eval;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.shogi.Position;

/**
 * A shogi evaluator with a name and a readable breakdown of its score.
 *
 * <p>{@link #evaluate} follows the negamax convention of {@link Evaluator}: the score is from the
 * side to move's view, in the evaluator's own units (about 100 per pawn for the textbook scale,
 * 90 per pawn for the Apery and YaneuraOu scales). It allocates nothing.
 */
public interface ShogiEvaluator extends Evaluator<Position> {

    /** The registry name of this evaluator, as {@link Evaluators#create} accepts it. */
    String name();

    /**
     * The terms of the evaluation of {@code position} and their total, one per line, for an
     * {@code eval} command. Allocates; not for the search.
     */
    String trace(Position position);
}
