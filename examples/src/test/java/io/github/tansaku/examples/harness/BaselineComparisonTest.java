package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineComparisonTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private String match(String... args) throws Exception {
        out.reset();
        MatchCommand.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String[] connectFour(Path directory, String... more) {
        List<String> args = new ArrayList<>(List.of("-engine", "builtin=connect4", "name=a", "-engine", "builtin", "name=b",
                "option.Technique_History=false", "-each", "depth=4", "-rounds", "5", "-repeat", "-openings", "plies=2",
                "-srand", "11"));
        args.addAll(List.of(more));
        return args.toArray(new String[0]);
    }

    /** The same match again against its own log: every game matches, the difference is nil, after each game and at the end. */
    @Test
    void aRunComparedWithItsOwnLogDiffersByNothing(@TempDir Path directory) throws Exception {
        Path log = directory.resolve("base.jsonl");
        match(connectFour(directory, "-log", log.toString()));
        String text = match(connectFour(directory, "-baseline", "file=" + log));
        assertThat(text).contains("Paired with " + log + ": 1 of 1 games matched so far");
        assertThat(text.lines().filter(line -> line.startsWith("Paired with")).reduce((a, b) -> b).orElseThrow())
                .contains(": 10 games from 5 openings", "difference +0.0 % a game (standard error 0.0 %)");
    }

    /**
     * A PGN baseline whose compared player ("old", found as the player who is not this match's
     * opponent "b") lost every game of two book lines; this run, stopped at four plies, draws
     * them all: +50 % a game on the four matched games.
     */
    @Test
    void aChessPgnBaselineMatchesTheBookLines(@TempDir Path directory) throws Exception {
        Path book = directory.resolve("book.txt");
        Files.writeString(book, "startpos moves e2e4 e7e5\nstartpos moves d2d4 d7d5\n");
        Path baseline = directory.resolve("baseline.pgn");
        Files.writeString(baseline, PairedCommandTest.pgn("old", "b", "0-1", "1. e4 e5 {book} 2. Qh5 Nc6")
                + PairedCommandTest.pgn("b", "old", "1-0", "1. e4 e5 {book} 2. Nf3")
                + PairedCommandTest.pgn("old", "b", "0-1", "1. d4 d5 {book} 2. c4")
                + PairedCommandTest.pgn("b", "old", "1-0", "1. d4 d5 {book} 2. c4"));
        String text = match("-engine", "builtin=chess", "name=a", "-engine", "builtin", "name=b", "-each", "depth=1",
                "-rounds", "2", "-repeat", "-openings", "file=" + book, "format=position", "-maxplies", "4",
                "-baseline", "file=" + baseline);
        assertThat(text).contains("Games: 4, Wins: 0, Losses: 0, Draws: 4");
        assertThat(text.lines().filter(line -> line.startsWith("Paired with")).reduce((a, b) -> b).orElseThrow())
                .contains(": 4 games from 2 openings, baseline 0.0 %, this run 50.0 %, difference +50.0 % a game");
    }

    @Test
    void refusesABaselineItCannotRead(@TempDir Path directory) throws Exception {
        Path log = directory.resolve("base.jsonl");
        match(connectFour(directory, "-log", log.toString()));
        assertThatThrownBy(() -> match(connectFour(directory, "-baseline", "engine=a"))).hasMessageContaining("-baseline needs file=");
        assertThatThrownBy(() -> match(connectFour(directory, "-baseline", "file=" + log, "side=0")))
                .hasMessageContaining("unknown keys [side]");
        assertThatThrownBy(() -> match(connectFour(directory, "-baseline", "file=" + directory.resolve("none.jsonl"))))
                .hasMessageContaining("no file");
        assertThatThrownBy(() -> match(connectFour(directory, "-baseline", "file=" + log, "engine=a")))
                .hasMessageContaining("a results log's first engine is compared");
        Path pgn = directory.resolve("base.pgn");
        Files.writeString(pgn, PairedCommandTest.pgn("a", "b", "1-0", "1. e4 {book} e5"));
        assertThatThrownBy(() -> match(connectFour(directory, "-baseline", "file=" + pgn)))
                .hasMessageContaining("a PGN baseline is for chess");
    }

    /**
     * A candidate crippled at equal depth (no table, no PVS, no history, no killers) against the
     * baseline's engine: the paired SPRT accepts H0 and stops the match well before its rounds end.
     */
    @Test
    void thePairedSprtStopsTheMatchWhenItDecides(@TempDir Path directory) throws Exception {
        Path log = directory.resolve("base.jsonl");
        String[] base = {"-engine", "builtin=connect4", "name=a", "-engine", "builtin", "name=b",
            "option.Technique_History=false", "-each", "depth=5", "-rounds", "100", "-repeat", "-openings", "plies=3",
            "-srand", "5", "-log", log.toString()};
        match(base);
        String text = match("-engine", "builtin=connect4", "name=a", "option.Technique_TranspositionTable=false",
                "option.Technique_Pvs=false", "option.Technique_History=false", "option.Technique_Killers=false",
                "option.Technique_Quiescence=false", "-engine", "builtin", "name=b", "option.Technique_History=false",
                "-each", "depth=5", "-rounds", "100", "-repeat", "-openings", "plies=3", "-srand", "5", "-baseline",
                "file=" + log, "elo0=0", "elo1=50");
        String last = text.lines().filter(line -> line.startsWith("Paired with")).reduce((a, b) -> b).orElseThrow();
        assertThat(last).contains("paired SPRT [0, 50] LLR", ": H0 accepted");
        int games = Integer.parseInt(text.replaceAll("(?s).*Games: (\\d+),.*", "$1"));
        assertThat(games).isLessThan(200);
        assertThatThrownBy(() -> match(connectFour(directory, "-baseline", "file=" + log, "elo0=0")))
                .hasMessageContaining("-baseline needs elo1=");
        assertThatThrownBy(() -> match(connectFour(directory, "-baseline", "file=" + log, "elo0=x", "elo1=5")))
                .hasMessageContaining("-baseline elo0");
    }
}
