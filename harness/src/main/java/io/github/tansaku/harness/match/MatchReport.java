package io.github.tansaku.harness.match;

import com.google.gson.GsonBuilder;
import io.github.tansaku.harness.stats.EloEstimate;
import io.github.tansaku.harness.stats.Pentanomial;
import io.github.tansaku.harness.stats.Sprt;
import io.github.tansaku.harness.stats.SprtDecision;
import io.github.tansaku.harness.stats.Trinomial;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a match's standings say, in words: the progress line printed after each game, and the
 * final block laid out like fastchess's ({@code Elo … nElo …}, {@code LOS}, {@code Ptnml(0-2)},
 * {@code LLR (lower, upper) [elo0, elo1]}), and the same as JSON for programs.
 */
public final class MatchReport {

    private final String first;
    private final String second;
    private final Sprt sprt;

    /** A report of {@code first} against {@code second}, under {@code sprt} (or {@code null}). */
    public MatchReport(String first, String second, Sprt sprt) {
        this.first = first;
        this.second = second;
        this.sprt = sprt;
    }

    /** One line after a game: the score so far, the Elo and, under an SPRT, the LLR. */
    public String progressLine(Standings standings, double llr) {
        Trinomial games = standings.games();
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d [%.3f] %d",
                first, second, games.wins(), games.losses(), games.draws(), games.points() / games.games(),
                games.games()));
        if (games.games() >= 2) {
            EloEstimate elo = EloEstimate.of(games);
            line.append(String.format(Locale.ROOT, ", Elo %.1f +/- %.1f", elo.elo(), elo.eloError()));
        }
        if (sprt != null && !Double.isNaN(llr)) {
            line.append(String.format(Locale.ROOT, ", LLR %.2f (%.2f, %.2f)", llr, sprt.lowerBound(), sprt.upperBound()));
        }
        return line.toString();
    }

    /** The final block. */
    public String summary(Standings standings, double llr, SprtDecision decision) {
        Trinomial games = standings.games();
        Pentanomial pairs = standings.pairs();
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "Results of %s vs %s:%n", first, second));
        if (games.games() > 0) {
            EloEstimate elo = pairs.pairs() > 0 ? EloEstimate.of(pairs) : EloEstimate.of(games);
            text.append(String.format(Locale.ROOT, "Elo: %.2f +/- %.2f, nElo: %.2f +/- %.2f%n", elo.elo(),
                    elo.eloError(), elo.normalizedElo(), elo.normalizedEloError()));
            text.append(String.format(Locale.ROOT, "LOS: %.2f %%, DrawRatio: %.2f %%%n", 100 * elo.los(),
                    100 * games.drawRatio()));
        }
        text.append(String.format(Locale.ROOT, "Games: %d, Wins: %d, Losses: %d, Draws: %d, Points: %.1f (%.2f %%)%n",
                games.games(), games.wins(), games.losses(), games.draws(), games.points(),
                games.games() == 0 ? 0 : 100 * games.points() / games.games()));
        if (pairs.pairs() > 0) {
            text.append("Ptnml(0-2): ").append(pairs).append(String.format(Locale.ROOT, " (%d pairs)%n", pairs.pairs()));
        }
        if (sprt != null) {
            text.append(String.format(Locale.ROOT, "LLR: %.2f (%.2f, %.2f) [%.2f, %.2f] %s: %s%n", llr,
                    sprt.lowerBound(), sprt.upperBound(), sprt.elo0(), sprt.elo1(),
                    sprt.model().name().toLowerCase(Locale.ROOT), decisionText(decision)));
        }
        text.append("Endings: ").append(counts(standings.terminations())).append(System.lineSeparator());
        text.append("Faults: ").append(first).append(' ').append(counts(standings.faultsFirst())).append("; ")
                .append(second).append(' ').append(counts(standings.faultsSecond())).append(System.lineSeparator());
        return text.toString();
    }

    /** The final standings as a JSON object. */
    public String json(Standings standings, double llr, SprtDecision decision) {
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("first", first);
        summary.put("second", second);
        Trinomial games = standings.games();
        summary.put("games", games.games());
        summary.put("wins", games.wins());
        summary.put("draws", games.draws());
        summary.put("losses", games.losses());
        summary.put("pentanomial", standings.pairs().byScore());
        if (games.games() > 0) {
            EloEstimate elo = standings.pairs().pairs() > 0 ? EloEstimate.of(standings.pairs()) : EloEstimate.of(games);
            summary.put("elo", elo.elo());
            summary.put("eloLow", elo.eloLow());
            summary.put("eloHigh", elo.eloHigh());
            summary.put("nElo", elo.normalizedElo());
            summary.put("nEloError", elo.normalizedEloError());
            summary.put("los", elo.los());
        }
        if (sprt != null) {
            Map<String, Object> test = new LinkedHashMap<>();
            test.put("elo0", sprt.elo0());
            test.put("elo1", sprt.elo1());
            test.put("alpha", sprt.alpha());
            test.put("beta", sprt.beta());
            test.put("model", sprt.model().name().toLowerCase(Locale.ROOT));
            test.put("llr", llr);
            test.put("lowerBound", sprt.lowerBound());
            test.put("upperBound", sprt.upperBound());
            test.put("decision", decision == null ? "CONTINUE" : decision.name());
            summary.put("sprt", test);
        }
        summary.put("endings", names(standings.terminations()));
        summary.put("faultsFirst", names(standings.faultsFirst()));
        summary.put("faultsSecond", names(standings.faultsSecond()));
        return new GsonBuilder().setPrettyPrinting().serializeSpecialFloatingPointValues().create().toJson(summary);
    }

    private static String decisionText(SprtDecision decision) {
        return (decision == null ? SprtDecision.CONTINUE : decision).text();
    }

    private static String counts(Map<Termination, Integer> counts) {
        if (counts.isEmpty()) {
            return "none";
        }
        return counts.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(entry -> entry.getKey().name().toLowerCase(Locale.ROOT).replace('_', ' ') + " " + entry.getValue())
                .collect(Collectors.joining(", "));
    }

    private static Map<String, Integer> names(Map<Termination, Integer> counts) {
        Map<String, Integer> named = new LinkedHashMap<>();
        counts.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(entry -> named.put(entry.getKey().name().toLowerCase(Locale.ROOT), entry.getValue()));
        return named;
    }
}
