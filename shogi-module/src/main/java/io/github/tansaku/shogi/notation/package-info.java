/**
 * Shogi notations: USI move text, CSA moves and records, and KIF (Japanese) moves and records
 * (spec {@code shogi.md} sections 2.2 and 3), read and written, with {@link
 * io.github.tansaku.shogi.notation.GameRecord} as the in-memory game.
 */
package io.github.tansaku.shogi.notation;
