/**
 * The UCI front end of the chess engine: {@link io.github.tansaku.chess.uci.UciMain} reads
 * commands line by line ({@code uci}, {@code isready}, {@code position}, {@code go perft},
 * {@code d}, ...) and answers as Stockfish does.
 */
package io.github.tansaku.chess.uci;
