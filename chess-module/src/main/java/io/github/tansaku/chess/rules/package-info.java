/**
 * How a chess game stands: checkmate, stalemate and the draw rules (fifty moves, threefold
 * repetition along the whole game history, insufficient material).
 */
package io.github.tansaku.chess.rules;
