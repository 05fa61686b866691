package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.SearchParameter;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.testgames.InfraNimGame;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Drives the loop through a pipe, as a GUI would, with the Nim test dialect. */
class ProtocolLoopTest {

    private static final String BIG = "heaps 15 15 15 15 15 15 15 15 a";
    private static final String INFO_LINE = "info depth \\d+ seldepth \\d+ multipv \\d+ score (cp -?\\d+|mate -?\\d+)"
            + "( lowerbound| upperbound)? nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ pv( [0-7]-[1-3])+";

    /**
     * Slack for timed searches: the machine may be shared and loaded, and the searcher reads the
     * clock only every so many nodes. A search that ignored its limit would run far longer.
     */
    private static final long SLACK_MILLIS = 300;

    private LoopDriver driver = new LoopDriver();

    @AfterEach
    void quit() throws InterruptedException {
        driver.close();
    }

    @Test
    void handshakeDeclaresTheOptionsAndEndsWithTheReply() {
        driver.send("uci");
        driver.awaitStart("uciok");
        assertThat(driver.seen).startsWith("id name Tansaku Nim", "id author the Tansaku authors");
        assertThat(driver.seen).contains("option name Hash type spin default 4 min 1 max 8192",
                "option name Clear Hash type button",
                "option name Threads type spin default 1 min 1 max 256", "option name MultiPV type spin default 1 min 1 max 246",
                "option name Ponder type check default true",
                "option name Move Overhead type spin default 50 min 0 max 5000",
                "option name Warmup type spin default 2000 min 0 max 10000",
                "option name Technique_NullMove type check default true",
                "option name Technique_LateMoveReductions type check default true");
        assertThat(driver.seen).filteredOn(line -> line.startsWith("option name Technique_"))
                .hasSize(Technique.values().length);
        assertThat(driver.seen.get(driver.seen.size() - 1)).isEqualTo("uciok");
    }

    @Test
    void fixedDepthSearchPrintsWellFormedInfoAndALegalBestMove() {
        driver.send("position " + BIG);
        driver.send("go depth 4");
        String best = driver.awaitStart("bestmove");
        driver.assertLegal(best, driver.game.parse(BIG.substring(6)));
        List<String> infos = driver.seen.stream().filter(line -> line.startsWith("info depth")).toList();
        assertThat(infos).isNotEmpty().allMatch(line -> line.matches(INFO_LINE));
        assertThat(infos.get(infos.size() - 1)).startsWith("info depth 4 ");
    }

    @Test
    void stopIsAnsweredWithinTenMillisecondsWithALegalMove() {
        InfraNimGame.Position root = driver.game.parse(BIG.substring(6));
        List<Long> micros = new ArrayList<>();
        for (int round = 0; round < 7; round++) {
            driver.send("position " + BIG);
            driver.send("go infinite");
            driver.await(line -> line.startsWith("info depth 3 "), 10_000, "depth 3");
            long sent = System.nanoTime();
            driver.send("stop");
            String best = driver.awaitStart("bestmove");
            micros.add((System.nanoTime() - sent) / 1_000);
            driver.assertLegal(best, root);
        }
        Collections.sort(micros);
        System.out.println("stop to bestmove, microseconds, sorted: " + micros);
        // Typically well under a millisecond; the slowest bound allows for a loaded, shared machine.
        assertThat(micros.get(micros.size() - 1)).as("slowest stop (us) of %s", micros).isLessThan(250_000);
        assertThat(micros.get(micros.size() / 2)).as("median stop (us) of %s", micros).isLessThan(10_000);
    }

    @Test
    void theLastPrintedLineAlwaysStartsWithTheBestMove() {
        for (int round = 0; round < 20; round++) {
            driver.send("position " + BIG + (round % 2 == 0 ? "" : " moves 3-2"));
            int from = driver.seen.size();
            driver.send(round < 10 ? "go movetime 30" : "go infinite");
            if (round >= 10) {
                driver.awaitStart("info depth 2 ");
                driver.send("stop");
            }
            String best = driver.awaitStart("bestmove");
            List<String> lines = driver.seen.subList(from, driver.seen.size());
            String lastPv = null;
            for (String line : lines) {
                if (line.startsWith("info depth") && line.contains(" pv ")) {
                    lastPv = line;
                }
            }
            if (lastPv != null) {
                String first = lastPv.substring(lastPv.indexOf(" pv ") + 4).split(" ")[0];
                assertThat(best).as("round %d, last line %s", round, lastPv).startsWith("bestmove " + first);
            }
        }
    }

    @Test
    void stopRightAfterGoStillGivesALegalBestMove() {
        InfraNimGame.Position root = driver.game.parse(BIG.substring(6));
        driver.send("position " + BIG);
        for (int round = 0; round < 20; round++) {
            driver.send("go infinite");
            driver.send("stop");
            driver.assertLegal(driver.awaitStart("bestmove"), root);
        }
    }

    /**
     * Issue 45: {@code go infinite} at once followed by {@code stop} is answered at once, also with
     * helper threads (more work before the search arms its limits). The engine announces the
     * search to the searcher before handing it to its thread, so the stop is kept even when it
     * comes first; the bound is generous, a lost stop would never be answered.
     */
    @Test
    void goInfiniteThenStopAtOnceIsAnsweredPromptly() {
        InfraNimGame.Position root = driver.game.parse(BIG.substring(6));
        driver.send("setoption name Threads value 2");
        driver.send("position " + BIG);
        for (int round = 0; round < 20; round++) {
            driver.send("go infinite");
            driver.send("stop");
            driver.assertLegal(driver.await(line -> line.startsWith("bestmove"), 2_000, "bestmove after stop"), root);
        }
    }

    @Test
    void goRightAfterBestmoveIsAccepted() {
        // A GUI sends the next position and go as soon as it reads bestmove.
        for (int round = 0; round < 30; round++) {
            driver.send("position " + BIG);
            driver.send("go depth 1");
            driver.awaitStart("bestmove");
        }
        assertThat(driver.seen).noneMatch(line -> line.startsWith("info string"));
    }

    @Test
    void theFirstIsreadyWarmsUpAndForgetsTheWarmupSearch() {
        driver.send("setoption name Warmup value 200");
        long start = System.nanoTime();
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 5_000, "readyok");
        // No lower bound: the searcher ends a search early once every line reaches a game end,
        // which the test game's start position allows; the warm-up must only never overrun.
        assertThat((System.nanoTime() - start) / 1_000_000).as("first isready (ms)").isLessThan(5_000);
        assertThat(driver.engine.hashfull()).as("hashfull after the warm-up").isZero();
        start = System.nanoTime();
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        assertThat((System.nanoTime() - start) / 1_000_000).as("second isready (ms)").isLessThan(200);
    }

    @Test
    void isreadyIsAnsweredWhileSearching() {
        driver.send("position " + BIG);
        driver.send("go infinite");
        driver.awaitStart("info depth");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        assertThat(driver.seen).noneMatch(line -> line.startsWith("bestmove"));
        driver.send("stop");
        driver.awaitStart("bestmove");
    }

    @Test
    void ponderWaitsForPonderhitThenSearchesOnTheClock() {
        driver.send("position " + BIG);
        driver.send("go ponder wtime 300 btime 300");
        driver.await(line -> line.startsWith("info depth 3 "), 10_000, "depth 3 while pondering");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        assertThat(driver.seen).noneMatch(line -> line.startsWith("bestmove"));
        long hit = System.nanoTime();
        driver.send("ponderhit");
        String best = driver.awaitStart("bestmove");
        long millis = (System.nanoTime() - hit) / 1_000_000;
        driver.assertLegal(best, driver.game.parse(BIG.substring(6)));
        // 300 ms on the clock: the hard limit is well below that.
        assertThat(millis).as("time from ponderhit to bestmove").isLessThan(300 + SLACK_MILLIS);
    }

    @Test
    void ponderhitRightAfterGoPonderIsNotLost() {
        // The ponderhit may arrive before the search thread has armed its infinite limits.
        for (int round = 0; round < 10; round++) {
            driver.send("position " + BIG);
            driver.send("go ponder wtime 100 btime 100");
            driver.send("ponderhit");
            long start = System.nanoTime();
            driver.awaitStart("bestmove");
            assertThat((System.nanoTime() - start) / 1_000_000).as("round %d", round).isLessThan(100 + SLACK_MILLIS);
        }
        assertThat(driver.seen).noneMatch(line -> line.startsWith("info string"));
    }

    @Test
    void ponderEndsWithStopToo() {
        driver.send("position " + BIG);
        driver.send("go ponder wtime 60000 btime 60000");
        driver.awaitStart("info depth");
        driver.send("stop");
        driver.assertLegal(driver.awaitStart("bestmove"), driver.game.parse(BIG.substring(6)));
    }

    @Test
    void ponderhitWithoutPonderingIsAnError() {
        driver.send("ponderhit");
        assertThat(driver.awaitStart("info string")).contains("not pondering");
    }

    @Test
    void timedSearchesAnswerWithinTheirTime() {
        driver.send("setoption name Move Overhead value 20");
        driver.send("position " + BIG);
        long start = System.nanoTime();
        driver.send("go wtime 200 btime 100000 winc 0 binc 0");
        driver.awaitStart("bestmove");
        assertThat((System.nanoTime() - start) / 1_000_000).as("ms for a 200 ms clock").isLessThan(200 + SLACK_MILLIS);
        start = System.nanoTime();
        driver.send("go movetime 100");
        driver.awaitStart("bestmove");
        assertThat((System.nanoTime() - start) / 1_000_000).as("ms for movetime 100").isBetween(85L, 100 + SLACK_MILLIS);
    }

    /** A fixed move time is used up to a small reserve, not less the whole Move Overhead of a clock. */
    @Test
    void aMoveTimeIsUsedUpToASmallReserve() {
        assertThat(GoLimits.moveTimeSearchMillis(100, 50)).isEqualTo(90);
        assertThat(GoLimits.moveTimeSearchMillis(100, 150)).isEqualTo(90);
        assertThat(GoLimits.moveTimeSearchMillis(100, 3)).isEqualTo(97);
        assertThat(GoLimits.moveTimeSearchMillis(5, 50)).isZero();
    }

    @Test
    void aSlowEvaluatorDoesNotMakeTheSearchOverstepItsTime() throws InterruptedException {
        // A millisecond per evaluation: the searcher's own clock checks (every so many nodes)
        // would come far too late; the engine's watchdog stops the search on time.
        Evaluator<InfraNimGame.Position> slow = position -> {
            LockSupport.parkNanos(1_000_000);
            return NimDialect.EVALUATOR.evaluate(position);
        };
        try (LoopDriver slowDriver = new LoopDriver(null, slow)) {
            slowDriver.send("position " + BIG);
            for (String go : List.of("go movetime 100", "go wtime 300 btime 300", "go btime 0 wtime 0 byoyomi 150")) {
                long start = System.nanoTime();
                slowDriver.send(go);
                slowDriver.assertLegal(slowDriver.awaitStart("bestmove"), slowDriver.game.parse(BIG.substring(6)));
                assertThat((System.nanoTime() - start) / 1_000_000).as(go).isLessThan(150 + SLACK_MILLIS);
            }
        }
    }

    @Test
    void aFailingSearchIsReportedAndStillAnswersALegalMove() throws InterruptedException {
        Evaluator<InfraNimGame.Position> broken = position -> {
            throw new IllegalStateException("evaluator exploded");
        };
        try (LoopDriver brokenDriver = new LoopDriver(null, broken)) {
            brokenDriver.send("position " + BIG);
            brokenDriver.send("go depth 3");
            String best = brokenDriver.awaitStart("bestmove");
            brokenDriver.assertLegal(best, brokenDriver.game.parse(BIG.substring(6)));
            assertThat(brokenDriver.seen).anyMatch(line -> line.startsWith("info string error: search failed")
                    && line.contains("evaluator exploded"));
            brokenDriver.send("isready");
            brokenDriver.await(line -> line.equals("readyok"), 1_000, "readyok");
        }
    }

    @Test
    void theSideToMoveUsesItsOwnClockField() {
        // The second player ('b') has 100 ms: a generous wtime must not be used.
        driver.send("position heaps 15 15 15 15 15 15 15 15 b");
        long start = System.nanoTime();
        driver.send("go wtime 1000000 btime 150");
        driver.awaitStart("bestmove");
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(150 + SLACK_MILLIS);
    }

    @Test
    void byoyomiAloneLimitsTheMove() {
        driver.send("position " + BIG);
        long start = System.nanoTime();
        driver.send("go btime 0 wtime 0 byoyomi 200");
        driver.awaitStart("bestmove");
        assertThat((System.nanoTime() - start) / 1_000_000).as("ms for byoyomi 200").isLessThan(200 + SLACK_MILLIS);
    }

    @Test
    void onlyTheOtherSidesClockIsUsedRatherThanNone() {
        driver.send("position " + BIG);
        long start = System.nanoTime();
        driver.send("go btime 150");
        assertThat(driver.awaitStart("info string")).contains("no wtime");
        driver.awaitStart("bestmove");
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(150 + SLACK_MILLIS);
    }

    @Test
    void setoptionValidatesAndTheEngineKeepsServing() {
        driver.send("setoption name Frobnicate value 3");
        assertThat(driver.awaitStart("info string")).contains("unknown option").contains("Frobnicate");
        driver.send("setoption name Hash value 0");
        assertThat(driver.awaitStart("info string")).contains("Hash").contains("from 1 to 8192");
        driver.send("setoption name Ponder value maybe");
        assertThat(driver.awaitStart("info string")).contains("Ponder").contains("true or false");
        driver.send("setoption name MultiPV value many");
        assertThat(driver.awaitStart("info string")).contains("MultiPV");
        driver.send("setoption Hash 3");
        assertThat(driver.awaitStart("info string")).contains("setoption name");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        assertThat(driver.engine.option("Hash").orElseThrow().value()).isEqualTo("4");
    }

    @Test
    void setoptionChangesTheSearch() {
        driver.send("setoption name technique_nullmove value FALSE");
        driver.send("setoption name MultiPV value 2");
        driver.send("setoption name Hash value 2");
        driver.send("setoption name Clear Hash");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        assertThat(driver.seen).noneMatch(line -> line.startsWith("info string"));
        assertThat(driver.engine.searchOptions().enabled(Technique.NULL_MOVE)).isFalse();
        assertThat(driver.engine.searchOptions().multiPv()).isEqualTo(2);
        driver.send("position " + BIG);
        driver.send("go depth 3");
        driver.awaitStart("bestmove");
        assertThat(driver.seen).anyMatch(line -> line.startsWith("info depth 3 ") && line.contains(" multipv 2 "));
    }

    @Test
    void theSearchParametersOptionChangesParametersAndKeepsThemWhenRefused() {
        driver.send("setoption name SearchParameters value futilityMargin=70, lmrDivisor=2.5");
        driver.send("setoption name SearchParameters value futilityMargin=70 bogus=1");
        assertThat(driver.awaitStart("info string")).contains("unknown search parameter: bogus");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        SearchOptions options = driver.engine.searchOptions();
        assertThat(options.get(SearchParameter.FUTILITY_MARGIN)).isEqualTo(70);
        assertThat(options.getDouble(SearchParameter.LMR_DIVISOR)).isEqualTo(2.5);
        driver.send("setoption name SearchParameters value");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        assertThat(driver.engine.searchOptions().get(SearchParameter.FUTILITY_MARGIN))
                .isEqualTo((int) SearchParameter.FUTILITY_MARGIN.defaultValue());
    }

    @Test
    void twoThreadsSearchAndStop() {
        driver.send("setoption name Threads value 2");
        driver.send("position " + BIG);
        driver.send("go depth 5");
        driver.assertLegal(driver.awaitStart("bestmove"), driver.game.parse(BIG.substring(6)));
        driver.send("go infinite");
        driver.awaitStart("info depth");
        driver.send("stop");
        driver.assertLegal(driver.awaitStart("bestmove"), driver.game.parse(BIG.substring(6)));
        assertThat(driver.engine.searchOptions().threads()).isEqualTo(2);
        // On a one-processor machine the Threads option draws a warning, and nothing else may.
        assertThat(driver.seen).noneMatch(line -> line.startsWith("info string") && !line.contains(" warning: "));
    }

    /**
     * Lazy SMP threads beyond the processors only share them: setting more draws a warning, as
     * many threads on few cores answered an unsearched move, late.
     */
    @Test
    void moreThreadsThanProcessorsDrawAWarning() {
        int processors = Runtime.getRuntime().availableProcessors();
        driver.send("setoption name Threads value " + Math.min(processors, 256));
        driver.send("isready");
        driver.awaitStart("readyok");
        assertThat(driver.seen).noneMatch(line -> line.contains("warning"));
        org.junit.jupiter.api.Assumptions.assumeTrue(processors < 256, "more processors than the option allows");
        driver.send("setoption name Threads value " + (processors + 1));
        assertThat(driver.awaitStart("info string")).isEqualTo("info string warning: " + (processors + 1)
                + " search threads on " + processors + " processors; threads beyond " + processors
                + " only share the processors and slow the search down");
        assertThat(driver.engine.searchOptions().threads()).isEqualTo(processors + 1);
    }

    /**
     * Capture history and staged generation refine the ordering by static exchange: switched
     * off, it leaves them doing nothing, which the loop says; the search runs without them.
     */
    @Test
    void aTechniqueLeftWithoutItsPrerequisiteIsReported() {
        driver.send("setoption name Technique_SeeOrdering value false");
        driver.send("isready");
        driver.awaitStart("readyok");
        assertThat(driver.seen).contains(
                "info string Technique_StagedGeneration is on but stays off: it needs Technique_SeeOrdering",
                "info string Technique_CaptureHistory is on but stays off: it needs Technique_SeeOrdering");
        driver.send("position " + BIG);
        driver.send("go depth 3");
        driver.assertLegal(driver.awaitStart("bestmove"), driver.game.parse(BIG.substring(6)));
        driver.send("setoption name Technique_CaptureHistory value false");
        driver.send("setoption name Technique_StagedGeneration value false");
        driver.send("isready");
        driver.awaitStart("readyok");
        assertThat(driver.seen.stream().filter(line -> line.contains("stays off"))).hasSize(2 + 1);
    }

    @Test
    void setoptionWhileSearchingIsRefused() {
        driver.send("position " + BIG);
        driver.send("go infinite");
        driver.awaitStart("info depth");
        driver.send("setoption name Hash value 8");
        assertThat(driver.awaitStart("info string")).contains("while searching");
        driver.send("stop");
        driver.awaitStart("bestmove");
    }

    @Test
    void garbageIsAnsweredAndTheEngineKeepsServing() {
        for (String junk : List.of("blah", "go depth", "go depth x", "position fen 1 2 3", "position heaps 99 a",
                "position", "setoption", "\u0000\u00ff\u3042", "go perft x depth 1", "go searchmoves 9-9 depth 1")) {
            driver.send(junk);
            driver.await(line -> line.startsWith("info string") || line.startsWith("bestmove"), 5_000,
                    "an answer to '" + junk + "'");
        }
        driver.send("");
        driver.send("   ");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        driver.send("position startpos");
        driver.send("go depth 2");
        driver.assertLegal(driver.awaitStart("bestmove"), driver.game.newPosition());
    }

    @Test
    void anIllegalMoveLeavesThePreviousPosition() {
        driver.send("position heaps 3 4 5 b");
        driver.send("position heaps 1 2 a moves 0-1 0-1");
        assertThat(driver.awaitStart("info string")).contains("illegal move '0-1'").contains("previous position is kept");
        assertThat(driver.game.describe(driver.engine.position())).isEqualTo("3 4 5 b");
        driver.send("position heaps 1 2 a moves 0-1");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        assertThat(driver.game.describe(driver.engine.position())).isEqualTo("0 2 b");
    }

    @Test
    void perftPrintsDivideAndTheTotal() {
        // Counted by hand: each move from 3 4 5 leaves sum(min(heap, 3)) replies.
        driver.send("position heaps 3 4 5 a");
        driver.send("go perft 2");
        driver.awaitStart("Nodes searched");
        assertThat(driver.seen).contains("0-1: 8", "0-2: 7", "0-3: 6", "1-1: 9", "1-2: 8", "1-3: 7", "2-1: 9", "2-2: 9",
                "2-3: 8", "", "Nodes searched: 71");
    }

    @Test
    void tabsSeparateWordsToo() {
        driver.send("position\theaps 3 4 5 a");
        driver.send("go \t perft\t1");
        assertThat(driver.awaitStart("Nodes searched")).isEqualTo("Nodes searched: 9");
    }

    @Test
    void perftRightAfterPerftIsAccepted() {
        // perftdiff sends the next position and go perft as soon as it reads Nodes searched.
        driver.send("position heaps 3 4 5 a");
        for (int round = 0; round < 30; round++) {
            driver.send("go perft " + (1 + round % 2));
            assertThat(driver.awaitStart("Nodes searched")).isIn("Nodes searched: 9", "Nodes searched: 71");
        }
        assertThat(driver.seen).noneMatch(line -> line.startsWith("info string"));
    }

    @Test
    void searchmovesRestrictsTheRoot() {
        driver.send("position " + BIG);
        driver.send("go depth 3 searchmoves 5-2");
        assertThat(driver.awaitStart("bestmove")).startsWith("bestmove 5-2");
    }

    @Test
    void noLegalMoveAnswersTheDialectsWord() {
        driver.send("position heaps 0 0 a");
        driver.send("go depth 3");
        assertThat(driver.awaitStart("bestmove")).isEqualTo("bestmove (none)");
    }

    @Test
    void quitWhileSearchingEndsTheLoop() throws InterruptedException {
        driver.send("position " + BIG);
        driver.send("go infinite");
        driver.awaitStart("info depth");
        driver.send("quit");
        assertThat(driver.ended(2_000)).isTrue();
        assertThat(driver.engine.isSearching()).isFalse();
    }

    @Test
    void newGameWhileSearchingStopsTheSearch() {
        driver.send("position " + BIG);
        driver.send("go infinite");
        driver.awaitStart("info depth");
        driver.send("ucinewgame");
        driver.awaitStart("bestmove");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
    }

    @Test
    void badAndIllegalSearchmovesAreIgnoredAndTheRestSearched() {
        driver.send("position " + BIG);
        driver.send("go depth 3 searchmoves 9-9 5-2 x 5-2 0-0");
        assertThat(driver.awaitStart("info string")).contains("'9-9'");
        assertThat(driver.awaitStart("bestmove")).startsWith("bestmove 5-2");
        assertThat(driver.seen).filteredOn(line -> line.startsWith("info string")).hasSize(3);
    }

    @Test
    void searchmovesWithoutALegalMoveSearchesEveryMove() {
        driver.send("position heaps 3 4 5 a");
        driver.send("go depth 3 searchmoves 9-9 3-1");
        driver.assertLegal(driver.awaitStart("bestmove"), driver.game.parse("3 4 5 a"));
        assertThat(driver.seen).anyMatch(line -> line.contains("searching all moves"));
    }

    @Test
    void aBadGoMateValueIsIgnoredAndTheSearchAnswers() {
        driver.send("position " + BIG);
        for (String go : List.of("go mate x", "go mate -1", "go mate")) {
            driver.send(go);
            assertThat(driver.awaitStart("info string")).as("answer to '%s'", go).contains("mate");
            driver.send("stop");
            driver.assertLegal(driver.awaitStart("bestmove"), driver.game.parse(BIG.substring(6)));
        }
        driver.send("go mate x depth 2");
        driver.assertLegal(driver.awaitStart("bestmove"), driver.game.parse(BIG.substring(6)));
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        assertThat(driver.seen).filteredOn(line -> line.startsWith("bestmove")).hasSize(4);
    }

    @Test
    void perftStopsOnStopAndQuit() throws InterruptedException {
        // Perft 12 of eight heaps of 15 (24 moves a ply) would take years.
        driver.send("position " + BIG);
        driver.send("go perft 12");
        Thread.sleep(200);
        long start = System.nanoTime();
        driver.send("stop");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 1_000, "readyok");
        assertThat((System.nanoTime() - start) / 1_000_000).as("stop and isready, ms").isLessThan(1_000);
        assertThat(driver.seen).contains("info string perft stopped: the total counts only the moves above", "")
                .anyMatch(line -> line.startsWith("Nodes searched: "));
        driver.send("go depth 2");
        driver.awaitStart("bestmove");
        driver.send("go perft 12");
        Thread.sleep(100);
        driver.send("quit");
        assertThat(driver.ended(1_000)).as("loop ended within a second of quit").isTrue();
    }

    @Test
    void perftDepthsOutsideTheRangeAreIgnoredAndTheSearchAnswers() {
        driver.send("position heaps 3 4 5 a");
        driver.send("go depth 1 perft 65");
        assertThat(driver.awaitStart("info string")).contains("perft").contains("65");
        driver.assertLegal(driver.awaitStart("bestmove"), driver.game.parse("3 4 5 a"));
        driver.send("go perft 0 depth 1");
        driver.assertLegal(driver.awaitStart("bestmove"), driver.game.parse("3 4 5 a"));
    }

    @Test
    void aLongUnknownLineIsQuotedByItsBeginning() {
        driver.send("x".repeat(1 << 20));
        String answer = driver.awaitStart("info string");
        assertThat(answer).startsWith("info string unknown command: xxxx").hasSizeLessThan(300)
                .contains((((1 << 20) - 200) + " more characters"));
    }

    @Test
    void aLineOverTheBoundIsSkippedWhole() {
        driver.send("position heaps 3 4 5 a");
        // A position command cut at the bound would set another position: the whole line is skipped.
        driver.send("position heaps 1 1 a moves " + "0-1 ".repeat(LineReader.DEFAULT_MAX_CHARS / 4));
        assertThat(driver.awaitStart("info string")).isEqualTo("info string error: ignored a line longer than "
                + LineReader.DEFAULT_MAX_CHARS + " characters");
        driver.send("isready");
        driver.await(line -> line.equals("readyok"), 5_000, "readyok");
        assertThat(driver.game.describe(driver.engine.position())).isEqualTo("3 4 5 a");
    }
}
