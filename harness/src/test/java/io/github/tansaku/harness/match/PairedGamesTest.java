package io.github.tansaku.harness.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.tansaku.harness.stats.PairedScores;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PairedGamesTest {

    private static GameOutcome game(int round, int gameInRound, double points, String opening) {
        return new GameOutcome(round, gameInRound, points, Termination.RULES, -1, "test", opening);
    }

    private static final String A = "startpos moves e2e4 e7e5";
    private static final String B = "startpos moves d2d4 d7d5";
    private static final String C = "startpos moves c2c4 e7e5";

    /** Three openings, both colours; the candidate drew them in another order and finished its games in another. */
    private static List<GameOutcome> base() {
        return List.of(game(0, 0, 1, A), game(0, 1, 0.5, A), game(1, 0, 0, B), game(1, 1, 0.5, B), game(2, 0, 1, C),
                game(2, 1, 1, C));
    }

    private static List<GameOutcome> candidate() {
        return List.of(game(0, 1, 1, C), game(0, 0, 0.5, C), game(2, 0, 0, B), game(1, 0, 1, A), game(1, 1, 1, A),
                game(2, 1, 0, B));
    }

    /**
     * Matched by opening and side whatever the rounds: A +1/2, B -1/2, C -1/2, so -1/12 a game,
     * error 1/6 (see PairedScoresTest); matched by round the same logs would pair A with C.
     */
    @Test
    void gamesMatchByOpeningAndSideNotByRound() {
        PairedGames games = PairedGames.matchLogs(base(), candidate());
        assertThat(games.byOpening()).isTrue();
        assertThat(games.unpairedBase()).isZero();
        assertThat(games.unpairedCandidate()).isZero();
        assertThat(games.units()).containsExactly(new PairedScores.Unit(1.5, 2, 2, 1), new PairedScores.Unit(0.5, 0, 2, 1),
                new PairedScores.Unit(2, 1.5, 2, 1));
        PairedScores scores = games.scores();
        assertThat(scores.difference()).isCloseTo(-1.0 / 12, within(1e-12));
        assertThat(scores.standardError()).isCloseTo(1.0 / 6, within(1e-12));
    }

    @Test
    void aGameWithoutItsMatchIsLeftOutAndCounted() {
        List<GameOutcome> candidate = new ArrayList<>(candidate());
        candidate.remove(0); // C, first engine second
        candidate.add(game(3, 0, 1, "startpos moves g1f3 g8f6"));
        PairedGames games = PairedGames.matchLogs(base(), candidate);
        assertThat(games.unpairedBase()).isEqualTo(1);
        assertThat(games.unpairedCandidate()).isEqualTo(1);
        assertThat(games.units()).last().isEqualTo(new PairedScores.Unit(1, 0.5, 1, 0));
    }

    /** An opening played twice (a book shorter than the rounds): the k-th play meets the other run's k-th. */
    @Test
    void anOpeningPlayedTwiceMatchesPlayByPlay() {
        List<GameOutcome> base = List.of(game(0, 0, 1, A), game(0, 1, 1, A), game(1, 0, 0, A), game(1, 1, 0, A));
        List<GameOutcome> candidate = List.of(game(0, 0, 1, A), game(0, 1, 0, A), game(1, 0, 1, A), game(1, 1, 0, A));
        PairedGames games = PairedGames.matchLogs(base, candidate);
        assertThat(games.units()).containsExactly(new PairedScores.Unit(2, 1, 2, 1), new PairedScores.Unit(0, 1, 2, 1));
    }

    /** A log written before openings were recorded: games match by round and game in the round. */
    @Test
    void logsWithoutOpeningsMatchByRound() {
        List<GameOutcome> base = new ArrayList<>();
        for (GameOutcome game : base()) {
            base.add(game(game.round(), game.gameInRound(), game.pointsOfFirst(), null));
        }
        PairedGames games = PairedGames.matchLogs(base, candidate());
        assertThat(games.byOpening()).isFalse();
        assertThat(games.units()).hasSize(3);
        // round 0: base A (1, 0.5) against candidate C (0.5, 1)
        assertThat(games.units().get(0)).isEqualTo(new PairedScores.Unit(1.5, 1.5, 2, 0));
    }
}
