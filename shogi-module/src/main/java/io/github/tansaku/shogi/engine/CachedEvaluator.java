package io.github.tansaku.shogi.engine;

import io.github.tansaku.search.tt.EvaluationCache;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.eval.ShogiEvaluator;

/**
 * Another evaluator with a cache of its values by position key in front ({@link EvaluationCache},
 * one per search thread).
 *
 * <p>Why: the search evaluates many positions more than once (a node's static evaluation for
 * pruning and the stand-pat of the quiescence search it starts, re-searches, the next
 * iteration), and the YaneuraOu evaluator, which counts the effects on every square, is a third
 * of the engine's time. The key covers board, hands and side to move, everything a shogi
 * evaluation reads, so a hit returns exactly the wrapped evaluator's value (unless two positions
 * share a 64-bit key, the transposition table's assumption too).
 */
public final class CachedEvaluator implements ShogiEvaluator {

    /** Entries of each thread's cache (16 bytes each: 1 MiB). */
    static final int CACHE_SIZE = 1 << 16;

    private final ShogiEvaluator inner;
    private final ThreadLocal<EvaluationCache> caches = ThreadLocal.withInitial(() -> new EvaluationCache(CACHE_SIZE));

    /** {@code inner} with a cache in front. */
    public CachedEvaluator(ShogiEvaluator inner) {
        this.inner = inner;
    }

    /** The wrapped evaluator. */
    public ShogiEvaluator inner() {
        return inner;
    }

    @Override
    public int evaluate(Position position) {
        EvaluationCache cache = caches.get();
        long key = position.key();
        int score = cache.probe(key);
        if (score == EvaluationCache.MISSING) {
            score = inner.evaluate(position);
            cache.store(key, score);
        }
        return score;
    }

    /** The wrapped evaluator's name (the cache adds no new evaluator). */
    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public String trace(Position position) {
        return inner.trace(position);
    }
}
