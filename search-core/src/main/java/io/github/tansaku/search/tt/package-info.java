/**
 * The transposition table: a fixed-size, lock-free cache of search results keyed by
 * {@link io.github.tansaku.search.PositionHashing position keys}, packed into primitive arrays;
 * and the cache of static evaluations ({@link io.github.tansaku.search.tt.EvaluationCache}) with
 * the evaluator that puts one in front of another ({@link io.github.tansaku.search.tt.CachedEvaluator}).
 */
package io.github.tansaku.search.tt;
