package io.github.tansaku.examples.tuning;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The labeller's arguments are checked before any engine is started. */
class ShogiLabellerTest {

    private final PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    @Test
    void rejectsAnOptionWithoutAValue(@TempDir Path dir) {
        assertRefused(dir, "NAME=VALUE", "--option", "LimitDepth");
    }

    @Test
    void rejectsAnEmptyGo(@TempDir Path dir) {
        assertRefused(dir, "arguments of 'go'", "--go", " ");
    }

    @Test
    void rejectsANonPositiveStopAfter(@TempDir Path dir) {
        assertRefused(dir, "--stop-after must be positive", "--stop-after", "0");
    }

    @Test
    void rejectsAnUnknownArgumentAndAMissingOut() {
        assertThatThrownBy(() -> ShogiLabeller.run(List.of("--depth", "4"), out))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown argument '--depth'");
        assertThatThrownBy(() -> ShogiLabeller.run(List.of("--nodes", "4"), out))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--out is required");
    }

    /** The arguments, after a valid {@code --out}, are refused with a message containing {@code message}. */
    private void assertRefused(Path dir, String message, String... arguments) {
        List<String> args = new ArrayList<>(List.of("--out", dir.resolve("x.txt").toString()));
        args.addAll(List.of(arguments));
        assertThatThrownBy(() -> ShogiLabeller.run(args, out))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(message);
    }
}
