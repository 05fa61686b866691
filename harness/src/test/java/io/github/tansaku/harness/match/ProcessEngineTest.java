package io.github.tansaku.harness.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Outcome;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The process driver against fake engines: small bash scripts that speak the protocol and
 * misbehave on their N-th {@code go} as told.
 */
class ProcessEngineTest {

    private static final long HANG_MILLIS = 500;
    private final Pile game = new Pile();
    private final PileDialect dialect = new PileDialect();

    /** A fake engine that takes one stone a move and does {@code fault} on its {@code failAt}-th go. */
    private static List<String> fake(String fault, int failAt) {
        String script = "n=0\n"
                + "while read -r line; do\n"
                + "  case \"$line\" in\n"
                + "    uci) echo 'id name fake'; echo uciok;;\n"
                + "    isready) echo readyok;;\n"
                + "    go*) n=$((n+1))\n"
                + "      if [ \"$n\" = '" + failAt + "' ]; then " + fault + "; fi\n"
                + "      echo 'info depth 3 score cp -25 nodes 42'; echo 'bestmove 1';;\n"
                + "    quit) exit 0;;\n"
                + "  esac\n"
                + "done\n";
        return List.of("bash", "-c", script);
    }

    /**
     * A fake engine that writes every line it hears to {@code heard}, answers the handshake as
     * {@code handshakeCase} (a bash case branch without its {@code ;;}) and every go with {@code bestmove}.
     */
    private static String listening(java.nio.file.Path heard, String handshakeCase, String bestmove) {
        return "while read -r line; do echo \"$line\" >> '" + heard + "'\n"
                + "  case \"$line\" in\n"
                + "    " + handshakeCase + ";;\n"
                + "    isready) echo readyok;;\n"
                + "    go*) echo '" + bestmove + "';;\n"
                + "    quit) exit 0;;\n"
                + "  esac\n"
                + "done\n";
    }

    private static final String CRASH = "exit 3";
    private static final String HANG = "sleep 30";
    private static final String GARBLED = "echo 'bestmove x9'; continue";
    private static final String ILLEGAL = "echo 'bestmove 7'; continue";
    private static final String RESIGN = "echo 'bestmove (none)'; continue";

    private EngineFactory<int[], Integer> factory(String name, List<String> command, AtomicInteger starts) {
        return new EngineFactory<>() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public MatchEngine<int[], Integer> start() throws EngineFault {
                starts.incrementAndGet();
                return ProcessEngine.start(name, command, new File("."), Map.of(), dialect, HANG_MILLIS);
            }
        };
    }

    private GameRecord<Integer> play(String fault, int failAt) throws EngineFault {
        MatchGame<int[], Integer> matchGame = new MatchGame<>(game, Pile::parse, new GameReferee<>(game),
                TimeControl.nodes(100), Adjudication.NONE, System::nanoTime);
        try (MatchEngine<int[], Integer> a = ProcessEngine.start("a", fake(fault, failAt), null, Map.of(), dialect, HANG_MILLIS);
                MatchEngine<int[], Integer> b = ProcessEngine.start("b", fake("true", 0), null, Map.of(), dialect, HANG_MILLIS)) {
            return matchGame.play(new Opening<>("20", List.of()), a, b);
        }
    }

    @Test
    void aWellBehavedEnginePlaysAndReportsItsFigures() throws EngineFault {
        GameRecord<Integer> record = play("true", 0);
        assertThat(record.termination()).isEqualTo(Termination.RULES);
        assertThat(record.moves()).hasSize(20);
        assertThat(record.forSeat0()).isEqualTo(Outcome.LOSS); // 20 stones one at a time: seat 1 takes the last
        assertThat(record.moveStats().get(0).score()).isEqualTo(-25);
        assertThat(record.moveStats().get(0).depth()).isEqualTo(3);
        assertThat(record.moveStats().get(0).nodes()).isEqualTo(42);
    }

    @Test
    void eachMisbehaviourLosesTheGameForThatEngine() throws EngineFault {
        assertLoss(CRASH, Termination.CRASH, "ended (exit 3)");
        assertLoss(HANG, Termination.HANG, "no 'bestmove' in time");
        assertLoss(GARBLED, Termination.PROTOCOL_ERROR, "unreadable move 'x9'");
        assertLoss(ILLEGAL, Termination.ILLEGAL_MOVE, "illegal move 7");
        GameRecord<Integer> resigned = play(RESIGN, 2);
        assertThat(resigned.termination()).isEqualTo(Termination.RESIGNATION);
        assertThat(resigned.faultySeat()).isEqualTo(-1);
    }

    private void assertLoss(String fault, Termination termination, String reason) throws EngineFault {
        GameRecord<Integer> record = play(fault, 2);
        assertThat(record.termination()).isEqualTo(termination);
        assertThat(record.forSeat0()).isEqualTo(Outcome.LOSS);
        assertThat(record.faultySeat()).isZero();
        assertThat(record.reason()).contains(reason);
        assertThat(record.moves()).hasSize(2);
    }

    @Test
    void aLateBestmoveLosesOnTimeAndAHangBeyondTheClockIsAHang() throws EngineFault {
        // 1 s of main time, no increment: a second move of 1.3 s overruns it beyond the 100 ms margin
        MatchGame<int[], Integer> matchGame = new MatchGame<>(game, Pile::parse, new GameReferee<>(game),
                TimeControl.fischer(1_000, 0).withMargin(100), Adjudication.NONE, System::nanoTime);
        try (MatchEngine<int[], Integer> a = ProcessEngine.start("a", fake("sleep 1.3", 2), null, Map.of(), dialect, HANG_MILLIS);
                MatchEngine<int[], Integer> b = ProcessEngine.start("b", fake("true", 0), null, Map.of(), dialect, HANG_MILLIS)) {
            GameRecord<Integer> record = matchGame.play(new Opening<>("20", List.of()), a, b);
            assertThat(record.termination()).isEqualTo(Termination.TIME_FORFEIT);
            assertThat(record.faultySeat()).isZero();
        }
        // an answer that never comes while a clock runs: a hang once the clock and a grace period are gone
        try (MatchEngine<int[], Integer> a = ProcessEngine.start("a", fake(HANG, 1), null, Map.of(), dialect, HANG_MILLIS);
                MatchEngine<int[], Integer> b = ProcessEngine.start("b", fake("true", 0), null, Map.of(), dialect, HANG_MILLIS)) {
            long start = System.nanoTime();
            GameRecord<Integer> record = new MatchGame<>(game, Pile::parse, new GameReferee<>(game),
                    TimeControl.moveTime(200).withMargin(50), Adjudication.NONE, System::nanoTime)
                    .play(new Opening<>("20", List.of()), a, b);
            assertThat(record.termination()).isEqualTo(Termination.HANG);
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(5_000);
        }
    }

    @Test
    void anEngineWithOddsIsToldItsOwnLimitAndBothClocks(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path heard = dir.resolve("heard.txt");
        String script = listening(heard, "uci) echo uciok", "bestmove 1");
        // nodes: the engine with odds hears its own limit
        MatchGame<int[], Integer> nodeOdds = new MatchGame<>(game, Pile::parse, new GameReferee<>(game),
                TimeControl.nodes(100), Adjudication.NONE, System::nanoTime).withControlOf("a", TimeControl.nodes(175));
        try (MatchEngine<int[], Integer> a = ProcessEngine.start("a", List.of("bash", "-c", script), null, Map.of(),
                dialect, HANG_MILLIS); MatchEngine<int[], Integer> b = new ScriptedEngine("b", ScriptedEngine.Fault.NONE, 0,
                        0, millis -> { })) {
            nodeOdds.play(new Opening<>("3", List.of()), a, b);
        }
        assertThat(java.nio.file.Files.readAllLines(heard)).contains("go nodes 175").doesNotContain("go nodes 100");
        java.nio.file.Files.delete(heard);

        // a clock: its own time and increment, and the opponent's on the opponent's control
        MatchGame<int[], Integer> timeOdds = new MatchGame<>(game, Pile::parse, new GameReferee<>(game),
                TimeControl.fischer(30_000, 100), Adjudication.NONE, System::nanoTime)
                .withControlOf("a", TimeControl.fischer(60_000, 500));
        try (MatchEngine<int[], Integer> a = ProcessEngine.start("a", List.of("bash", "-c", script), null, Map.of(),
                dialect, HANG_MILLIS); MatchEngine<int[], Integer> b = new ScriptedEngine("b", ScriptedEngine.Fault.NONE, 0,
                        0, millis -> { })) {
            GameRecord<Integer> record = timeOdds.play(new Opening<>("3", List.of()), a, b);
            assertThat(record.controlOf(0)).isEqualTo(TimeControl.fischer(60_000, 500));
            assertThat(record.controlOf(1)).isEqualTo(TimeControl.fischer(30_000, 100));
            assertThat(record.sameControl()).isFalse();
        }
        String go = java.nio.file.Files.readAllLines(heard).stream().filter(line -> line.startsWith("go")).findFirst()
                .orElseThrow();
        assertThat(go).isEqualTo("go wtime 60000 btime 30000 winc 500 binc 100");
    }

    @Test
    void aVariantEngineIsToldTheGameAndAUsiEngineHowTheGameEnded(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path heard = dir.resolve("heard.txt");
        String script = listening(heard,
                "usi) echo 'option name UCI_Variant type combo default chess var chess var shogi'; echo usiok", "bestmove 3");
        PileDialect usi = new PileDialect() {
            @Override
            public String handshakeCommand() {
                return "usi";
            }

            @Override
            public String handshakeReply() {
                return "usiok";
            }

            @Override
            public String newGameCommand() {
                return "usinewgame";
            }
        };
        MatchGame<int[], Integer> matchGame = new MatchGame<>(game, Pile::parse, new GameReferee<>(game),
                TimeControl.nodes(100), Adjudication.NONE, System::nanoTime);
        try (MatchEngine<int[], Integer> a = ProcessEngine.start("a", List.of("bash", "-c", script), null, Map.of(), usi,
                HANG_MILLIS, "pile"); MatchEngine<int[], Integer> b = new ScriptedEngine("b", ScriptedEngine.Fault.NONE, 0, 0,
                        millis -> { })) {
            // a takes 3 of 3 stones: a wins at once
            GameRecord<Integer> record = matchGame.play(new Opening<>("3", List.of()), a, b);
            assertThat(record.forSeat0()).isEqualTo(Outcome.WIN);
        }
        List<String> lines = java.nio.file.Files.readAllLines(heard);
        assertThat(lines).containsSubsequence("usi", "setoption name UCI_Variant value pile", "isready", "isready",
                "usinewgame", "isready", "position 3", "go nodes 100", "gameover win");
    }

    /** A fake engine that declares the option Hash and answers a setoption of Hash 0 with an error line. */
    private static List<String> withOptions() {
        String script = "while read -r line; do\n"
                + "  case \"$line\" in\n"
                + "    uci) echo 'id name fake'; echo 'option name Hash type spin default 16 min 1 max 64'; echo uciok;;\n"
                + "    'setoption name Hash value 0') echo 'info string error: Hash must be between 1 and 64';;\n"
                + "    isready) echo readyok;;\n"
                + "    quit) exit 0;;\n"
                + "  esac\n"
                + "done\n";
        return List.of("bash", "-c", script);
    }

    @Test
    void anOptionTheEngineDoesNotDeclareOrRefusesStopsItsStart() throws EngineFault {
        assertThatThrownBy(() -> ProcessEngine.start("x", withOptions(), null, Map.of("Hsh", "16"), dialect, HANG_MILLIS))
                .isInstanceOf(EngineFault.class).hasMessageContaining("declares no option 'Hsh'")
                .hasMessageContaining("its options: Hash");
        assertThatThrownBy(() -> ProcessEngine.start("x", withOptions(), null, Map.of("Hash", "0"), dialect, HANG_MILLIS))
                .isInstanceOf(EngineFault.class).hasMessageContaining("refused an option: info string error: Hash must be");
        // names compare ignoring case, and a value the engine takes starts it
        try (MatchEngine<int[], Integer> engine = ProcessEngine.start("x", withOptions(), null, Map.of("hash", "8"), dialect,
                HANG_MILLIS)) {
            assertThat(engine.name()).isEqualTo("x");
        }
    }

    /** Options set between games are checked as at the start: declared, and not answered with an error. */
    @Test
    void optionsSetBetweenGamesAreCheckedAsAtTheStart() throws EngineFault {
        try (ProcessEngine<int[], Integer> engine = ProcessEngine.start("x", withOptions(), null, Map.of("Hash", "8"),
                dialect, HANG_MILLIS)) {
            engine.setOptions(Map.of("Hash", "32"));
            assertThatThrownBy(() -> engine.setOptions(Map.of("Hsh", "16"))).isInstanceOf(EngineFault.class)
                    .hasMessageContaining("declares no option 'Hsh'");
            assertThatThrownBy(() -> engine.setOptions(Map.of("Hash", "0"))).isInstanceOf(EngineFault.class)
                    .hasMessageContaining("refused an option: info string error: Hash must be");
        }
    }

    @Test
    void aMissingProgramOrAMuteOneCannotStart() {
        assertThatThrownBy(() -> ProcessEngine.start("x", List.of("/nonexistent/engine"), null, Map.of(), dialect, HANG_MILLIS))
                .isInstanceOf(EngineFault.class).hasMessageContaining("cannot start");
        // an engine that ends at once: its output ends, or writing to it fails first (which one wins
        // the race depends on the machine's load); either way a crash
        assertThatThrownBy(() -> ProcessEngine.start("x", List.of("bash", "-c", "exit 0"), null, Map.of(), dialect, HANG_MILLIS))
                .isInstanceOf(EngineFault.class).hasMessageMatching("(?s).*(ended|cannot write to the engine).*")
                .satisfies(fault -> assertThat(((EngineFault) fault).kind()).isEqualTo(EngineFault.Kind.CRASH));
    }

    @Test
    void aTournamentWithACrashingProcessFinishesAndCountsItsFaults() throws InterruptedException {
        AtomicInteger starts = new AtomicInteger();
        List<GameRecord<Integer>> records = new ArrayList<>();
        MatchGame<int[], Integer> matchGame = new MatchGame<>(game, Pile::parse, new GameReferee<>(game),
                TimeControl.nodes(100), Adjudication.NONE, System::nanoTime);
        // the crashing engine crashes on its third go after each start: once per game
        Tournament.Result result = new Tournament<>(matchGame, factory("good", fake("true", 0), new AtomicInteger()),
                factory("crashy", fake(CRASH, 3), starts), List.of(new Opening<>("9", List.of())),
                new Tournament.Settings(3, true, 2, null), (record, outcome, standings, llr) -> {
                    synchronized (records) {
                        records.add(record);
                    }
                }).run(List.of());
        assertThat(result.standings().games().games()).isEqualTo(6);
        assertThat(result.standings().faultsSecond()).containsEntry(Termination.CRASH, 6);
        assertThat(result.standings().games().wins()).isEqualTo(6);
        assertThat(starts.get()).isGreaterThanOrEqualTo(6);
        assertThat(records).allSatisfy(record -> assertThat(record.reason()).contains("crashy"));
    }
}
