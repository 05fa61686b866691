/**
 * The walk-through: the same positions searched by {@code Minimax}, {@code AlphaBeta} and the
 * production {@code Searcher}, side by side, then what each pruning technique saves on its own.
 */
package io.github.tansaku.examples.walkthrough;
