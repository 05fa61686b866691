package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.testgames.InfraNimGame;
import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/**
 * A seeded random mixture of searches, stops, ponder hits, option changes, readiness checks and
 * garbage: every search ends with exactly one legal bestmove and every isready is answered.
 */
class ProtocolLoopStressTest {

    private static final String[] POSITIONS = {"heaps 15 15 15 15 15 15 15 15 a", "heaps 9 10 11 b", "heaps 1 2 a",
        "heaps 15 15 15 15 15 15 15 15 a moves 0-3 1-1"};

    @Test
    void randomCommandSequencesKeepTheProtocol() throws InterruptedException {
        SplittableRandom random = new SplittableRandom(20_261_122L);
        try (LoopDriver driver = new LoopDriver()) {
            InfraNimGame.Position root = driver.game.parse("15 15 15 15 15 15 15 15 a");
            int searches = 0;
            for (int step = 0; step < 120; step++) {
                String position = POSITIONS[random.nextInt(POSITIONS.length)];
                switch (random.nextInt(7)) {
                    case 0 -> {
                        driver.send("position " + position);
                        root = positionOf(driver, position);
                    }
                    case 1 -> {
                        driver.send("go depth " + (1 + random.nextInt(4)));
                        driver.assertLegal(driver.awaitStart("bestmove"), root);
                        searches++;
                    }
                    case 2 -> {
                        driver.send("go infinite");
                        LockSupport.parkNanos(random.nextInt(3_000_000));
                        driver.send("stop");
                        driver.assertLegal(driver.awaitStart("bestmove"), root);
                        searches++;
                    }
                    case 3 -> {
                        driver.send("go ponder wtime 100 btime 100");
                        LockSupport.parkNanos(random.nextInt(3_000_000));
                        driver.send(random.nextBoolean() ? "ponderhit" : "stop");
                        driver.assertLegal(driver.awaitStart("bestmove"), root);
                        searches++;
                    }
                    case 4 -> {
                        driver.send("isready");
                        driver.await(line -> line.equals("readyok"), 2_000, "readyok");
                    }
                    case 5 -> {
                        Technique technique = Technique.values()[random.nextInt(Technique.values().length)];
                        driver.send("setoption name " + Engine.techniqueOptionName(technique) + " value "
                                + random.nextBoolean());
                        driver.send("setoption name MultiPV value " + (1 + random.nextInt(3)));
                    }
                    default -> {
                        String[] garbage = {"frobnicate", "go perft x", "position heaps 99 a", "stop",
                            "setoption name Hash value -3", "ponderhit", "position startpos moves 9-9"};
                        String line = garbage[random.nextInt(garbage.length)];
                        driver.send(line);
                        // Bad positions and illegal moves leave the position as it was.
                        if (line.startsWith("go")) {
                            // A bad perft value is ignored: the go searches without limit.
                            driver.send("stop");
                            driver.assertLegal(driver.awaitStart("bestmove"), root);
                            searches++;
                        }
                    }
                }
            }
            driver.send("isready");
            driver.await(line -> line.equals("readyok"), 2_000, "final readyok");
            driver.drain();
            assertThat(driver.seen).filteredOn(line -> line.startsWith("bestmove")).hasSize(searches);
            assertThat(searches).isGreaterThan(20);
        }
    }

    private static InfraNimGame.Position positionOf(LoopDriver driver, String position) {
        String[] parts = position.substring(6).split(" moves ");
        InfraNimGame.Position p = driver.game.parse(parts[0]);
        if (parts.length > 1) {
            for (String move : parts[1].split(" ")) {
                driver.game.makeMove(p, driver.game.codeOf(new InfraNimGame.Move(move.charAt(0) - '0', move.charAt(2) - '0')));
            }
        }
        return p;
    }
}
