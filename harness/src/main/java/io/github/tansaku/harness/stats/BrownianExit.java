package io.github.tansaku.harness.stats;

import org.hipparchus.distribution.continuous.NormalDistribution;

/**
 * Brownian motion with drift between two absorbing bounds: the model of an SPRT's
 * log-likelihood ratio, which moves by a drift per unit with a variance per unit and stops at
 * the first bound it touches.
 *
 * <p>{@link #worseOutcomeProbability} is the probability that a test with this drift ends worse
 * than one observed: a fail sooner, a pass later, or a fail instead of a pass. It is an
 * eigenfunction expansion of the absorbed process's density (exact; its terms fall fast when the
 * process has had time to spread), or Siegmund's approximation when the expansion would
 * converge slowly (little spread, or a strong drift).
 */
final class BrownianExit {

    private static final NormalDistribution STANDARD_NORMAL = new NormalDistribution(0, 1);
    private static final double TERM_TOLERANCE = 1e-9;

    private final double lower;
    private final double upper;
    private final double drift;
    private final double variance;

    /**
     * @param lower    the lower bound, below 0
     * @param upper    the upper bound, above 0
     * @param drift    the mean change per unit
     * @param variance the variance of the change per unit
     */
    BrownianExit(double lower, double upper, double drift, double variance) {
        this.lower = lower;
        this.upper = upper;
        this.drift = drift;
        this.variance = variance;
    }

    /**
     * The probability of an outcome worse than ending at {@code y} after {@code units} units
     * ({@code y} a bound when the test stopped there), clamped to 0..1.
     */
    double worseOutcomeProbability(double units, double y) {
        double gamma = drift / variance;
        double width = upper - lower;
        boolean slowExpansion = variance * units / (width * width) < 1e-2 || Math.abs(gamma * width) > 15;
        double probability = slowExpansion ? siegmund(units, y) : expansion(units, y);
        return Math.max(0, Math.min(1, probability));
    }

    private double expansion(double units, double y) {
        double width = upper - lower;
        double start = -lower;
        double end = y - lower;
        double gamma = drift / variance;
        double driftTerm = drift * drift / variance / 2;
        double firstEigenvalue = Math.pow(Math.PI / width, 2) * variance / 2 + driftTerm;
        double scale = Math.exp(-firstEigenvalue * units - start * gamma + end * gamma);
        double sum = 0;
        for (int n = 1; ; n++) {
            double eigenvalue = Math.pow(n * Math.PI / width, 2) * variance / 2 + driftTerm;
            double decay = Math.exp(-(eigenvalue - firstEigenvalue) * units);
            double primitive = primitive(n, gamma, width, end);
            sum += decay * primitive * Math.sin(n * Math.PI * start / width);
            if (Math.abs(scale * decay * primitive) <= TERM_TOLERANCE) {
                break;
            }
        }
        return absorbedBelowFirst(gamma, width, start) + scale * sum;
    }

    /** The probability of leaving through the lower bound before the upper one, ever. */
    private static double absorbedBelowFirst(double gamma, double width, double start) {
        if (gamma * width > 30) {
            return Math.exp(-2 * gamma * start);
        }
        if (Math.abs(gamma * width) < 1e-8) {
            return (width - start) / width;
        }
        return (1 - Math.exp(2 * gamma * (width - start))) / (1 - Math.exp(2 * gamma * width));
    }

    private static double primitive(int n, double gamma, double width, double y) {
        double angle = Math.PI * n * y / width;
        return (2 * width * gamma * Math.sin(angle) - 2 * Math.PI * n * Math.cos(angle))
                / (width * width * gamma * gamma + Math.PI * Math.PI * n * n);
    }

    private double siegmund(double units, double y) {
        double spread = Math.sqrt(units * variance);
        double offset = drift * units;
        double gamma = drift / variance;
        double z = (y - offset) / spread;
        double zLower = (-y + offset + 2 * lower) / spread;
        double zUpper = (y - offset - 2 * upper) / spread;
        return phi(z) + reflected(zLower, gamma * lower) - reflected(zUpper, gamma * upper);
    }

    /** {@code exp(2 g) Φ(z)}, through the normal tail's asymptotic series where exp(2 g) would overflow. */
    private static double reflected(double z, double g) {
        if (g >= 5) {
            return -Math.exp(-z * z / 2 + 2 * g) / Math.sqrt(2 * Math.PI) * (1 / z - 1 / (z * z * z));
        }
        return Math.exp(2 * g) * phi(z);
    }

    private static double phi(double z) {
        return STANDARD_NORMAL.cumulativeProbability(z);
    }
}
