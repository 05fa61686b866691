package io.github.tansaku.search.mcts;

import java.util.SplittableRandom;

/**
 * Picks the moves of a random playout. Called once per playout move on the playout's own
 * thread, so it must not allocate; state, if any, must be per thread or thread-safe.
 *
 * @param <P> the position type
 */
@FunctionalInterface
public interface RolloutPolicy<P> {

    /**
     * The index, in {@code [0, count)}, of the move to play among {@code moves[0..count)}, which
     * are the game's generated (possibly pseudo-legal) moves of {@code position}. If the move
     * turns out illegal the searcher removes it and asks again.
     *
     * @param random the playout thread's generator, seeded from the searcher's seed
     */
    int choose(P position, int[] moves, int count, SplittableRandom random);

    /** Every move equally likely: the classic light playout. */
    static <P> RolloutPolicy<P> uniform() {
        return (position, moves, count, random) -> random.nextInt(count);
    }
}
