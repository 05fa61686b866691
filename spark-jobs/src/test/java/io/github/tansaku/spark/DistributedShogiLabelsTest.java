package io.github.tansaku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.shogi.Position;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The labelling job: one file per partition, the rows of the same games played in one process, each row well-formed. */
class DistributedShogiLabelsTest {

    @TempDir
    Path directory;

    private final PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    @Test
    void writesTheRowsOfItsGamesOneFilePerPartition() throws IOException {
        DistributedShogiLabels.Settings settings = new DistributedShogiLabels.Settings(4, 7, 200, 8);
        Path output = directory.resolve("labels");
        long written = DistributedShogiLabels.run(LocalSpark.context(), settings, 2, output.toString(), out);

        ShogiSelfPlayLabels labeller = new ShogiSelfPlayLabels(200, 8);
        List<String> expected = new ArrayList<>();
        for (long seed = 7; seed < 11; seed++) {
            expected.addAll(labeller.game(seed));
        }
        List<String> rows = new ArrayList<>();
        try (Stream<Path> files = Files.list(output)) {
            List<Path> parts = files.filter(file -> file.getFileName().toString().startsWith("part-")).sorted().toList();
            assertThat(parts).hasSize(2);
            for (Path part : parts) {
                rows.addAll(Files.readAllLines(part, StandardCharsets.UTF_8));
            }
        }
        assertThat(expected).isNotEmpty();
        assertThat(written).isEqualTo(expected.size());
        assertThat(rows).containsExactlyElementsOf(expected);
        for (String row : rows) {
            String[] fields = row.split("\t");
            assertThat(fields).as(row).hasSize(3);
            Position.fromSfen(fields[0]);
            assertThat(Math.abs(Integer.parseInt(fields[1]))).as(row).isLessThanOrEqualTo(ShogiSelfPlayLabels.MAX_SCORE);
            assertThat(fields[2]).as(row).isIn("0", "0.5", "1");
        }
    }

    /**
     * An external USI engine labels instead of our searcher: here our own engine started as a
     * separate process from the test's class path, as the same command would be on each worker.
     * Each partition labels its game with its own engine process; the rows are those of the same
     * games labelled in this process.
     */
    @Test
    void anExternalUsiEngineLabelsOnEachPartition() throws IOException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "io.github.tansaku.shogi.engine.UsiEngine");
        DistributedShogiLabels.ExternalEngine engine = new DistributedShogiLabels.ExternalEngine(command, "nodes 300",
                List.of("USI_Hash=16"), 0);
        Path output = directory.resolve("external");
        long written = DistributedShogiLabels.run(LocalSpark.context(),
                new DistributedShogiLabels.Settings(2, 7, 300, 8, engine), 2, output.toString(), out);
        List<String> expected = new ArrayList<>();
        for (long seed = 7; seed < 9; seed++) {
            expected.addAll(io.github.tansaku.examples.tuning.ShogiLabeller.labelGames(command, "nodes 300",
                    List.<String[]>of(new String[] {"USI_Hash", "16"}), 0, 8, List.of(seed)));
        }
        List<String> rows = new ArrayList<>();
        try (Stream<Path> files = Files.list(output)) {
            for (Path part : files.filter(file -> file.getFileName().toString().startsWith("part-")).sorted().toList()) {
                rows.addAll(Files.readAllLines(part, StandardCharsets.UTF_8));
            }
        }
        assertThat(expected).isNotEmpty();
        assertThat(written).isEqualTo(expected.size());
        assertThat(rows).containsExactlyElementsOf(expected);
        for (String row : rows) {
            assertThat(row.split("\t")).as(row).hasSize(3);
        }
    }

    @Test
    void anEngineOptionMustBeNameEqualsValue() {
        assertThatThrownBy(() -> new DistributedShogiLabels.ExternalEngine(List.of("gpsusi"), "nodes 1", List.of("Hash"), 0))
                .hasMessageContaining("NAME=VALUE");
        assertThatThrownBy(() -> new DistributedShogiLabels.ExternalEngine(List.of(), "nodes 1", List.of(), 0))
                .hasMessageContaining("needs a command");
    }

    @Test
    void refusesAnOutputDirectoryThatExists() {
        assertThatThrownBy(() -> DistributedShogiLabels.run(LocalSpark.context(),
                new DistributedShogiLabels.Settings(1, 1, 100, 8), 1, directory.toString(), out))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("exists already");
    }
}
