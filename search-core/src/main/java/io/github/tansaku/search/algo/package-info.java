/**
 * Search algorithms over the {@link io.github.tansaku.search.Game} SPI: the teaching pair
 * {@link io.github.tansaku.search.algo.Minimax} and {@link io.github.tansaku.search.algo.AlphaBeta},
 * and the production {@link io.github.tansaku.search.algo.Searcher}, whose every technique is a
 * {@link io.github.tansaku.search.algo.Technique} switched and tuned through one
 * {@link io.github.tansaku.search.algo.SearchOptions} record.
 */
package io.github.tansaku.search.algo;
