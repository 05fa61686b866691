package io.github.tansaku.chess.pgn;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.FenException;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.notation.NotationException;
import io.github.tansaku.chess.notation.SanNotation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One EPD record: a position (the first four FEN fields) and its operations, such as
 * {@code bm Qd1+;} (best moves), {@code am Nf3;} (moves to avoid), {@code id "WAC.001";} and
 * {@code c0 "comment";}. Every opcode is kept with its operands; {@code hmvc} and {@code fmvn}
 * set the position's clocks.
 */
public final class EpdRecord {

    private final Position position;
    private final Map<String, List<String>> operations;

    private EpdRecord(Position position, Map<String, List<String>> operations) {
        this.position = position;
        this.operations = operations;
    }

    /**
     * Parses one EPD line.
     *
     * @throws PgnException if the position or an operation is malformed
     */
    public static EpdRecord parse(String line) {
        if (line == null) {
            throw new PgnException("EPD line is null");
        }
        String text = line.strip();
        String[] fields = text.split("\\s+", 5);
        if (fields.length < 4) {
            throw new PgnException("EPD needs 4 position fields: '" + line + "'");
        }
        Map<String, List<String>> operations = parseOperations(fields.length == 5 ? fields[4] : "", line);
        String clocks = " " + single(operations, "hmvc", "0") + " " + single(operations, "fmvn", "1");
        Position position;
        try {
            position = Position.fromFen(fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3] + clocks);
        } catch (FenException e) {
            throw new PgnException("bad EPD position: " + e.getMessage(), e);
        }
        return new EpdRecord(position, operations);
    }

    /**
     * All records of an EPD file, one per line; blank lines and lines starting with {@code #}
     * are skipped.
     *
     * @throws PgnException if a line is malformed; the message starts with its line number
     * @throws UncheckedIOException if reading fails
     */
    public static List<EpdRecord> readAll(BufferedReader reader) {
        List<EpdRecord> records = new ArrayList<>();
        int number = 0;
        try {
            for (String line; (line = reader.readLine()) != null; ) {
                number++;
                if (line.isBlank() || line.stripLeading().startsWith("#")) {
                    continue;
                }
                try {
                    records.add(parse(line));
                } catch (PgnException e) {
                    throw new PgnException("line " + number + ": " + e.getMessage(), e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return records;
    }

    private static String single(Map<String, List<String>> operations, String opcode, String fallback) {
        List<String> operands = operations.get(opcode);
        return operands == null || operands.isEmpty() ? fallback : operands.get(0);
    }

    private static Map<String, List<String>> parseOperations(String text, String line) {
        Map<String, List<String>> operations = new LinkedHashMap<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(text.charAt(i)) && text.charAt(i) != ';') {
                i++;
            }
            String opcode = text.substring(start, i);
            if (opcode.isEmpty() || !Character.isLetter(opcode.charAt(0))) {
                throw new PgnException("bad EPD opcode '" + opcode + "' in '" + line + "'");
            }
            List<String> operands = new ArrayList<>();
            while (true) {
                while (i < n && Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                if (i >= n) {
                    throw new PgnException("EPD operation '" + opcode + "' lacks its ';' in '" + line + "'");
                }
                char c = text.charAt(i);
                if (c == ';') {
                    i++;
                    break;
                }
                if (c == '"') {
                    int close = text.indexOf('"', i + 1);
                    if (close < 0) {
                        throw new PgnException("unterminated string in EPD operation '" + opcode + "' in '" + line + "'");
                    }
                    operands.add(text.substring(i + 1, close));
                    i = close + 1;
                } else {
                    int begin = i;
                    while (i < n && !Character.isWhitespace(text.charAt(i)) && text.charAt(i) != ';') {
                        i++;
                    }
                    operands.add(text.substring(begin, i));
                }
            }
            operations.put(opcode, Collections.unmodifiableList(operands));
        }
        return operations;
    }

    /** A copy of the position. */
    public Position position() {
        return position.copy();
    }

    /** All operations, opcode to operands, in the order of the record. */
    public Map<String, List<String>> operations() {
        return Collections.unmodifiableMap(operations);
    }

    /** The operands of {@code opcode}, empty if the record does not have it. */
    public List<String> operands(String opcode) {
        return operations.getOrDefault(opcode, List.of());
    }

    /**
     * The best moves ({@code bm}), read as SAN.
     *
     * @throws PgnException if one names no legal move
     */
    public List<Move> bestMoves() {
        return moves("bm");
    }

    /** The moves to avoid ({@code am}), read as SAN. */
    public List<Move> avoidMoves() {
        return moves("am");
    }

    /** The {@code id} operand, or null. */
    public String id() {
        List<String> id = operations.get("id");
        return id == null || id.isEmpty() ? null : id.get(0);
    }

    /** The comment {@code c0} ... {@code c9} with that digit, or null. */
    public String comment(int digit) {
        List<String> comment = operations.get("c" + digit);
        return comment == null || comment.isEmpty() ? null : comment.get(0);
    }

    private List<Move> moves(String opcode) {
        List<Move> moves = new ArrayList<>();
        for (String san : operands(opcode)) {
            try {
                moves.add(Move.of(SanNotation.parse(position, san)));
            } catch (NotationException e) {
                throw new PgnException("EPD " + opcode + ": " + e.getMessage(), e);
            }
        }
        return moves;
    }
}
