package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.algo.Technique;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@link Ablation#offAlone} on the chess engine's settings: each technique switched, off if on, on if off. */
class AblationTest {

    @Test
    void fromTheEnginesSettingsEachTechniqueIsSwitchedOffIfOnAndOnIfOff() {
        ChessSetup chess = new ChessSetup();
        Ablation.Table table = Ablation.offAlone(chess, 1, 1);
        assertThat(table.rows()).hasSize(Technique.values().length);
        assertThat(table.reference().nodes()).isEqualTo(Ablation.measure(chess, chess.searchOptions(), 1).nodes());
        // the chess engine leaves the check extension off and uses null-move pruning
        assertThat(table.row(Technique.CHECK_EXTENSION).measurement().options().enabled(Technique.CHECK_EXTENSION))
                .isTrue();
        assertThat(table.row(Technique.NULL_MOVE).measurement().options().enabled(Technique.NULL_MOVE)).isFalse();
        // switched on with the technique it needs
        assertThat(table.row(Technique.MATE_THREAT_EXTENSION).measurement().options().techniques())
                .contains(Technique.MATE_THREAT_EXTENSION, Technique.QS_MATE_IN_ONE_PROBE);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Ablation.print(table, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text).contains("check_extension (on)", "null_move ").doesNotContain("null_move (on)");
    }
}
