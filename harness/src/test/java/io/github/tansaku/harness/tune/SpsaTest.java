package io.github.tansaku.harness.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class SpsaTest {

    private final SpsaParameter margin = new SpsaParameter("margin", 85, 40, 150, 10, 0.002);
    private final SpsaParameter divisor = new SpsaParameter("divisor", 2.25, 1, 4, 0.2, 0.002, false);

    @Test
    void theLastIterationUsesEachParametersEndGains() {
        Spsa spsa = new Spsa(List.of(margin, divisor), Spsa.Settings.standard(1000, 1));
        assertThat(spsa.perturbation(0, 999)).isCloseTo(10, within(1e-9));
        assertThat(spsa.learningRate(0, 999)).isCloseTo(0.002 * 10 * 10, within(1e-9));
        assertThat(spsa.perturbation(1, 999)).isCloseTo(0.2, within(1e-12));
        // Spall's schedules: c shrinks as (k+1)^-0.101, a as (A+k+1)^-0.602 with A = 100
        assertThat(spsa.perturbation(0, 0)).isCloseTo(10 * Math.pow(1000, 0.101), within(1e-9));
        assertThat(spsa.learningRate(0, 0)).isCloseTo(0.2 * Math.pow(1100.0 / 101, 0.602), within(1e-9));
    }

    @Test
    void aStepPlaysTheEstimatePlusAndMinusThePerturbationAsTheEngineTakesIt() {
        Spsa spsa = new Spsa(List.of(margin, divisor), Spsa.Settings.standard(1000, 7));
        Spsa.Step step = spsa.step(999);
        int marginSign = step.signs().get(0);
        int divisorSign = step.signs().get(1);
        assertThat(step.plus().get("margin")).isEqualTo(85 + 10.0 * marginSign);
        assertThat(step.minus().get("margin")).isEqualTo(85 - 10.0 * marginSign);
        assertThat(step.plus().get("divisor")).isCloseTo(2.25 + 0.2 * divisorSign, within(1e-9));
        assertThat(spsa.texts(step.plus()).get("margin")).isEqualTo(Integer.toString(85 + 10 * marginSign));
        assertThat(spsa.texts(step.plus()).get("divisor")).isEqualTo(divisorSign > 0 ? "2.45" : "2.05");
    }

    @Test
    void whatIsPlayedIsRoundedAndStaysInRange() {
        SpsaParameter depth = new SpsaParameter("depth", 2, 1, 12, 1.4, 0.002);
        Spsa spsa = new Spsa(List.of(depth), Spsa.Settings.standard(10, 3));
        for (int k = 0; k < 10; k++) {
            Spsa.Step step = spsa.step(k);
            for (double value : List.of(step.plus().get("depth"), step.minus().get("depth"))) {
                assertThat(value).isBetween(1.0, 12.0);
                assertThat(value).isEqualTo(Math.rint(value));
            }
        }
        assertThat(divisor.played(2.123456)).isEqualTo(2.1235);
        assertThat(divisor.text(2.1)).isEqualTo("2.1");
        assertThat(margin.played(200)).isEqualTo(150);
    }

    @Test
    void theSignsDependOnTheSeedAndIterationOnly() {
        Spsa first = new Spsa(List.of(margin, divisor), Spsa.Settings.standard(100, 5));
        Spsa second = new Spsa(List.of(margin, divisor), Spsa.Settings.standard(100, 5), new double[] {60, 3});
        Spsa other = new Spsa(List.of(margin, divisor), Spsa.Settings.standard(100, 6));
        int differences = 0;
        int positive = 0;
        for (int k = 0; k < 100; k++) {
            assertThat(second.step(k).signs()).isEqualTo(first.step(k).signs());
            differences += first.step(k).signs().equals(other.step(k).signs()) ? 0 : 1;
            positive += first.step(k).signs().get(0) > 0 ? 1 : 0;
        }
        assertThat(differences).isGreaterThan(50);
        assertThat(positive).isBetween(30, 70);
    }

    @Test
    void aResultMovesEachEstimateAlongItsSign() {
        Spsa spsa = new Spsa(List.of(margin, divisor), Spsa.Settings.standard(1000, 2));
        Spsa.Step step = spsa.step(999);
        spsa.update(step, 2);
        double marginGain = spsa.learningRate(0, 999) / spsa.perturbation(0, 999);
        assertThat(spsa.estimate().get("margin")).isCloseTo(85 + marginGain * 2 * step.signs().get(0), within(1e-9));
        assertThat(marginGain).isCloseTo(0.002 * 10, within(1e-12));
        spsa.update(step, -2);
        assertThat(spsa.estimate().get("margin")).isCloseTo(85, within(1e-9));
        assertThat(spsa.estimate().get("divisor")).isCloseTo(2.25, within(1e-9));
    }

    @Test
    void theEstimateStaysInRange() {
        SpsaParameter narrow = new SpsaParameter("narrow", 1, 0, 2, 1, 10);
        Spsa spsa = new Spsa(List.of(narrow), Spsa.Settings.standard(10, 1));
        for (int k = 0; k < 10; k++) {
            Spsa.Step step = spsa.step(k);
            spsa.update(step, 2 * step.signs().get(0));
        }
        assertThat(spsa.estimate().get("narrow")).isEqualTo(2.0);
    }

    @Test
    void refusesWhatCannotBeTuned() {
        assertThatThrownBy(() -> new SpsaParameter("m", 30, 40, 150, 10, 0.002)).hasMessageContaining("outside [40.0, 150.0]");
        assertThatThrownBy(() -> new SpsaParameter("m", 85, 150, 40, 10, 0.002)).hasMessageContaining("must be below max");
        assertThatThrownBy(() -> new SpsaParameter("m", 85, 40, 150, 0, 0.002)).hasMessageContaining("positive");
        assertThatThrownBy(() -> new SpsaParameter("a,b", 85, 40, 150, 10, 0.002)).hasMessageContaining("name");
        assertThatThrownBy(() -> new Spsa(List.of(), Spsa.Settings.standard(10, 1))).hasMessageContaining("at least one");
        assertThatThrownBy(() -> new Spsa(List.of(margin, margin), Spsa.Settings.standard(10, 1))).hasMessageContaining("twice");
        assertThatThrownBy(() -> Spsa.Settings.standard(0, 1)).hasMessageContaining("at least one iteration");
        Spsa spsa = new Spsa(List.of(margin), Spsa.Settings.standard(10, 1));
        assertThatThrownBy(() -> spsa.update(spsa.step(0), Double.NaN)).hasMessageContaining("must be a number");
    }
}
