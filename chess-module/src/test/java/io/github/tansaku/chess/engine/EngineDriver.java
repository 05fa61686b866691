package io.github.tansaku.chess.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.notation.UciNotation;
import io.github.tansaku.chess.Move;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.engine.ProtocolLoop;
import java.io.BufferedReader;
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

/**
 * Runs a {@link UciEngine} on its own thread, fed through a pipe, and collects its output lines
 * with their arrival times, as a GUI would see them.
 */
final class EngineDriver implements AutoCloseable {

    /** One output line and when it arrived ({@link System#nanoTime()}). */
    record Line(String text, long nanos) {
    }

    private final PipedWriter toEngine = new PipedWriter();
    private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
    private final Thread thread;
    final ProtocolLoop<Position, Move> loop;

    /** An engine on the system clock, without the JIT warm-up search. */
    EngineDriver() {
        this(Clock.system(), false);
    }

    /** An engine on {@code clock}; with {@code warmUp}, the first {@code isready} runs the warm-up search. */
    EngineDriver(Clock clock, boolean warmUp) {
        BufferedReader in;
        try {
            in = new BufferedReader(new PipedReader(toEngine, 1 << 16));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        PrintStream out = new PrintStream(new LineCollector(), true, StandardCharsets.UTF_8);
        loop = UciEngine.newLoop(in, out, clock);
        thread = new Thread(() -> {
            try {
                loop.run();
            } catch (IOException e) {
                lines.add(new Line("driver: input failed: " + e, System.nanoTime()));
            }
        }, "uci-engine-under-test");
        thread.setDaemon(true);
        thread.start();
        if (!warmUp) {
            send("setoption name Warmup value 0");
        }
    }

    /** Sends one command line; returns {@link System#nanoTime()} just after it was written. */
    long send(String command) {
        try {
            toEngine.write(command + "\n");
            toEngine.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return System.nanoTime();
    }

    /** Waits for the first line matching {@code condition}; returns it with every line before it. */
    List<Line> until(Predicate<String> condition, long timeoutMillis) {
        List<Line> seen = new ArrayList<>();
        long end = System.nanoTime() + timeoutMillis * 1_000_000L;
        while (true) {
            long left = end - System.nanoTime();
            Line line;
            try {
                line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            if (line == null) {
                fail("no matching line within " + timeoutMillis + " ms; got " + texts(seen));
            }
            seen.add(line);
            if (condition.test(line.text())) {
                return seen;
            }
        }
    }

    /** Waits for {@code bestmove} and returns every line up to it. */
    List<Line> untilBestMove(long timeoutMillis) {
        return until(text -> text.startsWith("bestmove"), timeoutMillis);
    }

    /** Sends {@code isready} and returns every line up to {@code readyok}. */
    List<String> sync() {
        send("isready");
        return texts(until(text -> text.equals("readyok"), 30_000));
    }

    static List<String> texts(List<Line> lines) {
        return lines.stream().map(Line::text).toList();
    }

    static String last(List<Line> lines) {
        return lines.get(lines.size() - 1).text();
    }

    /** The move of a {@code bestmove} line. */
    static String bestMove(String line) {
        assertThat(line).startsWith("bestmove ");
        return line.split("\\s+")[1];
    }

    /** Asserts that {@code move} is legal in the position of {@code positionCommand}. */
    static void assertLegal(String positionCommand, String move) {
        Position position = BenchPositions.toPosition(positionCommand);
        int code = UciNotation.parse(position, move);
        assertThat(MoveGenerator.isLegal(position, code)).as("%s legal after %s", move, positionCommand).isTrue();
    }

    @Override
    public void close() throws Exception {
        send("quit");
        thread.join(5_000);
        assertThat(thread.isAlive()).as("engine thread ended after quit").isFalse();
    }

    /** Splits the engine's output into timestamped lines. */
    private final class LineCollector extends OutputStream {
        private final StringBuilder current = new StringBuilder();

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(new Line(current.toString().strip(), System.nanoTime()));
                current.setLength(0);
            } else {
                current.append((char) b);
            }
        }
    }
}
