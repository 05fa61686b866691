package io.github.tansaku.harness.cli;

import io.github.tansaku.harness.stats.EloEstimate;
import io.github.tansaku.harness.stats.Pentanomial;
import io.github.tansaku.harness.stats.ScoreDistribution;
import io.github.tansaku.harness.stats.Sprt;
import io.github.tansaku.harness.stats.SprtDecision;
import io.github.tansaku.harness.stats.SprtEstimate;
import io.github.tansaku.harness.stats.SprtModel;
import io.github.tansaku.harness.stats.Trinomial;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bin/tansaku sprt}: the SPRT calculator that needs no games. Given a match's counts
 * (pentanomial pairs or W,D,L) and the test's hypotheses, it prints the log-likelihood ratio and
 * its bounds, the decision, and the Elo estimates, as the online calculators of fishtest and
 * OpenBench do.
 */
@Command(name = "sprt", sortOptions = false,
        description = "SPRT and Elo of a match's counts: LLR, bounds, decision, Elo and nElo with their 95%% intervals.")
public final class SprtCalculator implements Callable<Integer> {

    /** The one-line usage that {@code bin/tansaku help} lists. */
    public static final String USAGE = "sprt (-penta LL,LD,WL+DD,DW,WW | -wdl W,D,L) -elo0 E0 -elo1 E1"
            + " [-alpha 0.05] [-beta 0.05] [-model normalized|logistic]";

    static final class Counts {
        @Option(names = "-penta", split = ",", paramLabel = "N", arity = "1",
                description = "game-pair counts by pair score 0, 1/2, 1, 3/2, 2 (five numbers)")
        long[] pentanomial;

        @Option(names = "-wdl", split = ",", paramLabel = "N", arity = "1",
                description = "wins, draws and losses of the first engine (three numbers)")
        long[] trinomial;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Counts counts;

    @Option(names = "-elo0", required = true, description = "the null hypothesis, in the model's Elo")
    double elo0;

    @Option(names = "-elo1", required = true, description = "the alternative hypothesis, in the model's Elo")
    double elo1;

    @Option(names = "-alpha", defaultValue = "0.05", description = "false-positive rate (default ${DEFAULT-VALUE})")
    double alpha;

    @Option(names = "-beta", defaultValue = "0.05", description = "false-negative rate (default ${DEFAULT-VALUE})")
    double beta;

    @Option(names = "-model", defaultValue = "normalized", description = "normalized or logistic (default ${DEFAULT-VALUE})")
    String model;

    private PrintWriter out;

    /** Runs the calculator on {@code args}; returns 0, or 2 for bad arguments (with the reason on {@code err}). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        SprtCalculator calculator = new SprtCalculator();
        calculator.out = out;
        CommandLine commandLine = new CommandLine(calculator);
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setExecutionExceptionHandler((exception, line, parsed) -> {
            if (exception instanceof IllegalArgumentException) {
                err.println("sprt: " + exception.getMessage());
                line.usage(err);
                return 2;
            }
            throw exception;
        });
        int status = commandLine.execute(args);
        out.flush();
        err.flush();
        return status == 0 ? 0 : 2;
    }

    @Override
    public Integer call() {
        Sprt sprt = new Sprt(elo0, elo1, alpha, beta, SprtModel.named(model));
        ScoreDistribution distribution;
        if (counts.pentanomial != null) {
            Pentanomial pairs = Pentanomial.of(counts.pentanomial);
            distribution = ScoreDistribution.of(pairs);
            out.printf(Locale.ROOT, "Games: %d, Pairs: %d, Ptnml(0-2): %s%n", 2 * pairs.pairs(), pairs.pairs(), pairs);
        } else {
            if (counts.trinomial.length != 3) {
                throw new IllegalArgumentException("-wdl takes three counts W,D,L, got " + counts.trinomial.length);
            }
            Trinomial games = new Trinomial(counts.trinomial[0], counts.trinomial[1], counts.trinomial[2]);
            distribution = ScoreDistribution.of(games);
            out.printf(Locale.ROOT, "Games: %d, Wins: %d, Draws: %d, Losses: %d, DrawRatio: %.2f %%%n", games.games(),
                    games.wins(), games.draws(), games.losses(), 100 * games.drawRatio());
        }
        EloEstimate estimate = EloEstimate.of(distribution);
        out.printf(Locale.ROOT, "Elo: %.2f +/- %.2f [%.2f, %.2f], nElo: %.2f +/- %.2f%n", estimate.elo(),
                estimate.eloError(), estimate.eloLow(), estimate.eloHigh(), estimate.normalizedElo(),
                estimate.normalizedEloError());
        out.printf(Locale.ROOT, "LOS: %.2f %%%n", 100 * estimate.los());
        double llr = sprt.llr(distribution);
        out.printf(Locale.ROOT, "LLR: %.4f (%.2f, %.2f) [%.2f, %.2f] %s, alpha %.3f, beta %.3f%n", llr, sprt.lowerBound(),
                sprt.upperBound(), elo0, elo1, model.toLowerCase(Locale.ROOT), alpha, beta);
        SprtDecision decision = sprt.decide(llr);
        out.println("Decision: " + describe(decision));
        SprtEstimate sequential = SprtEstimate.of(sprt, distribution);
        out.printf(Locale.ROOT, "Elo under the SPRT's stopping rule: %.2f [%.2f, %.2f], LOS %.2f %%%n", sequential.elo(),
                sequential.eloLow(), sequential.eloHigh(), 100 * sequential.los());
        return 0;
    }

    private static String describe(SprtDecision decision) {
        return switch (decision) {
            case ACCEPT_H1 -> "H1 accepted (the results favour elo1 over elo0)";
            case ACCEPT_H0 -> "H0 accepted (the results favour elo0 over elo1)";
            case CONTINUE -> "continue (no bound crossed yet)";
        };
    }
}
