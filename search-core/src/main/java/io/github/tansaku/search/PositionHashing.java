package io.github.tansaku.search;

/**
 * Capability: a 64-bit key of the position, kept up to date incrementally by make/unmake (for
 * example Zobrist hashing). The transposition table needs it.
 *
 * <p>Equal positions (same pieces, side to move and rights that affect future moves) must have
 * equal keys; different positions should almost always differ.
 *
 * @param <P> the position type
 */
public interface PositionHashing<P> {

    /** The position's key, as maintained incrementally. Must be fast. */
    long hash(P position);

    /**
     * The key computed from scratch. The conformance kit checks it against {@link #hash} after
     * every move; the default simply returns {@code hash(position)}, which checks nothing.
     */
    default long recomputeHash(P position) {
        return hash(position);
    }
}
