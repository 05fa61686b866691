package io.github.tansaku.search.tt;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;

/**
 * The searchers' access to a {@link TranspositionTable}: probing, storing, and decoding the
 * packed data word of an entry (its layout is described on the table). Part of the search's
 * internals, public only because the searchers live in another package; someone who uses a
 * table, or writes a game, needs none of it.
 */
public final class TableEntries {

    private TableEntries() {
    }

    /**
     * The data word {@code table} holds for {@code key}, or {@code 0} when there is none. Decode
     * it with {@link #move}, {@link #score}, {@link #depth}, {@link #bound}, {@link #resolved}.
     */
    public static long probe(TranspositionTable table, long key) {
        return table.probe(key);
    }

    /**
     * Stores a search result in {@code table}.
     *
     * @param table the table
     * @param key the position's key
     * @param move the best move found, or {@link Game#NO_MOVE}
     * @param score the score, relative to the root ({@link Score} scale)
     * @param bound what the score means
     * @param depth the remaining depth it was searched to (clamped to 0..255)
     * @param ply the node's distance from the root, to store mate scores relative to the node
     * @param resolved whether the score is final whatever the depth (only game ends were reached)
     */
    public static void store(TranspositionTable table, long key, int move, int score, Bound bound, int depth, int ply,
            boolean resolved) {
        table.store(key, move, score, bound, depth, ply, resolved);
    }

    /** The move of a probed entry, or {@link Game#NO_MOVE}. */
    public static int move(long entry) {
        return (int) entry;
    }

    /** The score of a probed entry, converted back to be relative to the root from {@code ply}. */
    public static int score(long entry, int ply) {
        return Score.fromTable((short) (entry >>> TranspositionTable.SCORE_SHIFT), ply);
    }

    /** The remaining depth a probed entry was searched to. */
    public static int depth(long entry) {
        return TranspositionTable.depthOf(entry);
    }

    /** The bound of a probed entry. */
    public static Bound bound(long entry) {
        return switch ((int) (entry >>> TranspositionTable.BOUND_SHIFT) & 3) {
            case TranspositionTable.BOUND_EXACT -> Bound.EXACT;
            case TranspositionTable.BOUND_LOWER -> Bound.LOWER;
            default -> Bound.UPPER;
        };
    }

    /** Whether a probed entry's score was final whatever the depth. */
    public static boolean resolved(long entry) {
        return ((entry >>> TranspositionTable.RESOLVED_SHIFT) & 1) != 0;
    }

    /** The search generation (modulo 32) that wrote a probed entry. */
    public static int age(long entry) {
        return TranspositionTable.ageOf(entry);
    }
}
