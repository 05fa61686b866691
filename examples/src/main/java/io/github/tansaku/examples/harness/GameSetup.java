package io.github.tansaku.examples.harness;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.algo.SearchOptions;
import java.util.List;

/**
 * A game as the tools run it: its rules, the evaluator to search with, a position for the demo
 * and a fixed set of bench positions with a bench depth, for ablation tables and benchmarks.
 * Plugging a new game into {@code demo}, {@code ablation} and {@code bench} means implementing
 * this and adding one line to {@link GameSetups}.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface GameSetup<P, M> {

    /** The name users type on the command line, such as {@code "connect4"}. */
    String name();

    /** The rules. */
    Game<P, M> game();

    /** The evaluator the searches use. */
    Evaluator<P> evaluator();

    /** A new copy of the position the demo searches. */
    P demoPosition();

    /** The default depth of the demo search: a few seconds on a laptop. */
    int demoDepth();

    /** New copies of the bench positions: fixed, so node counts are comparable across runs. */
    List<P> benchPositions();

    /** The fixed depth of ablation tables and benchmarks: well under a minute for the whole bench. */
    int benchDepth();

    /**
     * Reads a position from text, for positions given on the command line.
     *
     * @throws IllegalArgumentException with the offending text if it is malformed
     */
    P parse(String text);

    /**
     * The searcher's defaults for this game: the techniques and the margins, which are
     * in the evaluator's units. The default, {@link SearchOptions#defaults()}, suits evaluators in
     * centipawn-like units; the tools switch off what the game cannot support. The ablation
     * tables start from these options (for the table of techniques switched on alone: their
     * margins with only the value-preserving techniques on).
     */
    default SearchOptions searchOptions() {
        return SearchOptions.defaults();
    }

    /** A picture or text of the position for people (the default is its {@code toString}). */
    default String diagram(P position) {
        return String.valueOf(position);
    }
}
