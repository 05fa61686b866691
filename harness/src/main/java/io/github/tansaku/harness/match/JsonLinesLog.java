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
import java.util.function.Predicate;

/**
 * A log of a long run that can be interrupted and resumed: one JSON object per line, a header
 * naming the run first, then one entry per line, flushed as each is appended so that nothing
 * is lost when the run stops. Resuming reads the entries back and appends to the same file, but
 * only to the log of the same run. The match's {@link ResultsLog} and the tuner's log are two
 * kinds of it.
 *
 * @param <T> the entry type, a record Gson reads and writes
 */
public final class JsonLinesLog<T> implements AutoCloseable {

    private static final Gson GSON = new Gson();

    /**
     * What a kind of log holds and how its messages name it.
     *
     * @param headerKey the header's one property, whose value is the run's identity ("match")
     * @param run       what a run is called ("match")
     * @param log       what the log is called ("results log")
     * @param entry     what an entry is called ("game result")
     * @param type      the entries' class
     * @param complete  whether an entry read back has the fields a written one always has
     */
    public record Kind<T>(String headerKey, String run, String log, String entry, Class<T> type, Predicate<T> complete) {
    }

    private final Kind<T> kind;
    private final BufferedWriter writer;

    private JsonLinesLog(Kind<T> kind, BufferedWriter writer) {
        this.kind = kind;
        this.writer = writer;
    }

    /**
     * Opens {@code file} for the run identified by {@code identity}: a new log when
     * {@code resume} is false (replacing any old one), else the existing log, whose header must
     * name the same run.
     *
     * @throws IllegalArgumentException when resuming the log of another run, or a file that is
     *     not a log of this kind
     */
    public static <T> JsonLinesLog<T> open(Kind<T> kind, Path file, String identity, boolean resume) throws IOException {
        if (resume && Files.exists(file)) {
            String header = identity(kind, file);
            if (!identity.equals(header)) {
                throw new IllegalArgumentException("cannot resume: " + file + " is the log of another " + kind.run() + " ('"
                        + header + "'), not of '" + identity + "'");
            }
            endLastLine(kind, file);
            return new JsonLinesLog<>(kind, Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND));
        }
        BufferedWriter writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        JsonObject header = new JsonObject();
        header.addProperty(kind.headerKey(), identity);
        writer.write(GSON.toJson(header));
        writer.newLine();
        writer.flush();
        return new JsonLinesLog<>(kind, writer);
    }

    /**
     * Makes the file end at a line's end before a resumed run appends to it. An interruption can
     * leave the last line without its line break: a whole entry (which {@link #read} counts) gets
     * the break, a cut-off one (which it leaves out) is removed, so that the next entry starts a
     * line of its own.
     */
    private static void endLastLine(Kind<?> kind, Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        if (bytes.length == 0 || bytes[bytes.length - 1] == '\n') {
            return;
        }
        int lineStart = bytes.length;
        while (lineStart > 0 && bytes[lineStart - 1] != '\n') {
            lineStart--;
        }
        String last = new String(bytes, lineStart, bytes.length - lineStart, StandardCharsets.UTF_8);
        if (lineStart == 0 || isEntry(kind, last)) {
            // the header alone (which the resume has read), or a whole entry
            Files.writeString(file, System.lineSeparator(), StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } else {
            try (java.nio.channels.FileChannel channel = java.nio.channels.FileChannel.open(file, StandardOpenOption.WRITE)) {
                channel.truncate(lineStart);
            }
        }
    }

    private static <T> boolean isEntry(Kind<T> kind, String line) {
        try {
            parse(kind, line.trim());
            return true;
        } catch (JsonParseException e) {
            return false;
        }
    }

    /** The entry a line holds; refuses one that is not JSON or lacks a field. */
    private static <T> T parse(Kind<T> kind, String line) {
        T entry = GSON.fromJson(line, kind.type());
        if (entry == null || !kind.complete().test(entry)) {
            throw new JsonParseException("missing fields");
        }
        return entry;
    }

    /**
     * The entries of {@code file} in order; empty for a file that does not exist. A last line cut
     * off by an interruption is left out.
     *
     * @throws IllegalArgumentException when another line is not an entry
     */
    public static <T> List<T> read(Kind<T> kind, Path file) throws IOException {
        List<T> entries = new ArrayList<>();
        if (!Files.exists(file)) {
            return entries;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty()) {
                continue;
            }
            try {
                entries.add(parse(kind, line));
            } catch (JsonParseException e) {
                if (i == lines.size() - 1) {
                    break;
                }
                throw new IllegalArgumentException(file + " line " + (i + 1) + " is not a " + kind.entry() + ": " + e.getMessage());
            }
        }
        return entries;
    }

    /**
     * The identity of the run {@code file} logs, from its header.
     *
     * @throws IllegalArgumentException when the file has no header of this kind
     */
    public static String identity(Kind<?> kind, Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        String refusal = file + " has no " + kind.run() + " header; it is not a " + kind.log();
        try {
            JsonObject header = lines.isEmpty() ? null : GSON.fromJson(lines.get(0), JsonObject.class);
            if (header == null || !header.has(kind.headerKey())) {
                throw new IllegalArgumentException(refusal);
            }
            return header.get(kind.headerKey()).getAsString();
        } catch (JsonParseException e) {
            throw new IllegalArgumentException(refusal);
        }
    }

    /** Appends one entry and flushes. */
    public synchronized void append(T entry) {
        try {
            writer.write(GSON.toJson(entry));
            writer.newLine();
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the " + kind.log(), e);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        writer.close();
    }
}
