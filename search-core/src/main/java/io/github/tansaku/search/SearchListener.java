package io.github.tansaku.search;

/**
 * Receives a search's progress, on the search thread. Implementations must return quickly and
 * must not call back into the searcher.
 *
 * @param <M> the move type
 */
public interface SearchListener<M> {

    /** A listener that ignores everything. */
    static <M> SearchListener<M> silent() {
        return info -> { };
    }

    /** A principal variation was completed, or an aspiration window failed (see {@link SearchInfo#bound()}). */
    void onInfo(SearchInfo<M> info);

    /**
     * The root move now being searched, on long searches (UCI {@code currmove}).
     *
     * @param move the move
     * @param number its 1-based position in the root move order
     * @param depth the iteration depth
     */
    default void onCurrentMove(M move, int number, int depth) {
    }
}
