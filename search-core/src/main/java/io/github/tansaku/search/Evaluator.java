package io.github.tansaku.search;

/**
 * A static evaluation of a position, separate from the rules so that a game can have several.
 *
 * <p>Scores follow the negamax convention: positive is good for the side to move. They are in
 * the game's own units (centipawns for chess) and must stay well inside
 * ({@code -Score.MARGIN_WIN}, {@code Score.MARGIN_WIN}) so they can never be mistaken for mates or
 * final margins ({@link FinalMargin}); the searchers clamp them there.
 * Evaluation runs at every leaf of the search, so it must not allocate.
 *
 * @param <P> the position type
 */
@FunctionalInterface
public interface Evaluator<P> {

    /** The static score of {@code position} from the side to move's point of view. */
    int evaluate(P position);
}
