package io.github.tansaku.chess.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The bench signature gate: the node count of the chess engine's {@code bench} (its fixed
 * positions to its default depth, each from a cleared table) is pinned here. It changes exactly
 * when the search or the evaluation changes behaviour; a commit that changes it updates this
 * number and says why in its message.
 */
class BenchSignatureTest {

    /** The chess engine's bench signature (UCI {@code bench}, default settings). */
    static final long SIGNATURE = 222_676;

    @Test
    void theBenchSignatureIsPinned() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        UciEngine.newLoop(new BufferedReader(new StringReader("bench\nquit\n")), out).run();
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text).as("the bench signature changed: update SIGNATURE and say why in the commit")
                .contains("Nodes searched: " + SIGNATURE + System.lineSeparator());
    }
}
