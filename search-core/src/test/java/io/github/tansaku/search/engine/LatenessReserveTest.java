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
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The engine measures how late its timed answers come out and keeps that in reserve on the next
 * moves, with an injected clock: a {@code bestmove} written 400 ms after its deadline (the
 * writer holds the clock's hand, as a loaded machine would) makes the next move of the same
 * byoyomi stop 400 ms before its end.
 */
class LatenessReserveTest {

    private static final long BYOYOMI = 10_000;
    private static final long LATE = 400;

    private final AtomicLong now = new AtomicLong(1_000_000);
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    /** When positive, the next {@code bestmove} line moves the clock on by this much before it is seen. */
    private final AtomicLong delayNextBestMove = new AtomicLong();

    @Test
    void aLateAnswerMakesTheNextMoveStopEarlier() throws InterruptedException {
        InfraNimGame game = new InfraNimGame();
        Engine<InfraNimGame.Position, InfraNimGame.Move> engine = new Engine<>(game, NimDialect.EVALUATOR,
                SearchOptions.defaults().supportedBy(game).withHashMegabytes(4), now::get, Engine.OptionNames.GENERIC);
        engine.setOption(Engine.WARMUP, "0");
        engine.setOption(Engine.MOVE_OVERHEAD, "0");
        ProtocolLoop<InfraNimGame.Position, InfraNimGame.Move> loop = new ProtocolLoop<>(engine, new NimDialect(game),
                new BufferedReader(new StringReader("")),
                new PrintStream(new Sink(), true, StandardCharsets.UTF_8));
        try {
            loop.execute("position heaps 15 15 15 15 15 15 15 15 a");
            // Depth 1 ends at once; its answer is written BYOYOMI + LATE after the go.
            delayNextBestMove.set(BYOYOMI + LATE);
            loop.execute("go wtime 0 btime 0 byoyomi " + BYOYOMI + " depth 1");
            assertThat(awaitBestMove(10_000)).isNotNull();
            assertThat(engine.awaitIdle(10_000)).isTrue(); // what the next go waits for too
            assertThat(engine.latenessMillis()).isEqualTo(LATE);
            // The next move: its end is 10 s away, its search may take 9.6 s. At 9.8 s it has
            // to stop; without the reserve it would go on until the watchdog's 10 s.
            loop.execute("go wtime 0 btime 0 byoyomi " + BYOYOMI);
            now.addAndGet(BYOYOMI - LATE / 2);
            assertThat(awaitBestMove(BYOYOMI / 2)).as("bestmove soon after the reserved end").isNotNull();
        } finally {
            loop.execute("stop");
            engine.close();
        }
    }

    /** The next {@code bestmove} line, or {@code null} after {@code millis}. */
    private String awaitBestMove(long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000L;
        while (true) {
            String line = lines.poll(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null || line.startsWith("bestmove")) {
                return line;
            }
        }
    }

    /** Collects lines; moves the clock on when a delayed {@code bestmove} is written, before passing it on. */
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
            if (line.startsWith("bestmove")) {
                now.addAndGet(delayNextBestMove.getAndSet(0));
            }
            lines.add(line);
        }
    }
}
