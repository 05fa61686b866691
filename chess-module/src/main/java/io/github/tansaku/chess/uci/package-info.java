/**
 * The rules side of UCI: {@link io.github.tansaku.chess.uci.ChessDialect} (handshake words, FEN
 * positions, UCI moves, the {@code d} command) for search-core's protocol loop, and the board
 * diagram {@code d} prints. The playing engine is {@link io.github.tansaku.chess.engine.UciEngine}.
 */
package io.github.tansaku.chess.uci;
