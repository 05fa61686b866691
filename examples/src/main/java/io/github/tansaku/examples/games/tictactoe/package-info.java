/**
 * Tic-tac-toe on the game SPI: the smallest complete {@link io.github.tansaku.search.Game}, with
 * an incremental hash, move indexing, "noisy" moves (moves that complete or block a line) and a
 * line-counting evaluator. Small enough to search to the end, so it is the first teaching game.
 */
package io.github.tansaku.examples.games.tictactoe;
