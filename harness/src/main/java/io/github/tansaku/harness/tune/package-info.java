/**
 * Parameter tuning by games: SPSA (simultaneous perturbation stochastic approximation), which
 * moves every tuned parameter at once from the results of game pairs played with the values
 * perturbed up and down, and the runner that plays those pairs with the match package's games
 * and engines.
 */
package io.github.tansaku.harness.tune;
