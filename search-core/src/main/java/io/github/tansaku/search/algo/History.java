package io.github.tansaku.search.algo;

import io.github.tansaku.search.Game;

/**
 * The move-ordering memory of one search thread: killers, countermoves, the quiet (butterfly)
 * history, the continuation history and the capture history. The search writes into it when a
 * move causes a cutoff and reads it to order the moves of later nodes; it is kept from one
 * search to the next and forgotten at a new game ({@link #clear()}).
 *
 * <p>It knows indexes, not positions: the search turns a move into its move index or
 * moved-piece index (the game's capabilities) and passes the number. All tables are allocated
 * once, at their full size (0 for a technique that is off), so reading and updating them
 * allocates nothing. Every helper thread of a Lazy SMP search has its own instance, so no
 * update is shared or synchronised.
 *
 * <p>Every table except the killers and countermoves is updated with the same "gravity"
 * formula ({@link #gravity}), which keeps entries within {@code +-HISTORY_MAX}.
 */
final class History {

    /** History scores stay within plus or minus this (the update's gravity guarantees it). */
    static final int HISTORY_MAX = 16_384;

    /** Per ply, the two most recent quiet moves that caused a cutoff there, newest first. */
    private final int[][] killers;
    /** Per move index of the previous move, the quiet move that last refuted it. */
    private final int[] counterMoves;
    /** Butterfly history: per move index, how often the quiet move caused a cutoff against how often it did not. */
    private final int[] quiet;
    /**
     * Continuation history: entry {@code row(previous) + index(move)} says how well a quiet move
     * did after the previous move (or our own move before it), both keyed by the moved piece and
     * its destination. One table serves both distances, as the patterns are alike.
     */
    private final short[] continuation;
    /** The number of moved-piece indexes of the continuation history (0 without it). */
    private final int pieceIndexCount;
    /**
     * Capture history: entry {@code index(move)} (the moved piece and its destination, and what
     * it takes where the game tells: {@code GameCapabilities.captureIndex}) says how often such a
     * noisy move caused a cutoff, against how often it was tried and did not. Orders noisy moves
     * within their exchange class.
     */
    private final int[] capture;
    /**
     * Structure history (STRUCTURE_HISTORY): entry {@code structureRow(key) + index(move)} says
     * how well a quiet move, keyed by the moved piece and its destination, did in positions whose
     * structure key ({@code StructureHashing.structureKey}, in chess the pawns) falls in the same
     * of {@value #STRUCTURE_SLOTS} slots: where a piece belongs depends on the pawns more than on
     * the last moves. Empty when off.
     */
    private final short[] structure;
    /** The number of moved-piece indexes of a structure-history row (0 without it). */
    private final int structurePieceCount;

    /** The structure-history slots: structure keys are folded into this many rows. */
    static final int STRUCTURE_SLOTS = 512;

    /**
     * Tables for {@code plies} plies, {@code moveIndexCount} move indexes (killers are kept
     * regardless; 0 leaves out the quiet history and countermoves), {@code continuationPieces}
     * moved-piece indexes for the continuation history, {@code capturePieces} capture keys for the
     * capture history and {@code structurePieces} moved-piece indexes for the structure history
     * (0 leaves any of them out).
     */
    History(int plies, int moveIndexCount, int continuationPieces, int capturePieces, int structurePieces) {
        killers = new int[plies][2];
        quiet = new int[moveIndexCount];
        counterMoves = new int[moveIndexCount];
        pieceIndexCount = continuationPieces;
        continuation = new short[continuationPieces * continuationPieces];
        capture = new int[capturePieces];
        structurePieceCount = structurePieces;
        structure = new short[STRUCTURE_SLOTS * structurePieces];
    }

    /** Forgets everything (a new game). */
    void clear() {
        java.util.Arrays.fill(quiet, 0);
        java.util.Arrays.fill(counterMoves, Game.NO_MOVE);
        java.util.Arrays.fill(continuation, (short) 0);
        java.util.Arrays.fill(capture, 0);
        java.util.Arrays.fill(structure, (short) 0);
        clearKillers();
    }

    /** Forgets the killers (a new search: they belong to the plies of the last one). */
    void clearKillers() {
        for (int[] k : killers) {
            k[0] = Game.NO_MOVE;
            k[1] = Game.NO_MOVE;
        }
    }

    /** The newest killer at {@code ply}, or {@code NO_MOVE}. */
    int killer1(int ply) {
        return killers[ply][0];
    }

    /** The older killer at {@code ply}, or {@code NO_MOVE}. */
    int killer2(int ply) {
        return killers[ply][1];
    }

    /** Makes {@code move} the newest killer at {@code ply}, unless it already is. */
    void addKiller(int ply, int move) {
        int[] k = killers[ply];
        if (k[0] != move) {
            k[1] = k[0];
            k[0] = move;
        }
    }

    /** The countermove of the previous move with move index {@code previousIndex} (not -1). */
    int counterMove(int previousIndex) {
        return counterMoves[previousIndex];
    }

    /** Makes {@code move} the countermove of the previous move with index {@code previousIndex}. */
    void setCounterMove(int previousIndex, int move) {
        counterMoves[previousIndex] = move;
    }

    /** The butterfly history of the quiet move with move index {@code index}. */
    int quiet(int index) {
        return quiet[index];
    }

    /** Moves the butterfly history of move index {@code index} by {@code bonus}, with gravity. */
    void updateQuiet(int index, int bonus) {
        quiet[index] = gravity(quiet[index], bonus);
    }

    /** The continuation-history row of a move with moved-piece index {@code pieceIndex}. */
    int continuationRow(int pieceIndex) {
        return pieceIndex * pieceIndexCount;
    }

    /** The continuation-history entry of moved-piece index {@code index} in row {@code row} (not -1). */
    int continuation(int row, int index) {
        return continuation[row + index];
    }

    /**
     * Moves the continuation-history entries of moved-piece index {@code index} in rows
     * {@code row1} and {@code row2} by {@code bonus}, with gravity; a row of -1 is skipped.
     */
    void updateContinuation(int row1, int row2, int index, int bonus) {
        if (row1 >= 0) {
            continuation[row1 + index] = (short) gravity(continuation[row1 + index], bonus);
        }
        if (row2 >= 0) {
            continuation[row2 + index] = (short) gravity(continuation[row2 + index], bonus);
        }
    }

    /** The capture history of capture key {@code index}. */
    int capture(int index) {
        return capture[index];
    }

    /** Moves the capture history of capture key {@code index} by {@code bonus}, with gravity. */
    void updateCapture(int index, int bonus) {
        capture[index] = gravity(capture[index], bonus);
    }

    /** Whether the structure history is kept (STRUCTURE_HISTORY). */
    boolean hasStructure() {
        return structurePieceCount > 0;
    }

    /** The structure-history row of positions with structure key {@code key} (the history must have the table). */
    int structureRow(long key) {
        return ((int) key & (STRUCTURE_SLOTS - 1)) * structurePieceCount;
    }

    /** The structure-history entry of moved-piece index {@code index} in row {@code row}. */
    int structure(int row, int index) {
        return structure[row + index];
    }

    /** Moves the structure-history entry of moved-piece index {@code index} in row {@code row} by {@code bonus}, with gravity. */
    void updateStructure(int row, int index, int bonus) {
        structure[row + index] = (short) gravity(structure[row + index], bonus);
    }

    /**
     * An entry moved towards the bonus's sign with "gravity": the closer the entry is to the
     * limit, the less it moves, so entries stay within {@code +-HISTORY_MAX} for bonuses up to
     * 512.
     */
    static int gravity(int entry, int bonus) {
        return entry + 32 * bonus - entry * Math.abs(bonus) / 512;
    }
}
