/**
 * JMH benchmarks, run from the jar with {@code bin/tansaku jmh}: the production searcher's speed
 * in nodes per second on connect four, move generation, make/unmake and perft for chess and
 * shogi, and the cost of one static evaluation for every chess and shogi evaluator. With
 * {@code -prof gc}, the bytes each operation allocates; with
 * {@code -prof io.github.tansaku.examples.bench.CpuTimeProfiler}, its CPU time, the steadier
 * figure on a shared machine. Results are in {@code examples/BENCHMARKS.md}.
 */
package io.github.tansaku.examples.bench;
