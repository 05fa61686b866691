/**
 * The USI front end: {@link io.github.tansaku.shogi.usi.UsiMain} reads USI commands, keeps the
 * game position, and answers {@code usi}, {@code isready}, {@code position}, {@code go perft},
 * {@code d} and the other commands of the protocol.
 */
package io.github.tansaku.shogi.usi;
