package io.github.tansaku.harness.match;

import io.github.tansaku.harness.stats.Pentanomial;
import io.github.tansaku.harness.stats.Trinomial;
import java.util.EnumMap;
import java.util.Map;

/**
 * The score of a match so far, from the first engine's side: games (W/D/L), complete game pairs
 * (pentanomial), how games ended, and each engine's faults. Immutable; the runner replaces it as
 * games finish.
 *
 * @param games        the first engine's W/D/L
 * @param pairs        the first engine's pair scores (pairs whose two games are both finished)
 * @param terminations how many games ended each way
 * @param faultsFirst  the first engine's faults by kind
 * @param faultsSecond the second engine's faults by kind
 */
public record Standings(Trinomial games, Pentanomial pairs, Map<Termination, Integer> terminations,
        Map<Termination, Integer> faultsFirst, Map<Termination, Integer> faultsSecond) {

    /** Copies the maps. */
    public Standings {
        terminations = Map.copyOf(terminations);
        faultsFirst = Map.copyOf(faultsFirst);
        faultsSecond = Map.copyOf(faultsSecond);
    }

    /** Before the first game. */
    public static Standings empty() {
        return new Standings(new Trinomial(0, 0, 0), new Pentanomial(0, 0, 0, 0, 0), Map.of(), Map.of(), Map.of());
    }

    /** These standings with one more game: the first engine's points, how it ended, whose fault (0 first, 1 second, -1 none). */
    public Standings plusGame(double pointsOfFirst, Termination termination, int faultyEngine) {
        Map<Termination, Integer> endings = increment(terminations, termination);
        Map<Termination, Integer> first = faultyEngine == 0 ? increment(faultsFirst, termination) : faultsFirst;
        Map<Termination, Integer> second = faultyEngine == 1 ? increment(faultsSecond, termination) : faultsSecond;
        return new Standings(games.plus(pointsOfFirst), pairs, endings, first, second);
    }

    /** These standings with one more complete pair, given the first engine's points in each of its games. */
    public Standings plusPair(double firstGame, double secondGame) {
        return new Standings(games, pairs.plusPair(firstGame, secondGame), terminations, faultsFirst, faultsSecond);
    }

    /** The number of faults of the engine (0 first, 1 second). */
    public int faultCount(int engine) {
        return (engine == 0 ? faultsFirst : faultsSecond).values().stream().mapToInt(Integer::intValue).sum();
    }

    private static Map<Termination, Integer> increment(Map<Termination, Integer> counts, Termination key) {
        Map<Termination, Integer> copy = new EnumMap<>(Termination.class);
        copy.putAll(counts);
        copy.merge(key, 1, Integer::sum);
        return copy;
    }
}
