package io.github.tansaku.harness.match;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The results log of a match: one JSON object per line, a header naming the match first, then
 * one {@link GameOutcome} per finished game, flushed as each game ends so that nothing is lost
 * when a run is interrupted. {@code -resume} reads it back ({@link #readOutcomes}) and appends.
 */
public final class ResultsLog implements AutoCloseable {

    private static final Gson GSON = new Gson();

    private final BufferedWriter writer;

    private ResultsLog(BufferedWriter writer) {
        this.writer = writer;
    }

    /**
     * Opens {@code file} for a match identified by {@code identity} (engines, time control,
     * rounds): a new log when {@code resume} is false (replacing any old one), else the existing
     * log, whose header must name the same match.
     *
     * @throws IllegalArgumentException when resuming a log of another match, or an unreadable one
     */
    public static ResultsLog open(Path file, String identity, boolean resume) throws IOException {
        if (resume && Files.exists(file)) {
            String header = readHeader(file);
            if (!identity.equals(header)) {
                throw new IllegalArgumentException("cannot resume: " + file + " is the log of another match ('" + header
                        + "'), not of '" + identity + "'");
            }
            return new ResultsLog(Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND));
        }
        BufferedWriter writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        JsonObject header = new JsonObject();
        header.addProperty("match", identity);
        writer.write(GSON.toJson(header));
        writer.newLine();
        writer.flush();
        return new ResultsLog(writer);
    }

    /** The games a log records; empty for a file that does not exist. */
    public static List<GameOutcome> readOutcomes(Path file) throws IOException {
        List<GameOutcome> outcomes = new ArrayList<>();
        if (!Files.exists(file)) {
            return outcomes;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty()) {
                continue;
            }
            try {
                GameOutcome outcome = GSON.fromJson(line, GameOutcome.class);
                if (outcome == null || outcome.termination() == null) {
                    throw new JsonParseException("missing fields");
                }
                outcomes.add(outcome);
            } catch (JsonParseException e) {
                // A line cut off by an interruption is the last one; anything else is damage.
                if (i == lines.size() - 1) {
                    break;
                }
                throw new IllegalArgumentException(file + " line " + (i + 1) + " is not a game result: " + e.getMessage());
            }
        }
        return outcomes;
    }

    private static String readHeader(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        try {
            JsonObject header = lines.isEmpty() ? null : GSON.fromJson(lines.get(0), JsonObject.class);
            if (header == null || !header.has("match")) {
                throw new IllegalArgumentException(file + " has no match header; it is not a results log");
            }
            return header.get("match").getAsString();
        } catch (JsonParseException e) {
            throw new IllegalArgumentException(file + " has no match header; it is not a results log");
        }
    }

    /** Appends one game and flushes. */
    public synchronized void append(GameOutcome outcome) {
        try {
            writer.write(GSON.toJson(outcome));
            writer.newLine();
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the results log", e);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        writer.close();
    }
}
