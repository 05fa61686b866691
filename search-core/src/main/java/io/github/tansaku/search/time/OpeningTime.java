package io.github.tansaku.search.time;

import io.github.tansaku.search.algo.SearchParameter;
import io.github.tansaku.search.algo.SearchParameters;

/**
 * How the share of the main time of a move early in the game differs from the even share: the
 * share is multiplied by {@code factor} at the game's first move (game ply 0), by a multiple that
 * goes in a straight line to 1 at game ply {@code plies}, and by 1 from there on.
 *
 * <p>An even share assumes every move is worth the same time. A factor above 1 moves time from
 * the later game to the opening and early middlegame (where a wrong plan costs the rest of the
 * game); a factor below 1 keeps it for the later game (where the clock is low and a single
 * tactical slip decides). The time manager's caps (the hard limit's share of the main time, the
 * safe time) apply unchanged, so no multiple risks the clock.
 *
 * @param factor the multiple at game ply 0, above 0 and at most {@value #MAX_FACTOR} (1: even
 *     shares throughout)
 * @param plies the game ply from which the multiple is 1, at least 1
 */
public record OpeningTime(double factor, int plies) {

    /** The largest factor. */
    public static final double MAX_FACTOR = 10;

    /** Even shares at every move. */
    public static final OpeningTime NONE = new OpeningTime(1, 1);

    /** Validates the fields. */
    public OpeningTime {
        if (!(factor > 0 && factor <= MAX_FACTOR)) {
            throw new IllegalArgumentException("opening time factor must be above 0 and at most " + MAX_FACTOR
                    + ": " + factor);
        }
        if (plies < 1) {
            throw new IllegalArgumentException("opening plies must be at least 1: " + plies);
        }
    }

    /** The opening time of {@code parameters}: {@code timeOpeningFactor} and {@code timeOpeningPlies}. */
    public static OpeningTime of(SearchParameters parameters) {
        return new OpeningTime(parameters.doubleValue(SearchParameter.TIME_OPENING_FACTOR),
                parameters.intValue(SearchParameter.TIME_OPENING_PLIES));
    }

    /**
     * The multiple of the even share at {@code gamePly} moves from the game's start: between
     * {@code factor} (ply 0) and 1 (ply {@code plies} and later). A negative ply counts as 0.
     */
    public double multipleAt(int gamePly) {
        int ply = Math.max(0, gamePly);
        if (ply >= plies) {
            return 1;
        }
        return 1 + (factor - 1) * (plies - ply) / plies;
    }
}
