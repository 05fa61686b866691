package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.algo.testgames.Nim;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
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

    /** Every withXxx method exists for a component and changes that component only. */
    @Test
    void eachWithMethodChangesItsOwnFieldOnly() throws ReflectiveOperationException {
        SearchOptions base = SearchOptions.defaults();
        RecordComponent[] components = SearchOptions.class.getRecordComponents();
        int checked = 0;
        for (RecordComponent component : components) {
            if (component.getName().equals("techniques")) {
                continue;
            }
            String name = component.getName();
            Method with = SearchOptions.class.getMethod("with" + Character.toUpperCase(name.charAt(0)) + name.substring(1),
                    component.getType());
            Object old = component.getAccessor().invoke(base);
            Object changed = component.getType() == int.class ? (Object) ((Integer) old + 1) : (Object) ((Double) old * 0.99);
            SearchOptions result = (SearchOptions) with.invoke(base, changed);
            for (RecordComponent other : components) {
                Object expected = other == component ? changed : other.getAccessor().invoke(base);
                assertThat(other.getAccessor().invoke(result)).as("%s after with%s", other.getName(), name)
                        .isEqualTo(expected);
            }
            checked++;
        }
        assertThat(checked).isEqualTo(components.length - 1);
    }

    @Test
    void outOfRangeValuesAreRejectedWithTheirName() {
        assertThatThrownBy(() -> SearchOptions.defaults().withMultiPv(0)).hasMessageContaining("multiPv");
        assertThatThrownBy(() -> SearchOptions.defaults().withThreads(0)).hasMessageContaining("threads");
        assertThatThrownBy(() -> SearchOptions.defaults().withHashMegabytes(-1)).hasMessageContaining("hashMegabytes");
        assertThatThrownBy(() -> SearchOptions.defaults().withLmrDivisor(0)).hasMessageContaining("lmrDivisor");
        assertThatThrownBy(() -> SearchOptions.defaults().withTimeStableFactor(2)).hasMessageContaining("timeStableFactor");
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
}
