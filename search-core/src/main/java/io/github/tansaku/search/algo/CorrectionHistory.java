package io.github.tansaku.search.algo;

import io.github.tansaku.search.StructureHashing;

/**
 * The correction history of one search thread: how far searches ended from the static
 * evaluation in positions of the same structure, learnt so that the search can correct the
 * evaluator's score where it is biased (a pawn structure the evaluation misjudges, for example).
 *
 * <p>There is one table of {@code SLOTS} entries per kind of structure the game keys
 * ({@link StructureHashing#structureKinds()}), table after table. Entry
 * {@code structureKey(p, kind) & (SLOTS - 1)} of a kind's table is a running average of the
 * error of positions with that structure (and side to move), in units of {@code 1 / grain} of
 * the evaluator's unit, where the grain is 256 or, for a limit above 127, the finest that keeps
 * every entry within a short. A position's entries (its "slots", one per kind) are found once per
 * node, with their correction ({@link #correctionOf}), and {@link #learn} updates them.
 *
 * <p>All tables, including the per-ply slots, are allocated once, so a node allocates nothing.
 * Without the technique it holds no kinds and every method does nothing. Every helper thread of
 * a Lazy SMP search has its own instance.
 *
 * @param <P> the position type
 */
final class CorrectionHistory<P> {

    /** Slots of each kind's table (a power of two). */
    private static final int SLOTS = 1 << 14;
    /** Entries are kept in units of 1/256 of the evaluator's unit, so small steps add up. */
    private static final int FINEST_GRAIN = 256;
    /** The averaging weight of one result is min(depth + 1, max weight) / this. */
    private static final int WEIGHT_SCALE = 256;

    private final StructureHashing<P> structure;
    /**
     * The units of an entry per unit of the evaluator: {@value #FINEST_GRAIN}, or fewer when the
     * limit is so large that finer entries would not fit a short.
     */
    private final int grain;
    /**
     * The largest correction ({@code CORRECTION_LIMIT}, in the evaluator's units), in entry
     * units: a structure's error beyond it is more likely a tactic the static evaluation cannot
     * see than a bias.
     */
    private final int limit;
    /**
     * The entries of all kinds, table after table. Shorts, as an entry stays within
     * {@code +-limit} (each update averages it with a target inside that range): half the memory
     * of ints, so more of the table stays in the processor's cache.
     */
    private final short[] entries;
    /** The number of structure kinds (0 without correction history). */
    private final int kinds;
    /**
     * The sum of a position's entries times this, over {@link #shareDenominator}, is its
     * correction in the evaluator's units: {@code 2 / (kinds * grain)} with more than two kinds,
     * {@code 1 / grain} otherwise. One int division, truncated as the two steps (the share, then
     * the grain) would be; a sum of shorts, doubled, fits an int for any count of kinds below 32,768.
     */
    private final int shareNumerator;
    private final int shareDenominator;
    /**
     * Per ply, the entries (indexes into {@link #entries}) of the node's position. Searches of
     * the same node at the same ply (razoring's quiescence, internal iterative deepening, the
     * singularity test) rewrite them with the same values, so the node still learns into its
     * own entries afterwards.
     */
    private final int[][] slots;
    /** Scratch for {@link #correctionOf}: the structure keys of one position, one per kind. */
    private final long[] keys;

    /**
     * Tables for the {@code kinds} structure kinds of {@code structure} (0 kinds: the technique
     * is off and {@code structure} may be null), with slots for {@code plies} plies, whose
     * corrections stay within {@code limit} of the evaluator's units either way.
     */
    CorrectionHistory(StructureHashing<P> structure, int kinds, int plies, int limit) {
        this.structure = structure;
        this.grain = Math.min(FINEST_GRAIN, Short.MAX_VALUE / Math.max(1, limit));
        this.limit = limit * grain;
        this.kinds = kinds;
        this.shareNumerator = kinds > 2 ? 2 : 1;
        this.shareDenominator = kinds > 2 ? kinds * grain : grain;
        entries = new short[kinds * SLOTS];
        slots = new int[plies][kinds];
        keys = new long[kinds];
    }

    /** The number of structure kinds (0 without correction history). */
    int kinds() {
        return kinds;
    }

    /** Forgets everything learnt (a new game). */
    void clear() {
        java.util.Arrays.fill(entries, (short) 0);
    }

    /** The slots array of {@code ply}, for {@link #correctionOf} and {@link #learn}. */
    int[] slotsAt(int ply) {
        return slots[ply];
    }

    /**
     * The correction of {@code p}, in the evaluator's units, to add to its static score; the
     * entry of each structure kind of {@code p} is put into {@code slots} (one per kind), where
     * {@link #learn} finds them. The entries are added up; with more than two kinds the sum is
     * scaled by 2 / kinds, since every table learns the whole error and they largely agree (the
     * share is not tuned; how the chess engine's four kinds were chosen: docs/chess-engine.md,
     * "Correction history").
     *
     * <p>Four kinds (the chess and shogi engines' count) are handled one by one rather than in a
     * loop: this runs at almost every node, and the compiled loop's set-up for a count it cannot
     * know costs more than its four passes.
     */
    int correctionOf(P p, int[] slots) {
        structure.structureKeys(p, keys);
        int sum;
        if (kinds == 4) {
            sum = entryOf(3, slots) + entryOf(2, slots) + entryOf(1, slots) + entryOf(0, slots);
        } else {
            sum = 0;
            for (int kind = 0; kind < kinds; kind++) {
                sum += entryOf(kind, slots);
            }
        }
        return sum * shareNumerator / shareDenominator;
    }

    /** The entry of {@code kind} for the structure keys just found, its slot put into {@code slots}. */
    private int entryOf(int kind, int[] slots) {
        int slot = kind * SLOTS + ((int) keys[kind] & (SLOTS - 1));
        slots[kind] = slot;
        return entries[slot];
    }

    /**
     * Moves each of the entries {@code of} towards {@code error} (search result minus raw static
     * score, clamped to the limit) as a weighted running average; deeper results weigh more, up
     * to {@code maxWeight}.
     */
    void learn(int[] of, int error, int depth, int maxWeight) {
        int target = Math.max(-limit, Math.min(limit, error * grain));
        int weight = Math.min(depth + 1, maxWeight);
        for (int kind = 0; kind < kinds; kind++) {
            int slot = of[kind];
            entries[slot] = (short) ((entries[slot] * (WEIGHT_SCALE - weight) + target * weight) / WEIGHT_SCALE);
        }
    }
}
