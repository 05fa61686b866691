package io.github.tansaku.search.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The fields of a {@code go} command, shared by UCI and USI. A malformed numeric field, a
 * {@code perft} or {@code mate} value included, is reported through the warning callback and
 * ignored, so that the command still runs and ends in an answer (as Stockfish, which reads such
 * a value as absent); {@link #mateAsked} records that {@code mate} was there, for USI, whose
 * {@code go mate} asks for another kind of answer.
 */
final class GoCommand {

    /** The words that start a field; {@code searchmoves} takes the words up to the next of them. */
    private static final Set<String> KEYWORDS = Set.of("wtime", "btime", "winc", "binc", "movestogo", "byoyomi",
            "depth", "nodes", "movetime", "infinite", "ponder", "mate", "searchmoves", "perft");

    /** The numeric fields present, by name. */
    final Map<String, Long> numbers = new HashMap<>();
    final List<String> searchMoves = new ArrayList<>();
    boolean infinite;
    boolean ponder;
    Long perft;
    Long mate;
    /** Whether the command has the word {@code mate}, even with a malformed value. */
    boolean mateAsked;

    /** Parses the words after {@code go}; {@code warn} receives what was ignored. */
    static GoCommand parse(String arguments, Consumer<String> warn) {
        GoCommand go = new GoCommand();
        String[] words = arguments.isEmpty() ? new String[0] : arguments.split("\\s+");
        for (int i = 0; i < words.length; i++) {
            String word = words[i];
            switch (word) {
                case "infinite" -> go.infinite = true;
                case "ponder" -> go.ponder = true;
                case "searchmoves" -> {
                    while (i + 1 < words.length && !KEYWORDS.contains(words[i + 1])) {
                        go.searchMoves.add(words[++i]);
                    }
                }
                case "mate" -> {
                    go.mateAsked = true;
                    if (i + 1 < words.length && words[i + 1].equals("infinite")) {
                        i++;
                        go.mate = Long.MAX_VALUE;
                    } else {
                        go.mate = number(words, i, warn);
                        i += skip(words, i);
                    }
                }
                case "perft" -> {
                    go.perft = number(words, i, warn);
                    i += skip(words, i);
                }
                case "wtime", "btime", "winc", "binc", "movestogo", "byoyomi", "depth", "nodes", "movetime" -> {
                    Long value = number(words, i, warn);
                    i += skip(words, i);
                    if (value != null) {
                        go.numbers.put(word, value);
                    }
                }
                default -> warn.accept("go: ignored unknown word '" + word + "'");
            }
        }
        return go;
    }

    /**
     * How many words the value of field {@code words[i]} takes: the next one, unless it is
     * missing or a keyword (a field without its value, as in {@code go mate depth 3}, leaves the
     * next field to be read).
     */
    private static int skip(String[] words, int i) {
        return i + 1 < words.length && !KEYWORDS.contains(words[i + 1]) ? 1 : 0;
    }

    /** The number after {@code words[i]}, or {@code null} (with a warning) if there is none. */
    private static Long number(String[] words, int i, Consumer<String> warn) {
        if (i + 1 >= words.length || KEYWORDS.contains(words[i + 1])) {
            warn.accept("go: " + words[i] + " needs a value; ignored");
            return null;
        }
        try {
            long value = Long.parseLong(words[i + 1]);
            // Times may be slightly negative when a GUI reports a late clock; others may not.
            if (value < 0 && !words[i].endsWith("time")) {
                warn.accept("go: " + words[i] + " must not be negative, got " + value + "; ignored");
                return null;
            }
            return value;
        } catch (NumberFormatException e) {
            warn.accept("go: bad value '" + words[i + 1] + "' for " + words[i] + "; ignored");
            return null;
        }
    }
}
