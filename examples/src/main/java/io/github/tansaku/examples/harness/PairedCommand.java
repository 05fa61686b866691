package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.GameOutcome;
import io.github.tansaku.harness.match.PairedGames;
import io.github.tansaku.harness.match.ResultsLog;
import io.github.tansaku.harness.stats.PairedScores;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code bin/tansaku paired}: a candidate run of an engine against an opponent compared with a
 * base run on the same openings, game matched with game ({@link PairedGames}), from the two
 * runs' results logs ({@code match -log}). The first engine of each log is the one compared.
 * Against an opponent that repeats its games (a node limit), a change's effect shows with a
 * fraction of the games two separate scores need.
 */
public final class PairedCommand {

    /** The usage line of {@code bin/tansaku help}. */
    public static final String USAGE = "paired BASE_LOG CANDIDATE_LOG";

    private PairedCommand() {
    }

    /** Prints the comparison of the two logs named in {@code args}; returns the exit status. */
    public static int run(List<String> args, PrintStream out) throws IOException {
        List<Path> logs = new ArrayList<>();
        for (String arg : args) {
            if (arg.startsWith("-") || logs.size() == 2) {
                throw new IllegalArgumentException("unexpected '" + arg + "'; usage: " + USAGE);
            }
            logs.add(Path.of(arg));
        }
        if (logs.size() != 2) {
            throw new IllegalArgumentException("paired needs two results logs (match -log FILE); usage: " + USAGE);
        }
        for (Path log : logs) {
            if (!Files.isRegularFile(log)) {
                throw new IllegalArgumentException("no results log " + log);
            }
        }
        String baseIdentity = ResultsLog.identity(logs.get(0));
        String candidateIdentity = ResultsLog.identity(logs.get(1));
        List<GameOutcome> base = ResultsLog.readOutcomes(logs.get(0));
        List<GameOutcome> candidate = ResultsLog.readOutcomes(logs.get(1));
        PairedGames games = PairedGames.match(base, candidate);
        if (games.units().size() < 2) {
            throw new IllegalArgumentException("the logs share games of " + games.units().size()
                    + " opening(s); a paired comparison needs at least two");
        }
        PairedScores scores = games.scores();
        out.println("Base      " + logs.get(0) + ": " + baseIdentity);
        out.println("Candidate " + logs.get(1) + ": " + candidateIdentity);
        out.print(report(games, scores));
        return 0;
    }

    /** The comparison's lines. */
    static String report(PairedGames games, PairedScores scores) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "%d games matched %s, from %d openings; unmatched: %d of the base's, %d of the"
                + " candidate's%n", scores.games(), games.byOpening() ? "by opening and side" : "by round and game (a log"
                + " without its openings: valid only for runs with the same -openings and -srand)", scores.units(),
                games.unpairedBase(), games.unpairedCandidate()));
        text.append(String.format(Locale.ROOT, "Score on these games: base %.1f %%, candidate %.1f %% (%s)%n",
                100 * scores.baseScore(), 100 * scores.candidateScore(), eloText(scores)));
        double[] interval = scores.interval(0.95);
        text.append(String.format(Locale.ROOT, "Candidate less base: %+.1f %% a game, standard error %.1f %%, 95 %% interval"
                + " [%+.1f %%, %+.1f %%]; likelihood of superiority %.1f %%%n", 100 * scores.difference(),
                100 * scores.standardError(), 100 * interval[0], 100 * interval[1], 100 * scores.likelihoodOfSuperiority()));
        text.append(String.format(Locale.ROOT, "Same result in %d of the %d games%n", scores.sameResults(), scores.games()));
        return text.toString();
    }

    private static String eloText(PairedScores scores) {
        double elo = scores.eloDifference();
        return Double.isNaN(elo) ? "no Elo difference: a score of 0 or 100 %"
                : String.format(Locale.ROOT, "%+.1f Elo against the opponent", elo);
    }
}
