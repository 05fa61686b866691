package io.github.tansaku.shogi.engine;

import io.github.tansaku.shogi.MateInOne;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.eval.ShogiEvaluator;

/**
 * Another evaluator with a mate-in-one test in front: a position whose side to move can mate at
 * once ({@link MateInOne}) scores {@link ShogiEvaluator#MAX_SCORE}, anything else the wrapped
 * evaluator's score.
 *
 * <p>Why: quiescence search follows captures and promotions only, so at the search horizon a
 * side that has a mating drop or contact check is scored by material alone; in shogi, where
 * pieces in hand make such mates common, that hides the decisive threat. The test is exact when
 * it answers yes (see {@link MateInOne}), so the score is never given to a position without a
 * mate. Stateless apart from the wrapped evaluator, allocation-free.
 */
public final class MateInOneEvaluator implements ShogiEvaluator {

    private final ShogiEvaluator inner;

    /** {@code inner} with the mate-in-one test in front. */
    public MateInOneEvaluator(ShogiEvaluator inner) {
        this.inner = inner;
    }

    /** The wrapped evaluator. */
    public ShogiEvaluator inner() {
        return inner;
    }

    @Override
    public int evaluate(Position position) {
        return MateInOne.exists(position) ? MAX_SCORE : inner.evaluate(position);
    }

    /** The wrapped evaluator's name (the test adds no new evaluator). */
    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public String trace(Position position) {
        int mate = MateInOne.find(position);
        return inner.trace(position) + "\nMate in one: " + (mate == 0 ? "none found" : Move.of(mate) + " (score "
                + MAX_SCORE + ")");
    }
}
