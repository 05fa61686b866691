package io.github.tansaku.chess.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Technique;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class AblationTableTest {

    @Test
    void aConfigurationSearchesTheSameNodesEveryTime() {
        SearchOptions options = SearchOptions.defaults().with(Technique.NULL_MOVE, false);
        assertThat(AblationTable.measure(Technique.NULL_MOVE, options, 3).nodes())
                .isEqualTo(AblationTable.measure(Technique.NULL_MOVE, options, 3).nodes());
    }

    @Test
    void theTableHasTheReferenceAndOneRowPerTechnique() {
        List<AblationTable.Row> rows = AblationTable.offAlone(2);
        assertThat(rows).hasSize(Technique.values().length + 1);
        assertThat(rows.get(0).technique()).isNull();
        assertThat(rows).allMatch(row -> row.nodes() > 0);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AblationTable.print(rows, 2, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String table = bytes.toString(StandardCharsets.UTF_8);
        for (Technique technique : Technique.values()) {
            assertThat(table).contains("| " + technique.name() + " | ");
        }
    }
}
