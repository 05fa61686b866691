package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.GameReferee;
import io.github.tansaku.harness.match.Notation;
import io.github.tansaku.harness.match.Referee;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.engine.Dialect;
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

    /**
     * A score in the words this game's players use. The default, {@link Score#toString}, suits
     * any game ({@code +35}, {@code win in 5 plies}); chess and shogi say {@code mate}.
     */
    default String scoreText(int score) {
        return Score.toString(score);
    }

    /** A picture or text of the position for people (the default is its {@code toString}). */
    default String diagram(P position) {
        return String.valueOf(position);
    }

    /**
     * The game's engine protocol (UCI for chess, USI for shogi), through which the match runner
     * drives engine processes; {@code null} (the default) for games without one.
     */
    default Dialect<P, M> protocolDialect() {
        return null;
    }

    /** How the match runner reads and writes positions and moves: the protocol's notation, else {@link #parse}. */
    default Notation<P, M> notation() {
        Dialect<P, M> dialect = protocolDialect();
        return dialect != null ? Notation.of(dialect) : Notation.of(game(), this::parse);
    }

    /** The match runner's referee; the default knows the game's rules through its {@code Game} only. */
    default Referee<P, M> referee() {
        return new GameReferee<>(game());
    }

    /**
     * The largest score (in the evaluator's units) of a position the match runner accepts as a
     * balanced opening; the default suits centipawn-like units.
     */
    default int balancedScore() {
        return 100;
    }

    /**
     * The writer of game records in {@code format} ({@code pgn} for chess, {@code kif} or
     * {@code csa} for shogi), or {@code null} (the default) when the game has no such format.
     */
    default GameRecordWriter<M> recordWriter(String format) {
        return null;
    }

    /**
     * The openings of a book of game records ({@code pgn} for chess, {@code kif} or {@code csa}
     * for shogi): each game's start position and its first {@code plies} moves (all of them when
     * {@code plies} is negative); {@code null} (the default) when the game has no such format.
     *
     * @throws IllegalArgumentException when the text does not read as records of that format
     */
    default List<io.github.tansaku.harness.match.Opening<M>> readRecordBook(String text, String format, int plies) {
        return null;
    }
}
