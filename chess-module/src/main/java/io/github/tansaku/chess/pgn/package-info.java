/**
 * Game and position files: PGN games read and written ({@link io.github.tansaku.chess.pgn.PgnReader},
 * {@link io.github.tansaku.chess.pgn.PgnWriter}, {@link io.github.tansaku.chess.pgn.PgnGame}) and
 * EPD records read ({@link io.github.tansaku.chess.pgn.EpdRecord}).
 */
package io.github.tansaku.chess.pgn;
