package io.github.tansaku.chess.eval;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.search.Evaluator;

/**
 * A chess evaluator that can also explain itself: {@link #evaluate} is the search's number
 * (centipawns, side to move's view), {@link #trace} the human-readable breakdown that a UCI
 * {@code eval} command prints, ending with {@code Total evaluation: x (white side)}.
 *
 * <p>{@link #evaluate} allocates nothing, except that an evaluator whose state follows
 * make/unmake (an {@code IncrementalEvaluation}, such as the Stockfish-classical evaluator's
 * piece-square sum) attaches it to a position at that position's first evaluation.
 */
public interface ChessEvaluator extends Evaluator<Position> {

    /** Every term of the evaluation of {@code position}, one row each, as text. */
    String trace(Position position);
}
