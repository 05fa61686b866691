package io.github.tansaku.search.algo;

import java.util.ArrayList;
import java.util.List;

/**
 * A technique the options switch on that cannot run, and why: the capability interfaces the game
 * would have to implement for it, and the {@linkplain Technique#prerequisites() prerequisite}
 * techniques that are off. What {@link SearchOptions#supportedBy} switches off, as
 * {@link SearchOptions#unsupportedBy} reports it.
 *
 * @param technique the technique
 * @param missingCapabilities the capability interfaces the game lacks, in the order
 *     {@link Technique#requiredCapabilities()} lists them
 * @param missingPrerequisites the prerequisite techniques that are off, or switched off because
 *     they cannot run either, in the order {@link Technique#prerequisites()} lists them; this
 *     list and {@code missingCapabilities} are not both empty
 */
public record UnsupportedTechnique(Technique technique, List<Class<?>> missingCapabilities,
        List<Technique> missingPrerequisites) {

    /** Copies the lists; rejects two empty ones. */
    public UnsupportedTechnique {
        missingCapabilities = List.copyOf(missingCapabilities);
        missingPrerequisites = List.copyOf(missingPrerequisites);
        if (missingCapabilities.isEmpty() && missingPrerequisites.isEmpty()) {
            throw new IllegalArgumentException(technique + " lacks no capability and no prerequisite");
        }
    }

    /** A technique that lacks only capabilities. */
    public UnsupportedTechnique(Technique technique, List<Class<?>> missingCapabilities) {
        this(technique, missingCapabilities, List.of());
    }

    /**
     * For example {@code "QUIESCENCE (quiescence search of noisy moves at the horizon) needs
     * NoisyMoves"} or {@code "CAPTURE_HISTORY (...) needs technique SEE_ORDERING"}.
     */
    @Override
    public String toString() {
        List<String> needs = new ArrayList<>();
        missingCapabilities.forEach(c -> needs.add(c.getSimpleName()));
        missingPrerequisites.forEach(t -> needs.add("technique " + t));
        return technique + " (" + technique.description() + ") needs " + String.join(" and ", needs);
    }
}
