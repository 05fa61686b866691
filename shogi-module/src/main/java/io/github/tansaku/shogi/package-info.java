/**
 * The shogi rules library: squares, pieces, bitboards and attack tables,
 * {@link io.github.tansaku.shogi.Position} with make/unmake of {@code int} move codes, SFEN,
 * legal move generation with every drop rule, perft, repetition and declaration rules, static
 * exchange, and {@link io.github.tansaku.shogi.ShogiGame}, the game for the search-core searchers.
 */
package io.github.tansaku.shogi;
