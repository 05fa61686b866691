package io.github.tansaku.search.algo;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.MovedPieceIndexing;
import io.github.tansaku.search.NoisyMoves;

/**
 * What a beta cutoff teaches one search thread's move-ordering memory ({@link History}), step
 * 15b of {@code NodeSearch.node}: the cutting quiet move becomes a killer
 * ({@link Technique#KILLERS}) and the countermove of the move that led here
 * ({@link Technique#COUNTERMOVES}), its history and continuation history rise
 * ({@link Technique#HISTORY}, {@link Technique#CONTINUATION_HISTORY}) and those of the quiet
 * moves tried before it fall; the noisy moves' capture history likewise
 * ({@link Technique#CAPTURE_HISTORY}). A table cutoff rewards the table move the same way
 * (step 5, {@link Technique#TT_CUTOFF_REWARD}).
 *
 * <p>{@link History} knows indexes, not positions; this class turns a position's moves into
 * those indexes (the game's {@link MoveIndexing} and {@link MovedPieceIndexing}, and for noisy
 * moves {@link GameCapabilities#captureIndex}) and the continuation rows of the moves before a
 * ply (the {@link SearchStack}). The move picker reads
 * the same keys, so they are computed here for it too. Nothing here allocates.
 *
 * @param <P> the position type
 */
final class CutoffRewards<P> {

    private final Game<P, ?> game;
    private final NoisyMoves<P> noisy;
    private final MoveIndexing<P> indexing;
    private final MovedPieceIndexing<P> pieceIndexing;
    private final GameCapabilities<P> caps;
    private final History history;
    private final SearchStack<P> stack;
    private final boolean useKillers;
    private final boolean useCounterMoves;
    private final boolean useHistory;
    private final boolean useContinuation;
    private final boolean useCaptureHistory;
    private final boolean useStructureHistory;
    /** A cutoff at depth d moves an entry by min(d * d, this). */
    private final int bonusLimit;

    /**
     * The rewards into {@code history} of a search thread for {@code game} (with capabilities
     * {@code capabilities}), with the switches {@code on}, over its {@code stack}; a cutoff
     * moves an entry by at most {@code bonusLimit}.
     */
    CutoffRewards(Game<P, ?> game, GameCapabilities<P> capabilities, TechniqueSwitches on, History history,
            SearchStack<P> stack, int bonusLimit) {
        this.game = game;
        this.noisy = capabilities.noisy;
        this.indexing = capabilities.indexing;
        this.pieceIndexing = capabilities.pieceIndexing;
        this.caps = capabilities;
        this.history = history;
        this.stack = stack;
        this.useKillers = on.killers;
        this.useCounterMoves = on.counterMoves;
        this.useHistory = on.history;
        this.useContinuation = on.continuationHistory;
        this.useStructureHistory = history.hasStructure();
        this.useCaptureHistory = on.captureHistory;
        this.bonusLimit = bonusLimit;
    }

    /** The move index of the move that led to {@code p} at {@code ply}, for the countermove table; -1 if none. */
    int previousMoveIndex(P p, int ply) {
        if (!useCounterMoves || ply == 0) {
            return -1;
        }
        int previous = stack.previousMove(ply);
        return previous == Game.NO_MOVE ? -1 : indexing.moveIndex(p, previous);
    }

    /** The continuation-history row of {@code move} in {@code p}, or -1 without the technique. */
    int continuationRow(P p, int move) {
        return useContinuation ? history.continuationRow(pieceIndexing.movedPieceIndex(p, move)) : -1;
    }

    /**
     * Step 15b: {@code move} of {@code p}, {@code quiet} or not, caused a cutoff at {@code ply} and
     * {@code depth}, after {@code quietCount} quiet and {@code noisyCount} noisy moves (itself
     * included) were searched and listed in the ply's frame; {@code previousIndex} is the move
     * index of the move that led here, or -1. A quiet move is rewarded ({@link #quiet}); with
     * capture history the noisy moves tried before it failed, and a noisy move that cut is
     * rewarded ({@link #noisy}).
     */
    void cutoff(P p, int ply, int move, boolean quiet, int depth, int quietCount, int noisyCount, int previousIndex) {
        Frame<P> frame = stack.at(ply);
        if (quiet) {
            quiet(p, ply, move, depth, frame.quietsTried, quietCount - 1, previousIndex);
        }
        if (useCaptureHistory) {
            noisy(p, quiet ? Game.NO_MOVE : move, depth, frame.noisyTried, quiet ? noisyCount : noisyCount - 1);
        }
    }

    /**
     * A table cutoff by a lower bound at {@code ply} (step 5, TT_CUTOFF_REWARD): its table
     * {@code move}, if quiet and legal in {@code p}, is rewarded as a quiet move that cut at
     * {@code depth} (nothing was tried before it). The move is made and unmade first because a
     * table move may come from another position with the same table slot and key bits, and the
     * move indexes are defined for legal moves only.
     */
    void tableMove(P p, int ply, int move, int depth) {
        if (move == Game.NO_MOVE || noisy.isNoisy(p, move) || !game.makeMove(p, move)) {
            return;
        }
        game.unmakeMove(p, move);
        quiet(p, ply, move, depth, stack.at(ply).quietsTried, 0, previousMoveIndex(p, ply));
    }

    /**
     * The quiet {@code move} of {@code p} caused a cutoff at {@code ply} and {@code depth}: it
     * becomes a killer and the countermove of the previous move (move index
     * {@code previousIndex}, or -1), its histories (quiet, continuation, structure) rise and
     * those of the first {@code triedBefore} quiet moves of {@code quiets}, tried before it, fall.
     */
    private void quiet(P p, int ply, int move, int depth, int[] quiets, int triedBefore, int previousIndex) {
        if (useKillers) {
            history.addKiller(ply, move);
        }
        if (useCounterMoves && previousIndex >= 0) {
            history.setCounterMove(previousIndex, move);
        }
        int bonus = Math.min(depth * depth, bonusLimit);
        if (useHistory) {
            history.updateQuiet(indexing.moveIndex(p, move), bonus);
            for (int i = 0; i < triedBefore; i++) {
                history.updateQuiet(indexing.moveIndex(p, quiets[i]), -bonus);
            }
        }
        if (useContinuation) {
            int row1 = stack.rowBefore(ply, 1);
            int row2 = stack.rowBefore(ply, 2);
            int row4 = stack.fourthPlyRow(ply);
            history.updateContinuation(row1, row2, pieceIndexing.movedPieceIndex(p, move), bonus);
            history.updateContinuation(row4, -1, pieceIndexing.movedPieceIndex(p, move), bonus);
            for (int i = 0; i < triedBefore; i++) {
                history.updateContinuation(row1, row2, pieceIndexing.movedPieceIndex(p, quiets[i]), -bonus);
                history.updateContinuation(row4, -1, pieceIndexing.movedPieceIndex(p, quiets[i]), -bonus);
            }
        }
        if (useStructureHistory) {
            int row = history.structureRow(caps.structure.structureKey(p));
            history.updateStructure(row, pieceIndexing.movedPieceIndex(p, move), bonus);
            for (int i = 0; i < triedBefore; i++) {
                history.updateStructure(row, pieceIndexing.movedPieceIndex(p, quiets[i]), -bonus);
            }
        }
    }

    /**
     * A move of {@code p} caused a cutoff at {@code depth}: if it is noisy ({@code move}, else
     * {@code NO_MOVE}) its capture history rises, and that of the first {@code triedBefore}
     * noisy moves of {@code noisies}, tried before it without a cutoff, falls.
     */
    private void noisy(P p, int move, int depth, int[] noisies, int triedBefore) {
        int bonus = Math.min(depth * depth, bonusLimit);
        if (move != Game.NO_MOVE) {
            history.updateCapture(caps.captureIndex(p, move), bonus);
        }
        for (int i = 0; i < triedBefore; i++) {
            history.updateCapture(caps.captureIndex(p, noisies[i]), -bonus);
        }
    }
}
