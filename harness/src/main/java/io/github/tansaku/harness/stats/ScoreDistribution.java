package io.github.tansaku.harness.stats;

/**
 * The empirical distribution of a match's scores: the score of one unit (a game, or a pair of
 * games scaled to 0..1) takes the value {@code i / (k - 1)} with the observed frequency of class
 * {@code i}. An empty class gets a count of 0.001 instead of 0, so that the maximum-likelihood
 * fits of the SPRT have every class to work with (the regularisation of fishtest and fastchess).
 */
public final class ScoreDistribution {

    private static final double EMPTY_CLASS_COUNT = 1e-3;

    private final double[] values;
    private final double[] probabilities;
    private final double units;
    private final int gamesPerUnit;

    private ScoreDistribution(long[] counts, int gamesPerUnit) {
        int classes = counts.length;
        double[] regularised = new double[classes];
        double total = 0;
        for (int i = 0; i < classes; i++) {
            regularised[i] = counts[i] == 0 ? EMPTY_CLASS_COUNT : counts[i];
            total += regularised[i];
        }
        this.values = new double[classes];
        this.probabilities = new double[classes];
        for (int i = 0; i < classes; i++) {
            values[i] = (double) i / (classes - 1);
            probabilities[i] = regularised[i] / total;
        }
        this.units = total;
        this.gamesPerUnit = gamesPerUnit;
    }

    /** The distribution of pair scores. */
    public static ScoreDistribution of(Pentanomial pairs) {
        return new ScoreDistribution(pairs.byScore(), 2);
    }

    /** The distribution of game scores. */
    public static ScoreDistribution of(Trinomial games) {
        return new ScoreDistribution(games.byScore(), 1);
    }

    /** The number of units observed (pairs or games; regularised, so never 0). */
    public double units() {
        return units;
    }

    /** Games in one unit: 2 for pairs, 1 for single games. */
    public int gamesPerUnit() {
        return gamesPerUnit;
    }

    /** The mean score per game, 0 to 1. */
    public double mean() {
        return mean(probabilities);
    }

    /** The variance of one unit's score (on the 0..1 scale). */
    public double variance() {
        return variance(probabilities);
    }

    /** The standard deviation of one game's score implied by this distribution. */
    public double perGameDeviation() {
        return Math.sqrt(gamesPerUnit * variance());
    }

    double[] values() {
        return values.clone();
    }

    double[] probabilities() {
        return probabilities.clone();
    }

    double mean(double[] weights) {
        double sum = 0;
        for (int i = 0; i < values.length; i++) {
            sum += weights[i] * values[i];
        }
        return sum;
    }

    double variance(double[] weights) {
        double mean = mean(weights);
        double sum = 0;
        for (int i = 0; i < values.length; i++) {
            double deviation = values[i] - mean;
            sum += weights[i] * deviation * deviation;
        }
        return sum;
    }
}
