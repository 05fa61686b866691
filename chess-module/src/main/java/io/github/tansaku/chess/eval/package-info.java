/**
 * Chess evaluators chosen by name at run time ({@code Evaluators}):
 * the plain material baseline, and the registry over the Stockfish-classical and Sayuri
 * evaluators of the sub-packages, each with a printable trace.
 */
package io.github.tansaku.chess.eval;
