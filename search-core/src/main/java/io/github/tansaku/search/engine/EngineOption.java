package io.github.tansaku.search.engine;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * One engine option as UCI and USI declare it: a {@code check} (boolean), {@code spin}
 * (integer in a range), {@code combo} (one of fixed choices), {@code string} or
 * {@code button} (an action). Each option validates the text a GUI sends and hands the parsed
 * value to its action; an invalid value throws {@link IllegalArgumentException} with a message
 * that names the option and the accepted values, and leaves the option unchanged.
 *
 * <p>Option names are matched without regard to case, as UCI asks. Options are used by one
 * protocol thread; they are not thread-safe.
 */
public final class EngineOption {

    /** The kinds of option, named as the protocols write them. */
    public enum Type {
        /** {@code true} or {@code false}. */
        CHECK,
        /** An integer between a minimum and a maximum. */
        SPIN,
        /** One of a fixed list of strings. */
        COMBO,
        /** Any text, possibly empty. */
        STRING,
        /** No value: setting it runs an action. */
        BUTTON;

        /** The protocol keyword, such as {@code "spin"}. */
        public String keyword() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final String name;
    private final Type type;
    private final String defaultValue;
    private final int min;
    private final int max;
    private final List<String> choices;
    private final Consumer<String> action;
    private String value;

    private EngineOption(String name, Type type, String defaultValue, int min, int max, List<String> choices,
            Consumer<String> action) {
        if (name == null || name.isBlank() || !name.strip().equals(name)) {
            throw new IllegalArgumentException("option name must be non-blank without surrounding spaces: '" + name + "'");
        }
        if (name.toLowerCase(Locale.ROOT).contains(" value")) {
            throw new IllegalArgumentException("option name must not contain the word 'value': " + name);
        }
        this.name = name;
        this.type = type;
        this.defaultValue = defaultValue;
        this.min = min;
        this.max = max;
        this.choices = List.copyOf(choices);
        this.action = Objects.requireNonNull(action, "action");
        this.value = defaultValue;
    }

    /** A {@code check} option; {@code action} receives each new value. */
    public static EngineOption check(String name, boolean defaultValue, Consumer<Boolean> action) {
        Objects.requireNonNull(action, "action");
        return new EngineOption(name, Type.CHECK, Boolean.toString(defaultValue), 0, 0, List.of(),
                text -> action.accept(Boolean.parseBoolean(text)));
    }

    /** A {@code spin} option in {@code [min, max]}; {@code action} receives each new value. */
    public static EngineOption spin(String name, int defaultValue, int min, int max, IntConsumer action) {
        Objects.requireNonNull(action, "action");
        if (min > max || defaultValue < min || defaultValue > max) {
            throw new IllegalArgumentException("spin option " + name + ": default " + defaultValue
                    + " must lie in [" + min + ", " + max + "]");
        }
        return new EngineOption(name, Type.SPIN, Integer.toString(defaultValue), min, max, List.of(),
                text -> action.accept(Integer.parseInt(text)));
    }

    /** A {@code combo} option with the given choices; {@code action} receives the choice as listed. */
    public static EngineOption combo(String name, String defaultValue, List<String> choices, Consumer<String> action) {
        if (choices.isEmpty() || !choices.contains(defaultValue)) {
            throw new IllegalArgumentException("combo option " + name + ": default '" + defaultValue
                    + "' must be one of " + choices);
        }
        for (String choice : choices) {
            if (choice.isBlank() || choice.contains(" ")) {
                throw new IllegalArgumentException("combo option " + name + ": choices must be single words: '" + choice + "'");
            }
        }
        return new EngineOption(name, Type.COMBO, defaultValue, 0, 0, choices, action);
    }

    /** A {@code string} option; {@code action} receives each new value (possibly empty). */
    public static EngineOption string(String name, String defaultValue, Consumer<String> action) {
        return new EngineOption(name, Type.STRING, Objects.requireNonNull(defaultValue, "defaultValue"), 0, 0,
                List.of(), action);
    }

    /** A {@code button} option: setting it runs {@code action}. */
    public static EngineOption button(String name, Runnable action) {
        Objects.requireNonNull(action, "action");
        return new EngineOption(name, Type.BUTTON, "", 0, 0, List.of(), text -> action.run());
    }

    /** The option's name as declared. */
    public String name() {
        return name;
    }

    /** The kind of option. */
    public Type type() {
        return type;
    }

    /** The default value as text ({@code ""} for buttons). */
    public String defaultValue() {
        return defaultValue;
    }

    /** The current value as text ({@code ""} for buttons). */
    public String value() {
        return value;
    }

    /** The smallest value of a spin option (0 for other types). */
    public int min() {
        return min;
    }

    /** The largest value of a spin option (0 for other types). */
    public int max() {
        return max;
    }

    /** The choices of a combo option (empty for other types). */
    public List<String> choices() {
        return choices;
    }

    /** Whether {@code otherName} names this option (case-insensitive). */
    public boolean isNamed(String otherName) {
        return name.equalsIgnoreCase(otherName.strip());
    }

    /**
     * Validates {@code text}, stores it and runs the option's action with the parsed value.
     * Check values are {@code true}/{@code false} in any case; combo values match a choice in any
     * case; buttons ignore the text.
     *
     * @throws IllegalArgumentException if the value is not valid for this option; nothing changes
     */
    public void set(String text) {
        String canonical = canonical(text == null ? "" : text.strip());
        action.accept(canonical);
        if (type != Type.BUTTON) {
            value = canonical;
        }
    }

    /** Restores the default value, running the action (not for buttons). */
    public void reset() {
        if (type != Type.BUTTON) {
            set(defaultValue);
        }
    }

    private String canonical(String text) {
        switch (type) {
            case CHECK:
                if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
                    return text.toLowerCase(Locale.ROOT);
                }
                throw invalid(text, "true or false");
            case SPIN:
                long number;
                try {
                    number = Long.parseLong(text);
                } catch (NumberFormatException e) {
                    throw invalid(text, "an integer from " + min + " to " + max);
                }
                if (number < min || number > max) {
                    throw invalid(text, "an integer from " + min + " to " + max);
                }
                return Long.toString(number);
            case COMBO:
                for (String choice : choices) {
                    if (choice.equalsIgnoreCase(text)) {
                        return choice;
                    }
                }
                throw invalid(text, "one of " + String.join(", ", choices));
            case STRING:
                return text.equals("<empty>") ? "" : text;
            default:
                return "";
        }
    }

    private IllegalArgumentException invalid(String text, String expected) {
        return new IllegalArgumentException("invalid value '" + text + "' for option " + name + ": expected " + expected);
    }

    /**
     * The declaration both UCI and USI print after {@code option}:
     * {@code name Hash type spin default 16 min 1 max 1024}. An empty string default prints as
     * {@code <empty>}.
     */
    public String declaration() {
        StringBuilder s = new StringBuilder("name ").append(name).append(" type ").append(type.keyword());
        switch (type) {
            case CHECK -> s.append(" default ").append(defaultValue);
            case SPIN -> s.append(" default ").append(defaultValue).append(" min ").append(min).append(" max ").append(max);
            case COMBO -> {
                s.append(" default ").append(defaultValue);
                for (String choice : choices) {
                    s.append(" var ").append(choice);
                }
            }
            case STRING -> s.append(" default ").append(defaultValue.isEmpty() ? "<empty>" : defaultValue);
            default -> {
            }
        }
        return s.toString();
    }

    @Override
    public String toString() {
        return declaration();
    }
}
