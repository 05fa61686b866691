package io.github.tansaku.harness.tune;

import io.github.tansaku.harness.match.JsonLinesLog;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The log of an SPSA run: a {@link JsonLinesLog} whose header names the run, then one
 * {@link SpsaIteration} per finished iteration in the order they finished. The last line's
 * estimate is the run's state, so an interrupted run resumes from it ({@link #read}) and plays
 * the iterations the log lacks.
 */
public final class SpsaLog implements AutoCloseable {

    private static final JsonLinesLog.Kind<SpsaIteration> KIND = new JsonLinesLog.Kind<>("tune", "run", "tuning log",
            "tuning iteration", SpsaIteration.class,
            iteration -> iteration.estimate() != null && iteration.plus() != null && iteration.minus() != null);

    private final JsonLinesLog<SpsaIteration> log;

    private SpsaLog(JsonLinesLog<SpsaIteration> log) {
        this.log = log;
    }

    /**
     * Opens {@code file} for the run identified by {@code identity} (engines, parameters,
     * iterations, seed): a new log when {@code resume} is false (replacing any old one), else the
     * existing log, whose header must name the same run.
     *
     * @throws IllegalArgumentException when resuming the log of another run, or an unreadable one
     */
    public static SpsaLog open(Path file, String identity, boolean resume) throws IOException {
        return new SpsaLog(JsonLinesLog.open(KIND, file, identity, resume));
    }

    /**
     * The iterations a log records, in the order they finished; empty for a file that does not
     * exist. A last line cut off by an interruption is left out.
     *
     * @throws IllegalArgumentException when another line is not an iteration
     */
    public static List<SpsaIteration> read(Path file) throws IOException {
        return JsonLinesLog.read(KIND, file);
    }

    /**
     * The identity of the run whose log {@code file} is, from its header.
     *
     * @throws IllegalArgumentException when the file is not a tuning log
     */
    public static String identity(Path file) throws IOException {
        return JsonLinesLog.identity(KIND, file);
    }

    /** Appends one iteration and flushes. */
    public void append(SpsaIteration iteration) {
        log.append(iteration);
    }

    @Override
    public void close() throws IOException {
        log.close();
    }
}
