package io.github.tansaku.examples.tuning;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The labeller's arguments are checked before any engine is started. */
class ShogiLabellerTest {

    private final PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    @Test
    void rejectsAnOptionWithoutAValue(@TempDir Path dir) {
        assertThatThrownBy(() -> ShogiLabeller.run(
                List.of("--out", dir.resolve("x.txt").toString(), "--option", "LimitDepth"), out))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NAME=VALUE");
    }

    @Test
    void rejectsAnEmptyGo(@TempDir Path dir) {
        assertThatThrownBy(() -> ShogiLabeller.run(List.of("--out", dir.resolve("x.txt").toString(), "--go", " "), out))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("arguments of 'go'");
    }

    @Test
    void rejectsANonPositiveStopAfter(@TempDir Path dir) {
        assertThatThrownBy(() -> ShogiLabeller.run(
                List.of("--out", dir.resolve("x.txt").toString(), "--stop-after", "0"), out))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--stop-after must be positive");
    }

    @Test
    void rejectsAnUnknownArgumentAndAMissingOut() {
        assertThatThrownBy(() -> ShogiLabeller.run(List.of("--depth", "4"), out))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown argument '--depth'");
        assertThatThrownBy(() -> ShogiLabeller.run(List.of("--nodes", "4"), out))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--out is required");
    }
}
