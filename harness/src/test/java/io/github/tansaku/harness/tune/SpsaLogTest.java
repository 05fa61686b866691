package io.github.tansaku.harness.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpsaLogTest {

    @TempDir
    Path directory;

    private static SpsaIteration iteration(int k, double estimate) {
        return new SpsaIteration(k, Map.of("margin", 95.0), Map.of("margin", 75.0), 1.5, 0.5, List.of(),
                Map.of("margin", estimate));
    }

    @Test
    void readsBackWhatItWroteAndResumesTheSameRun() throws IOException {
        Path file = directory.resolve("tune.log");
        try (SpsaLog log = SpsaLog.open(file, "run A", false)) {
            log.append(iteration(1, 85.4));
            log.append(iteration(0, 85.9));
        }
        try (SpsaLog log = SpsaLog.open(file, "run A", true)) {
            log.append(iteration(2, 86.1));
        }
        List<SpsaIteration> read = SpsaLog.read(file);
        assertThat(read).extracting(SpsaIteration::iteration).containsExactly(1, 0, 2);
        assertThat(read.get(2).estimate()).isEqualTo(Map.of("margin", 86.1));
        assertThat(read.get(0).result()).isEqualTo(1.0);
    }

    /**
     * A run stopped while writing leaves a line without its break: a resumed run first removes a
     * cut-off entry, or ends a whole one, so that what it appends reads back.
     */
    @Test
    void aResumedRunAppendsAfterALineCutOffOrLeftWithoutItsBreak() throws IOException {
        Path file = directory.resolve("tune.log");
        try (SpsaLog log = SpsaLog.open(file, "run A", false)) {
            log.append(iteration(0, 85.4));
        }
        Files.writeString(file, "{\"iteration\":1,\"plus\":{\"mar", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        try (SpsaLog log = SpsaLog.open(file, "run A", true)) {
            log.append(iteration(2, 86.0));
        }
        assertThat(SpsaLog.read(file)).extracting(SpsaIteration::iteration).containsExactly(0, 2);
        String whole = Files.readString(file).strip();
        Files.writeString(file, whole, StandardCharsets.UTF_8);
        try (SpsaLog log = SpsaLog.open(file, "run A", true)) {
            log.append(iteration(3, 86.5));
        }
        assertThat(SpsaLog.read(file)).extracting(SpsaIteration::iteration).containsExactly(0, 2, 3);
    }

    @Test
    void refusesToResumeAnotherRunsLog() throws IOException {
        Path file = directory.resolve("tune.log");
        SpsaLog.open(file, "run A", false).close();
        assertThatThrownBy(() -> SpsaLog.open(file, "run B", true)).hasMessageContaining("the log of another run");
        Path results = directory.resolve("match.log");
        Files.writeString(results, "{\"match\":\"a vs b\"}\n");
        assertThatThrownBy(() -> SpsaLog.open(results, "run A", true)).hasMessageContaining("has no run header; it is not a tuning log");
    }

    @Test
    void leavesOutALastLineCutOffButRefusesDamageBeforeIt() throws IOException {
        Path file = directory.resolve("tune.log");
        try (SpsaLog log = SpsaLog.open(file, "run A", false)) {
            log.append(iteration(0, 85.4));
        }
        Files.writeString(file, "{\"iteration\":1,\"plus\":{\"mar", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        assertThat(SpsaLog.read(file)).extracting(SpsaIteration::iteration).containsExactly(0);
        Files.writeString(file, "\n" + "{\"iteration\":2}\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        assertThatThrownBy(() -> SpsaLog.read(file)).hasMessageContaining("line 3 is not a tuning iteration");
        assertThat(SpsaLog.read(directory.resolve("none.log"))).isEmpty();
    }
}
