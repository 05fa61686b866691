package io.github.tansaku.harness.tune;

import java.util.Objects;

/**
 * One parameter under SPSA, a whole number or not: where it starts, the range it stays in, and
 * its two step sizes at the end of the run, as fishtest states them. {@code cEnd} is the
 * perturbation at the last iteration: the values played are the current value plus and minus
 * it, so it should be large enough for the difference to show in games (a few Elo) and small
 * enough to stay near the optimum. {@code rEnd} is the learning rate at the last iteration in
 * units of {@code cEnd²}: an iteration's result {@code r} (the plus side's points less the minus
 * side's, −2 to 2 for a pair) moves the value by {@code a/c · r} with {@code a = rEnd·cEnd²} at
 * the end, so a result of one point moves it by {@code rEnd·cEnd} then.
 *
 * @param name  the parameter's name, as the engine knows it
 * @param start the value the run starts from
 * @param min   the smallest value played
 * @param max   the largest value played
 * @param cEnd  the perturbation at the last iteration, positive
 * @param rEnd  the learning rate at the last iteration, positive
 * @param integral whether the engine takes whole numbers only (the values played are rounded)
 */
public record SpsaParameter(String name, double start, double min, double max, double cEnd, double rEnd,
        boolean integral) {

    /** Refuses an empty name, an empty range, a start outside it and non-positive step sizes. */
    public SpsaParameter {
        Objects.requireNonNull(name, "name");
        if (name.isBlank() || name.contains(",") || name.contains("=")) {
            throw new IllegalArgumentException("a tuned parameter needs a name without ',' and '=', got '" + name + "'");
        }
        if (!(min < max)) {
            throw new IllegalArgumentException(name + ": min " + min + " must be below max " + max);
        }
        if (!(start >= min && start <= max)) {
            throw new IllegalArgumentException(name + ": start " + start + " is outside [" + min + ", " + max + "]");
        }
        if (!(cEnd > 0) || !(rEnd > 0) || Double.isInfinite(cEnd) || Double.isInfinite(rEnd)) {
            throw new IllegalArgumentException(name + ": c and r must be positive numbers, got " + cEnd + " and " + rEnd);
        }
    }

    /** A whole-number parameter. */
    public SpsaParameter(String name, double start, double min, double max, double cEnd, double rEnd) {
        this(name, start, min, max, cEnd, rEnd, true);
    }

    /**
     * {@code value} as played: within the range, rounded to a whole number for an integral
     * parameter and to four decimals otherwise (engines read a short decimal).
     */
    public double played(double value) {
        double clamped = clamp(value);
        return integral ? Math.rint(clamped) : Math.rint(clamped * 10_000) / 10_000;
    }

    /** A played value as the engine's option text: without a fraction for an integral parameter. */
    public String text(double played) {
        return integral ? Long.toString(Math.round(played)) : java.math.BigDecimal.valueOf(played).stripTrailingZeros().toPlainString();
    }

    /** {@code value} kept within the range (the current estimate is not rounded). */
    double clamp(double value) {
        return Math.max(min, Math.min(max, value));
    }
}
