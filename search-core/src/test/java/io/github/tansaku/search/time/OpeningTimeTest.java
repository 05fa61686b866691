package io.github.tansaku.search.time;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.tansaku.search.algo.SearchParameter;
import io.github.tansaku.search.algo.SearchParameters;
import org.junit.jupiter.api.Test;

class OpeningTimeTest {

    @Test
    void theMultipleFallsInAStraightLineFromTheFactorToOne() {
        OpeningTime opening = new OpeningTime(3, 80);
        assertThat(opening.multipleAt(0)).isEqualTo(3);
        assertThat(opening.multipleAt(20)).isCloseTo(2.5, within(1e-12));
        assertThat(opening.multipleAt(40)).isCloseTo(2, within(1e-12));
        assertThat(opening.multipleAt(79)).isCloseTo(1.025, within(1e-12));
        assertThat(opening.multipleAt(80)).isEqualTo(1);
        assertThat(opening.multipleAt(500)).isEqualTo(1);
        assertThat(opening.multipleAt(-5)).as("a negative ply counts as the start").isEqualTo(3);
        OpeningTime saving = new OpeningTime(0.5, 80);
        assertThat(saving.multipleAt(0)).isEqualTo(0.5);
        assertThat(saving.multipleAt(40)).isCloseTo(0.75, within(1e-12));
        assertThat(saving.multipleAt(80)).isEqualTo(1);
    }

    @Test
    void theDefaultParametersGiveEvenShares() {
        OpeningTime defaults = OpeningTime.of(SearchParameters.defaults());
        for (int ply = 0; ply < 200; ply++) {
            assertThat(defaults.multipleAt(ply)).isEqualTo(1);
            assertThat(OpeningTime.NONE.multipleAt(ply)).isEqualTo(1);
        }
    }

    @Test
    void theParametersSetFactorAndPlies() {
        SearchParameters parameters = SearchParameters.defaults()
                .with(SearchParameter.TIME_OPENING_FACTOR, 2)
                .with(SearchParameter.TIME_OPENING_PLIES, 40);
        assertThat(OpeningTime.of(parameters)).isEqualTo(new OpeningTime(2, 40));
        assertThat(OpeningTime.of(SearchParameters.defaults().withSettings("timeOpeningFactor=2.5")).factor())
                .isEqualTo(2.5);
    }

    @Test
    void aFactorOutsideItsRangeOrNoPliesAreRejected() {
        assertThatThrownBy(() -> new OpeningTime(0, 60)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("above 0");
        assertThatThrownBy(() -> new OpeningTime(-1, 60)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OpeningTime(10.5, 60)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most");
        assertThatThrownBy(() -> new OpeningTime(Double.NaN, 60)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OpeningTime(Double.POSITIVE_INFINITY, 60))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new OpeningTime(2, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("plies");
        assertThatThrownBy(() -> SearchParameters.defaults().withSettings("timeOpeningFactor=0"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
