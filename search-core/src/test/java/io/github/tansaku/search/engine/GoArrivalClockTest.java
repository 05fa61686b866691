package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.testgames.InfraNimGame;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The clock of a timed move runs from the moment {@code go} arrives, with an injected clock: a
 * GUI sends {@code go} as soon as it reads the previous {@code bestmove}, and on a loaded machine
 * the previous search thread may still take a while to end after printing it. That wait is the
 * move's time too (it cost moves at a 100 ms byoyomi); it used to be left out.
 */
class GoArrivalClockTest {

    private final AtomicLong now = new AtomicLong(1_000_000);
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    /** When set, the next {@code bestmove} line holds its thread, then moves the clock on. */
    private volatile boolean slowAfterBestMove;

    @Test
    void timeSpentWaitingForThePreviousSearchToEndCounts() throws InterruptedException {
        assertOnlyDepthOneAfterTheWait("go wtime 10000 btime 10000");
    }

    @Test
    void aMoveTimeCountsFromTheArrivalOfGoToo() throws InterruptedException {
        assertOnlyDepthOneAfterTheWait("go movetime 4000");
    }

    /**
     * A first search whose thread is held for 500 ms after its {@code bestmove}, during which
     * 5 s pass on the engine's clock, then {@code second}: its time is spent before it starts,
     * so it stops as soon as depth 1 is complete.
     */
    private void assertOnlyDepthOneAfterTheWait(String second) throws InterruptedException {
        InfraNimGame game = new InfraNimGame();
        Engine<InfraNimGame.Position, InfraNimGame.Move> engine = new Engine<>(game, NimDialect.EVALUATOR,
                SearchOptions.defaults().supportedBy(game).withHashMegabytes(4), now::get, Engine.OptionNames.GENERIC);
        engine.setOption(Engine.WARMUP, "0");
        ProtocolLoop<InfraNimGame.Position, InfraNimGame.Move> loop = new ProtocolLoop<>(engine, new NimDialect(game),
                new BufferedReader(new StringReader("")),
                new PrintStream(new Sink(), true, StandardCharsets.UTF_8));
        try {
            loop.execute("position heaps 15 15 15 15 15 15 15 15 a");
            slowAfterBestMove = true;
            loop.execute("go depth 2");
            awaitBestMove();
            loop.execute(second);
            List<String> answer = awaitBestMove();
            assertThat(answer).anyMatch(line -> line.startsWith("info depth 1 "))
                    .noneMatch(line -> line.startsWith("info depth 2 "));
        } finally {
            loop.execute("stop");
            engine.close();
        }
    }

    /** The lines up to the next {@code bestmove}. */
    private List<String> awaitBestMove() throws InterruptedException {
        List<String> seen = new ArrayList<>();
        while (true) {
            String line = lines.poll(10, TimeUnit.SECONDS);
            assertThat(line).as("a line within 10 s after %s", seen).isNotNull();
            seen.add(line);
            if (line.startsWith("bestmove")) {
                return seen;
            }
        }
    }

    /** Collects lines; after a {@code bestmove} line, when armed, holds the writer and moves the clock on. */
    private final class Sink extends OutputStream {
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            if (b != '\n') {
                bytes.write(b);
                return;
            }
            String line = bytes.toString(StandardCharsets.UTF_8);
            bytes.reset();
            lines.add(line);
            if (line.startsWith("bestmove") && slowAfterBestMove) {
                slowAfterBestMove = false;
                try {
                    Thread.sleep(500);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                now.addAndGet(5_000);
            }
        }
    }
}
