/**
 * The measuring harness shared by the command-line tool, the walk-through and the benchmarks:
 * {@link io.github.tansaku.examples.harness.GameSetup} (a game with its evaluator, demo and bench
 * positions, the one interface chess and shogi implement to plug in), the registry of setups,
 * the ablation tables and the printing of search progress.
 */
package io.github.tansaku.examples.harness;
