package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.ASPIRATION_DELTA;
import static io.github.tansaku.search.algo.SearchParameter.FUTILITY_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.LMR_DIVISOR;
import static io.github.tansaku.search.algo.SearchParameter.LMR_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.PROB_CUT_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.SEE_PRUNING_NOISY_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.SINGULAR_MARGIN_PER_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.TIME_STABLE_FACTOR;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.algo.testgames.Nim;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import java.util.Arrays;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class SearchOptionsTest {

    @Test
    void defaultsEnableEveryTechniqueAndExactOnlyTheValuePreservingOnes() {
        assertThat(SearchOptions.defaults().techniques()).containsExactlyInAnyOrder(Technique.values());
        for (Technique t : Technique.values()) {
            assertThat(SearchOptions.exact().enabled(t)).as(t.name()).isEqualTo(t.valuePreserving());
            assertThat(t.description()).isNotBlank();
        }
        assertThat(SearchOptions.exact().enabled(Technique.NULL_MOVE)).isFalse();
        assertThat(SearchOptions.exact().enabled(Technique.TRANSPOSITION_TABLE)).isTrue();
    }

    @Test
    void withTogglesOneTechnique() {
        SearchOptions off = SearchOptions.defaults().with(Technique.NULL_MOVE, false);
        assertThat(off.enabled(Technique.NULL_MOVE)).isFalse();
        assertThat(off.techniques()).hasSize(Technique.values().length - 1);
        assertThat(off.with(Technique.NULL_MOVE, true)).isEqualTo(SearchOptions.defaults());
        assertThatThrownBy(() -> off.techniques().add(Technique.NULL_MOVE)).isInstanceOf(UnsupportedOperationException.class);
    }

    /** Each runtime setting's withXxx changes that setting only. */
    @Test
    void eachRuntimeWithMethodChangesItsOwnFieldOnly() {
        SearchOptions base = SearchOptions.defaults();
        assertThat(base.withHashMegabytes(64)).isEqualTo(new SearchOptions(64, 1, 1, base.parameters(), base.techniques()));
        assertThat(base.withMultiPv(3)).isEqualTo(new SearchOptions(16, 3, 1, base.parameters(), base.techniques()));
        assertThat(base.withThreads(2)).isEqualTo(new SearchOptions(16, 1, 2, base.parameters(), base.techniques()));
    }

    /** Setting one parameter changes that parameter only, and keeps the runtime settings and techniques. */
    @Test
    void withParameterChangesThatParameterOnly() {
        SearchOptions base = SearchOptions.defaults().withThreads(2).with(Technique.NULL_MOVE, false);
        for (SearchParameter p : SearchParameter.values()) {
            double changed = p.integral() ? p.defaultValue() + (p.defaultValue() < p.max() ? 1 : -1)
                    : p.defaultValue() * 0.99;
            SearchOptions result = base.with(p, changed);
            for (SearchParameter other : SearchParameter.values()) {
                assertThat(result.getDouble(other)).as("%s after setting %s", other, p)
                        .isEqualTo(other == p ? changed : other.defaultValue());
            }
            if (p.integral()) {
                assertThat(result.get(p)).isEqualTo((int) changed);
            }
            assertThat(result.threads()).isEqualTo(2);
            assertThat(result.techniques()).isEqualTo(base.techniques());
        }
    }

    @Test
    void keysAreTheCamelCaseNames() {
        assertThat(FUTILITY_MARGIN.key()).isEqualTo("futilityMargin");
        assertThat(PROB_CUT_MIN_DEPTH.key()).isEqualTo("probCutMinDepth");
        assertThat(SearchParameters.defaults().toString()).contains("lmrDivisor=2.25", "futilityMargin=90");
    }

    @Test
    void aFractionIsRejectedForAWholeNumberParameter() {
        assertThatThrownBy(() -> SearchOptions.defaults().with(FUTILITY_MARGIN, 90.5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("futilityMargin");
    }

    /** Scaling multiplies and rounds the margins in the evaluator's units and leaves the rest. */
    @Test
    void scaledByChangesOnlyTheEvaluationUnits() {
        SearchOptions scaled = SearchOptions.defaults().scaledBy(1.8);
        assertThat(scaled.get(FUTILITY_MARGIN)).isEqualTo(162);
        assertThat(scaled.get(ASPIRATION_DELTA)).isEqualTo(27);
        assertThat(scaled.get(SINGULAR_MARGIN_PER_DEPTH)).isEqualTo(4);
        assertThat(scaled.get(SEE_PRUNING_NOISY_MARGIN)).as("exchange units").isEqualTo(100);
        assertThat(scaled.get(LMR_MIN_DEPTH)).isEqualTo(3);
        for (SearchParameter p : SearchParameter.values()) {
            double expected = p.unit() == SearchParameter.Unit.EVALUATION ? Math.round(p.defaultValue() * 1.8)
                    : p.defaultValue();
            assertThat(scaled.getDouble(p)).as(p.key()).isEqualTo(expected);
        }
        assertThatThrownBy(() -> SearchOptions.defaults().scaledBy(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void outOfRangeValuesAreRejectedWithTheirName() {
        assertThatThrownBy(() -> SearchOptions.defaults().withMultiPv(0)).hasMessageContaining("multiPv");
        assertThatThrownBy(() -> SearchOptions.defaults().withThreads(0)).hasMessageContaining("threads");
        assertThatThrownBy(() -> SearchOptions.defaults().withHashMegabytes(-1)).hasMessageContaining("hashMegabytes");
        assertThatThrownBy(() -> SearchOptions.defaults().with(LMR_DIVISOR, 0)).hasMessageContaining("lmrDivisor");
        assertThatThrownBy(() -> SearchOptions.defaults().with(TIME_STABLE_FACTOR, 2)).hasMessageContaining("timeStableFactor");
    }

    @Test
    void supportedByDropsWhatTheGameCannotDo() {
        Nim nim = new Nim(5);
        SearchOptions supported = SearchOptions.defaults().supportedBy(nim);
        for (Technique t : Technique.values()) {
            assertThat(supported.enabled(t)).as(t.name()).isEqualTo(t.supportedBy(nim));
        }
        assertThat(Arrays.stream(Technique.values()).filter(t -> !t.supportedBy(nim))).contains(Technique.NULL_MOVE,
                Technique.QUIESCENCE, Technique.HISTORY);
        supported.requireSupportedBy(nim);
        RandomTreeGame full = new RandomTreeGame(1, 1, 2, 0, 0, 0);
        assertThat(SearchOptions.defaults().supportedBy(full)).isEqualTo(SearchOptions.defaults());
        assertThatThrownBy(() -> SearchOptions.exact().withTechniques(EnumSet.of(Technique.HISTORY)).requireSupportedBy(nim))
                .hasMessageContaining("HISTORY").hasMessageContaining("MoveIndexing");
    }

    @Test
    void settingsTextSetsParametersByKeyAndRefusesWhatItCannotRead() {
        SearchParameters changed = SearchParameters.defaults().withSettings(" futilityMargin=70, lmrDivisor=2.5  aspirationDelta=9 ");
        assertThat(changed.intValue(FUTILITY_MARGIN)).isEqualTo(70);
        assertThat(changed.doubleValue(LMR_DIVISOR)).isEqualTo(2.5);
        assertThat(changed.intValue(ASPIRATION_DELTA)).isEqualTo(9);
        assertThat(SearchParameters.defaults().withSettings("  ")).isEqualTo(SearchParameters.defaults());
        assertThatThrownBy(() -> SearchParameters.defaults().withSettings("futilityMargin=70,bogus=1"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown search parameter: bogus");
        assertThatThrownBy(() -> SearchParameters.defaults().withSettings("futilityMargin"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("key=value");
        assertThatThrownBy(() -> SearchParameters.defaults().withSettings("futilityMargin=wide"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("futilityMargin must be a number");
        assertThatThrownBy(() -> SearchParameters.defaults().withSettings("lmrMinDepth=0"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("lmrMinDepth must be in");
    }
}
