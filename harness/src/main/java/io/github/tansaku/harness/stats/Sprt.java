package io.github.tansaku.harness.stats;

/**
 * A generalized sequential probability ratio test between two Elo hypotheses, H0: the difference
 * is {@code elo0}, H1: it is {@code elo1}, with error rates {@code alpha} (accepting H1 when H0
 * holds) and {@code beta} (accepting H0 when H1 holds).
 *
 * <p>After each game (or pair) the log-likelihood ratio of the results under the two
 * hypotheses' maximum-likelihood distributions is compared with Wald's bounds
 * {@code ln(β / (1 − α))} and {@code ln((1 − β) / α)}; the test stops when one is crossed.
 * This is the GSPRT of fishtest and fastchess: pentanomial counts by default, trinomial where
 * games are not played in pairs.
 *
 * @param elo0  the null hypothesis, in the model's Elo
 * @param elo1  the alternative, greater than {@code elo0}
 * @param alpha the false-positive rate, 0 &lt; alpha &lt; 1
 * @param beta  the false-negative rate, 0 &lt; beta &lt; 1
 * @param model the Elo scale of {@code elo0} and {@code elo1}
 */
public record Sprt(double elo0, double elo1, double alpha, double beta, SprtModel model) {

    /** Refuses hypotheses out of order and error rates outside (0, 1). */
    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("elo1 must be greater than elo0, got elo0 " + elo0 + " elo1 " + elo1);
        }
        if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1)) {
            throw new IllegalArgumentException("alpha and beta must lie strictly between 0 and 1, got " + alpha + ", " + beta);
        }
        if (model == null) {
            throw new IllegalArgumentException("an SPRT needs a model");
        }
    }

    /** The lower bound of the log-likelihood ratio: crossing it accepts H0. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** The upper bound of the log-likelihood ratio: crossing it accepts H1. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of game-pair results. */
    public double llr(Pentanomial pairs) {
        return llr(ScoreDistribution.of(pairs));
    }

    /** The log-likelihood ratio of single-game results. */
    public double llr(Trinomial games) {
        return llr(ScoreDistribution.of(games));
    }

    /** The log-likelihood ratio of a score distribution (pairs or games). */
    public double llr(ScoreDistribution observed) {
        double[] fit0;
        double[] fit1;
        if (model == SprtModel.LOGISTIC) {
            fit0 = MaximumLikelihood.withMean(observed, Elo.scoreOf(elo0));
            fit1 = MaximumLikelihood.withMean(observed, Elo.scoreOf(elo1));
        } else {
            // The t-value of a pair's score is √2 times a game's for the same per-game strength.
            double perUnit = Math.sqrt(observed.gamesPerUnit());
            fit0 = MaximumLikelihood.withTValue(observed, 0.5, perUnit * elo0 / Elo.NORMALIZED_PER_T);
            fit1 = MaximumLikelihood.withTValue(observed, 0.5, perUnit * elo1 / Elo.NORMALIZED_PER_T);
        }
        double[] p = observed.probabilities();
        double perUnit = 0;
        for (int i = 0; i < p.length; i++) {
            perUnit += p[i] * (Math.log(fit1[i]) - Math.log(fit0[i]));
        }
        return observed.units() * perUnit;
    }

    /** The decision a log-likelihood ratio gives. */
    public SprtDecision decide(double llr) {
        if (llr >= upperBound()) {
            return SprtDecision.ACCEPT_H1;
        }
        if (llr <= lowerBound()) {
            return SprtDecision.ACCEPT_H0;
        }
        return SprtDecision.CONTINUE;
    }
}
