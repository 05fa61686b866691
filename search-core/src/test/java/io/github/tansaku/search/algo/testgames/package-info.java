/**
 * Synthetic games for testing the searchers: take-away Nim (known forced wins), seeded random
 * game trees with every optional capability, and uniform trees with an ordering oracle.
 */
package io.github.tansaku.search.algo.testgames;
