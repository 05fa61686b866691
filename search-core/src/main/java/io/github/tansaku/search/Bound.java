package io.github.tansaku.search;

/** What a search score means relative to the window it was searched with. */
public enum Bound {
    /** The true value (it fell inside the window). */
    EXACT,
    /** The true value is at least this (the search failed high). */
    LOWER,
    /** The true value is at most this (the search failed low). */
    UPPER
}
