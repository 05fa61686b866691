package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.harness.tune.SpsaIteration;
import io.github.tansaku.harness.tune.SpsaLog;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneReportTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private String run(String... args) throws Exception {
        TuneReport.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    /**
     * Twenty iterations: the margin climbs 100, 101, ..., 119, its plus side always the larger;
     * the divisor stays at 2.25, its plus side the larger in iterations 0, 1, 4, 5, ...; the plus
     * side wins the even iterations 1.5 to 0.5 and draws the odd ones 1 to 1.
     */
    private static Path log(Path directory) throws Exception {
        Path file = directory.resolve("tune.jsonl");
        try (SpsaLog log = SpsaLog.open(file, "chess: a test run", false)) {
            for (int k = 0; k < 20; k++) {
                Map<String, Double> estimate = new LinkedHashMap<>();
                estimate.put("margin", 100.0 + k);
                estimate.put("divisor", 2.25);
                double divisorSign = k % 4 < 2 ? 1 : -1;
                log.append(new SpsaIteration(k, Map.of("margin", 110.0, "divisor", 2.25 + 0.1 * divisorSign),
                        Map.of("margin", 90.0, "divisor", 2.25 - 0.1 * divisorSign), k % 2 == 0 ? 1.5 : 1,
                        k % 2 == 0 ? 0.5 : 1, k == 3 ? List.of("CRASH: n+: the process ended") : List.of(), estimate));
            }
        }
        return file;
    }

    @Test
    void reportsEachParametersPathAndChartsIt(@TempDir Path directory) throws Exception {
        Path charts = directory.resolve("charts");
        String text = run(log(directory).toString(), "--svg", charts.toString());
        assertThat(text).contains("chess: a test run")
                .contains("20 iterations finished; points of the plus sides 25.0, of the minus sides 15.0; 1 faults")
                // first 100, last 119, lowest 100, highest 119, the mean of the last two 118.5; result times
                // sign 1, 0, 1, 0, ...: mean 0.5, standard deviation sqrt(5/19), z = 0.5 / sqrt(5/19/20) = 4.36
                .containsPattern("margin +100\\.000 +119\\.000 +100\\.000 +119\\.000 +118\\.500 +4\\.36")
                // 1, 0, -1, 0, ...: mean 0
                .containsPattern("divisor +2\\.250 +2\\.250 +2\\.250 +2\\.250 +2\\.250 +0\\.00")
                .contains("late mean: over the last 2");
        String svg = Files.readString(charts.resolve("tune-margin.svg"));
        assertThat(svg).contains("<polyline").contains("margin during tuning");
        // the axis is fitted to the values drawn (after iterations 2, 4, ..., 20: 101 to 119), not drawn from zero
        assertThat(svg).contains(">100.1<").contains(">119.9<").doesNotContain(">0<");
        assertThat(charts.resolve("tune-divisor.svg")).exists();
    }

    /** A parameter whose two sides played the same value in every iteration has no answer yet. */
    @Test
    void aParameterNeverPlayedApartHasNoZ() {
        List<SpsaIteration> same = List.of(
                new SpsaIteration(0, Map.of("depth", 3.0), Map.of("depth", 3.0), 2, 0, List.of(), Map.of("depth", 3.2)),
                new SpsaIteration(1, Map.of("depth", 3.0), Map.of("depth", 3.0), 0, 2, List.of(), Map.of("depth", 3.1)));
        assertThat(TuneReport.gradientZ("depth", same)).isNaN();
    }

    @Test
    void refusesWhatIsNotAFinishedRunsLog(@TempDir Path directory) throws Exception {
        assertThatThrownBy(() -> run()).hasMessageContaining("needs the log of a tune run");
        Path empty = directory.resolve("empty.jsonl");
        SpsaLog.open(empty, "chess: nothing yet", false).close();
        assertThatThrownBy(() -> run(empty.toString())).hasMessageContaining("holds no finished iteration");
        Path match = directory.resolve("match.jsonl");
        Files.writeString(match, "{\"match\":\"a vs b\"}\n{\"round\":0}\n");
        assertThatThrownBy(() -> run(match.toString())).hasMessageContaining("it is not a tuning log");
        assertThatThrownBy(() -> run(empty.toString(), "--bogus")).hasMessageContaining("unexpected '--bogus'");
    }
}
