package io.github.tansaku.harness.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The results log of a match: a {@link JsonLinesLog} whose header names the match, then one
 * {@link GameOutcome} per finished game, flushed as each game ends so that nothing is lost when
 * a run is interrupted. {@code -resume} reads it back ({@link #readOutcomes}) and appends.
 */
public final class ResultsLog implements AutoCloseable {

    private static final JsonLinesLog.Kind<GameOutcome> KIND = new JsonLinesLog.Kind<>("match", "match", "results log",
            "game result", GameOutcome.class, outcome -> outcome.termination() != null);

    private final JsonLinesLog<GameOutcome> log;

    private ResultsLog(JsonLinesLog<GameOutcome> log) {
        this.log = log;
    }

    /**
     * Opens {@code file} for a match identified by {@code identity} (engines, time control,
     * rounds): a new log when {@code resume} is false (replacing any old one), else the existing
     * log, whose header must name the same match.
     *
     * @throws IllegalArgumentException when resuming a log of another match, or an unreadable one
     */
    public static ResultsLog open(Path file, String identity, boolean resume) throws IOException {
        return new ResultsLog(JsonLinesLog.open(KIND, file, identity, resume));
    }

    /** The games a log records; empty for a file that does not exist. */
    public static List<GameOutcome> readOutcomes(Path file) throws IOException {
        return JsonLinesLog.read(KIND, file);
    }

    /** The identity of the match a log records (engines, time control, rounds, openings, seed). */
    public static String identity(Path file) throws IOException {
        return JsonLinesLog.identity(KIND, file);
    }

    /** Appends one game and flushes. */
    public void append(GameOutcome outcome) {
        log.append(outcome);
    }

    @Override
    public void close() throws IOException {
        log.close();
    }
}
