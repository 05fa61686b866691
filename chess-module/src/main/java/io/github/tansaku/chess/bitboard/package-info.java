/**
 * 64-bit bitboards (bit {@code i} is square {@code i}, a1 = 0 ... h8 = 63) and the precomputed
 * attack tables of every piece: knight, king and pawn tables, and magic-bitboard lookups for the
 * sliders, whose magic multipliers are searched for at class initialisation.
 */
package io.github.tansaku.chess.bitboard;
