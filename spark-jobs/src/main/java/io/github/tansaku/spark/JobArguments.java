package io.github.tansaku.spark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A job's command line in the single-dash style of {@code bin/tansaku match}: an option and the
 * words after it up to the next option ({@code -fen rnbqkbnr/... w KQkq - 0 1 -depth 5}). An
 * option may repeat ({@code -engine} twice). A word that starts with {@code -} followed by a digit
 * is a number, and a lone {@code -} is a word (FEN's empty fields), not an option.
 * {@code --master} and {@code -master} are the same option.
 */
final class JobArguments {

    /** One occurrence of an option with its words. */
    record Group(String option, List<String> words) {

        /** The words as {@code key=value} pairs (a word without {@code =} maps to ""); refuses a repeated key. */
        Map<String, String> pairs() {
            Map<String, String> pairs = new LinkedHashMap<>();
            for (String word : words) {
                int equals = word.indexOf('=');
                String key = equals < 0 ? word : word.substring(0, equals);
                if (pairs.put(key, equals < 0 ? "" : word.substring(equals + 1)) != null) {
                    throw new IllegalArgumentException(option + ": '" + key + "' is given twice");
                }
            }
            return pairs;
        }

        /** The single word; refuses none or several. */
        String single() {
            if (words.size() != 1) {
                throw new IllegalArgumentException(option + " takes one value, got " + words.size());
            }
            return words.get(0);
        }

        /** The words joined by spaces (a FEN or SFEN); refuses none. */
        String text() {
            if (words.isEmpty()) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return String.join(" ", words);
        }
    }

    private final List<Group> groups;

    private JobArguments(List<Group> groups) {
        this.groups = groups;
    }

    /** The groups of {@code args}; refuses words before the first option and options outside {@code known}. */
    static JobArguments parse(List<String> args, Set<String> known, String usage) {
        List<Group> groups = new ArrayList<>();
        for (String arg : args) {
            if (isOption(arg)) {
                String option = arg.equals("--master") ? "-master" : arg;
                if (!known.contains(option)) {
                    throw new IllegalArgumentException("unknown option '" + arg + "'; usage: " + usage);
                }
                groups.add(new Group(option, new ArrayList<>()));
            } else if (groups.isEmpty()) {
                throw new IllegalArgumentException("expected an option, got '" + arg + "'; usage: " + usage);
            } else {
                groups.get(groups.size() - 1).words().add(arg);
            }
        }
        return new JobArguments(groups);
    }

    /** Every occurrence of {@code option}, in order. */
    List<Group> all(String option) {
        return groups.stream().filter(group -> group.option().equals(option)).toList();
    }

    /** The only occurrence of {@code option}, or null; refuses several. */
    Group one(String option) {
        List<Group> found = all(option);
        if (found.size() > 1) {
            throw new IllegalArgumentException(option + " is given " + found.size() + " times");
        }
        return found.isEmpty() ? null : found.get(0);
    }

    /** The single value of {@code option}, or {@code otherwise} when it is absent. */
    String value(String option, String otherwise) {
        Group group = one(option);
        return group == null ? otherwise : group.single();
    }

    /** A whole number of at least {@code min}. */
    static int integer(String what, String text, int min) {
        try {
            int value = Integer.parseInt(text);
            if (value >= min) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(what + " needs a whole number of at least " + min + ", not '" + text + "'");
    }

    /** A number. */
    static double number(String what, String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " needs a number, not '" + text + "'");
        }
    }

    private static boolean isOption(String word) {
        return word.length() > 1 && word.charAt(0) == '-' && !Character.isDigit(word.charAt(1)) && word.charAt(1) != '.';
    }
}
