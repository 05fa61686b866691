package io.github.tansaku.search.algo;

import java.util.Arrays;
import java.util.Map;
import java.util.StringJoiner;

/**
 * One value for each {@link SearchParameter}: the numbers the search's steps read, immutable.
 *
 * <p>{@link #defaults()} takes each parameter's {@link SearchParameter#defaultValue()};
 * {@link #with} changes one value and {@link #scaledBy} converts the margins to an evaluator
 * whose unit is not a centipawn. Runtime settings (table size, threads, principal variations)
 * are not parameters: they live in {@link SearchOptions}.
 */
public final class SearchParameters {

    private static final SearchParameter[] ALL = SearchParameter.values();
    private static final SearchParameters DEFAULTS = new SearchParameters(defaultValues());

    /** Indexed by {@link SearchParameter#ordinal()}. */
    private final double[] values;
    /** The same values as {@code int}, for the search's inner loops; 0 for a non-integral parameter. */
    private final int[] ints;

    private SearchParameters(double[] values) {
        this.values = values;
        this.ints = new int[values.length];
        for (SearchParameter p : ALL) {
            ints[p.ordinal()] = p.integral() ? (int) values[p.ordinal()] : 0;
        }
    }

    private static double[] defaultValues() {
        double[] values = new double[ALL.length];
        for (SearchParameter p : ALL) {
            values[p.ordinal()] = p.check(p.defaultValue());
        }
        return values;
    }

    /** Every parameter at its {@link SearchParameter#defaultValue()}. */
    public static SearchParameters defaults() {
        return DEFAULTS;
    }

    /**
     * The value of an {@linkplain SearchParameter#integral() integral} parameter (what the
     * search's steps read); {@code 0} for a {@link SearchParameter.Unit#FACTOR}, read with
     * {@link #doubleValue}.
     */
    public int intValue(SearchParameter p) {
        return ints[p.ordinal()];
    }

    /** The value of {@code p}, whole or not. */
    public double doubleValue(SearchParameter p) {
        return values[p.ordinal()];
    }

    /**
     * A copy with {@code p} set to {@code value}.
     *
     * @throws IllegalArgumentException naming {@code p}, if the value is out of its range or not
     *     whole for an integral parameter
     */
    public SearchParameters with(SearchParameter p, double value) {
        double[] changed = values.clone();
        changed[p.ordinal()] = p.check(value);
        return new SearchParameters(changed);
    }

    /** A copy with each parameter of {@code changes} set, checked as by {@link #with}. */
    public SearchParameters with(Map<SearchParameter, ? extends Number> changes) {
        double[] changed = values.clone();
        changes.forEach((p, value) -> changed[p.ordinal()] = p.check(value.doubleValue()));
        return new SearchParameters(changed);
    }

    /**
     * A copy with the settings of {@code text} applied: {@code key=value} pairs separated by
     * commas or white space, such as {@code "futilityMargin=80, lmrDivisor=2.0"}, each key a
     * {@link SearchParameter#key()}; blank text changes nothing. This is the form of the engines'
     * {@code SearchParameters} option, through which a match runner tunes an engine.
     *
     * @throws IllegalArgumentException naming the pair, if a key is unknown, a value is not a
     *     number or out of its parameter's range
     */
    public SearchParameters withSettings(String text) {
        double[] changed = values.clone();
        for (String pair : text.strip().split("[,\\s]+")) {
            if (pair.isEmpty()) {
                continue;
            }
            int at = pair.indexOf('=');
            if (at <= 0 || at == pair.length() - 1) {
                throw new IllegalArgumentException("a search parameter setting is key=value: " + pair);
            }
            SearchParameter p = SearchParameter.ofKey(pair.substring(0, at));
            double value;
            try {
                value = Double.parseDouble(pair.substring(at + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(p.key() + " must be a number: " + pair.substring(at + 1), e);
            }
            changed[p.ordinal()] = p.check(value);
        }
        return new SearchParameters(changed);
    }

    /**
     * A copy for an evaluator whose unit is {@code unit} of the centipawn-like units the defaults
     * assume: every {@link SearchParameter.Unit#EVALUATION} parameter multiplied by {@code unit}
     * and rounded to the nearest whole number; the others unchanged.
     *
     * @throws IllegalArgumentException if {@code unit} is not positive and finite, or a scaled
     *     value leaves its range
     */
    public SearchParameters scaledBy(double unit) {
        if (!(unit > 0 && unit < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("unit must be positive and finite: " + unit);
        }
        double[] changed = values.clone();
        for (SearchParameter p : ALL) {
            if (p.unit() == SearchParameter.Unit.EVALUATION) {
                changed[p.ordinal()] = p.check(Math.round(values[p.ordinal()] * unit));
            }
        }
        return new SearchParameters(changed);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SearchParameters that && Arrays.equals(values, that.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    /** Each parameter as {@code key=value}, in {@link SearchParameter} order. */
    @Override
    public String toString() {
        StringJoiner sj = new StringJoiner(", ", "SearchParameters[", "]");
        for (SearchParameter p : ALL) {
            sj.add(p.key() + "=" + p.format(values[p.ordinal()]));
        }
        return sj.toString();
    }
}
