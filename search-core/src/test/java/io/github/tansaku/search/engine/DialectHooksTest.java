package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.testgames.InfraNimGame;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** The USI-style hooks: a mate solver for go mate, the win declaration, extra commands, USI names. */
class DialectHooksTest {

    /** Declares a win with a single heap of 7; answers go mate through a solver; knows 'd'. */
    private static final class UsiLikeNim extends NimDialect {
        final AtomicBoolean solverSawStop = new AtomicBoolean();

        UsiLikeNim(InfraNimGame game) {
            super(game);
        }

        @Override
        public boolean canDeclareWin(InfraNimGame.Position position) {
            return game.describe(position).equals("7 a");
        }

        @Override
        public MateSearch<InfraNimGame.Position> mateSearch() {
            return (position, millis, stop) -> millis == Long.MAX_VALUE ? waitForStop(stop) : "checkmate notimplemented";
        }

        private String waitForStop(BooleanSupplier stop) {
            while (!stop.getAsBoolean()) {
                Thread.onSpinWait();
            }
            solverSawStop.set(true);
            return "checkmate timeout";
        }

        @Override
        public boolean handle(String command, String arguments, ProtocolLoop<InfraNimGame.Position, InfraNimGame.Move> loop) {
            if (command.equals("d")) {
                loop.send("Position: " + game.describe(loop.engine().position()));
                return true;
            }
            return false;
        }

        @Override
        public String formatScore(int score) {
            return ScoreText.usi(score);
        }

        @Override
        public List<String> benchPositions() {
            return List.of("startpos", "heaps 15 15 15 15 15 15 15 15 a", "heaps 9 10 11 b moves 0-3 1-1");
        }

        @Override
        public int benchDepth() {
            return 5;
        }
    }

    @Test
    void benchIsADeterministicSignature() throws InterruptedException {
        try (LoopDriver driver = new LoopDriver(new UsiLikeNim(new InfraNimGame()))) {
            driver.send("bench");
            String first = driver.awaitStart("Nodes searched");
            List<Long> perPosition = driver.seen.stream().filter(line -> line.startsWith("bench "))
                    .map(line -> Long.parseLong(line.replaceAll(".*: (\\d+) nodes", "$1"))).toList();
            assertThat(perPosition).hasSize(3).allMatch(nodes -> nodes > 0);
            assertThat(first).isEqualTo("Nodes searched: " + perPosition.stream().mapToLong(Long::longValue).sum());
            // Searching something else in between must not change the signature.
            driver.send("position heaps 3 4 5 a");
            driver.send("go depth 6");
            driver.awaitStart("bestmove");
            driver.send("bench");
            assertThat(driver.awaitStart("Nodes searched")).isEqualTo(first);
            driver.send("bench 4");
            assertThat(driver.awaitStart("Nodes searched")).isNotEqualTo(first);
            driver.send("bench deep");
            assertThat(driver.awaitStart("info string")).contains("bench [depth]");
        }
    }

    /**
     * The bench searches with a table of its own: it neither clears the engine's table (which
     * took seconds for every bench position with a table of gigabytes) nor depends on its size.
     */
    @Test
    void benchLeavesTheEnginesTableAndDoesNotDependOnItsSize() throws InterruptedException {
        try (LoopDriver driver = new LoopDriver(new UsiLikeNim(new InfraNimGame()))) {
            driver.send("bench");
            String signature = driver.awaitStart("Nodes searched");
            driver.send("position heaps 3 4 5 6 7 a");
            driver.send("go depth 6");
            driver.awaitStart("bestmove");
            int hashfull = driver.engine.hashfull();
            assertThat(hashfull).isPositive();
            driver.send("bench");
            assertThat(driver.awaitStart("Nodes searched")).isEqualTo(signature);
            assertThat(driver.engine.hashfull()).as("the engine's table after bench").isEqualTo(hashfull);
            driver.send("setoption name Hash value 1");
            driver.send("bench");
            assertThat(driver.awaitStart("Nodes searched")).isEqualTo(signature);
        }
    }

    /**
     * The dialect hears of each search before it starts, with the engine at the search's root
     * (perft does not search), and chooses the evaluator of {@code bench}.
     */
    @Test
    void theDialectSeesEachSearchStartAndChoosesTheBenchEvaluator() throws InterruptedException {
        List<String> roots = new java.util.concurrent.CopyOnWriteArrayList<>();
        Set<String> benchEvaluated = ConcurrentHashMap.newKeySet();
        NimDialect dialect = new NimDialect(new InfraNimGame()) {
            @Override
            public void searchStarting(Engine<InfraNimGame.Position, InfraNimGame.Move> engine) {
                assertThat(engine.isSearching()).isFalse();
                roots.add(game.describe(engine.position()));
            }

            @Override
            public Evaluator<InfraNimGame.Position> benchEvaluator(Evaluator<InfraNimGame.Position> engineEvaluator) {
                return position -> {
                    benchEvaluated.add("bench");
                    return engineEvaluator.evaluate(position);
                };
            }

            @Override
            public List<String> benchPositions() {
                return List.of("heaps 3 4 5 a");
            }
        };
        try (LoopDriver driver = new LoopDriver(dialect)) {
            driver.send("position heaps 3 4 5 a moves 0-1");
            driver.send("go depth 3");
            driver.awaitStart("bestmove");
            driver.send("go perft 2");
            driver.awaitStart("Nodes searched");
            driver.send("position heaps 2 2 b");
            driver.send("go ponder depth 2");
            driver.send("stop");
            driver.awaitStart("bestmove");
            assertThat(roots).containsExactly("2 4 5 b", "2 2 b");
            driver.send("bench 2");
            driver.awaitStart("Nodes searched");
            assertThat(benchEvaluated).containsExactly("bench");
        }
    }

    @Test
    void theWarmUpSearchesEachBenchPositionAndReportsOneThatDoesNotParse() throws InterruptedException {
        // Two bench positions told apart by their number of heaps; the third does not parse.
        NimDialect dialect = new NimDialect(new InfraNimGame()) {
            @Override
            public List<String> benchPositions() {
                return List.of("heaps 15 1 a", "heaps 1 1 1 1 1 1 1 15 b", "heaps 99 a");
            }
        };
        Set<Integer> heapCounts = ConcurrentHashMap.newKeySet();
        Evaluator<InfraNimGame.Position> recording = position -> {
            heapCounts.add(position.heaps().length);
            return NimDialect.EVALUATOR.evaluate(position);
        };
        try (LoopDriver driver = new LoopDriver(dialect, recording)) {
            driver.send("setoption name Warmup value 300");
            driver.send("isready");
            assertThat(driver.awaitStart("info string")).contains("the warm-up skips bench position 3 (heaps 99 a)");
            driver.await(line -> line.equals("readyok"), 5_000, "readyok");
            assertThat(heapCounts).containsExactlyInAnyOrder(2, 8);
            assertThat(driver.engine.hashfull()).as("hashfull after the warm-up").isZero();
        }
    }

    @Test
    void goMateUsesTheDialectsSolver() throws InterruptedException {
        UsiLikeNim dialect = new UsiLikeNim(new InfraNimGame());
        try (LoopDriver driver = new LoopDriver(dialect)) {
            driver.send("position heaps 3 4 5 a");
            driver.send("go mate 1000");
            assertThat(driver.awaitStart("checkmate")).isEqualTo("checkmate notimplemented");
            driver.send("go mate infinite");
            driver.send("isready");
            driver.await(line -> line.equals("readyok"), 1_000, "readyok");
            driver.send("stop");
            assertThat(driver.awaitStart("checkmate")).isEqualTo("checkmate timeout");
            assertThat(dialect.solverSawStop).isTrue();
        }
    }

    @Test
    void aDeclarableWinIsAnsweredAtOnce() throws InterruptedException {
        try (LoopDriver driver = new LoopDriver(new UsiLikeNim(new InfraNimGame()))) {
            driver.send("position heaps 7 a");
            driver.send("go btime 1000 wtime 1000 byoyomi 1000");
            assertThat(driver.awaitStart("bestmove")).isEqualTo("bestmove win");
            driver.send("position heaps 7 b");
            driver.send("go depth 2");
            assertThat(driver.awaitStart("bestmove")).isNotEqualTo("bestmove win");
        }
    }

    @Test
    void extraCommandsGoToTheDialect() throws InterruptedException {
        try (LoopDriver driver = new LoopDriver(new UsiLikeNim(new InfraNimGame()))) {
            driver.send("position heaps 2 2 b moves 1-1");
            driver.send("d");
            assertThat(driver.awaitStart("Position")).isEqualTo("Position: 2 1 a");
            driver.send("e");
            assertThat(driver.awaitStart("info string")).isEqualTo("info string unknown command: e");
        }
    }

    @Test
    void usiScoresCountPlies() throws InterruptedException {
        try (LoopDriver driver = new LoopDriver(new UsiLikeNim(new InfraNimGame()))) {
            // 0 0 1 b: the side to move takes the last stone and wins, so the mover mates in 1 ply.
            driver.send("position heaps 0 0 1 b");
            driver.send("go depth 3");
            driver.awaitStart("bestmove");
            assertThat(driver.seen).anyMatch(line -> line.contains(" score mate 1 "));
        }
    }

    @Test
    void aDeclarableWinUnderGoInfiniteWaitsForStop() throws InterruptedException {
        try (LoopDriver driver = new LoopDriver(new UsiLikeNim(new InfraNimGame()))) {
            driver.send("position heaps 7 a");
            driver.send("go infinite");
            driver.send("isready");
            driver.await(line -> line.equals("readyok"), 1_000, "readyok");
            Thread.sleep(200);
            assertThat(driver.drain()).as("lines before stop").noneMatch(line -> line.startsWith("bestmove"));
            driver.send("stop");
            assertThat(driver.awaitStart("bestmove")).isEqualTo("bestmove win");
        }
    }

    @Test
    void aBadGoMateTimeSearchesForAMateUntilStop() throws InterruptedException {
        UsiLikeNim dialect = new UsiLikeNim(new InfraNimGame());
        for (String go : List.of("go mate x", "go mate -1", "go mate")) {
            try (LoopDriver driver = new LoopDriver(dialect)) {
                driver.send("position heaps 3 4 5 a");
                driver.send(go);
                assertThat(driver.awaitStart("info string")).as("answer to '%s'", go).contains("mate");
                driver.send("stop");
                assertThat(driver.awaitStart("checkmate")).as("answer to '%s'", go).isEqualTo("checkmate timeout");
            }
        }
    }

    @Test
    void anErrorOfACommandIsAnsweredAndTheLoopServesOn() throws InterruptedException {
        NimDialect failing = new NimDialect(new InfraNimGame()) {
            @Override
            public boolean handle(String command, String arguments,
                    ProtocolLoop<InfraNimGame.Position, InfraNimGame.Move> loop) {
                if (command.equals("explode")) {
                    throw new OutOfMemoryError("Java heap space (thrown by the test)");
                }
                return false;
            }
        };
        try (LoopDriver driver = new LoopDriver(failing)) {
            driver.send("explode");
            assertThat(driver.awaitStart("info string")).contains("error").contains("OutOfMemoryError");
            driver.send("position heaps 3 4 5 a");
            driver.send("go depth 2");
            driver.assertLegal(driver.awaitStart("bestmove"), driver.game.parse("3 4 5 a"));
        }
    }
}
