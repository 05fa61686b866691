package io.github.tansaku.harness.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.harness.match.ScriptedEngine.Fault;
import io.github.tansaku.harness.stats.Pentanomial;
import io.github.tansaku.harness.stats.Sprt;
import io.github.tansaku.harness.stats.SprtDecision;
import io.github.tansaku.harness.stats.SprtModel;
import io.github.tansaku.search.algo.SearchOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TournamentTest {

    private final Pile game = new Pile();
    private final MatchGame<int[], Integer> matchGame = new MatchGame<>(game, Pile::parse, new GameReferee<>(game),
            TimeControl.nodes(100), Adjudication.NONE, System::nanoTime);
    /** Odd piles: a one-stone-a-move engine wins with seat 0, so each pair is one win and one loss. */
    private final List<Opening<Integer>> openings = List.of(new Opening<>("5", List.of()), new Opening<>("7", List.of()));

    /** A factory of scripted engines that counts its starts. */
    private static final class Scripted implements EngineFactory<int[], Integer> {
        final String name;
        final Fault fault;
        final int failAtMove;
        final AtomicInteger starts = new AtomicInteger();

        Scripted(String name, Fault fault, int failAtMove) {
            this.name = name;
            this.fault = fault;
            this.failAtMove = failAtMove;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public MatchEngine<int[], Integer> start() {
            starts.incrementAndGet();
            return new ScriptedEngine(name, fault, failAtMove, 0, millis -> { });
        }
    }

    private final List<GameOutcome> heard = Collections.synchronizedList(new ArrayList<>());

    private Tournament<int[], Integer> tournament(EngineFactory<int[], Integer> first, EngineFactory<int[], Integer> second,
            Tournament.Settings settings) {
        return new Tournament<>(matchGame, first, second, openings, settings,
                (record, outcome, standings, llr) -> {
                    if (record != null) {
                        heard.add(outcome);
                    }
                });
    }

    @Test
    void pairsSwapColoursAndCountPentanomials() throws InterruptedException {
        Tournament.Result result = tournament(new Scripted("a", Fault.NONE, 0), new Scripted("b", Fault.NONE, 0),
                new Tournament.Settings(4, true, 2, null)).run(List.of());
        assertThat(result.standings().games().games()).isEqualTo(8);
        assertThat(result.standings().games().wins()).isEqualTo(4);
        assertThat(result.standings().pairs()).isEqualTo(new Pentanomial(0, 0, 4, 0, 0));
        assertThat(heard).hasSize(8);
    }

    @Test
    void aCrashingEngineLosesExactlyItsGamesAndIsRestarted() throws InterruptedException {
        // b crashes on its second move of every game: it loses all 8 games, as crashes
        Scripted crashing = new Scripted("b", Fault.CRASH, 2);
        Tournament.Result result = tournament(new Scripted("a", Fault.NONE, 0), crashing,
                new Tournament.Settings(4, true, 1, null)).run(List.of());
        Standings standings = result.standings();
        assertThat(standings.games().wins()).isEqualTo(8);
        assertThat(standings.faultsSecond()).containsEntry(Termination.CRASH, 8);
        assertThat(standings.faultsFirst()).isEmpty();
        assertThat(crashing.starts.get()).isEqualTo(8); // restarted after each crash
        assertThat(standings.pairs()).isEqualTo(new Pentanomial(0, 0, 0, 0, 4));
    }

    @Test
    void anEngineThatCannotStartLosesItsGamesAsCrashes() throws InterruptedException {
        EngineFactory<int[], Integer> missing = new EngineFactory<>() {
            @Override
            public String name() {
                return "missing";
            }

            @Override
            public MatchEngine<int[], Integer> start() throws EngineFault {
                throw new EngineFault(EngineFault.Kind.CRASH, "cannot run /nonexistent");
            }
        };
        Tournament.Result result = tournament(new Scripted("a", Fault.NONE, 0), missing,
                new Tournament.Settings(2, true, 1, null)).run(List.of());
        assertThat(result.standings().games().wins()).isEqualTo(4);
        assertThat(result.standings().faultsSecond()).containsEntry(Termination.CRASH, 4);
    }

    @Test
    void theSprtStopsTheMatchWhenABoundIsCrossed() throws InterruptedException {
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05, SprtModel.NORMALIZED);
        // b resigns at once: a wins every game, and the test accepts H1 long before 1,000 rounds
        Tournament.Result result = tournament(new Scripted("a", Fault.NONE, 0), new Scripted("b", Fault.RESIGN, 1),
                new Tournament.Settings(1_000, true, 2, sprt)).run(List.of());
        assertThat(result.decision()).isEqualTo(SprtDecision.ACCEPT_H1);
        assertThat(result.llr()).isGreaterThanOrEqualTo(sprt.upperBound());
        assertThat(result.standings().games().games()).isLessThan(400);
    }

    @Test
    void aResumedMatchPlaysOnlyTheMissingGames(@TempDir Path directory) throws Exception {
        Path log = directory.resolve("results.jsonl");
        Tournament.Settings settings = new Tournament.Settings(3, true, 1, null);
        try (ResultsLog results = ResultsLog.open(log, "a vs b", false)) {
            new Tournament<>(matchGame, new Scripted("a", Fault.NONE, 0), new Scripted("b", Fault.NONE, 0), openings,
                    new Tournament.Settings(1, true, 1, null), (record, outcome, standings, llr) -> results.append(outcome))
                    .run(List.of());
        }
        List<GameOutcome> played = ResultsLog.readOutcomes(log);
        assertThat(played).hasSize(2);
        // a half-written last line, as an interruption leaves it, is ignored
        Files.writeString(log, Files.readString(log) + "{\"round\":1,\"gam", java.nio.file.StandardOpenOption.TRUNCATE_EXISTING);
        assertThat(ResultsLog.readOutcomes(log)).hasSize(2);
        Tournament.Result result = tournament(new Scripted("a", Fault.NONE, 0), new Scripted("b", Fault.NONE, 0), settings)
                .run(played);
        assertThat(result.standings().games().games()).isEqualTo(6);
        assertThat(heard).hasSize(4); // only rounds 1 and 2 were played
        assertThatThrownBy(() -> ResultsLog.open(log, "c vs d", true)).hasMessageContaining("log of another match");
    }

    @Test
    void inProcessSearchersPlayTheGame() throws InterruptedException {
        EngineFactory<int[], Integer> searcher = new EngineFactory<>() {
            @Override
            public String name() {
                return "searcher";
            }

            @Override
            public MatchEngine<int[], Integer> start() {
                return new SearcherEngine<>("searcher", game, pile -> 0, SearchOptions.defaults().supportedBy(game));
            }
        };
        // From 9 stones the side to move wins by leaving a multiple of four. The searcher wins
        // that way as seat 0, and as seat 1 it wins too, because the one-stone engine leaves it 8
        // stones minus one: 7, from which taking 3 leaves 4.
        Tournament.Result result = new Tournament<>(new MatchGame<>(game, Pile::parse, new GameReferee<>(game),
                TimeControl.depth(12), Adjudication.NONE, System::nanoTime), searcher, new Scripted("one", Fault.NONE, 0),
                List.of(new Opening<>("9", List.of())), new Tournament.Settings(2, true, 1, null),
                (record, outcome, standings, llr) -> { }).run(List.of());
        assertThat(result.standings().games().wins()).isEqualTo(4);
    }

    @Test
    void theTwoEnginesNeedDifferentNames() {
        assertThatThrownBy(() -> tournament(new Scripted("a", Fault.NONE, 0), new Scripted("a", Fault.NONE, 0),
                new Tournament.Settings(1, true, 1, null))).hasMessageContaining("different names");
    }
}
