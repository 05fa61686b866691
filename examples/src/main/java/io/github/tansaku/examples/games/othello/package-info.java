/**
 * Othello (reversi) on the game SPI, built from the README's recipe: 64-bit bitboards, a forced
 * pass as a real move code (the game's end is "no move code at all"), the final disc difference
 * as the searchers' score of a finished game ({@link io.github.tansaku.search.FinalMargin}), and
 * a small mobility-and-corners evaluator.
 */
package io.github.tansaku.examples.games.othello;
