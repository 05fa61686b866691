/**
 * Move notations: UCI long algebraic ({@code e2e4}, {@code e7e8q}) and Standard Algebraic
 * Notation ({@code Nf3}, {@code exd6}, {@code O-O}, {@code e8=Q#}), read and written against a
 * position.
 */
package io.github.tansaku.chess.notation;
