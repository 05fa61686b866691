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
        assertThatThrownBy(() -> run("paired", base.toString())).hasMessageContaining("two runs");
        assertThatThrownBy(() -> run("paired", base.toString(), directory.resolve("none.jsonl").toString()))
                .hasMessageContaining("no file");
        assertThatThrownBy(() -> run("paired", base.toString(), base.toString(), "-x")).hasMessageContaining("unexpected '-x'");
        Path other = directory.resolve("other.txt");
        Files.writeString(other, "not a log\n");
        assertThatThrownBy(() -> run("paired", base.toString(), other.toString())).hasMessageContaining("it is not a results log");
    }

    /** One game of a PGN file: the tags of the players and the result, then the move text. */
    static String pgn(String white, String black, String result, String moves) {
        return "[Event \"test\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n\n"
                + moves + " " + result + "\n\n";
    }

    /**
     * PGN files of two runs with other names for the compared engine: the base marks the last
     * book move (as the runner does), the candidate every book move (as other runners do), and
     * plays the openings in another order with an unfinished game among them. Matched by opening
     * and side: 1. e4 e5 base 1 + 0, candidate 1 + 1/2; 1. d4 d5 base 1/2 + 1, candidate 0 + 1/2:
     * -1/8 a game, residuals +3/4 and -3/4, standard error sqrt(2 * 9/8) / 4 = 3/8.
     */
    @Test
    void pgnFilesMatchByBookMovesAndFindTheComparedEngine(@TempDir Path directory) throws Exception {
        Path base = directory.resolve("base.pgn");
        Files.writeString(base, pgn("old", "sf", "1-0", "1. e4 e5 {book} 2. Nf3 {+0.20/9 0.100s}")
                + pgn("sf", "old", "1-0", "1. e4 e5 {book} 2. Nf3")
                + pgn("old", "sf", "1/2-1/2", "1. d4 d5 {book} 2. c4")
                + pgn("sf", "old", "0-1", "1. d4 d5 {book} 2. c4"));
        Path candidate = directory.resolve("candidate.pgn");
        Files.writeString(candidate, pgn("sf", "new", "1/2-1/2", "1. d4 {book} d5 {book} 2. c4")
                + pgn("new", "sf", "1-0", "1. e4 {book} e5 {book} 2. Nf3")
                + pgn("new", "sf", "*", "1. e4 {book} e5 {book} 2. Nf3")
                + pgn("sf", "new", "1/2-1/2", "1. e4 {book} e5 {book} 2. Nf3")
                + pgn("new", "sf", "0-1", "1. d4 {book} d5 {book} 2. c4"));
        String text = run("paired", base.toString(), candidate.toString());
        assertThat(text).contains("Base      " + base + ": old", "Candidate " + candidate + ": new",
                "4 games matched by opening and side, from 2 openings; unmatched: 0 of the base's, 0 of the candidate's",
                "Score on these games: base 62.5 %, candidate 50.0 %",
                "Candidate less base: -12.5 % a game, standard error 37.5 %", "Same result in 1 of the 4 games");
        assertThat(run("paired", base.toString(), base.toString(), "-engine", "sf")).contains("4 games matched",
                "Candidate less base: +0.0 % a game");
    }

    @Test
    void pgnFilesRefuseAnAmbiguousEngineAndABadGame(@TempDir Path directory) throws Exception {
        Path base = directory.resolve("base.pgn");
        Files.writeString(base, pgn("a", "b", "1-0", "1. e4 {book} e5") + pgn("b", "a", "1-0", "1. d4 {book} d5"));
        assertThatThrownBy(() -> run("paired", base.toString(), base.toString()))
                .hasMessageContaining("name the compared engine with -engine NAME");
        assertThatThrownBy(() -> run("paired", base.toString(), base.toString(), "-engine", "c"))
                .hasMessageContaining("no finished game of c");
        Path bad = directory.resolve("bad.pgn");
        Files.writeString(bad, pgn("a", "b", "1-0", "1. e4 {book} e4"));
        assertThatThrownBy(() -> run("paired", base.toString(), bad.toString(), "-engine", "a"))
                .hasMessageContaining(bad.toString());
        Path log = match(directory, "base.jsonl");
        assertThatThrownBy(() -> run("paired", base.toString(), log.toString())).hasMessageContaining("a PGN file with a PGN file");
        assertThatThrownBy(() -> run("paired", log.toString(), log.toString(), "-engine", "a"))
                .hasMessageContaining("a results log compares its first engine");
    }
}
