/**
 * Shogi notations: USI move text, CSA moves and records, and KIF (Japanese) moves and records
 * (as the USI protocol, the CSA standard record format and Kakinoki's KIF define them), read and written, with {@link
 * io.github.tansaku.shogi.notation.GameRecord} as the in-memory game.
 */
package io.github.tansaku.shogi.notation;
