package io.github.tansaku.harness.match;

import io.github.tansaku.harness.stats.PairedScores;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Matches the games of two runs game for game, for a paired comparison ({@link PairedScores}): a
 * base run and a candidate run of one engine against the same opponent, from results logs
 * ({@link Played#of(GameOutcome)}) or any other record of the games. Two games match when they
 * were played from the same opening with the engine on the same side; an opening played more
 * than once in a run matches its k-th game with the other run's k-th. The games of one opening
 * form one unit of the comparison.
 *
 * <p>When either run does not record its openings (results logs written before they were),
 * games match by round and side instead, which pairs the same openings only when both runs drew
 * them alike (the same {@code -openings} and {@code -srand}); {@link #byOpening()} tells which
 * was used.
 */
public final class PairedGames {

    private final List<PairedScores.Unit> units;
    private final int unpairedBase;
    private final int unpairedCandidate;
    private final boolean byOpening;

    private PairedGames(List<PairedScores.Unit> units, int unpairedBase, int unpairedCandidate, boolean byOpening) {
        this.units = List.copyOf(units);
        this.unpairedBase = unpairedBase;
        this.unpairedCandidate = unpairedCandidate;
        this.byOpening = byOpening;
    }

    /**
     * One game of the compared engine.
     *
     * @param opening the opening it was played from, in any text that names it alike in both
     *                runs, or {@code null} when not known
     * @param side    the engine's seat: 0 when it moved first from the opening's start position
     * @param round   the game's round, by which games without a known opening match
     * @param points  the engine's points: 1, 1/2 or 0
     */
    public record Played(String opening, int side, int round, double points) {

        /** The first engine's game of a results log. */
        public static Played of(GameOutcome outcome) {
            return new Played(outcome.opening(), outcome.gameInRound(), outcome.round(), outcome.pointsOfFirst());
        }
    }

    /** Matches the first engine's games of {@code candidate}'s results log with {@code base}'s. */
    public static PairedGames matchLogs(List<GameOutcome> base, List<GameOutcome> candidate) {
        return match(base.stream().map(Played::of).toList(), candidate.stream().map(Played::of).toList());
    }

    /** Matches {@code candidate}'s games with {@code base}'s. */
    public static PairedGames match(List<Played> base, List<Played> candidate) {
        boolean byOpening = base.stream().allMatch(game -> game.opening() != null)
                && candidate.stream().allMatch(game -> game.opening() != null);
        Map<GameKey, Played> baseGames = keyed(base, byOpening);
        Map<GameKey, Played> candidateGames = keyed(candidate, byOpening);
        Map<String, double[]> sums = new LinkedHashMap<>(); // unit -> base points, candidate points, games, same
        int paired = 0;
        for (Map.Entry<GameKey, Played> entry : baseGames.entrySet()) {
            Played other = candidateGames.get(entry.getKey());
            if (other == null) {
                continue;
            }
            paired++;
            double[] sum = sums.computeIfAbsent(entry.getKey().unit(), unit -> new double[4]);
            sum[0] += entry.getValue().points();
            sum[1] += other.points();
            sum[2]++;
            sum[3] += entry.getValue().points() == other.points() ? 1 : 0;
        }
        List<PairedScores.Unit> units = new ArrayList<>();
        for (double[] sum : sums.values()) {
            units.add(new PairedScores.Unit(sum[0], sum[1], (int) sum[2], (int) sum[3]));
        }
        return new PairedGames(units, base.size() - paired, candidate.size() - paired, byOpening);
    }

    /** The units (openings) with at least one matched game, in the base log's order. */
    public List<PairedScores.Unit> units() {
        return units;
    }

    /** The comparison of the matched games; needs at least two units. */
    public PairedScores scores() {
        return PairedScores.of(units);
    }

    /** The base run's games that found no match. */
    public int unpairedBase() {
        return unpairedBase;
    }

    /** The candidate run's games that found no match. */
    public int unpairedCandidate() {
        return unpairedCandidate;
    }

    /** Whether the games were matched by their openings (else by round and game in the round). */
    public boolean byOpening() {
        return byOpening;
    }

    /** One game's place: its unit (the opening and which of its plays, or the round) and the engine's side in it. */
    private record GameKey(String unit, int side) {
    }

    private static Map<GameKey, Played> keyed(List<Played> games, boolean byOpening) {
        Map<GameKey, Played> keyed = new LinkedHashMap<>();
        Map<GameKey, Integer> plays = new HashMap<>();
        for (Played game : games) {
            GameKey key;
            if (byOpening) {
                int play = plays.merge(new GameKey(game.opening(), game.side()), 1, Integer::sum);
                key = new GameKey(game.opening() + " #" + play, game.side());
            } else {
                key = new GameKey("round " + game.round(), game.side());
            }
            if (keyed.putIfAbsent(key, game) != null) {
                throw new IllegalArgumentException("round " + game.round() + " holds two games with the engine on side "
                        + game.side());
            }
        }
        return keyed;
    }
}
