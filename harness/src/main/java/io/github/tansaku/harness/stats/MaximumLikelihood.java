package io.github.tansaku.harness.stats;

import org.hipparchus.analysis.solvers.BrentSolver;

/**
 * The maximum-likelihood distributions the GSPRT compares: among the distributions on the same
 * score classes as an observed one, the most likely given the observation under a constraint on
 * the mean ({@link #withMean}) or on the t-value ({@link #withTValue}).
 *
 * <p>Both reduce to the "secular equation" {@code Σ pᵢ aᵢ / (1 + x aᵢ) = 0}: the constrained
 * maximum is {@code qᵢ = pᵢ / (1 + x aᵢ)} for shifted class values {@code aᵢ}, and the left side
 * falls strictly on the interval where every {@code 1 + x aᵢ} is positive, so it has one root.
 * (M. Van den Bergh's notes on the multinomial MLE and on normalized Elo derive these.)
 */
final class MaximumLikelihood {

    private static final int MAX_EVALUATIONS = 1000;
    private static final double EDGE = 1e-9;
    private static final int T_VALUE_ITERATIONS = 10;
    private static final double T_VALUE_CONVERGED = 1e-9;

    private MaximumLikelihood() {
    }

    /** The most likely distribution whose mean score is {@code mean}. */
    static double[] withMean(ScoreDistribution observed, double mean) {
        double[] values = observed.values();
        double[] p = observed.probabilities();
        double[] shifted = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            shifted[i] = values[i] - mean;
        }
        return reweighted(p, shifted, secularRoot(p, shifted));
    }

    /**
     * The most likely distribution whose t-value {@code (mean - reference) / σ} is {@code t}: a
     * fixed point, reached by solving the secular equation with σ and the mean of the previous
     * step, starting from the uniform distribution.
     */
    static double[] withTValue(ScoreDistribution observed, double reference, double t) {
        double[] values = observed.values();
        double[] p = observed.probabilities();
        int classes = values.length;
        double[] fit = new double[classes];
        java.util.Arrays.fill(fit, 1.0 / classes);
        double[] shifted = new double[classes];
        for (int iteration = 0; iteration < T_VALUE_ITERATIONS; iteration++) {
            double mean = observed.mean(fit);
            double sigma = Math.sqrt(observed.variance(fit));
            for (int i = 0; i < classes; i++) {
                double z = (mean - values[i]) / sigma;
                shifted[i] = values[i] - reference - t * sigma * (1 + z * z) / 2;
            }
            double[] next = reweighted(p, shifted, secularRoot(p, shifted));
            double change = 0;
            for (int i = 0; i < classes; i++) {
                change = Math.max(change, Math.abs(next[i] - fit[i]));
            }
            fit = next;
            if (change < T_VALUE_CONVERGED) {
                break;
            }
        }
        return fit;
    }

    private static double[] reweighted(double[] p, double[] shifted, double x) {
        double[] q = new double[p.length];
        for (int i = 0; i < p.length; i++) {
            q[i] = p[i] / (1 + x * shifted[i]);
        }
        return q;
    }

    /** The root of {@code Σ pᵢ aᵢ / (1 + x aᵢ)}; the aᵢ must take both signs. */
    static double secularRoot(double[] p, double[] a) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double value : a) {
            min = Math.min(min, value);
            max = Math.max(max, value);
        }
        if (!(min < 0 && max > 0)) {
            throw new IllegalArgumentException(
                    "the hypothesis lies outside the observed scores' range; no distribution on these classes fits it");
        }
        double low = -1 / max + EDGE;
        double high = -1 / min - EDGE;
        BrentSolver solver = new BrentSolver(1e-15, 1e-15);
        return solver.solve(MAX_EVALUATIONS, x -> {
            double sum = 0;
            for (int i = 0; i < p.length; i++) {
                sum += p[i] * a[i] / (1 + x * a[i]);
            }
            return sum;
        }, low, high);
    }
}
