package io.github.tansaku.shogi.engine;

import io.github.tansaku.search.engine.ProtocolLoop;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
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

/**
 * The USI engine driven line by line from a test: commands run on the calling thread through
 * {@link ProtocolLoop#execute}, searches on the engine's thread, and every printed line is
 * collected.
 */
final class UsiSession implements AutoCloseable {

    final ProtocolLoop<Position, Move> loop;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    /** Every line taken so far by {@link #await}, in order. */
    final List<String> seen = new ArrayList<>();

    UsiSession() {
        loop = UsiEngine.newLoop(new BufferedReader(new StringReader("")),
                new PrintStream(new LineSink(lines), true, StandardCharsets.UTF_8));
        // No JIT warm-up at the first isready: tests that time things say so themselves.
        loop.engine().setOption("Warmup", "0");
    }

    void send(String command) {
        loop.execute(command);
    }

    /** Waits for the next line starting with {@code prefix}; fails after {@code millis}. */
    String await(String prefix, long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                String line = lines.poll(Math.max(0, left), TimeUnit.NANOSECONDS);
                if (line == null) {
                    throw new AssertionError("no line starting with '" + prefix + "' within " + millis + " ms; saw " + seen);
                }
                seen.add(line);
                if (line.startsWith(prefix)) {
                    return line;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** The lines printed so far and not yet taken. */
    List<String> drain() {
        List<String> out = new ArrayList<>();
        lines.drainTo(out);
        seen.addAll(out);
        return out;
    }

    @Override
    public void close() {
        loop.execute("stop");
        loop.engine().close();
    }

    /** Splits what the loop prints into lines. */
    private static final class LineSink extends OutputStream {
        private final BlockingQueue<String> lines;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        LineSink(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                String line = bytes.toString(StandardCharsets.UTF_8);
                bytes.reset();
                lines.add(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
            } else {
                bytes.write(b);
            }
        }
    }
}
