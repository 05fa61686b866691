package io.github.tansaku.spark;

import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.MatchCommand;
import io.github.tansaku.harness.match.Adjudication;
import io.github.tansaku.harness.match.MatchGame;
import io.github.tansaku.harness.match.Notation;
import io.github.tansaku.harness.match.Opening;
import io.github.tansaku.harness.match.Openings;
import io.github.tansaku.harness.match.TimeControl;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Everything a worker needs to play games of a match, as plain values: the game, the two engine
 * configurations, the per-move limit (fixed nodes or a fixed depth, so that results do not depend
 * on how busy a worker is), the ply limit and the openings, as lines of a {@code position}-format
 * book (the game's book shipped with the match runner when empty), round {@code r} playing line
 * {@code r} modulo the book's size, as the single-process runner plays it.
 *
 * @param game     the game's name, as {@code GameSetups} knows it
 * @param first    the first engine: results count from its side
 * @param second   its opponent
 * @param nodes    nodes per move, 0 for none
 * @param depth    depth per move, 0 for none
 * @param maxPlies the ply limit, after which a game is a draw; 0 for none
 * @param book     the openings as {@code position}-format lines, empty for the game's shipped book
 */
public record MatchSpec(String game, EngineConfig first, EngineConfig second, long nodes, int depth, int maxPlies,
        List<String> book) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** A match from the game's shipped book. */
    public MatchSpec(String game, EngineConfig first, EngineConfig second, long nodes, int depth, int maxPlies) {
        this(game, first, second, nodes, depth, maxPlies, List.of());
    }

    /** Refuses a match without a per-move limit and two engines of one name; copies the book. */
    public MatchSpec {
        book = List.copyOf(book);
        if (nodes <= 0 && depth <= 0) {
            throw new IllegalArgumentException("give the engines nodes= or depth= per move (with -each)");
        }
        if (nodes < 0 || depth < 0 || maxPlies < 0) {
            throw new IllegalArgumentException("nodes, depth and the ply limit must not be negative");
        }
        if (first.name().equals(second.name())) {
            throw new IllegalArgumentException("the two engines need different names, both are '" + first.name() + "'");
        }
    }

    /** Both engines' time control: the node and depth limits. */
    public TimeControl control() {
        TimeControl control = nodes > 0 ? TimeControl.nodes(nodes) : TimeControl.depth(depth);
        return nodes > 0 && depth > 0 ? control.withDepth(depth) : control;
    }

    /** What plays one game of this match. */
    public <P, M> MatchGame<P, M> matchGame(GameSetup<P, M> setup) {
        Adjudication adjudication = maxPlies > 0 ? Adjudication.NONE.withMaxPlies(maxPlies) : Adjudication.NONE;
        Notation<P, M> notation = setup.notation();
        return new MatchGame<>(setup.game(), notation::parsePosition, setup.referee(), control(), adjudication,
                System::nanoTime);
    }

    /** This match's openings: its own book's lines, or the game's shipped book. */
    public <P, M> List<Opening<M>> openings(GameSetup<P, M> setup) {
        return book.isEmpty() ? book(setup) : Openings.read(book, "the match's book", "position", setup.game(),
                setup.notation());
    }

    /** The game's shipped opening book, or the start position alone for a game without one. */
    public static <P, M> List<Opening<M>> book(GameSetup<P, M> setup) {
        try {
            return MatchCommand.defaultBook(setup, setup.notation());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the " + setup.name() + " book", e);
        }
    }
}
