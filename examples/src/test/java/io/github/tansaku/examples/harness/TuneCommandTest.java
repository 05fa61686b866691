package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private String run(String... args) throws Exception {
        TuneCommand.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aBuiltInEngineIsTunedAndAnInterruptedRunResumesFromItsLog(@TempDir Path directory) throws Exception {
        Path log = directory.resolve("tune.jsonl");
        String[] tune = {"-engine", "builtin=connect4", "-param", "name=aspirationDelta", "start=15", "min=1", "max=100",
            "c=5", "r=0.05", "-param", "name=lmrDivisor", "start=2.25", "min=1", "max=4", "c=0.2", "type=float",
            "-each", "depth=3", "-iterations", "6", "-concurrency", "2", "-srand", "3", "-log", log.toString()};
        String text = run(tune);
        assertThat(text).contains("tuning aspirationDelta 15 in [1, 100] c 5 r 0.05, lmrDivisor (float) 2.25 in [1, 4]")
                .containsPattern("Iteration \\d \\(6 of 6\\): tansaku\\+ [0-9.]+, tansaku- [0-9.]+; estimate aspirationDelta=")
                .containsPattern("Values: aspirationDelta=\\d+,lmrDivisor=[0-9.]+");
        List<String> lines = Files.readAllLines(log);
        assertThat(lines).hasSize(7);
        // the last two iterations are lost: the resumed run plays them again, from the estimate the log holds
        Files.write(log, lines.subList(0, 5));
        out.reset();
        String resumed = run(concat(tune, "-resume"));
        assertThat(resumed).contains("Resuming: 4 iterations already played").contains("(6 of 6)").doesNotContain("(4 of 6)");
        assertThat(Files.readAllLines(log)).hasSize(7);
        // another run (another seed) does not resume this one's log, and leaves it as it is
        String[] other = concat(tune, "-resume");
        other[java.util.Arrays.asList(other).indexOf("-srand") + 1] = "4";
        assertThatThrownBy(() -> run(other)).hasMessageContaining("is the log of another run");
        assertThat(Files.readAllLines(log)).hasSize(7);
    }

    /**
     * An engine process gets each iteration's values through {@code setoption} without a
     * restart: a script that logs what it is told and plays 1. e4 e5, where the ply limit ends
     * each game in a draw.
     */
    @Test
    void anEngineProcessTakesEachIterationsValuesWithoutARestart(@TempDir Path directory) throws Exception {
        Path told = directory.resolve("told.txt");
        Path script = directory.resolve("logging-engine.sh");
        Files.writeString(script, "while read -r line; do\n"
                + "  echo \"$line\" >> '" + told + "'\n"
                + "  case \"$line\" in\n"
                + "    uci) echo 'id name logger'; echo 'option name Margin type spin default 85 min 0 max 500'; echo uciok;;\n"
                + "    isready) echo readyok;;\n"
                + "    'position startpos') move=e2e4;;\n"
                + "    position*) move=e7e5;;\n"
                + "    go*) echo \"bestmove $move\";;\n"
                + "    quit) exit 0;;\n"
                + "  esac\n"
                + "done\n");
        String text = run("-engine", "cmd=bash", "args=" + script, "name=logger", "-param", "name=Margin", "start=85",
                "min=40", "max=150", "c=10", "-each", "depth=1", "-iterations", "3", "-openings", "plies=0",
                "-maxplies", "2");
        assertThat(text).contains("Iteration 2 (3 of 3): logger+ 1, logger- 1;").doesNotContain("faults");
        List<String> lines = Files.readAllLines(told);
        // one process per side, each told the values of its side at its start and before each later iteration
        assertThat(lines.stream().filter(line -> line.equals("uci")).count()).isEqualTo(2);
        List<String> values = lines.stream().filter(line -> line.startsWith("setoption name Margin value ")).toList();
        assertThat(values).hasSize(6);
        assertThat(lines.stream().filter(line -> line.equals("go depth 1")).count()).isEqualTo(3 * 2 * 2);
    }

    @Test
    void refusesWhatItCannotTune() {
        assertThatThrownBy(() -> run("-engine", "builtin=connect4", "-each", "depth=2", "-iterations", "2"))
                .hasMessageContaining("at least one -param");
        assertThatThrownBy(() -> run("-engine", "builtin=connect4", "-param", "name=aspirationDelta", "start=15", "min=1",
                "max=100", "c=5", "-each", "depth=2")).hasMessageContaining("-iterations N");
        assertThatThrownBy(() -> run("-engine", "builtin=connect4", "-param", "name=aspirationDelta", "start=15", "min=1",
                "max=100", "c=5", "type=double", "-each", "depth=2", "-iterations", "2"))
                .hasMessageContaining("type is int or float");
        assertThatThrownBy(() -> run("-engine", "builtin=connect4", "-param", "name=aspirationDelta", "start=15", "min=1",
                "max=100", "-each", "depth=2", "-iterations", "2")).hasMessageContaining("needs c=");
        assertThatThrownBy(() -> run("-engine", "builtin=connect4", "-param", "name=noSuchThing", "start=15", "min=1",
                "max=100", "c=5", "-each", "depth=2", "-iterations", "2"))
                .hasMessageContaining("unknown search parameter: noSuchThing");
        assertThatThrownBy(() -> run("-engine", "builtin=connect4", "params=Other", "-param", "name=aspirationDelta",
                "start=15", "min=1", "max=100", "c=5", "-each", "depth=2", "-iterations", "2"))
                .hasMessageContaining("takes tuned values as SearchParameters");
        assertThatThrownBy(() -> run("-engine", "builtin=connect4", "-param", "name=aspirationDelta", "start=15", "min=1",
                "max=100", "c=5", "-each", "depth=2", "-iterations", "2", "-resume"))
                .hasMessageContaining("-resume needs the -log FILE");
    }

    private static String[] concat(String[] args, String... more) {
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return all;
    }
}
