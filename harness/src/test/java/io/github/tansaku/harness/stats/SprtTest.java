package io.github.tansaku.harness.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * The GSPRT and the Elo estimates against values computed with fishtest's own statistics code
 * (its LLRcalc and stat_util modules) on the same counts; agreement to 1e-3.
 */
class SprtTest {

    private static final double TOLERANCE = 1e-3;

    @Test
    void wellKnownBoundsForFivePercentErrors() {
        Sprt sprt = new Sprt(0, 2, 0.05, 0.05, SprtModel.NORMALIZED);
        assertThat(sprt.lowerBound()).isCloseTo(-2.944, within(TOLERANCE));
        assertThat(sprt.upperBound()).isCloseTo(2.944, within(TOLERANCE));
    }

    @Test
    void pentanomialNormalizedAcceptsH1() {
        Pentanomial pairs = Pentanomial.of(379, 10170, 21828, 10640, 343);
        Sprt sprt = new Sprt(0, 2, 0.05, 0.05, SprtModel.NORMALIZED);
        double llr = sprt.llr(pairs);
        assertThat(llr).isCloseTo(2.9455, within(TOLERANCE));
        assertThat(sprt.decide(llr)).isEqualTo(SprtDecision.ACCEPT_H1);

        EloEstimate estimate = EloEstimate.of(pairs);
        assertThat(estimate.normalizedElo()).isCloseTo(3.05, within(0.005));
        assertThat(estimate.elo()).isCloseTo(1.59, within(0.005));
        assertThat(estimate.eloError()).isCloseTo(1.21, within(0.005));
        assertThat(estimate.los()).isCloseTo(0.995, within(0.0005));
    }

    @Test
    void trinomialLogistic() {
        Trinomial games = new Trinomial(880, 1863, 759);
        Sprt sprt = new Sprt(0, 5, 0.05, 0.05, SprtModel.LOGISTIC);
        assertThat(sprt.llr(games)).isCloseTo(2.947, within(TOLERANCE));
    }

    @Test
    void pentanomialNormalizedWithShiftedBounds() {
        Sprt sprt = new Sprt(0.5, 2.5, 0.05, 0.05, SprtModel.NORMALIZED);
        assertThat(sprt.llr(Pentanomial.of(39, 8843, 26675, 9240, 44))).isCloseTo(2.942, within(TOLERANCE));
    }

    @Test
    void pentanomialNormalizedStillRunning() {
        Pentanomial pairs = Pentanomial.of(39, 2226, 31451, 2412, 40);
        Sprt sprt = new Sprt(0.764, 3.439, 0.05, 0.05, SprtModel.NORMALIZED);
        double llr = sprt.llr(pairs);
        assertThat(llr).isCloseTo(2.163, within(TOLERANCE));
        assertThat(sprt.decide(llr)).isEqualTo(SprtDecision.CONTINUE);

        // fishtest's figures for a run under this SPRT account for its stopping rule.
        SprtEstimate estimate = SprtEstimate.of(sprt, pairs);
        assertThat(estimate.elo()).isCloseTo(0.865, within(TOLERANCE));
        assertThat(estimate.eloLow()).isCloseTo(0.168, within(TOLERANCE));
        assertThat(estimate.eloHigh()).isCloseTo(1.541, within(TOLERANCE));
        assertThat(estimate.los()).isCloseTo(0.9920, within(0.00005));
        // Read as a fixed-length match, the same counts overstate the difference.
        assertThat(EloEstimate.of(pairs).elo()).isCloseTo(0.903, within(TOLERANCE));
    }

    @Test
    void lowerBoundAcceptsH0() {
        Sprt sprt = new Sprt(0, 5, 0.05, 0.05, SprtModel.NORMALIZED);
        Pentanomial losing = Pentanomial.of(300, 3000, 6000, 2500, 200);
        assertThat(sprt.decide(sprt.llr(losing))).isEqualTo(SprtDecision.ACCEPT_H0);
    }

    @Test
    void countsAreAccumulatedByScore() {
        Pentanomial pairs = new Pentanomial(0, 0, 0, 0, 0)
                .plusPair(1, 1).plusPair(0.5, 1).plusPair(1, 0).plusPair(0.5, 0.5).plusPair(0, 0.5);
        assertThat(pairs).isEqualTo(Pentanomial.of(0, 1, 2, 1, 1));
        Trinomial games = new Trinomial(0, 0, 0).plus(1).plus(0.5).plus(0.5).plus(0);
        assertThat(games).isEqualTo(new Trinomial(1, 2, 1));
        assertThat(games.drawRatio()).isEqualTo(0.5);
    }

    @Test
    void badArgumentsAreRefused() {
        assertThatThrownBy(() -> new Sprt(5, 0, 0.05, 0.05, SprtModel.NORMALIZED))
                .hasMessageContaining("elo1 must be greater");
        assertThatThrownBy(() -> new Sprt(0, 5, 0, 0.05, SprtModel.NORMALIZED)).hasMessageContaining("alpha");
        assertThatThrownBy(() -> Pentanomial.of(1, 2, 3)).hasMessageContaining("5 counts");
        assertThatThrownBy(() -> new Trinomial(-1, 0, 0)).hasMessageContaining("negative");
        assertThatThrownBy(() -> SprtModel.named("bayes")).hasMessageContaining("normalized or logistic");
        assertThatThrownBy(() -> new Trinomial(0, 0, 0).plus(0.25)).hasMessageContaining("0, 1/2 or 1");
    }
}
