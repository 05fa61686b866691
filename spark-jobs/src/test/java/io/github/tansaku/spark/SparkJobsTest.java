package io.github.tansaku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command line: bad arguments end with a message and status 2, before Spark starts. */
class SparkJobsTest {

    private final ByteArrayOutputStream output = new ByteArrayOutputStream();
    private final ByteArrayOutputStream errors = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(output, true, StandardCharsets.UTF_8);
    private final PrintStream err = new PrintStream(errors, true, StandardCharsets.UTF_8);

    @Test
    void anUnknownJobIsRefusedWithTheUsage() {
        assertThat(SparkJobs.run(List.of("fly"), out, err)).isEqualTo(2);
        assertThat(errors.toString(StandardCharsets.UTF_8)).contains("unknown job 'fly'").contains("spark perft");
    }

    @Test
    void badArgumentsAreRefusedBeforeSparkStarts() {
        assertThat(SparkJobs.run(List.of("perft", "-game", "go", "-depth", "3"), out, err)).isEqualTo(2);
        assertThat(SparkJobs.run(List.of("perft", "-game", "chess"), out, err)).isEqualTo(2);
        assertThat(SparkJobs.run(List.of("perft", "-depth", "3", "-fen", "not a fen"), out, err)).isEqualTo(2);
        assertThat(SparkJobs.run(List.of("match", "-engine", "cmd=stockfish", "-engine", "name=b", "-each", "nodes=10"),
                out, err)).isEqualTo(2);
        assertThat(SparkJobs.run(List.of("match", "-engine", "name=a", "-engine", "name=b", "-each", "tc=10+0.1"),
                out, err)).isEqualTo(2);
        assertThat(SparkJobs.run(List.of("ablation", "-game", "connect4", "-each", "nodes=10", "-techniques",
                "Technique_Bogus"), out, err)).isEqualTo(2);
        assertThat(SparkJobs.run(List.of("label-shogi", "-games", "3"), out, err)).isEqualTo(2);
        assertThat(SparkJobs.run(List.of("label-shogi", "-out", "/tmp/never-written", "-go", "nodes 10"), out, err))
                .isEqualTo(2);
        assertThat(SparkJobs.run(List.of("label-shogi", "-out", "/tmp/never-written", "-engine", "gpsusi", "-options",
                "BookDepth"), out, err)).isEqualTo(2);
        assertThat(errors.toString(StandardCharsets.UTF_8)).contains("unknown game 'go'").contains("-depth N")
                .contains("connect4 has no engine protocol").contains("nodes= or depth=").contains("Technique_Bogus")
                .contains("-out DIR").contains("are for an external -engine").contains("NAME=VALUE");
    }
}
