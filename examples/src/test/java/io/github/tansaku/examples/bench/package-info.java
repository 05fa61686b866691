/**
 * Tests of the JMH benchmarks without JMH: their positions' published counts hold, their
 * parameters cover every registered evaluator, and their operations allocate nothing.
 */
package io.github.tansaku.examples.bench;
