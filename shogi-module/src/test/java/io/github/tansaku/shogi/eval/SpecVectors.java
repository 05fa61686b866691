package io.github.tansaku.shogi.eval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The test vectors of YaneuraOu's MATERIAL_LEVEL evaluators (produced by YaneuraOu's own evaluation), read from {@code eval/vectors.txt}. */
final class SpecVectors {

    /** One row: the SFEN, the textbook material and the scores of YaneuraOu levels 1 to 9. */
    record Row(int number, String sfen, int textbookMaterial, int[] levels) {

        int level(int level) {
            return levels[level - 1];
        }

        @Override
        public String toString() {
            return "#" + number + " " + sfen;
        }
    }

    private SpecVectors() {
    }

    static List<Row> rows() {
        try (InputStream in = SpecVectors.class.getResourceAsStream("/eval/vectors.txt")) {
            if (in == null) {
                throw new IllegalStateException("missing test resource /eval/vectors.txt");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<Row> rows = new ArrayList<>();
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\\|");
                int[] levels = new int[9];
                for (int i = 0; i < 9; i++) {
                    levels[i] = Integer.parseInt(cells[3 + i].trim());
                }
                rows.add(new Row(Integer.parseInt(cells[0].trim()), cells[1].trim(),
                        Integer.parseInt(cells[2].trim()), levels));
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
