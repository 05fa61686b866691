package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PairedCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private String run(String command, String... args) throws Exception {
        out.reset();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        if (command.equals("match")) {
            MatchCommand.run(List.of(args), print);
        } else {
            PairedCommand.run(List.of(args), print);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Two connect-four engines at a fixed depth: every game repeats move for move. */
    private Path match(Path directory, String name) throws Exception {
        Path log = directory.resolve(name);
        run("match", "-engine", "builtin=connect4", "name=a", "-engine", "builtin", "name=b",
                "option.Technique_History=false", "-each", "depth=4", "-rounds", "5", "-repeat", "-openings", "plies=2",
                "-srand", "11", "-log", log.toString());
        return log;
    }

    /**
     * The log records each game's opening; a run compared with itself matches every game and
     * differs in none, and so does the same run with its games in another order and renumbered,
     * which a comparison by round would pair wrongly.
     */
    @Test
    void aRunMatchesItselfGameForGameByOpening(@TempDir Path directory) throws Exception {
        Path base = match(directory, "base.jsonl");
        List<String> lines = Files.readAllLines(base);
        assertThat(lines).hasSize(1 + 10);
        assertThat(lines.get(1)).containsPattern("\"opening\":\"startpos moves [1-7] [1-7]\"");
        String text = run("paired", base.toString(), base.toString());
        assertThat(text).contains("10 games matched by opening and side, from 5 openings; unmatched: 0 of the base's, 0 of the"
                + " candidate's", "Candidate less base: +0.0 % a game, standard error 0.0 %", "Same result in 10 of the 10 games");

        List<String> games = new ArrayList<>(lines.subList(1, lines.size()));
        Collections.reverse(games);
        List<String> shuffled = new ArrayList<>(List.of(lines.get(0)));
        for (int i = 0; i < games.size(); i++) {
            shuffled.add(games.get(i).replaceFirst("\"round\":\\d+", "\"round\":" + i / 2));
        }
        Path reordered = directory.resolve("reordered.jsonl");
        Files.write(reordered, shuffled);
        assertThat(run("paired", base.toString(), reordered.toString())).contains("10 games matched by opening",
                "Same result in 10 of the 10 games");
    }

    @Test
    void refusesWhatIsNotTwoResultsLogs(@TempDir Path directory) throws Exception {
        Path base = match(directory, "base.jsonl");
        assertThatThrownBy(() -> run("paired", base.toString())).hasMessageContaining("two results logs");
        assertThatThrownBy(() -> run("paired", base.toString(), directory.resolve("none.jsonl").toString()))
                .hasMessageContaining("no results log");
        assertThatThrownBy(() -> run("paired", base.toString(), base.toString(), "-x")).hasMessageContaining("unexpected '-x'");
        Path other = directory.resolve("other.txt");
        Files.writeString(other, "not a log\n");
        assertThatThrownBy(() -> run("paired", base.toString(), other.toString())).hasMessageContaining("it is not a results log");
    }
}
