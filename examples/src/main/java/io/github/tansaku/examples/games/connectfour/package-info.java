/**
 * Connect four on any board up to 64 bits of bitboard, on the game SPI: bitboard move
 * generation and win detection, Zobrist hashing, null moves, "noisy" moves (moves that win or
 * block a win), a window-counting evaluator, and an exhaustive solver for small boards that
 * gives exact game values to test the searchers against.
 */
package io.github.tansaku.examples.games.connectfour;
