package io.github.tansaku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.harness.match.Tournament;
import io.github.tansaku.harness.stats.Sprt;
import io.github.tansaku.harness.stats.SprtDecision;
import io.github.tansaku.harness.stats.SprtModel;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The distributed SPRT against the single-process tournament runner: the same two connect-four
 * configurations, the same openings in the same order, the same decision after the same pairs.
 */
class DistributedMatchTest {

    private static final EngineConfig FULL = new EngineConfig("full", Map.of());
    private static final EngineConfig NO_TABLE = new EngineConfig("no-table",
            Map.of("Technique_TranspositionTable", "false", "Technique_TtMoveOrdering", "false"));
    private static final Sprt SPRT = new Sprt(0, 50, 0.05, 0.05, SprtModel.NORMALIZED);

    private final ByteArrayOutputStream output = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(output, true, StandardCharsets.UTF_8);

    @Test
    void theDistributedSprtDecidesAsTheSingleProcessRunner() throws InterruptedException {
        MatchSpec spec = new MatchSpec("connect4", FULL, NO_TABLE, 3_000, 0, 0);
        Tournament.Result single = singleProcess(GameSetups.byName("connect4"), spec, 200);
        assertThat(single.decision()).isNotEqualTo(SprtDecision.CONTINUE);

        DistributedMatch.Result distributed = DistributedMatch.run(LocalSpark.context(), spec, SPRT,
                new DistributedMatch.Waves(200, 3, 4), out);

        assertThat(distributed.decision()).isEqualTo(single.decision());
        assertThat(distributed.standings().pairs()).isEqualTo(single.standings().pairs());
        assertThat(distributed.standings().games()).isEqualTo(single.standings().games());
        assertThat(distributed.standings().pairs().pairs())
                .as("the SPRT decides inside a wave; the wave's later pairs are not counted")
                .isLessThan(distributed.waves() * 3 * 4L);
        assertThat(output.toString(StandardCharsets.UTF_8)).contains("tasks done").contains("LLR");
    }

    @Test
    void withoutAnSprtEveryPairIsPlayed() {
        MatchSpec spec = new MatchSpec("tictactoe", FULL, NO_TABLE, 0, 3, 0);
        DistributedMatch.Result result = DistributedMatch.run(LocalSpark.context(), spec, null,
                new DistributedMatch.Waves(5, 2, 2), out);
        assertThat(result.standings().pairs().pairs()).isEqualTo(5);
        assertThat(result.standings().games().games()).isEqualTo(10);
        assertThat(result.waves()).isEqualTo(2);
        assertThat(result.decision()).isNull();
    }

    /**
     * A match with its own openings (as -openings gives them, in position-format lines) plays
     * those on the workers: the same counts as the single-process runner on the same book, which
     * differ from the shipped book's.
     */
    @Test
    void aMatchWithItsOwnOpeningsPlaysThem() throws InterruptedException {
        List<String> book = List.of("startpos moves 1 1 1", "startpos moves 7 7 7", "startpos moves 4 3");
        MatchSpec own = new MatchSpec("connect4", FULL, NO_TABLE, 500, 0, 0, book);
        Tournament.Result single = singleProcess(GameSetups.byName("connect4"), own, 6);
        DistributedMatch.Result distributed = DistributedMatch.run(LocalSpark.context(), own, null,
                new DistributedMatch.Waves(6, 2, 2), out);
        assertThat(distributed.standings().pairs()).isEqualTo(single.standings().pairs());
        assertThat(distributed.standings().games()).isEqualTo(single.standings().games());
        assertThat(own.openings(GameSetups.byName("connect4"))).hasSize(3);
        assertThatThrownBy(() -> new MatchSpec("connect4", FULL, NO_TABLE, 500, 0, 0, List.of("startpos moves 9"))
                .openings(GameSetups.byName("connect4"))).hasMessageContaining("line 1");
    }

    /**
     * An engine process on the workers: our own chess engine started from the test's class path
     * (as the same command would exist on every worker) against the built-in searcher; every game
     * is played out, with no fault.
     */
    @Test
    void anEngineProcessPlaysOnTheWorkers() {
        EngineConfig process = new EngineConfig("uci-process", Map.of("Hash", "16"),
                List.of(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                        System.getProperty("java.class.path"), "io.github.tansaku.chess.engine.UciEngine"));
        MatchSpec spec = new MatchSpec("chess", process, FULL, 300, 0, 60);
        DistributedMatch.Result result = DistributedMatch.run(LocalSpark.context(), spec, null,
                new DistributedMatch.Waves(2, 1, 2), out);
        assertThat(result.standings().games().games()).isEqualTo(4);
        assertThat(result.standings().faultsFirst()).isEmpty();
        assertThat(result.standings().faultsSecond()).isEmpty();
    }

    private static <P, M> Tournament.Result singleProcess(GameSetup<P, M> setup, MatchSpec spec, int rounds)
            throws InterruptedException {
        Tournament<P, M> tournament = new Tournament<>(spec.matchGame(setup), spec.first().factory(setup),
                spec.second().factory(setup), spec.openings(setup), new Tournament.Settings(rounds, true, 1, SPRT),
                (record, outcome, standings, llr) -> { });
        return tournament.run(List.of());
    }
}
