/**
 * JMH benchmarks, run from the jar with {@code bin/tansaku jmh}: the production searcher's speed
 * in nodes per second on connect four, move generation, make/unmake and perft for chess and
 * shogi, and the cost of one static evaluation for every chess and shogi evaluator; with
 * {@code -prof gc}, the allocation of each operation. Results are in {@code examples/BENCHMARKS.md}.
 */
package io.github.tansaku.examples.bench;
