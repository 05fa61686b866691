package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.testgames.InfraNimGame;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** Runs a ProtocolLoop on its own thread, feeding it lines and collecting what it prints. */
final class LoopDriver implements AutoCloseable {

    final InfraNimGame game = new InfraNimGame();
    final Engine<InfraNimGame.Position, InfraNimGame.Move> engine;
    final ProtocolLoop<InfraNimGame.Position, InfraNimGame.Move> loop;
    private final PipedWriter toEngine = new PipedWriter();
    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
    /** Every line read so far by {@link #await}, in order. */
    final List<String> seen = new ArrayList<>();
    private final Thread thread;
    private volatile Throwable failure;

    LoopDriver() {
        this(null);
    }

    LoopDriver(Dialect<InfraNimGame.Position, InfraNimGame.Move> dialect) {
        this(dialect, NimDialect.EVALUATOR);
    }

    LoopDriver(Dialect<InfraNimGame.Position, InfraNimGame.Move> dialect, Evaluator<InfraNimGame.Position> evaluator) {
        try {
            engine = new Engine<>(game, evaluator,
                    SearchOptions.defaults().supportedBy(game).withHashMegabytes(4), Clock.system(),
                    Engine.OptionNames.GENERIC);
            // Tests that want the first isready to warm up the JIT set it back.
            engine.setOption(Engine.WARMUP, "0");
            PipedReader reader = new PipedReader(toEngine, 1 << 16);
            loop = new ProtocolLoop<>(engine, dialect == null ? new NimDialect(game) : dialect,
                    new BufferedReader(reader), new PrintStream(new LineSink(output), true, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        thread = new Thread(() -> {
            try {
                loop.run();
            } catch (Throwable t) {
                failure = t;
            }
        }, "protocol-loop-test");
        thread.start();
    }

    /** Sends one command line. */
    void send(String line) {
        try {
            toEngine.write(line + "\n");
            toEngine.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The next printed line that matches, skipping (but remembering) others; fails after the timeout. */
    String await(Predicate<String> wanted, long timeoutMillis, String what) {
        long end = System.nanoTime() + timeoutMillis * 1_000_000L;
        while (true) {
            long left = end - System.nanoTime();
            String line;
            try {
                line = left > 0 ? output.poll(left, TimeUnit.NANOSECONDS) : null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for " + what);
            }
            if (line == null) {
                return fail("no " + what + " within " + timeoutMillis + " ms; lines so far: " + seen);
            }
            seen.add(line);
            if (wanted.test(line)) {
                return line;
            }
        }
    }

    String awaitStart(String prefix) {
        return await(line -> line.startsWith(prefix), 5_000, "line starting with '" + prefix + "'");
    }

    /** Lines printed so far and not yet read, without waiting. */
    List<String> drain() {
        List<String> lines = new ArrayList<>();
        output.drainTo(lines);
        seen.addAll(lines);
        return lines;
    }

    /** Whether the loop thread has ended. */
    boolean ended(long timeoutMillis) throws InterruptedException {
        thread.join(timeoutMillis);
        return !thread.isAlive();
    }

    /** Asserts that {@code bestmove} names a legal move of {@code position}. */
    void assertLegal(String bestMoveLine, InfraNimGame.Position position) {
        String move = bestMoveLine.split(" ")[1];
        assertThat(game.legalMoves(position)).extracting(Object::toString).as("legal moves of %s", game.describe(position))
                .contains(move);
    }

    @Override
    public void close() throws InterruptedException {
        if (thread.isAlive()) {
            send("quit");
        }
        assertThat(ended(5_000)).as("loop ended after quit").isTrue();
        assertThat(failure).as("loop failure").isNull();
    }

    /** Splits what the loop prints into lines. */
    private static final class LineSink extends OutputStream {
        private final BlockingQueue<String> lines;
        private final ByteArrayOutputStream current = new ByteArrayOutputStream();

        LineSink(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(current.toString(StandardCharsets.UTF_8).replace("\r", ""));
                current.reset();
            } else {
                current.write(b);
            }
        }
    }
}
