package io.github.tansaku.examples.harness;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Games between two configurations of the production searcher, in process: the strength axis of
 * the measurement protocol, for the teaching games. Every opening (every sequence of a few plies
 * from the demo position) is played twice, each configuration taking each side once, so neither
 * gains from the openings themselves. Each move is a search with the same limits (a fixed node
 * count keeps the match reproducible and independent of the machine's load).
 */
public final class Match {

    /**
     * The score of a match from the first configuration's point of view.
     *
     * @param wins games the first configuration won
     * @param draws drawn games
     * @param losses games it lost
     */
    public record Result(int wins, int draws, int losses) {

        /** The number of games. */
        public int games() {
            return wins + draws + losses;
        }

        /** The first configuration's points (a win 1, a draw one half) per game. */
        public double scoreRate() {
            return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
        }

        /** The Elo difference the score rate corresponds to (infinite for a clean sweep). */
        public double eloDifference() {
            double rate = scoreRate();
            return -400 * Math.log10(1 / rate - 1);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "+%d =%d -%d (%.1f%%, Elo %+.0f)", wins, draws, losses, 100 * scoreRate(),
                    eloDifference());
        }
    }

    private Match() {
    }

    /**
     * Plays every opening of {@code openingPlies} plies from {@code setup}'s demo position twice.
     *
     * @param first the configuration the result is counted for
     * @param second its opponent
     * @param limits the limits of every move's search
     * @param log where to print one line per game, or {@code null} for silence
     */
    public static <P, M> Result play(GameSetup<P, M> setup, SearchOptions first, SearchOptions second,
            SearchLimits limits, int openingPlies, PrintStream log) {
        Game<P, M> game = setup.game();
        Searcher<P, M> firstSearcher = new Searcher<>(game, setup.evaluator(), first.supportedBy(game));
        Searcher<P, M> secondSearcher = new Searcher<>(game, setup.evaluator(), second.supportedBy(game));
        int wins = 0;
        int draws = 0;
        int losses = 0;
        List<List<M>> openings = openings(game, setup.demoPosition(), openingPlies);
        for (List<M> opening : openings) {
            for (int firstMovesFirst = 0; firstMovesFirst < 2; firstMovesFirst++) {
                P position = setup.demoPosition();
                for (M move : opening) {
                    game.makeMove(position, game.codeOf(move));
                }
                // after the opening, the first configuration moves first in one game and second in the other
                Outcome forFirst = playOut(game, position, firstMovesFirst == 0 ? firstSearcher : secondSearcher,
                        firstMovesFirst == 0 ? secondSearcher : firstSearcher, limits);
                if (firstMovesFirst == 1) {
                    forFirst = forFirst.flip();
                }
                switch (forFirst) {
                    case WIN -> wins++;
                    case LOSS -> losses++;
                    default -> draws++;
                }
                if (log != null) {
                    log.println("opening " + opening + (firstMovesFirst == 0 ? ", first configuration to move: "
                            : ", second configuration to move: ") + forFirst.name().toLowerCase(Locale.ROOT)
                            + " for the first");
                }
            }
        }
        return new Result(wins, draws, losses);
    }

    /** Plays to the end; the outcome for the side that moved first from {@code position}. */
    private static <P, M> Outcome playOut(Game<P, M> game, P position, Searcher<P, M> toMove, Searcher<P, M> other,
            SearchLimits limits) {
        int plies = 0;
        toMove.clearHistory();
        other.clearHistory();
        toMove.table().clear();
        other.table().clear();
        while (true) {
            Outcome outcome = game.outcome(position, 0);
            if (!outcome.isOver() && game.legalMoves(position).isEmpty()) {
                outcome = game.outcomeWithoutMoves(position);
            }
            if (outcome.isOver()) {
                return plies % 2 == 0 ? outcome : outcome.flip();
            }
            Searcher<P, M> searcher = plies % 2 == 0 ? toMove : other;
            SearchResult<M> result = searcher.search(position, limits, SearchListener.silent());
            if (!game.makeMove(position, game.codeOf(result.bestMove()))) {
                throw new IllegalStateException("the searcher chose an illegal move " + result.bestMove());
            }
            plies++;
        }
    }

    /** Every sequence of {@code plies} legal moves from {@code start} that does not end the game. */
    static <P, M> List<List<M>> openings(Game<P, M> game, P start, int plies) {
        List<List<M>> openings = new ArrayList<>();
        extend(game, start, plies, new ArrayList<>(), openings);
        return openings;
    }

    private static <P, M> void extend(Game<P, M> game, P position, int plies, List<M> line, List<List<M>> openings) {
        if (game.outcome(position, 0).isOver()) {
            return;
        }
        if (plies == 0) {
            openings.add(List.copyOf(line));
            return;
        }
        for (M move : game.legalMoves(position)) {
            game.makeMove(position, game.codeOf(move));
            line.add(move);
            extend(game, position, plies - 1, line, openings);
            line.remove(line.size() - 1);
            game.unmakeMove(position, game.codeOf(move));
        }
    }
}
