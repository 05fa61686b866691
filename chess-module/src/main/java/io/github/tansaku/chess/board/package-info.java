/**
 * The chess position: squares, colours, pieces, int-coded moves, Zobrist keys, FEN, and
 * {@link io.github.tansaku.chess.board.Position} with make/unmake, null move and the key history
 * that repetition detection reads.
 */
package io.github.tansaku.chess.board;
