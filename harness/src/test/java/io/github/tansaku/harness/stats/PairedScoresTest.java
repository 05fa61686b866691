package io.github.tansaku.harness.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class PairedScoresTest {

    /** Four openings of one game each: differences +1, 0, 0 and -1/2. */
    private static PairedScores singleGames() {
        return PairedScores.of(List.of(
                new PairedScores.Unit(0, 1, 1, 0),
                new PairedScores.Unit(0.5, 0.5, 1, 1),
                new PairedScores.Unit(1, 1, 1, 1),
                new PairedScores.Unit(1, 0.5, 1, 0)));
    }

    /**
     * One game per opening: the figures of a paired t-test worked by hand. Differences +1, 0, 0,
     * -1/2: mean 1/8, sample standard deviation sqrt(1.1875 / 3) = 0.62915, error 0.31458.
     */
    @Test
    void singleGameUnitsGiveThePairedDifferenceAndItsSampleError() {
        PairedScores scores = singleGames();
        assertThat(scores.units()).isEqualTo(4);
        assertThat(scores.games()).isEqualTo(4);
        assertThat(scores.baseScore()).isEqualTo(2.5 / 4);
        assertThat(scores.candidateScore()).isEqualTo(3.0 / 4);
        assertThat(scores.difference()).isEqualTo(0.125);
        assertThat(scores.standardError()).isCloseTo(0.314576, within(1e-6));
        assertThat(scores.sameResults()).isEqualTo(2);
        double[] interval = scores.interval(0.95);
        assertThat(interval[0]).isCloseTo(0.125 - 1.959964 * 0.314576, within(1e-5));
        assertThat(interval[1]).isCloseTo(0.125 + 1.959964 * 0.314576, within(1e-5));
        // Phi(0.125 / 0.314576) = Phi(0.39736)
        assertThat(scores.likelihoodOfSuperiority()).isCloseTo(0.65445, within(1e-4));
        // 75 % is +190.85 Elo, 62.5 % is +88.74 Elo
        assertThat(scores.eloDifference()).isCloseTo(190.849 - 88.739, within(1e-2));
    }

    /**
     * Two games per opening: the unit, not the game, is the draw. Unit differences +1/2, -1/2,
     * -1/2 over six games: mean -1/12 a game; residuals 2/3, -1/3, -1/3; error
     * sqrt(3/2 * 2/3) / 6 = 1/6, where six independent games would give a smaller one.
     */
    @Test
    void gamesOfOneOpeningCountAsOneDraw() {
        PairedScores scores = PairedScores.of(List.of(
                new PairedScores.Unit(1.5, 2, 2, 1),
                new PairedScores.Unit(0.5, 0, 2, 1),
                new PairedScores.Unit(2, 1.5, 2, 1)));
        assertThat(scores.difference()).isCloseTo(-1.0 / 12, within(1e-12));
        assertThat(scores.standardError()).isCloseTo(1.0 / 6, within(1e-12));
        assertThat(scores.sameResults()).isEqualTo(3);
    }

    @Test
    void equalRunsDifferByNothingAndScoresOfZeroHaveNoElo() {
        PairedScores scores = PairedScores.of(List.of(new PairedScores.Unit(0, 0, 2, 2), new PairedScores.Unit(0, 0, 2, 2)));
        assertThat(scores.difference()).isZero();
        assertThat(scores.standardError()).isZero();
        assertThat(scores.likelihoodOfSuperiority()).isEqualTo(0.5);
        assertThat(scores.eloDifference()).isNaN();
    }

    @Test
    void refusesTooFewOpeningsAndImpossibleUnits() {
        assertThatThrownBy(() -> PairedScores.of(List.of(new PairedScores.Unit(1, 1, 2, 2))))
                .hasMessageContaining("at least two openings");
        assertThatThrownBy(() -> new PairedScores.Unit(3, 1, 2, 0)).hasMessageContaining("between 0 and the games");
        assertThatThrownBy(() -> new PairedScores.Unit(0, 0, 0, 0)).hasMessageContaining("at least one game");
        assertThatThrownBy(() -> new PairedScores.Unit(1, 1, 2, 3)).hasMessageContaining("same results");
        PairedScores scores = PairedScores.of(List.of(new PairedScores.Unit(0, 1, 1, 0), new PairedScores.Unit(1, 1, 1, 1)));
        assertThatThrownBy(() -> scores.interval(1)).hasMessageContaining("confidence");
    }

    /**
     * The paired SPRT worked by hand: base 62.5 %, so H0 = 0 Elo is a difference of 0 and
     * H1 = +20 Elo one of scoreOf(88.7395 + 20) - 0.625 = 0.026572; with d = 0.125 and
     * σ = 0.314576 the ratio is (0.125² - 0.098428²) / (2 σ²) = 0.029997.
     */
    @Test
    void thePairedSprtComparesTheDifferenceWithBothHypotheses() {
        PairedScores scores = singleGames();
        Sprt sprt = new Sprt(0, 20, 0.05, 0.05, SprtModel.LOGISTIC);
        double theta1 = 1 / (1 + Math.pow(10, -(88.739500 + 20) / 400)) - 0.625;
        assertThat(theta1).isCloseTo(0.026572, within(1e-6));
        double expected = (0.125 * 0.125 - (0.125 - theta1) * (0.125 - theta1)) / (2 * 0.314576 * 0.314576);
        assertThat(scores.llr(sprt)).isCloseTo(expected, within(1e-5));
        assertThat(expected).isCloseTo(0.029997, within(1e-5));
        assertThatThrownBy(() -> scores.llr(new Sprt(0, 20, 0.05, 0.05, SprtModel.NORMALIZED)))
                .hasMessageContaining("logistic");
        PairedScores same = PairedScores.of(List.of(new PairedScores.Unit(1, 1, 2, 2), new PairedScores.Unit(0, 0, 2, 2)));
        assertThat(same.llr(sprt)).isZero();
    }
}
