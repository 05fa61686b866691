package io.github.tansaku.harness.stats;

import java.util.List;
import org.hipparchus.distribution.continuous.NormalDistribution;

/**
 * The difference between two runs of one engine's games against the same opponent on the same
 * openings, game matched with game: a base run and a candidate run (the engine changed). Where
 * the opponent plays the same way in both runs (a fixed node count makes a search repeatable),
 * most of the luck of an opening is common to the two games of a match-up, and the difference
 * of their results measures the change with a fraction of the noise of two separate scores.
 *
 * <p>The games are grouped in units, the games played from one opening (both colours when the
 * runs swap them): the games of one opening share its luck, so the unit, not the game, is the
 * independent draw. The difference is the mean per game, {@code Σ dᵤ / Σ mᵤ} over the units'
 * summed differences {@code dᵤ} and paired games {@code mᵤ}, and its standard error the
 * cluster estimate {@code √(n/(n-1) Σ (dᵤ - d̄ mᵤ)²) / Σ mᵤ} over {@code n} units, which is the
 * usual {@code s/√n} when each unit is one game.
 *
 * @param units          the units (openings) with at least one paired game
 * @param games          the paired games
 * @param baseScore      the base run's score over the paired games, 0 to 1
 * @param candidateScore the candidate run's score over the same games
 * @param difference     candidate less base, per game
 * @param standardError  the standard error of {@code difference}
 * @param sameResults    the paired games whose two results are equal
 */
public record PairedScores(int units, int games, double baseScore, double candidateScore, double difference,
        double standardError, int sameResults) {

    private static final NormalDistribution STANDARD_NORMAL = new NormalDistribution(0, 1);

    /**
     * The paired games of one unit (one opening).
     *
     * @param basePoints      the base run's points in the unit's paired games
     * @param candidatePoints the candidate run's points in the same games
     * @param games           how many games are paired in the unit
     * @param sameResults     how many of them have equal results
     */
    public record Unit(double basePoints, double candidatePoints, int games, int sameResults) {

        /** Refuses counts and points that cannot be. */
        public Unit {
            if (games < 1 || sameResults < 0 || sameResults > games) {
                throw new IllegalArgumentException("a unit needs at least one game and at most as many same results, got "
                        + games + " games and " + sameResults + " same results");
            }
            if (basePoints < 0 || basePoints > games || candidatePoints < 0 || candidatePoints > games) {
                throw new IllegalArgumentException("points must lie between 0 and the games, got " + basePoints + " and "
                        + candidatePoints + " in " + games + " games");
            }
        }

        double difference() {
            return candidatePoints - basePoints;
        }
    }

    /**
     * The comparison of the paired {@code units}.
     *
     * @throws IllegalArgumentException with fewer than two units (no spread to measure)
     */
    public static PairedScores of(List<Unit> units) {
        if (units.size() < 2) {
            throw new IllegalArgumentException("a paired comparison needs at least two openings, got " + units.size());
        }
        int games = 0;
        int same = 0;
        double base = 0;
        double candidate = 0;
        for (Unit unit : units) {
            games += unit.games();
            same += unit.sameResults();
            base += unit.basePoints();
            candidate += unit.candidatePoints();
        }
        double difference = (candidate - base) / games;
        double squares = 0;
        for (Unit unit : units) {
            double residual = unit.difference() - difference * unit.games();
            squares += residual * residual;
        }
        int n = units.size();
        double standardError = Math.sqrt(squares * n / (n - 1)) / games;
        return new PairedScores(n, games, base / games, candidate / games, difference, standardError, same);
    }

    /** The two ends of the normal interval of {@link #difference} at {@code confidence} (e.g. 0.95). */
    public double[] interval(double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("a confidence lies strictly between 0 and 1, got " + confidence);
        }
        double z = STANDARD_NORMAL.inverseCumulativeProbability((1 + confidence) / 2);
        return new double[] {difference - z * standardError, difference + z * standardError};
    }

    /**
     * The probability, under the normal approximation, that the candidate scores more than the
     * base against this opponent on these openings (0.5 when the two never differ).
     */
    public double likelihoodOfSuperiority() {
        return standardError == 0 ? (difference > 0 ? 1 : difference < 0 ? 0 : 0.5)
                : STANDARD_NORMAL.cumulativeProbability(difference / standardError);
    }

    /**
     * The log-likelihood ratio of the difference between {@code sprt}'s hypotheses, which give
     * the candidate's logistic Elo over the base's; at the base's score {@code s} a hypothesis of
     * {@code e} Elo is a difference of {@code θ = scoreOf(ofScore(s) + e) - s} a game, and the
     * mean difference, normal with its standard error {@code σ}, gives
     * {@code ((d - θ₀)² - (d - θ₁)²) / 2σ²} (the GSPRT of a normal mean). It is 0, no evidence
     * either way, while the runs have not differed ({@code σ = 0}) or the base scored 0 or 1.
     *
     * @throws IllegalArgumentException for a test not in logistic Elo
     */
    public double llr(Sprt sprt) {
        if (sprt.model() != SprtModel.LOGISTIC) {
            throw new IllegalArgumentException("a paired SPRT is in logistic Elo (model=logistic)");
        }
        if (standardError == 0 || !(baseScore > 0 && baseScore < 1)) {
            return 0;
        }
        double baseElo = Elo.ofScore(baseScore);
        double theta0 = Elo.scoreOf(baseElo + sprt.elo0()) - baseScore;
        double theta1 = Elo.scoreOf(baseElo + sprt.elo1()) - baseScore;
        double off0 = difference - theta0;
        double off1 = difference - theta1;
        return (off0 * off0 - off1 * off1) / (2 * standardError * standardError);
    }

    /**
     * The candidate's Elo against the opponent less the base's, from the two scores (logistic;
     * {@code NaN} when either score is 0 or 1, which has no finite Elo).
     */
    public double eloDifference() {
        if (!(baseScore > 0 && baseScore < 1 && candidateScore > 0 && candidateScore < 1)) {
            return Double.NaN;
        }
        return Elo.ofScore(candidateScore) - Elo.ofScore(baseScore);
    }
}
