package io.github.tansaku.harness.match;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.engine.Dialect;
import java.util.function.Function;

/**
 * How positions and moves of a game are written for the runner: start positions in opening
 * books and game records, moves in books, records and an engine's protocol. Chess and shogi
 * take it from their protocol {@link Dialect} (FEN and SFEN, UCI and USI moves); any other game
 * from its own position parser, with moves written as their {@code toString}.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface Notation<P, M> {

    /**
     * The position written {@code text}: the words of a {@code position} command before
     * {@code moves} ({@code startpos}, {@code fen …}, {@code sfen …}) or a game's own text.
     *
     * @throws IllegalArgumentException naming the problem if the text is malformed
     */
    P parsePosition(String text);

    /**
     * The move written {@code text} in {@code position}; it need not be legal (the referee checks).
     *
     * @throws IllegalArgumentException if the text is not a move
     */
    M parseMove(P position, String text);

    /** {@code move} as written. */
    String formatMove(M move);

    /** The notation of a protocol dialect. */
    static <P, M> Notation<P, M> of(Dialect<P, M> dialect) {
        return new Notation<>() {
            @Override
            public P parsePosition(String text) {
                return dialect.parsePosition(text);
            }

            @Override
            public M parseMove(P position, String text) {
                return dialect.parseMove(position, text);
            }

            @Override
            public String formatMove(M move) {
                return dialect.formatMove(move);
            }
        };
    }

    /**
     * The notation of a game without a protocol: {@code startpos} is the game's new position,
     * other texts go to {@code parser}, and a move is the legal move whose {@code toString} is
     * the text.
     */
    static <P, M> Notation<P, M> of(Game<P, M> game, Function<String, P> parser) {
        return new Notation<>() {
            @Override
            public P parsePosition(String text) {
                return text.trim().equals("startpos") ? game.newPosition() : parser.apply(text);
            }

            @Override
            public M parseMove(P position, String text) {
                for (M move : game.legalMoves(position)) {
                    if (String.valueOf(move).equals(text.trim())) {
                        return move;
                    }
                }
                throw new IllegalArgumentException("no legal move '" + text + "' here");
            }

            @Override
            public String formatMove(M move) {
                return String.valueOf(move);
            }
        };
    }
}
