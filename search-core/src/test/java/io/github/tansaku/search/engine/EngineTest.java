package io.github.tansaku.search.engine;

import static io.github.tansaku.search.algo.SearchParameter.FUTILITY_MARGIN;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.SearchParameter;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.testgames.InfraNimGame;
import io.github.tansaku.search.testgames.InfraPlainNimGame;
import io.github.tansaku.search.time.GameClock;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The facade used directly, without a protocol. */
class EngineTest {

    private final InfraNimGame game = new InfraNimGame();
    private final Engine<InfraNimGame.Position, InfraNimGame.Move> engine =
            new Engine<>(game, NimDialect.EVALUATOR, SearchOptions.defaults().supportedBy(game).withHashMegabytes(2));

    @AfterEach
    void close() {
        engine.close();
    }

    @Test
    void techniqueOptionNamesAreCamelCaseWithoutSpaces() {
        assertThat(Engine.techniqueOptionName(Technique.NULL_MOVE)).isEqualTo("Technique_NullMove");
        assertThat(Engine.techniqueOptionName(Technique.TT_MOVE_ORDERING)).isEqualTo("Technique_TtMoveOrdering");
        assertThat(Engine.techniqueOptionName(Technique.PVS)).isEqualTo("Technique_Pvs");
        assertThat(Engine.techniqueOptionName(Technique.BEST_THREAD_CHOICE)).isEqualTo("Technique_BestThreadChoice");
        for (Technique technique : Technique.values()) {
            assertThat(Engine.techniqueOptionName(technique)).doesNotContain(" ");
        }
    }

    /** The process's resident memory in MiB, from Linux's {@code /proc/self/status}. */
    private static long residentMegabytes() throws java.io.IOException {
        for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) >> 10;
            }
        }
        throw new IllegalStateException("no VmRSS in /proc/self/status");
    }

    /**
     * A smaller table hands the old one's memory back to the operating system: after
     * {@code Hash 4096} then {@code Hash 16} the process kept 4.8 GB resident.
     */
    @Test
    void aSmallerTableReleasesTheMemoryOfTheLargerOne() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.exists(java.nio.file.Path.of("/proc/self/status")),
                "Linux's /proc");
        // The collector keeps the initial heap committed: the table must outgrow it, and fit.
        long initialHeap = java.lang.management.ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getInit();
        org.junit.jupiter.api.Assumptions.assumeTrue(initialHeap < (512L << 20)
                && Runtime.getRuntime().maxMemory() > (2L << 30), "a small initial heap and room for 768 MiB");
        engine.setOption("Hash", "768");
        long large = residentMegabytes();
        engine.setOption("Hash", "1");
        long small = residentMegabytes();
        // The collector returns the pages concurrently, within a moment.
        for (int i = 0; i < 50 && small > large - 512; i++) {
            Thread.sleep(100);
            small = residentMegabytes();
        }
        assertThat(small).as("resident MiB after Hash 1, %d MiB after Hash 768", large).isLessThan(large - 512);
        assertThat(engine.searchOptions().hashMegabytes()).isEqualTo(1);
    }

    /** A table larger than the heap is refused with the heap's limit named, and the old size kept. */
    @Test
    void aTableLargerThanTheHeapIsRefusedWithTheHeapsLimit() {
        long heapMegabytes = Runtime.getRuntime().maxMemory() >> 20;
        org.junit.jupiter.api.Assumptions.assumeTrue(heapMegabytes < 8192 - 64, "a heap of 8 GiB or more");
        assertThatThrownBy(() -> engine.setOption("Hash", "8192")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("limited to " + heapMegabytes + " MiB").hasMessageContaining("kept 2 MiB");
        assertThat(engine.searchOptions().hashMegabytes()).isEqualTo(2);
    }

    @Test
    void newSearchParametersKeepWhatTheOptionsSet() {
        engine.setOption("Hash", "3");
        engine.setOption("MultiPV", "2");
        engine.setOption(Engine.techniqueOptionName(Technique.NULL_MOVE), "false");
        engine.setSearchParameters(SearchOptions.defaults().with(FUTILITY_MARGIN, 123).withHashMegabytes(64));
        SearchOptions now = engine.searchOptions();
        assertThat(now.get(FUTILITY_MARGIN)).isEqualTo(123);
        assertThat(now.hashMegabytes()).isEqualTo(3);
        assertThat(now.multiPv()).isEqualTo(2);
        assertThat(now.enabled(Technique.NULL_MOVE)).isFalse();
        assertThat(now.enabled(Technique.LATE_MOVE_REDUCTIONS)).isTrue();
    }

    @Test
    void everySupportedTechniqueHasAnOptionThatSwitchesIt() {
        for (Technique technique : Technique.values()) {
            String name = Engine.techniqueOptionName(technique);
            assertThat(engine.option(name).isPresent()).as(name).isEqualTo(technique.supportedBy(game));
            if (technique.supportedBy(game)) {
                engine.setOption(name, "false");
                assertThat(engine.searchOptions().enabled(technique)).as(name).isFalse();
                engine.setOption(name, "true");
                assertThat(engine.searchOptions().enabled(technique)).as(name).isTrue();
            }
        }
    }

    @Test
    void optionsThatNeedAMissingCapabilityAreRejectedAtConstruction() {
        InfraPlainNimGame plain = new InfraPlainNimGame(game);
        assertThatThrownBy(() -> new Engine<>(plain, NimDialect.EVALUATOR, SearchOptions.defaults()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs the game");
    }

    @Test
    void aGameWithoutCapabilitiesGetsOptionsOnlyForTheTechniquesItSupports() {
        InfraPlainNimGame plain = new InfraPlainNimGame(game);
        try (Engine<InfraNimGame.Position, InfraNimGame.Move> basic = new Engine<>(plain, NimDialect.EVALUATOR,
                SearchOptions.defaults().supportedBy(plain).withHashMegabytes(1))) {
            for (Technique technique : Technique.values()) {
                assertThat(basic.option(Engine.techniqueOptionName(technique)).isPresent()).as(technique.name())
                        .isEqualTo(technique.requiredCapabilities().isEmpty());
            }
            assertThat(basic.option(Engine.techniqueOptionName(Technique.PVS))).isPresent();
            assertThat(basic.option(Engine.techniqueOptionName(Technique.NULL_MOVE))).isEmpty();
        }
    }

    @Test
    void goDeliversTheResultOnTheSearchThread() throws Exception {
        engine.setPosition(game.parse("3 4 5 a"));
        CompletableFuture<SearchResult<InfraNimGame.Move>> result = new CompletableFuture<>();
        CompletableFuture<String> thread = new CompletableFuture<>();
        engine.go(SearchLimits.depth(3), SearchListener.silent(), r -> {
            thread.complete(Thread.currentThread().getName());
            result.complete(r);
        });
        assertThat(result.get(10, TimeUnit.SECONDS).bestMove()).isIn(game.legalMoves(game.parse("3 4 5 a")));
        assertThat(thread.get()).isEqualTo("tansaku-search");
    }

    @Test
    void theEnginesPositionIsNotTouchedBySearching() throws Exception {
        InfraNimGame.Position position = game.parse("3 4 5 a");
        engine.setPosition(position);
        CompletableFuture<SearchResult<InfraNimGame.Move>> result = new CompletableFuture<>();
        engine.go(SearchLimits.infinite(), SearchListener.silent(), result::complete);
        engine.setPosition(game.parse("1 b"));
        engine.stop();
        assertThat(result.get(1, TimeUnit.SECONDS).bestMove()).isIn(game.legalMoves(game.parse("3 4 5 a")));
        assertThat(game.describe(engine.position())).isEqualTo("1 b");
    }

    @Test
    void positionFromAStartAndMoves() {
        engine.setPosition(game.parse("3 4 5 a"), List.of(new InfraNimGame.Move(0, 3), new InfraNimGame.Move(2, 1)));
        assertThat(game.describe(engine.position())).isEqualTo("0 4 4 a");
        assertThatThrownBy(() -> engine.setPosition(game.parse("1 2 a"),
                List.of(new InfraNimGame.Move(1, 2), new InfraNimGame.Move(1, 1))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("move 2, 1-1");
        assertThat(game.describe(engine.position())).isEqualTo("0 4 4 a");
    }

    @Test
    void aSecondGoWhileSearchingIsRefused() {
        engine.setPosition(game.parse("15 15 15 15 15 15 15 15 a"));
        engine.go(SearchLimits.infinite(), SearchListener.silent(), r -> { });
        assertThatThrownBy(() -> engine.go(SearchLimits.depth(1), SearchListener.silent(), r -> { }))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("while searching");
        engine.stop();
        assertThat(engine.isSearching()).isFalse();
    }

    @Test
    void aTimedGoCountsFromWhenTheCommandArrived() throws Exception {
        // The command arrived "long ago" on the engine's clock: its deadline has passed, so the
        // search returns at once with a legal move.
        long[] now = {1_000_000};
        Clock clock = () -> now[0]++;
        try (Engine<InfraNimGame.Position, InfraNimGame.Move> timed = new Engine<>(game, NimDialect.EVALUATOR,
                SearchOptions.defaults().supportedBy(game).withHashMegabytes(1), clock, Engine.OptionNames.GENERIC)) {
            timed.setPosition(game.parse("15 15 15 15 15 15 15 15 a"));
            CompletableFuture<SearchResult<InfraNimGame.Move>> result = new CompletableFuture<>();
            timed.go(io.github.tansaku.search.time.GameClock.fischer(60_000, 0, 0), SearchLimits.none(), 0,
                    SearchListener.silent(), result::complete);
            assertThat(result.get(5, TimeUnit.SECONDS).bestMove()).isNotNull();
        }
    }

    /**
     * The engine gives a timed search its time manager's limits with the opening multiple of its
     * search parameters: Nim does not count the game's plies, so every position is at game ply 0,
     * where the multiple is the whole factor. 10 s + 0.1 s without overhead: the even share is
     * 10,000 / 16 = 625 ms, so 725 ms by default and 3 x 625 + 100 = 1,975 ms with a factor of 3.
     */
    @Test
    void aTimedGoGivesTheOpeningMultipleOfTheSearchParameters() {
        engine.setOption(Engine.MOVE_OVERHEAD, "0");
        GameClock blitz = GameClock.fischer(10_000, 100, 0);
        assertThat(engine.timedLimits(blitz, SearchLimits.none(), 0).softTimeMillis()).isEqualTo(725);
        engine.setOption(Engine.SEARCH_PARAMETERS, "timeOpeningFactor=3");
        assertThat(engine.timedLimits(blitz, SearchLimits.none(), 0).softTimeMillis()).isEqualTo(1_975);
    }
}
