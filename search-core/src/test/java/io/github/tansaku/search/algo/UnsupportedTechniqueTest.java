package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.MateInOneDetection;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.StaticExchange;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link SearchOptions#unsupportedBy}: what {@code supportedBy} switches off, and what would enable it. */
class UnsupportedTechniqueTest {

    private final FinalMarginTest.CountedTree hashOnly = new FinalMarginTest.CountedTree(false);

    @Test
    void namesExactlyWhatSupportedBySwitchesOff() {
        SearchOptions defaults = SearchOptions.defaults();
        Set<Technique> switchedOff = EnumSet.copyOf(defaults.techniques());
        switchedOff.removeAll(defaults.supportedBy(hashOnly).techniques());
        List<UnsupportedTechnique> unsupported = defaults.unsupportedBy(hashOnly);
        assertThat(unsupported).extracting(UnsupportedTechnique::technique).containsExactlyInAnyOrderElementsOf(switchedOff);
        assertThat(unsupported).contains(new UnsupportedTechnique(Technique.QUIESCENCE, List.of(NoisyMoves.class)),
                new UnsupportedTechnique(Technique.PROBCUT, List.of(NoisyMoves.class, StaticExchange.class)),
                new UnsupportedTechnique(Technique.MATE_THREAT_GUARD, List.of(NullMoves.class, MateInOneDetection.class)));
        assertThat(unsupported).extracting(UnsupportedTechnique::technique)
                .doesNotContain(Technique.TRANSPOSITION_TABLE, Technique.KILLERS);
        assertThat(new UnsupportedTechnique(Technique.PROBCUT, List.of(NoisyMoves.class, StaticExchange.class)))
                .hasToString("PROBCUT (ProbCut) needs NoisyMoves and StaticExchange");
    }

    @Test
    void isEmptyWhenTheGameSupportsEveryEnabledTechnique() {
        assertThat(SearchOptions.defaults().supportedBy(hashOnly).unsupportedBy(hashOnly)).isEmpty();
    }
}
