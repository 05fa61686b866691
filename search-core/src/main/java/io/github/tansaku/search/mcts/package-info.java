/**
 * Monte Carlo tree search over the {@link io.github.tansaku.search.Game} SPI, beside the
 * alpha-beta searcher and behind the same {@link io.github.tansaku.search.algo.GameSearcher}
 * interface: {@link io.github.tansaku.search.mcts.MctsSearcher} with UCT or PUCT selection,
 * random playouts, evaluator leaves or a mix, the MCTS-Solver, tree reuse, several threads on
 * one tree with virtual loss, and a preallocated node pool.
 *
 * <p>Typical use:
 * <pre>{@code
 * GameSearcher<P, M> searcher = new MctsSearcher<>(game, evaluator, MctsOptions.defaults());
 * SearchResult<M> result = searcher.search(position, SearchLimits.moveTime(1000), SearchListener.silent());
 * }</pre>
 */
package io.github.tansaku.search.mcts;
