package io.github.tansaku.harness.match;

import java.util.Locale;

/**
 * How long an engine may think in a match: a fixed limit per move (nodes, depth or time) or a
 * clock (main time, increment, moves to go, byoyomi). Limits combine: {@code nodes=N} with a
 * clock caps each search at N nodes and still runs the clock.
 *
 * <p>The runner keeps each engine's clock itself ({@link SideClock}) and forfeits an engine that
 * overruns it by more than {@code marginMillis}.
 *
 * @param nodes           nodes per move, 0 for no limit
 * @param depth           depth per move, 0 for no limit
 * @param moveTimeMillis  time per move, 0 for none
 * @param baseMillis      main time, 0 for none
 * @param incrementMillis time added after each move (Fischer), in chess and shogi alike
 * @param movesToGo       moves per period: the main time is added again after each period, 0 for sudden death
 * @param byoyomiMillis   time per move once the main time is used up, 0 for none
 * @param marginMillis    how far an engine may overrun its time before it forfeits
 */
public record TimeControl(long nodes, int depth, long moveTimeMillis, long baseMillis, long incrementMillis,
        int movesToGo, long byoyomiMillis, long marginMillis) {

    /** The margin of a time control that names none, as cutechess-cli's and fastchess's default is small too. */
    public static final long DEFAULT_MARGIN_MILLIS = 100;

    /** Refuses negative fields and a control that limits nothing. */
    public TimeControl {
        if (nodes < 0 || depth < 0 || moveTimeMillis < 0 || baseMillis < 0 || incrementMillis < 0 || movesToGo < 0
                || byoyomiMillis < 0 || marginMillis < 0) {
            throw new IllegalArgumentException("time control fields must not be negative");
        }
        if (nodes == 0 && depth == 0 && moveTimeMillis == 0 && baseMillis == 0 && incrementMillis == 0
                && byoyomiMillis == 0) {
            throw new IllegalArgumentException("a time control must limit something: nodes, depth, movetime or a clock");
        }
        if (moveTimeMillis > 0 && (baseMillis > 0 || byoyomiMillis > 0 || incrementMillis > 0)) {
            throw new IllegalArgumentException("a fixed move time and a clock exclude each other");
        }
    }

    /** A fixed number of nodes per move, no clock. */
    public static TimeControl nodes(long nodes) {
        return new TimeControl(nodes, 0, 0, 0, 0, 0, 0, DEFAULT_MARGIN_MILLIS);
    }

    /** A fixed depth per move, no clock. */
    public static TimeControl depth(int depth) {
        return new TimeControl(0, depth, 0, 0, 0, 0, 0, DEFAULT_MARGIN_MILLIS);
    }

    /** A fixed time per move. */
    public static TimeControl moveTime(long millis) {
        return new TimeControl(0, 0, millis, 0, 0, 0, 0, DEFAULT_MARGIN_MILLIS);
    }

    /** Main time and increment, sudden death. */
    public static TimeControl fischer(long baseMillis, long incrementMillis) {
        return new TimeControl(0, 0, 0, baseMillis, incrementMillis, 0, 0, DEFAULT_MARGIN_MILLIS);
    }

    /** Main time followed by byoyomi, as in shogi. */
    public static TimeControl byoyomi(long baseMillis, long byoyomiMillis) {
        return new TimeControl(0, 0, 0, baseMillis, 0, 0, byoyomiMillis, DEFAULT_MARGIN_MILLIS);
    }

    /**
     * Reads cutechess-cli's {@code tc} form: {@code [moves/]base[+increment]} in seconds, such
     * as {@code 10+0.1}, {@code 40/60} or {@code 2+0.02}.
     *
     * @throws IllegalArgumentException naming the text if it is malformed
     */
    public static TimeControl parseTc(String text) {
        try {
            String rest = text.trim();
            int movesToGo = 0;
            int slash = rest.indexOf('/');
            if (slash >= 0) {
                movesToGo = Integer.parseInt(rest.substring(0, slash));
                rest = rest.substring(slash + 1);
            }
            long increment = 0;
            int plus = rest.indexOf('+');
            if (plus >= 0) {
                increment = secondsToMillis(rest.substring(plus + 1));
                rest = rest.substring(0, plus);
            }
            long base = secondsToMillis(rest);
            return new TimeControl(0, 0, 0, base, increment, movesToGo, 0, DEFAULT_MARGIN_MILLIS);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("malformed time control '" + text + "': expected [moves/]seconds[+increment]");
        }
    }

    /** Seconds, possibly fractional, as milliseconds. */
    static long secondsToMillis(String seconds) {
        double value = Double.parseDouble(seconds.trim());
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new NumberFormatException(seconds);
        }
        return Math.round(value * 1000);
    }

    /** This control with a node limit per move. */
    public TimeControl withNodes(long value) {
        return new TimeControl(value, depth, moveTimeMillis, baseMillis, incrementMillis, movesToGo, byoyomiMillis,
                marginMillis);
    }

    /** This control with a depth limit per move. */
    public TimeControl withDepth(int value) {
        return new TimeControl(nodes, value, moveTimeMillis, baseMillis, incrementMillis, movesToGo, byoyomiMillis,
                marginMillis);
    }

    /** This control with byoyomi after the main time. */
    public TimeControl withByoyomi(long millis) {
        return new TimeControl(nodes, depth, moveTimeMillis, baseMillis, incrementMillis, movesToGo, millis,
                marginMillis);
    }

    /** This control with another forfeit margin. */
    public TimeControl withMargin(long millis) {
        return new TimeControl(nodes, depth, moveTimeMillis, baseMillis, incrementMillis, movesToGo, byoyomiMillis,
                millis);
    }

    /** Whether a clock runs (main time, increment or byoyomi). */
    public boolean hasClock() {
        return baseMillis > 0 || incrementMillis > 0 || byoyomiMillis > 0;
    }

    /** Whether time counts at all: a clock or a fixed move time. */
    public boolean isTimed() {
        return hasClock() || moveTimeMillis > 0;
    }

    /**
     * The control as written in game records and summaries, such as {@code 2+0.02},
     * {@code 60 byoyomi=1}, {@code byoyomi=1} or {@code nodes=30000} (times in seconds).
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        if (hasClock()) {
            if (baseMillis > 0 || incrementMillis > 0 || movesToGo > 0) {
                if (movesToGo > 0) {
                    text.append(movesToGo).append('/');
                }
                text.append(seconds(baseMillis));
                if (incrementMillis > 0) {
                    text.append('+').append(seconds(incrementMillis));
                }
            }
            if (byoyomiMillis > 0) {
                append(text, "byoyomi=" + seconds(byoyomiMillis));
            }
        }
        if (moveTimeMillis > 0) {
            append(text, "st=" + seconds(moveTimeMillis));
        }
        if (nodes > 0) {
            append(text, "nodes=" + nodes);
        }
        if (depth > 0) {
            append(text, "depth=" + depth);
        }
        return text.toString();
    }

    private static void append(StringBuilder text, String part) {
        if (text.length() > 0) {
            text.append(' ');
        }
        text.append(part);
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? Long.toString(millis / 1000)
                : String.format(Locale.ROOT, "%s", java.math.BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString());
    }
}
