package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.examples.games.connectfour.ConnectFour;
import io.github.tansaku.examples.games.tictactoe.TicTacToe;
import io.github.tansaku.harness.match.Openings;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.SearchParameter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private String run(String... args) throws Exception {
        MatchCommand.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Perft 2 of both games (72 for tic-tac-toe, 49 for connect four): every 2-ply line is an opening. */
    @Test
    void everyLineOfTheGivenLengthIsAnOpening() {
        TicTacToe ticTacToe = new TicTacToe();
        assertThat(Openings.everyLine(ticTacToe, "startpos", ticTacToe.newPosition(), 2)).hasSize(72)
                .doesNotHaveDuplicates();
        ConnectFour connectFour = new ConnectFour();
        assertThat(Openings.everyLine(connectFour, "startpos", connectFour.newPosition(), 2)).hasSize(49);
    }

    /**
     * The SPRT between two in-process connect-four configurations decides on its own: the
     * defaults against a search without quiescence, transposition table and history heuristics
     * is a large difference at equal nodes.
     */
    @Test
    void anSprtBetweenTwoConfigurationsDecidesOnItsOwn(@TempDir Path directory) throws Exception {
        Path json = directory.resolve("summary.json");
        String text = run("-engine", "builtin=connect4", "name=defaults", "-engine", "builtin", "name=crippled",
                "option.Technique_TranspositionTable=false", "option.Technique_Pvs=false",
                "option.Technique_History=false", "option.Technique_Killers=false",
                "-each", "nodes=3000", "-rounds", "200", "-repeat", "-concurrency", "2",
                "-openings", "plies=4", "-srand", "7", "-sprt", "elo0=0", "elo1=100", "-json", json.toString());
        assertThat(text).contains("LLR:").containsPattern("H[01] accepted");
        assertThat(Files.readString(json)).contains("\"decision\": \"ACCEPT_H");
    }

    @Test
    void anInterruptedMatchResumesFromItsLog(@TempDir Path directory) throws Exception {
        Path log = directory.resolve("results.jsonl");
        String[] match = {"-engine", "builtin=tictactoe", "name=a", "-engine", "builtin", "name=b", "-each", "depth=2",
            "-rounds", "4", "-repeat", "-openings", "plies=2", "balance=1000", "-log", log.toString()};
        run(match);
        List<String> lines = Files.readAllLines(log);
        assertThat(lines).hasSize(1 + 8);
        // keep the header and three games, as if the run had stopped there
        Files.write(log, lines.subList(0, 4));
        out.reset();
        String[] resumed = java.util.Arrays.copyOf(match, match.length + 1);
        resumed[match.length] = "-resume";
        String text = run(resumed);
        assertThat(text).contains("Resuming: 3 games already played", "Games: 8,");
        assertThat(Files.readAllLines(log)).hasSize(1 + 8);
    }

    @Test
    void aBookFileIsReadAndCheckedLineByLine(@TempDir Path directory) throws Exception {
        Path book = directory.resolve("book.txt");
        Files.writeString(book, "# connect four openings as move lines\nstartpos moves 4 4\nstartpos moves 3 5\n");
        String text = run("-engine", "builtin=connect4", "name=a", "-engine", "builtin", "name=b", "-each", "depth=3",
                "-rounds", "2", "-repeat", "-openings", "file=" + book, "format=position");
        assertThat(text).contains("Games: 4,");
        Files.writeString(book, "startpos moves 4 9\n");
        assertThatThrownBy(() -> run("-engine", "builtin=connect4", "name=a", "-engine", "builtin", "name=b", "-each",
                "depth=3", "-openings", "file=" + book, "format=position"))
                .hasMessageContaining("line 1").hasMessageContaining("'9'");
    }

    /**
     * A UCI engine that crashes in every game: the match finishes, the crashing engine loses
     * exactly those games, the summary counts the crashes, and the PGN file holds every game.
     */
    @Test
    void aCrashingUciEngineLosesItsGamesAndEveryGameIsRecorded(@TempDir Path directory) throws Exception {
        Path script = directory.resolve("crashing-engine.sh");
        // completes the handshake, then ends when asked for a move
        Files.writeString(script, "while read -r line; do\n"
                + "  case \"$line\" in\n"
                + "    uci) echo 'id name crashy'; echo uciok;;\n"
                + "    isready) echo readyok;;\n"
                + "    go*) exit 7;;\n"
                + "    quit) exit 0;;\n"
                + "  esac\n"
                + "done\n");
        Path pgn = directory.resolve("games.pgn");
        String text = run("-engine", "builtin=chess", "name=tansaku", "-engine", "cmd=bash", "args=" + script,
                "name=crashy", "-each", "depth=1", "-rounds", "2", "-repeat", "-openings", "plies=0",
                "-pgnout", "file=" + pgn);
        assertThat(text).contains("Games: 4, Wins: 4, Losses: 0, Draws: 0")
                .contains("Faults: tansaku none; crashy crash 4");
        String games = Files.readString(pgn);
        assertThat(games.split("\\[Event ", -1)).hasSize(5);
        assertThat(games).contains("[Termination \"abandoned\"]").contains("crashy: the engine ended (exit 7)");
    }

    /**
     * Odds: a limit in one -engine is that engine's own. Each colour's control goes to the PGN
     * under its own tag, following the engine as the colours swap, and the match's header names
     * both.
     */
    @Test
    void aLimitInOneEngineGivesItOdds(@TempDir Path directory) throws Exception {
        Path pgn = directory.resolve("odds.pgn");
        String text = run("-engine", "builtin=chess", "name=deep", "depth=2", "-engine", "builtin", "name=shallow",
                "-each", "depth=1", "-rounds", "1", "-repeat", "-openings", "plies=0", "-maxplies", "6",
                "-pgnout", "file=" + pgn);
        assertThat(text).contains("deep depth=2, shallow depth=1").contains("Games: 2,");
        String games = Files.readString(pgn);
        String first = games.substring(0, games.indexOf("[Event ", 1));
        String second = games.substring(games.indexOf("[Event ", 1));
        assertThat(first).contains("[White \"deep\"]", "[WhiteTimeControl \"depth=2\"]",
                "[BlackTimeControl \"depth=1\"]").doesNotContain("[TimeControl ");
        assertThat(second).contains("[White \"shallow\"]", "[WhiteTimeControl \"depth=1\"]",
                "[BlackTimeControl \"depth=2\"]");
        // the same limit in both is no odds: one TimeControl tag
        out.reset();
        Path even = directory.resolve("even.pgn");
        run("-engine", "builtin=chess", "name=a", "depth=1", "-engine", "builtin", "name=b", "depth=1",
                "-rounds", "1", "-openings", "plies=0", "-maxplies", "4", "-pgnout", "file=" + even);
        assertThat(Files.readString(even)).contains("[TimeControl \"depth=1\"]").doesNotContain("WhiteTimeControl");
    }

    /**
     * A built-in engine searching with MCTS plays the alpha-beta one: tic-tac-toe from the empty
     * board, a draw with best play, which MCTS at 20,000 playouts never loses (it proves it).
     */
    @Test
    void aBuiltInEngineTakesSearchParametersAndRefusesUnknownOnes() throws Exception {
        SearchOptions tuned = MatchCommand.builtinOptions(GameSetups.byName("chess"),
                Map.of("SearchParameters", "futilityMargin=70,lmrCutNode=1"));
        assertThat(tuned.get(SearchParameter.FUTILITY_MARGIN)).isEqualTo(70);
        assertThat(tuned.get(SearchParameter.LMR_CUT_NODE)).isEqualTo(1);
        assertThatThrownBy(() -> run("-engine", "builtin=tictactoe", "name=bad", "option.SearchParameters=bogus=1",
                "-engine", "builtin", "name=plain", "-each", "depth=2", "-rounds", "1"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown search parameter: bogus");
    }

    @Test
    void aBuiltInEngineSearchesWithMctsWhenAsked() throws Exception {
        String text = run("-engine", "builtin=tictactoe", "name=mcts", "strategy=mcts", "-engine", "builtin", "name=ab",
                "-each", "nodes=20000", "-rounds", "2", "-repeat");
        assertThat(text).contains("Games: 4,");
        assertThat(text).doesNotContain("0-1 {").doesNotContain("1-0 {");
        assertThatThrownBy(() -> run("-engine", "builtin=tictactoe", "strategy=montecarlo", "-engine", "builtin",
                "-each", "nodes=100")).hasMessageContaining("unknown strategy 'montecarlo'");
        assertThatThrownBy(() -> run("-engine", "builtin=tictactoe", "strategy=mcts", "option.Hash=16", "-engine",
                "builtin", "-each", "nodes=100")).hasMessageContaining("option.Threads only");
    }
}
