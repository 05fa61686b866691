package io.github.tansaku.search.algo;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;

/**
 * A search strategy over the {@link io.github.tansaku.search.Game} SPI: what an engine, the
 * match runner or a teaching tool needs to ask for a move without knowing how it is found. The
 * alpha-beta {@link Searcher} and the Monte Carlo tree search
 * ({@code io.github.tansaku.search.mcts.MctsSearcher}) implement it, so a setting switches
 * between them.
 *
 * <h2>Contract shared by every strategy</h2>
 * <ul>
 *   <li>{@link #search} leaves the position as it found it and returns a legal best move
 *       whenever the root has one, also when stopped early; {@code null} only without legal
 *       moves, with the game's verdict as the score.</li>
 *   <li>The limits combine as {@link SearchLimits} describes: nodes (playouts for MCTS), time,
 *       deadline, depth (iterations for alpha-beta, tree depth for MCTS); an infinite search
 *       runs until {@link #stop()}.</li>
 *   <li>{@link #stop()} may be called from any thread; the search returns within milliseconds.</li>
 *   <li>Progress goes to the listener on the searching thread; a search of a root with legal
 *       moves sends at least one report before its result.</li>
 *   <li>One search at a time per searcher.</li>
 * </ul>
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface GameSearcher<P, M> {

    /**
     * Searches {@code position} within {@code limits}, reporting progress to {@code listener}.
     *
     * @throws IllegalStateException if this searcher is already searching
     */
    SearchResult<M> search(P position, SearchLimits limits, SearchListener<M> listener);

    /** Ends the running search as soon as possible; it still returns its best move. Thread-safe. */
    void stop();

    /** Nodes (playouts for MCTS) of the running search so far, or of the last one. Thread-safe. */
    long nodes();
}
