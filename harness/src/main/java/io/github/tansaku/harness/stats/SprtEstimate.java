package io.github.tansaku.harness.stats;

import org.hipparchus.analysis.solvers.BrentSolver;
import org.hipparchus.exception.MathIllegalArgumentException;

/**
 * The Elo estimate of a match played under an SPRT, which accounts for the stopping rule: a test
 * that stops as soon as its log-likelihood ratio touches a bound overstates the difference if
 * its results are read as a fixed-length match. The estimate is median-unbiased: the Elo at which
 * a test ending worse than this one has probability 1/2; the 95 % interval's ends have
 * probabilities 2.5 % and 97.5 %; the LOS is that probability at Elo 0. The log-likelihood ratio
 * is modelled as Brownian motion with the drift and variance of the first-order approximation of
 * the GSPRT (see {@link BrownianExit}). These are the figures fishtest shows for an SPRT run.
 *
 * @param elo     median-unbiased logistic Elo
 * @param eloLow  lower end of the 95 % interval
 * @param eloHigh upper end of the 95 % interval
 * @param los     likelihood of superiority
 */
public record SprtEstimate(double elo, double eloLow, double eloHigh, double los) {

    private static final double ELO_LIMIT = 1000;
    private static final int INITIAL_HALF_WIDTHS = 30;

    /** The estimate of {@code sprt}'s results so far. */
    public static SprtEstimate of(Sprt sprt, ScoreDistribution observed) {
        State state = new State(sprt, observed);
        return new SprtEstimate(state.eloAt(0.5), state.eloAt(0.025), state.eloAt(0.975), state.worseOutcome(0));
    }

    /** The estimate of {@code sprt}'s game-pair results so far. */
    public static SprtEstimate of(Sprt sprt, Pentanomial pairs) {
        return of(sprt, ScoreDistribution.of(pairs));
    }

    /** The estimate of {@code sprt}'s single-game results so far. */
    public static SprtEstimate of(Sprt sprt, Trinomial games) {
        return of(sprt, ScoreDistribution.of(games));
    }

    /** The observed test as a point (units, LLR) of the Brownian model, clamped to the bounds. */
    private static final class State {
        private final Sprt sprt;
        private final double mean;
        private final double variance;
        private final double score0;
        private final double score1;
        private final double units;
        private final double llr;

        State(Sprt sprt, ScoreDistribution observed) {
            this.sprt = sprt;
            this.mean = observed.mean();
            this.variance = observed.variance();
            if (sprt.model() == SprtModel.NORMALIZED) {
                double deviation = Math.sqrt(observed.gamesPerUnit() * variance);
                this.score0 = 0.5 + sprt.elo0() / Elo.NORMALIZED_PER_T * deviation;
                this.score1 = 0.5 + sprt.elo1() / Elo.NORMALIZED_PER_T * deviation;
            } else {
                this.score0 = Elo.scoreOf(sprt.elo0());
                this.score1 = Elo.scoreOf(sprt.elo1());
            }
            double slope = drift(mean);
            double observedLlr = observed.units() * slope;
            // A test stopped at a bound: place it where the bound was crossed.
            if (observedLlr < sprt.lowerBound()) {
                this.units = sprt.lowerBound() / slope;
                this.llr = sprt.lowerBound();
            } else if (observedLlr > sprt.upperBound()) {
                this.units = sprt.upperBound() / slope;
                this.llr = sprt.upperBound();
            } else {
                this.units = observed.units();
                this.llr = observedLlr;
            }
        }

        /** The LLR's drift per unit if the true mean score were {@code score}. */
        private double drift(double score) {
            return (score - (score0 + score1) / 2) * (score1 - score0) / varianceAt(score);
        }

        private double varianceAt(double score) {
            return variance + (score - mean) * (score - mean);
        }

        double worseOutcome(double elo) {
            double score = Elo.scoreOf(elo);
            double stepVariance = (score1 - score0) * (score1 - score0) / varianceAt(score);
            return new BrownianExit(sprt.lowerBound(), sprt.upperBound(), drift(score), stepVariance)
                    .worseOutcomeProbability(units, llr);
        }

        /** The Elo at which a worse outcome has probability {@code 1 - p}. */
        double eloAt(double p) {
            double centre = (sprt.elo0() + sprt.elo1()) / 2;
            double halfWidth = sprt.elo1() - sprt.elo0();
            BrentSolver solver = new BrentSolver(1e-10);
            for (int widths = INITIAL_HALF_WIDTHS; ; widths *= 2) {
                double low = Math.max(centre - widths * halfWidth, -ELO_LIMIT);
                double high = Math.min(centre + widths * halfWidth, ELO_LIMIT);
                try {
                    return solver.solve(1000, elo -> worseOutcome(elo) - (1 - p), low, high);
                } catch (MathIllegalArgumentException noSignChange) {
                    if (low > -ELO_LIMIT || high < ELO_LIMIT) {
                        continue;
                    }
                    return worseOutcome(low) - (1 - p) > 0 ? high : low;
                }
            }
        }
    }
}
