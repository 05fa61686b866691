/**
 * Tic-tac-toe on the game SPI: the smallest complete {@link io.github.tansaku.search.Game}, with
 * an incremental hash, move indexing, "noisy" moves (moves that complete or block a line),
 * passes for null-move pruning, a line-counting evaluator with search margins in its units, and
 * an exhaustive solver to check searches against. Small enough to search to the end, so it is
 * the first teaching game.
 */
package io.github.tansaku.examples.games.tictactoe;
