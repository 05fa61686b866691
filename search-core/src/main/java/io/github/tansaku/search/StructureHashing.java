package io.github.tansaku.search;

/**
 * Capability: keys of the slow-changing structure of a position together with the side to
 * move (in chess the pawns, or one side's pieces), for the correction history of the static
 * evaluation: positions that share a structure tend to share the evaluator's error, so the
 * search learns that error per structure and corrects the static score with it.
 *
 * <p>A game may key several kinds of structure ({@link #structureKinds()}); the search then
 * keeps a table per kind and adds up their corrections. Kind 0 is {@link #structureKey(Object)};
 * a game with one kind implements only that method.
 *
 * <p>A key need not identify the position; equal structures with the same side to move must
 * have equal keys, and different ones should usually differ.
 *
 * @param <P> the position type
 */
public interface StructureHashing<P> {

    /** The key of {@code position}'s main structure (kind 0), side to move included. Must be fast. */
    long structureKey(P position);

    /** How many kinds of structure this game keys: at least 1. */
    default int structureKinds() {
        return 1;
    }

    /**
     * The key of {@code position}'s structure of kind {@code kind} (from 0 to
     * {@link #structureKinds()} − 1), side to move included; kind 0 is
     * {@link #structureKey(Object)}. Must be fast.
     *
     * @throws IndexOutOfBoundsException if there is no such kind
     */
    default long structureKey(P position, int kind) {
        if (kind != 0) {
            throw new IndexOutOfBoundsException("structure kind " + kind + " of 1");
        }
        return structureKey(position);
    }

    /**
     * Puts the key of every kind of {@code position}'s structure into {@code keys}, kind
     * {@code k} at {@code keys[k]}: the keys {@link #structureKey(Object, int)} gives one by one,
     * which is what this does unless the game overrides it. The search asks for them all at every
     * evaluation, so a game whose kinds share work (the same bitboards, the side to move) can
     * compute them together.
     *
     * @throws IndexOutOfBoundsException if {@code keys} is shorter than {@link #structureKinds()}
     */
    default void structureKeys(P position, long[] keys) {
        for (int kind = 0, kinds = structureKinds(); kind < kinds; kind++) {
            keys[kind] = structureKey(position, kind);
        }
    }
}
