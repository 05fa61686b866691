/**
 * Legal move generation (all moves, noisy moves only, or just their count) and the legality
 * test of arbitrary move codes. Perft counts with them through search-core's
 * {@code io.github.tansaku.search.perft.Perft} over {@link io.github.tansaku.chess.ChessGame}.
 */
package io.github.tansaku.chess.movegen;
