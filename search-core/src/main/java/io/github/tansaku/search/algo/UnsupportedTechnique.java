package io.github.tansaku.search.algo;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A technique the options switch on that a game cannot run, and the capability interfaces the
 * game would have to implement for it: what {@link SearchOptions#supportedBy} switches off, as
 * {@link SearchOptions#unsupportedBy} reports it.
 *
 * @param technique the technique
 * @param missingCapabilities the capability interfaces the game lacks, in the order
 *     {@link Technique#requiredCapabilities()} lists them; never empty
 */
public record UnsupportedTechnique(Technique technique, List<Class<?>> missingCapabilities) {

    /** Copies the list; rejects an empty one. */
    public UnsupportedTechnique {
        missingCapabilities = List.copyOf(missingCapabilities);
        if (missingCapabilities.isEmpty()) {
            throw new IllegalArgumentException(technique + " lacks no capability");
        }
    }

    /** For example {@code "QUIESCENCE (quiescence search of noisy moves at the horizon) needs NoisyMoves"}. */
    @Override
    public String toString() {
        return technique + " (" + technique.description() + ") needs "
                + missingCapabilities.stream().map(Class::getSimpleName).collect(Collectors.joining(" and "));
    }
}
