/**
 * Legal move generation (all moves, noisy moves only, or just their count), the legality test
 * of arbitrary move codes, and perft with divide.
 */
package io.github.tansaku.chess.movegen;
