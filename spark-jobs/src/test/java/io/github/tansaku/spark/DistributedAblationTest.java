package io.github.tansaku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.examples.harness.Ablation;
import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.harness.match.Tournament;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The ablation table reduced by technique on Spark against each technique's match played by the
 * single-process runner, and its node counts against the single-process ablation's.
 */
class DistributedAblationTest {

    private static final List<String> TECHNIQUES = List.of("Technique_TranspositionTable", "Technique_Killers");

    @Test
    void eachTechniquesRowIsItsSingleProcessMatchAndNodeCount() throws InterruptedException {
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        DistributedAblation.Matches matches = new DistributedAblation.Matches(1_000, 0, 0, 5, 2);
        DistributedAblation.Table table = DistributedAblation.run(LocalSpark.context(), "connect4", TECHNIQUES, matches,
                6, out);

        GameSetup<?, ?> setup = GameSetups.byName("connect4");
        assertThat(table.referenceNodes()).isEqualTo(
                Ablation.measure(setup, setup.searchOptions().supportedBy(setup.game()), 6).nodes());
        for (DistributedAblation.Row row : table.rows()) {
            MatchSpec spec = new MatchSpec("connect4", new EngineConfig("defaults", Map.of()),
                    DistributedAblation.off(row.technique()), 1_000, 0, 0);
            Tournament.Result single = singleProcess(setup, spec, 5);
            assertThat(row.pairs()).as(row.technique()).isEqualTo(single.standings().pairs());
            assertThat(row.games()).as(row.technique()).isEqualTo(single.standings().games());
            assertThat(row.nodes()).as(row.technique()).isEqualTo(
                    Ablation.measure(setup, DistributedAblation.off(row.technique()).searchOptions(setup), 6).nodes());
        }
        assertThat(table.rows()).extracting(DistributedAblation.Row::technique).containsExactlyElementsOf(TECHNIQUES);
        assertThat(table.text()).contains("Technique_Killers").contains("Elo of technique");
    }

    @Test
    void theDefaultTechniquesAreTheOnesTheGameSupports() {
        assertThat(DistributedAblation.defaultTechniques("chess")).contains("Technique_SeePruning");
        assertThat(DistributedAblation.defaultTechniques("connect4")).contains("Technique_TranspositionTable")
                .as("connect four has no static exchange evaluation").doesNotContain("Technique_SeePruning");
    }

    private static <P, M> Tournament.Result singleProcess(GameSetup<P, M> setup, MatchSpec spec, int rounds)
            throws InterruptedException {
        return new Tournament<>(spec.matchGame(setup), spec.first().factory(setup), spec.second().factory(setup),
                MatchSpec.book(setup), new Tournament.Settings(rounds, true, 1, null), (record, outcome, standings, llr) -> { })
                .run(List.of());
    }
}
