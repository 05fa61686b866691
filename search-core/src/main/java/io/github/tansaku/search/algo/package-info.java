/**
 * Search algorithms over the {@link io.github.tansaku.search.Game} SPI: the teaching pair
 * {@link io.github.tansaku.search.algo.Minimax} and {@link io.github.tansaku.search.algo.AlphaBeta},
 * and the production {@link io.github.tansaku.search.algo.Searcher}, whose every technique is a
 * {@link io.github.tansaku.search.algo.Technique} switched and tuned through one
 * {@link io.github.tansaku.search.algo.SearchOptions} record.
 *
 * <p>Typical use:
 * <pre>{@code
 * Searcher<P, M> searcher = new Searcher<>(game, evaluator, SearchOptions.defaults().supportedBy(game));
 * SearchResult<M> result = searcher.search(position, SearchLimits.depth(10), SearchListener.silent());
 * M move = result.bestMove();
 * SearchStatistics what = searcher.statistics(); // nodes, cutoffs, re-searches
 * }</pre>
 * A test ties the three together: on random game trees, {@code Minimax}, {@code AlphaBeta} and
 * the {@code Searcher} with {@link io.github.tansaku.search.algo.SearchOptions#exact()} (or any
 * value-preserving technique switched off) return the same root value.
 *
 * <p>Reading the searcher: its node functions are in {@code NodeSearch}, the main search's
 * steps 1 to 18 and quiescence's Q1 to Q9, each step naming the {@code Technique} that switches
 * it and the class that decides it ({@code Pruning}, {@code Reductions}, {@code Extensions},
 * {@code CutoffRewards}, {@code StaticEvaluation}, {@code TableStep}); {@code RootSearch} runs
 * iterative deepening over the root moves; every tunable number is a
 * {@link io.github.tansaku.search.algo.SearchParameter} with its default and meaning on one
 * screen.
 */
package io.github.tansaku.search.algo;
