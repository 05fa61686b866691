package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.shogi.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
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

    @Test
    void traceOfLevelNineSplitsMaterialAndSquareEntries() {
        // Row 4: White to move; material 495 and level 9 883 for White, so -495 and -883 for Black.
        Position position = Position.fromSfen(SpecVectors.rows().get(3).sfen());
        String trace = new YaneuraOuMaterialEvaluator(9).trace(position);
        assertThat(trace).contains("material").contains("-495").contains("square entries").contains("-388")
                .contains("by direction").contains("king neighbourhood").contains("king squares")
                .contains("-883").contains("+883");
    }

    @Test
    void traceOfLevelFourShowsTheIntegerTerms() {
        // Row 4 at level 2 is 268 and at level 4 898 for White: board pieces -(495 - 268) = -227
        // from White's view, +227 from Black's; effects 898 - 268 = 630 for White, -630 for Black.
        Position position = Position.fromSfen(SpecVectors.rows().get(3).sfen());
        String trace = new YaneuraOuMaterialEvaluator(4).trace(position);
        assertThat(trace).contains("pieces on the board").contains("+227").contains("effects near the kings")
                .contains("-630").contains("-898");
    }

    @Test
    void oneInstanceServesSeveralThreadsAtOnce() throws Exception {
        YaneuraOuMaterialEvaluator shared = new YaneuraOuMaterialEvaluator();
        List<SpecVectors.Row> rows = SpecVectors.rows();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int task = 0; task < 2; task++) {
                int offset = task;
                results.add(pool.submit(() -> {
                    for (int round = 0; round < 100; round++) {
                        for (int i = offset; i < rows.size(); i += 2) {
                            SpecVectors.Row row = rows.get(i);
                            if (shared.evaluate(Position.fromSfen(row.sfen())) != row.level(9)) {
                                return false;
                            }
                        }
                    }
                    return true;
                }));
            }
            for (Future<Boolean> result : results) {
                assertThat(result.get(60, TimeUnit.SECONDS)).isTrue();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
