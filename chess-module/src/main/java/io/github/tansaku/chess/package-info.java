/**
 * Chess for the search library: {@link io.github.tansaku.chess.ChessGame}, the rules as a
 * {@code Game} with every optional capability, and {@link io.github.tansaku.chess.Move}, the
 * interned move objects users see.
 */
package io.github.tansaku.chess;
