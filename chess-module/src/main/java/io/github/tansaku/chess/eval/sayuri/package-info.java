/**
 * The evaluation of the chess engine Sayuri: features weighted by (opening, ending) pairs that
 * are interpolated by the number of men, its default parameters, options and trace.
 */
package io.github.tansaku.chess.eval.sayuri;
