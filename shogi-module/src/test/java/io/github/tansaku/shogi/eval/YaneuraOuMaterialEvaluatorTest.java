package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.shogi.Position;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class YaneuraOuMaterialEvaluatorTest {

    static Stream<SpecVectors.Row> rows() {
        return SpecVectors.rows().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void everyLevelReproducesTheSpecVectors(SpecVectors.Row row) {
        Position position = Position.fromSfen(row.sfen());
        int[] actual = new int[9];
        for (int level = 1; level <= 9; level++) {
            actual[level - 1] = new YaneuraOuMaterialEvaluator(level).evaluate(position);
        }
        assertThat(actual).as("levels 1 to 9 of %s", row).containsExactly(row.levels());
    }

    @Test
    void theSpecHasTwentyTwoVectors() {
        assertThat(SpecVectors.rows()).hasSize(22);
    }

    @Test
    void defaultIsTheHighestLevel() {
        assertThat(new YaneuraOuMaterialEvaluator().level()).isEqualTo(9);
        assertThat(new YaneuraOuMaterialEvaluator().name()).isEqualTo("yaneuraou-level9");
    }

    @Test
    void rejectsLevelsOutsideOneToNine() {
        assertThatThrownBy(() -> new YaneuraOuMaterialEvaluator(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 to 9").hasMessageContaining("got 0");
        assertThatThrownBy(() -> new YaneuraOuMaterialEvaluator(10)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got 10");
    }
}
