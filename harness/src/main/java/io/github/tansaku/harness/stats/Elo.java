package io.github.tansaku.harness.stats;

/**
 * Conversions between expected score and Elo.
 *
 * <p>Logistic Elo is the classic scale: a difference of {@code d} means an expected score of
 * {@code 1 / (1 + 10^(-d/400))}. Normalized Elo measures the same difference in units of the
 * match's own noise: {@code t = (score - 1/2) / σ} with σ the standard deviation of one game's
 * score, times {@code 800 / ln 10}, so that near equality one normalized Elo costs the same
 * number of games to detect whatever the draw rate.
 */
public final class Elo {

    /** Normalized Elo per unit of t-value: {@code 800 / ln 10}. */
    public static final double NORMALIZED_PER_T = 800 / Math.log(10);

    private Elo() {
    }

    /** The expected score of a player {@code elo} points stronger. */
    public static double scoreOf(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The logistic Elo difference of an expected score strictly between 0 and 1. */
    public static double ofScore(double score) {
        if (!(score > 0 && score < 1)) {
            throw new IllegalArgumentException("an Elo difference needs a score strictly between 0 and 1, got " + score);
        }
        return -400 * Math.log10(1 / score - 1);
    }
}
