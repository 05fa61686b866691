package io.github.tansaku.chess.testsupport;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The perft suite test resource: one FEN per line followed by {@code ;Dn count} fields. */
public final class PerftSuite {

    /** One suite line: a FEN and the counts at depths 1, 2, ... */
    public record Entry(String fen, long[] counts) {
        /** The deepest depth whose count is at most {@code budget}, at least 1. */
        public int deepestWithin(long budget) {
            int depth = 1;
            while (depth < counts.length && counts[depth] <= budget) {
                depth++;
            }
            return depth;
        }
    }

    private PerftSuite() {
    }

    /** All entries of {@code /perftsuite.epd}. */
    public static List<Entry> load() {
        try (InputStream in = PerftSuite.class.getResourceAsStream("/perftsuite.epd")) {
            if (in == null) {
                throw new IllegalStateException("perftsuite.epd missing from the test resources");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<Entry> entries = new ArrayList<>();
            for (String line; (line = reader.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split(";");
                long[] counts = new long[parts.length - 1];
                for (int i = 1; i < parts.length; i++) {
                    String[] field = parts[i].trim().split(" ");
                    if (!field[0].equals("D" + i)) {
                        throw new IllegalStateException("bad suite line: " + line);
                    }
                    counts[i - 1] = Long.parseLong(field[1]);
                }
                entries.add(new Entry(parts[0].trim(), counts));
            }
            return entries;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
