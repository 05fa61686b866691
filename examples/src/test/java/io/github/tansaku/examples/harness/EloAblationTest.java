package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.algo.Technique;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class EloAblationTest {

    /**
     * One row per technique the game's defaults use, each a match of that technique off against
     * the defaults played by the tournament runner: a pair of games per round, from the book.
     */
    @Test
    void everyTechniqueOffIsAMatchAgainstTheDefaults() throws Exception {
        GameSetup<?, ?> setup = GameSetups.byName("connect4-5x4");
        List<EloAblation.Row> rows = EloAblation.run(setup, 300, 1, 1, null);
        List<Technique> used = Arrays.stream(Technique.values())
                .filter(t -> setup.searchOptions().supportedBy(setup.game()).enabled(t)).toList();
        assertThat(rows).extracting(EloAblation.Row::technique).containsExactlyElementsOf(used).isNotEmpty();
        assertThat(rows).allSatisfy(row -> {
            assertThat(row.standings().games().games()).isEqualTo(2);
            assertThat(row.standings().pairs().pairs()).isEqualTo(1);
            assertThat(row.elo().elo()).isFinite();
        });
        assertThat(EloAblation.line(rows.get(0))).startsWith(used.get(0).name().toLowerCase(java.util.Locale.ROOT));
    }
}
