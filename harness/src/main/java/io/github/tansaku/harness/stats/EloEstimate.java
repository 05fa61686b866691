package io.github.tansaku.harness.stats;

import org.hipparchus.distribution.continuous.NormalDistribution;

/**
 * What a match says about the Elo difference between its two engines, from the first engine's
 * side: the logistic Elo with its 95 % confidence interval, the normalized Elo with its 95 %
 * half-width, and the likelihood of superiority (LOS: the probability that the first engine is
 * the stronger).
 *
 * <p>The interval is the normal interval of the mean score ({@code mean ± 1.96 σ/√n}, σ the
 * standard deviation of one unit, n the units: pairs or games), mapped to Elo; it is not
 * symmetric in Elo, and {@link #eloError()} is its half-width.
 *
 * @param elo                  logistic Elo difference
 * @param eloLow               lower end of the 95 % interval
 * @param eloHigh              upper end of the 95 % interval
 * @param normalizedElo        normalized Elo difference (see {@link Elo})
 * @param normalizedEloError   half-width of its 95 % interval
 * @param los                  likelihood of superiority, 0 to 1
 */
public record EloEstimate(double elo, double eloLow, double eloHigh, double normalizedElo, double normalizedEloError,
        double los) {

    private static final NormalDistribution STANDARD_NORMAL = new NormalDistribution(0, 1);

    /** The two-sided 95 % quantile of the standard normal distribution (1.95996…). */
    static final double Z95 = STANDARD_NORMAL.inverseCumulativeProbability(0.975);

    /** The estimate from a match's score distribution. */
    public static EloEstimate of(ScoreDistribution distribution) {
        double mean = distribution.mean();
        double unitDeviation = Math.sqrt(distribution.variance());
        double meanError = unitDeviation / Math.sqrt(distribution.units());
        double low = Elo.ofScore(clampScore(mean - Z95 * meanError));
        double high = Elo.ofScore(clampScore(mean + Z95 * meanError));
        double games = distribution.units() * distribution.gamesPerUnit();
        double t = (mean - 0.5) / distribution.perGameDeviation();
        double los = meanError == 0 ? 0.5 : STANDARD_NORMAL.cumulativeProbability((mean - 0.5) / meanError);
        return new EloEstimate(Elo.ofScore(clampScore(mean)), low, high, t * Elo.NORMALIZED_PER_T,
                Z95 * Elo.NORMALIZED_PER_T / Math.sqrt(games), los);
    }

    /** The estimate of a match counted in game pairs. */
    public static EloEstimate of(Pentanomial pairs) {
        return of(ScoreDistribution.of(pairs));
    }

    /** The estimate of a match counted in games. */
    public static EloEstimate of(Trinomial games) {
        return of(ScoreDistribution.of(games));
    }

    /** Half the width of the 95 % interval. */
    public double eloError() {
        return (eloHigh - eloLow) / 2;
    }

    // A score of 0 or 1 has no finite Elo; the regularised distribution never has that mean,
    // but the ends of its interval can reach past them in a very short match.
    private static double clampScore(double score) {
        return Math.min(Math.max(score, 1e-9), 1 - 1e-9);
    }
}
