package io.github.tansaku.search.algo;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.tt.TableEntries;
import io.github.tansaku.search.tt.TranspositionTable;

/**
 * The transposition-table step of one search thread, shared by the main search and quiescence
 * search so that both read and write the table the same way: the probe (step 5 of
 * {@code NodeSearch.node}, step Q4 of {@code NodeSearch.quiesce}), the move it offers to try
 * first ({@link Technique#TT_MOVE_ORDERING}), its verdict on the window
 * ({@link Technique#TRANSPOSITION_TABLE}: {@link #cutoff}), and the store of a node's result
 * (steps 17 and Q9, and the mate found by the mate-in-one probes of steps 5b and Q5) with the
 * bound of that result ({@link #boundOf}).
 *
 * <p>The probe returns the packed entry, a {@code long} that the node keeps in a local variable
 * with its key; nothing here allocates.
 *
 * @param <P> the position type
 */
final class TableStep<P> {

    private final TranspositionTable table;
    private final PositionHashing<P> hashing;
    private final boolean ttMoveOrdering;
    private final boolean ttCutoffs;
    private final SearchCounters counters;
    /** The thread whose horizon a cut on an unresolved entry marks. */
    private final SearchWorker<P, ?> worker;

    /**
     * The table step of {@code worker}, reading and writing {@code table} with the keys of
     * {@code game}'s hashing, with the switches {@code on}, counting in {@code counters}.
     */
    TableStep(SearchWorker<P, ?> worker, TranspositionTable table, GameCapabilities<P> game, TechniqueSwitches on,
            SearchCounters counters) {
        this.worker = worker;
        this.table = table;
        this.hashing = game.hashing;
        this.ttMoveOrdering = on.ttMoveOrdering;
        this.ttCutoffs = on.ttCutoffs;
        this.counters = counters;
    }

    /** The table key of {@code p} (only when the table is on: the game then has a hashing). */
    long key(P p) {
        return hashing.hash(p);
    }

    /** The entry stored under {@code key}, or 0 when there is none. */
    long probe(long key) {
        return TableEntries.probe(table, key);
    }

    /** The move of table entry {@code entry} (0: none) to try first, or NO_MOVE. */
    int firstMove(long entry) {
        return ttMoveOrdering && entry != 0 ? TableEntries.move(entry) : Game.NO_MOVE;
    }

    /**
     * The table's verdict, shared by node (step 5) and quiescence (step Q4): the score of
     * {@code entry} (0: none) if it ends the node, else {@link Score#NONE}. An entry ends a node
     * off the principal variation (which must keep its line) when it was stored at least
     * {@code depth} plies deep and its bound decides the window ({@code alpha}, {@code beta}).
     * A cut on an unresolved entry (one that depended on where its horizon was) marks this
     * node's horizon too.
     */
    int cutoff(long entry, int alpha, int beta, int depth, int ply, boolean pvNode) {
        if (entry == 0 || !ttCutoffs || pvNode || TableEntries.depth(entry) < depth) {
            return Score.NONE;
        }
        int stored = TableEntries.score(entry, ply);
        Bound bound = TableEntries.bound(entry);
        if (bound == Bound.EXACT || (bound == Bound.LOWER && stored >= beta) || (bound == Bound.UPPER && stored <= alpha)) {
            if (!TableEntries.resolved(entry)) {
                worker.horizonHit = true;
            }
            counters.tableCutoffs++;
            return stored;
        }
        return Score.NONE;
    }

    /**
     * {@code staticScore} of the node at {@code ply} refined by its table {@code entry} (not 0):
     * the stored score where the entry says the true value lies beyond the static score in its
     * direction (a lower bound above it, an upper bound below it) or is exact; else the static
     * score. The stored score comes from a search of this very position, so it knows what the
     * static score does not (QS_TABLE_STAND_PAT).
     */
    static int refined(long entry, int staticScore, int ply) {
        int stored = TableEntries.score(entry, ply);
        Bound bound = TableEntries.bound(entry);
        boolean better = bound == Bound.EXACT || (bound == Bound.LOWER ? stored > staticScore : stored < staticScore);
        return better ? stored : staticScore;
    }

    /**
     * Stores {@code score}, with its {@code bound} and best {@code move} (or NO_MOVE), as the
     * result of the node at {@code ply} searched to {@code depth}; {@code resolved} when it did
     * not depend on where the horizon was.
     */
    void store(long key, int move, int score, Bound bound, int depth, int ply, boolean resolved) {
        TableEntries.store(table, key, move, score, bound, depth, ply, resolved);
    }

    /** The bound a node's result {@code best} is, searched with the window ({@code alphaAtStart}, {@code beta}). */
    static Bound boundOf(int best, int alphaAtStart, int beta) {
        return best >= beta ? Bound.LOWER : best > alphaAtStart ? Bound.EXACT : Bound.UPPER;
    }
}
