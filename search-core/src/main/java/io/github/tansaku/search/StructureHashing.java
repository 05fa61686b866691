package io.github.tansaku.search;

/**
 * Capability: a key of the slow-changing structure of a position together with the side to
 * move (in chess the pawns), for the correction history of the static evaluation: positions
 * that share a structure tend to share the evaluator's error, so the search learns that error
 * per structure and corrects the static score with it.
 *
 * <p>The key need not identify the position; equal structures with the same side to move must
 * have equal keys, and different ones should usually differ.
 *
 * @param <P> the position type
 */
public interface StructureHashing<P> {

    /** The structure key of {@code position}, side to move included. Must be fast. */
    long structureKey(P position);
}
