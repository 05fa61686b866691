package io.github.tansaku.examples.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command line of cutechess-cli and fastchess: options start with {@code -}, and the words
 * after an option up to the next one are its values, often {@code key=value} pairs
 * ({@code -engine cmd=stockfish name=sf option.Hash=16 -each tc=2+0.02 -rounds 10}). An option
 * may repeat ({@code -engine} twice). A value that starts with {@code -} and a digit is a
 * number, not an option ({@code -elo0 -1}).
 *
 * <p>Written here rather than with an option library because such libraries parse flat
 * options; repeated groups of {@code key=value} words are the format itself.
 */
final class OptionGroups {

    /** One occurrence of an option with its values. */
    record Group(String option, List<String> values) {

        /** The values as {@code key=value} pairs (a word without {@code =} maps to ""); refuses repeated keys. */
        Map<String, String> pairs() {
            Map<String, String> pairs = new LinkedHashMap<>();
            for (String value : values) {
                int equals = value.indexOf('=');
                String key = equals < 0 ? value : value.substring(0, equals);
                String text = equals < 0 ? "" : value.substring(equals + 1);
                if (pairs.put(key, text) != null) {
                    throw new IllegalArgumentException(option + ": '" + key + "' is given twice");
                }
            }
            return pairs;
        }

        /** The single value; refuses none or several. */
        String single() {
            if (values.size() != 1) {
                throw new IllegalArgumentException(option + " takes one value, got " + values.size());
            }
            return values.get(0);
        }

        /** Refuses any value. */
        void noValue() {
            if (!values.isEmpty()) {
                throw new IllegalArgumentException(option + " takes no value, got " + values);
            }
        }
    }

    private OptionGroups() {
    }

    /** The groups of {@code args}, in order; refuses words before the first option. */
    static List<Group> parse(List<String> args) {
        List<Group> groups = new ArrayList<>();
        for (String arg : args) {
            if (isOption(arg)) {
                groups.add(new Group(arg, new ArrayList<>()));
            } else if (groups.isEmpty()) {
                throw new IllegalArgumentException("expected an option (such as -engine), got '" + arg + "'");
            } else {
                groups.get(groups.size() - 1).values().add(arg);
            }
        }
        return groups;
    }

    private static boolean isOption(String word) {
        return word.length() > 1 && word.charAt(0) == '-' && !Character.isDigit(word.charAt(1)) && word.charAt(1) != '.';
    }
}
