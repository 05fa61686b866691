package io.github.tansaku.harness.match;

import io.github.tansaku.harness.stats.PairedScores;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Matches the games of two results logs game for game, for a paired comparison
 * ({@link PairedScores}): a base run and a candidate run of the first engine against the same
 * opponent. Two games match when they were played from the same opening with the first engine
 * on the same side; an opening played more than once in a run matches its k-th game with the
 * other run's k-th. The games of one opening form one unit of the comparison.
 *
 * <p>When either log does not record its openings (logs written before they were), games match
 * by round and game within the round instead, which pairs the same openings only when both runs
 * drew them alike (the same {@code -openings} and {@code -srand}); {@link #byOpening()} tells
 * which was used.
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

    /** Matches {@code candidate}'s games with {@code base}'s. */
    public static PairedGames match(List<GameOutcome> base, List<GameOutcome> candidate) {
        boolean byOpening = base.stream().allMatch(g -> g.opening() != null)
                && candidate.stream().allMatch(g -> g.opening() != null);
        Map<GameKey, GameOutcome> baseGames = keyed(base, byOpening);
        Map<GameKey, GameOutcome> candidateGames = keyed(candidate, byOpening);
        Map<String, double[]> sums = new LinkedHashMap<>(); // unit -> base points, candidate points, games, same
        int paired = 0;
        for (Map.Entry<GameKey, GameOutcome> entry : baseGames.entrySet()) {
            GameOutcome other = candidateGames.get(entry.getKey());
            if (other == null) {
                continue;
            }
            paired++;
            double[] sum = sums.computeIfAbsent(entry.getKey().unit(), unit -> new double[4]);
            sum[0] += entry.getValue().pointsOfFirst();
            sum[1] += other.pointsOfFirst();
            sum[2]++;
            sum[3] += entry.getValue().pointsOfFirst() == other.pointsOfFirst() ? 1 : 0;
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

    /**
     * One game's place: its unit (the opening and which of its plays, or the round) and the
     * first engine's side in it.
     */
    private record GameKey(String unit, int gameInRound) {
    }

    private static Map<GameKey, GameOutcome> keyed(List<GameOutcome> games, boolean byOpening) {
        Map<GameKey, GameOutcome> keyed = new LinkedHashMap<>();
        Map<GameKey, Integer> plays = new HashMap<>();
        for (GameOutcome game : games) {
            GameKey key;
            if (byOpening) {
                GameKey side = new GameKey(game.opening(), game.gameInRound());
                int play = plays.merge(side, 1, Integer::sum);
                key = new GameKey(game.opening() + " #" + play, game.gameInRound());
            } else {
                key = new GameKey("round " + game.round(), game.gameInRound());
            }
            if (keyed.putIfAbsent(key, game) != null) {
                throw new IllegalArgumentException("the log holds game " + game.gameInRound() + " of round " + game.round()
                        + " twice");
            }
        }
        return keyed;
    }
}
