/**
 * JMH benchmarks, run from the jar with {@code bin/tansaku jmh}: the production searcher's speed
 * in nodes per second on connect four, and (with {@code -prof gc}) its allocation per node.
 */
package io.github.tansaku.examples.bench;
