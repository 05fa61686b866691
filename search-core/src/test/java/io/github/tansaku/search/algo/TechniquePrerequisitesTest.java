package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.testgames.InfraNimGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Technique#prerequisites()}: a technique that needs another one switched on is refused
 * without it, and {@link SearchOptions#supportedBy} switches it off and says why.
 */
class TechniquePrerequisitesTest {

    private final InfraNimGame game = new InfraNimGame();

    @Test
    void declaresWhatEachTechniqueNeeds() {
        assertThat(Technique.MATE_THREAT_EXTENSION.prerequisites()).containsExactly(Technique.QS_MATE_IN_ONE_PROBE);
        assertThat(Technique.CAPTURE_HISTORY.prerequisites()).containsExactly(Technique.SEE_ORDERING);
        assertThat(Technique.STAGED_GENERATION.prerequisites()).containsExactly(Technique.SEE_ORDERING);
        assertThat(Technique.CONTINUATION_PRUNING.prerequisites()).containsExactly(Technique.CONTINUATION_HISTORY);
        assertThat(Technique.TT_CUTOFF_REWARD.prerequisites()).containsExactly(Technique.TT_MOVE_ORDERING);
        for (Technique inQuiescence : List.of(Technique.QS_SEE_PRUNING, Technique.DELTA_PRUNING, Technique.QS_CHECKS,
                Technique.QS_MATE_IN_ONE_PROBE)) {
            assertThat(inQuiescence.prerequisites()).as(inQuiescence.name()).containsExactly(Technique.QUIESCENCE);
        }
        assertThat(Technique.NULL_MOVE.prerequisites()).isEmpty();
    }

    @Test
    void theDefaultsAndExactOptionsMeetEveryPrerequisite() {
        SearchOptions.defaults().requirePrerequisites();
        SearchOptions.exact().requirePrerequisites();
        assertThat(SearchOptions.defaults().supportedBy(game).unsupportedBy(game)).isEmpty();
    }

    @Test
    void theSearcherRefusesATechniqueWhosePrerequisiteIsOff() {
        SearchOptions unordered = SearchOptions.defaults().supportedBy(game).with(Technique.SEE_ORDERING, false)
                .with(Technique.STAGED_GENERATION, false);
        assertThatThrownBy(() -> new Searcher<>(game, position -> 0, unordered))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("CAPTURE_HISTORY needs technique SEE_ORDERING");
        assertThatThrownBy(() -> SearchOptions.exact().with(Technique.CONTINUATION_HISTORY, false)
                .with(Technique.CONTINUATION_PRUNING, true).requirePrerequisites())
                .hasMessageContaining("CONTINUATION_PRUNING needs technique CONTINUATION_HISTORY");
    }

    @Test
    void withoutSwitchesOffWhatNeedsTheTechniqueAndNothingElse() {
        SearchOptions without = SearchOptions.defaults().without(Technique.QUIESCENCE);
        assertThat(without.techniques()).doesNotContain(Technique.QUIESCENCE, Technique.QS_SEE_PRUNING,
                Technique.DELTA_PRUNING, Technique.QS_CHECKS, Technique.QS_MATE_IN_ONE_PROBE,
                Technique.MATE_THREAT_EXTENSION);
        assertThat(without.techniques()).hasSize(Technique.values().length - 6);
        without.requirePrerequisites();
        assertThat(Technique.MATE_THREAT_EXTENSION.withPrerequisites()).containsExactlyInAnyOrder(
                Technique.MATE_THREAT_EXTENSION, Technique.QS_MATE_IN_ONE_PROBE, Technique.QUIESCENCE);
    }

    @Test
    void supportedBySwitchesOffWhatLacksAPrerequisiteTransitivelyAndSaysWhy() {
        SearchOptions noQuiescence = SearchOptions.defaults().supportedBy(game).with(Technique.QUIESCENCE, false);
        SearchOptions supported = noQuiescence.supportedBy(game);
        assertThat(supported.techniques()).doesNotContain(Technique.QS_SEE_PRUNING, Technique.DELTA_PRUNING,
                Technique.QS_CHECKS, Technique.QS_MATE_IN_ONE_PROBE, Technique.MATE_THREAT_EXTENSION);
        assertThat(supported.enabled(Technique.NULL_MOVE)).isTrue();
        supported.requireSupportedBy(game);

        List<UnsupportedTechnique> unsupported = noQuiescence.unsupportedBy(game);
        assertThat(unsupported).contains(
                new UnsupportedTechnique(Technique.QS_MATE_IN_ONE_PROBE, List.of(), List.of(Technique.QUIESCENCE)),
                new UnsupportedTechnique(Technique.MATE_THREAT_EXTENSION, List.of(), List.of(Technique.QS_MATE_IN_ONE_PROBE)));
        assertThat(unsupported).extracting(UnsupportedTechnique::technique).containsExactly(Technique.QS_SEE_PRUNING,
                Technique.DELTA_PRUNING, Technique.QS_CHECKS, Technique.QS_MATE_IN_ONE_PROBE,
                Technique.MATE_THREAT_EXTENSION);
        assertThat(new UnsupportedTechnique(Technique.CAPTURE_HISTORY, List.of(), List.of(Technique.SEE_ORDERING)))
                .hasToString("CAPTURE_HISTORY (" + Technique.CAPTURE_HISTORY.description()
                        + ") needs technique SEE_ORDERING");
    }
}
