/**
 * The shogi rules library: squares, pieces, bitboards and attack tables, {@code
 * Position} with make/unmake of {@code int} move codes, SFEN, legal move
 * generation with every drop rule, perft, repetition and declaration rules, static exchange, and
 * {@code ShogiGame}, the game for the search-core searchers.
 */
package io.github.tansaku.shogi;
