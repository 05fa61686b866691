package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.PairedGames;
import io.github.tansaku.harness.match.ResultsLog;
import io.github.tansaku.harness.stats.PairedScores;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code bin/tansaku paired}: a candidate run of an engine against an opponent compared with a
 * base run on the same openings, game matched with game ({@link PairedGames}). The runs are
 * given as the runner's results logs ({@code match -log}), whose first engine is the one
 * compared, or as chess PGN files ({@code .pgn}: the runner's {@code -pgnout}, or another
 * runner's records with their book moves commented {@code book}), where the compared engine is
 * the player not common to both files, or the one named with {@code -engine}. Against an
 * opponent that repeats its games (a node limit), a change's effect shows with a fraction of the
 * games two separate scores need.
 */
public final class PairedCommand {

    /** The usage line of {@code bin/tansaku help}. */
    public static final String USAGE = "paired BASE CANDIDATE [-engine NAME]   (two match -log files, or two chess PGN files)";

    private PairedCommand() {
    }

    /** Prints the comparison of the two runs named in {@code args}; returns the exit status. */
    public static int run(List<String> args, PrintStream out) throws IOException {
        List<Path> runs = new ArrayList<>();
        String engine = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("-engine") && engine == null && i + 1 < args.size()) {
                engine = args.get(++i);
            } else if (arg.startsWith("-") || runs.size() == 2) {
                throw new IllegalArgumentException("unexpected '" + arg + "'; usage: " + USAGE);
            } else {
                runs.add(Path.of(arg));
            }
        }
        if (runs.size() != 2) {
            throw new IllegalArgumentException("paired needs two runs (match -log files or PGN files); usage: " + USAGE);
        }
        for (Path run : runs) {
            if (!Files.isRegularFile(run)) {
                throw new IllegalArgumentException("no file " + run);
            }
        }
        boolean basePgn = PgnPlayedGames.isPgn(runs.get(0));
        if (basePgn != PgnPlayedGames.isPgn(runs.get(1))) {
            throw new IllegalArgumentException("compare a PGN file with a PGN file and a results log with a results log");
        }
        PairedGames games;
        if (basePgn) {
            games = pgnGames(runs, engine, out);
        } else {
            if (engine != null) {
                throw new IllegalArgumentException("-engine names the compared engine of PGN files; a results log compares"
                        + " its first engine");
            }
            out.println("Base      " + runs.get(0) + ": " + ResultsLog.identity(runs.get(0)));
            out.println("Candidate " + runs.get(1) + ": " + ResultsLog.identity(runs.get(1)));
            games = PairedGames.matchLogs(ResultsLog.readOutcomes(runs.get(0)), ResultsLog.readOutcomes(runs.get(1)));
        }
        if (games.units().size() < 2) {
            throw new IllegalArgumentException("the runs share games of " + games.units().size()
                    + " opening(s); a paired comparison needs at least two");
        }
        out.print(report(games, games.scores()));
        return 0;
    }

    /** The PGN files' games of the compared engine, named by {@code engine} or found as the player they do not share. */
    private static PairedGames pgnGames(List<Path> files, String engine, PrintStream out) throws IOException {
        PgnPlayedGames base = PgnPlayedGames.read(files.get(0));
        PgnPlayedGames candidate = PgnPlayedGames.read(files.get(1));
        String baseEngine = engine;
        String candidateEngine = engine;
        if (engine == null) {
            Set<String> shared = new LinkedHashSet<>(base.players());
            shared.retainAll(candidate.players());
            if (base.players().size() != 2 || candidate.players().size() != 2 || shared.size() != 1) {
                throw new IllegalArgumentException("name the compared engine with -engine NAME: the players are "
                        + base.players() + " and " + candidate.players());
            }
            baseEngine = other(base.players(), shared);
            candidateEngine = other(candidate.players(), shared);
        }
        out.println("Base      " + files.get(0) + ": " + baseEngine);
        out.println("Candidate " + files.get(1) + ": " + candidateEngine);
        return PairedGames.match(base.of(baseEngine), candidate.of(candidateEngine));
    }

    private static String other(Set<String> players, Set<String> shared) {
        return players.stream().filter(player -> !shared.contains(player)).findFirst().orElseThrow();
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
