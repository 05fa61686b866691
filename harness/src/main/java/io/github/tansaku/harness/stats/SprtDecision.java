package io.github.tansaku.harness.stats;

/** Where an SPRT stands after the games so far. */
public enum SprtDecision {
    /** The log-likelihood ratio fell to the lower bound: the results favour H0 (the difference is elo0 or less). */
    ACCEPT_H0,
    /** The log-likelihood ratio rose to the upper bound: the results favour H1 (the difference is elo1 or more). */
    ACCEPT_H1,
    /** Between the bounds: play on. */
    CONTINUE;

    /** How a match report names it: {@code H1 accepted}, {@code H0 accepted} or {@code no decision}. */
    public String text() {
        return switch (this) {
            case ACCEPT_H1 -> "H1 accepted";
            case ACCEPT_H0 -> "H0 accepted";
            case CONTINUE -> "no decision";
        };
    }
}
