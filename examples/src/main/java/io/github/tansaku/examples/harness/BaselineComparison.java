package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.GameOutcome;
import io.github.tansaku.harness.match.PairedGames;
import io.github.tansaku.harness.match.ResultsLog;
import io.github.tansaku.harness.stats.PairedScores;
import io.github.tansaku.harness.stats.Sprt;
import io.github.tansaku.harness.stats.SprtDecision;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A match's first engine compared with a baseline run's games as the match goes
 * ({@code match -baseline}): each finished game is matched with the baseline's game of the same
 * opening and side ({@link PairedGames}), and the progress shows the paired difference so far,
 * so that a screen against the same opponent can be stopped as soon as it is clear. The
 * baseline is a results log of an earlier match (its first engine) or a chess PGN file (the
 * player named {@code engine=}, else the one that is not this match's opponent). With a paired
 * SPRT ({@link PairedScores#llr}) the comparison also decides when the match may stop.
 */
final class BaselineComparison {

    private final Path file;
    private final List<PairedGames.Played> baseline;
    private final Sprt sprt;
    private final List<PairedGames.Played> played = new ArrayList<>();

    private BaselineComparison(Path file, List<PairedGames.Played> baseline, Sprt sprt) {
        this.file = file;
        this.baseline = List.copyOf(baseline);
        this.sprt = sprt;
    }

    /**
     * The baseline in {@code file}, a results log or ({@code .pgn}) a chess PGN file whose
     * compared player is {@code engine}, or when that is {@code null} the player other than
     * {@code opponent}; {@code sprt} is the paired test that may stop the match, or {@code null}.
     *
     * @throws IllegalArgumentException when the file is missing, holds no game, or the compared
     *     player cannot be told
     */
    static BaselineComparison read(Path file, String engine, String opponent, Sprt sprt) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("-baseline: no file " + file);
        }
        if (!PgnPlayedGames.isPgn(file)) {
            if (engine != null) {
                throw new IllegalArgumentException("-baseline: engine= names a player of a PGN baseline; a results log's"
                        + " first engine is compared");
            }
            List<GameOutcome> outcomes = ResultsLog.readOutcomes(file);
            if (outcomes.isEmpty()) {
                throw new IllegalArgumentException("-baseline: " + file + " holds no game");
            }
            return new BaselineComparison(file, outcomes.stream().map(PairedGames.Played::of).toList(), sprt);
        }
        PgnPlayedGames games = PgnPlayedGames.read(file);
        String compared = engine;
        if (compared == null) {
            Set<String> others = new LinkedHashSet<>(games.players());
            others.remove(opponent);
            if (others.size() != 1) {
                throw new IllegalArgumentException("-baseline: name the compared player of " + file + " with engine=NAME;"
                        + " its players are " + games.players());
            }
            compared = others.iterator().next();
        }
        return new BaselineComparison(file, games.of(compared), sprt);
    }

    /** Adds a finished game of the match, its opening recorded ({@link GameOutcome#withOpening}). */
    synchronized void add(GameOutcome outcome) {
        played.add(PairedGames.Played.of(outcome));
    }

    /**
     * What the games so far say against the baseline.
     *
     * @param line    the paired difference (and the paired SPRT's ratio and decision), or how
     *                many games are matched while fewer than two openings have a match
     * @param decided whether the paired SPRT has decided (never without one)
     */
    record Progress(String line, boolean decided) {
    }

    /** The comparison of the games added so far with the baseline. */
    synchronized Progress progress() {
        PairedGames games = PairedGames.match(baseline, played);
        if (games.units().size() < 2) {
            return new Progress(String.format(Locale.ROOT, "Paired with %s: %d of %d games matched so far", file,
                    played.size() - games.unpairedCandidate(), played.size()), false);
        }
        PairedScores scores = games.scores();
        String line = String.format(Locale.ROOT, "Paired with %s: %d games from %d openings, baseline %.1f %%, this run %.1f %%,"
                + " difference %+.1f %% a game (standard error %.1f %%)", file, scores.games(), scores.units(),
                100 * scores.baseScore(), 100 * scores.candidateScore(), 100 * scores.difference(), 100 * scores.standardError());
        if (sprt == null) {
            return new Progress(line, false);
        }
        double llr = scores.llr(sprt);
        SprtDecision decision = sprt.decide(llr);
        return new Progress(line + String.format(Locale.ROOT, "; paired SPRT [%s, %s] LLR %.2f (%.2f, %.2f)%s",
                number(sprt.elo0()), number(sprt.elo1()), llr, sprt.lowerBound(), sprt.upperBound(),
                decision == SprtDecision.CONTINUE ? "" : ": " + decision.text()), decision != SprtDecision.CONTINUE);
    }

    private static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
