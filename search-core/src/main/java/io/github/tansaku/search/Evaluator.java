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

    /**
     * Told by a searching thread before each iteration of iterative deepening searches a root
     * window: the iteration's {@code depth} and {@code previousScore}, the score the principal
     * variation being searched had in the previous iteration (root side's view), or
     * {@code -Score.INFINITE} when there is none. An evaluator whose values depend on the state
     * of the search adjusts itself here, for the calling thread only (Stockfish's dynamic
     * contempt leans its draw aversion on the previous score); it returns whether its values
     * changed, so that a cache in front of it forgets them. The default changes nothing.
     */
    default boolean iterationStarting(int depth, int previousScore) {
        return false;
    }
}
