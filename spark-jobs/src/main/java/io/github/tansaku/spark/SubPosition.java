package io.github.tansaku.spark;

import java.io.Serializable;
import java.util.Arrays;

/**
 * A position a few plies below the root of a perft, as a task carries it: the move codes that
 * reach it from the root, and how many move sequences of that length reach the same position
 * (its multiplicity, after transpositions were merged by hash key).
 *
 * @param path         the codes of the moves from the root, in order
 * @param multiplicity the number of paths from the root to this position; at least 1
 */
public record SubPosition(int[] path, long multiplicity) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Copies the path; refuses a multiplicity below 1. */
    public SubPosition {
        if (multiplicity < 1) {
            throw new IllegalArgumentException("a sub-position's multiplicity is at least 1, got " + multiplicity);
        }
        path = path.clone();
    }

    @Override
    public int[] path() {
        return path.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SubPosition that && multiplicity == that.multiplicity && Arrays.equals(path, that.path);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(path) + Long.hashCode(multiplicity);
    }

    @Override
    public String toString() {
        return Arrays.toString(path) + " x" + multiplicity;
    }
}
