package io.github.tansaku.search.perft;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.LegalMoveGeneration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Counts the leaf nodes of the legal move tree of a position ("perft"), the standard test of a
 * move generator: the counts of well-known positions are published, and any engine with a
 * {@code go perft} command can be compared move by move ({@link #divide}). The one perft of the
 * library: the engines' {@code go perft}, {@code bin/tansaku perft}, the Spark job and the rules
 * libraries' tests all count with it.
 *
 * <p>Perft follows the move generator and nothing else: it does not consult
 * {@link Game#outcome}, so repetitions and move-count rules do not end a line, as in the
 * published chess and shogi numbers. A game whose play ends for other reasons (a completed line
 * in tic-tac-toe) should generate no moves once it has ended.
 *
 * <p>The fast path a game plugs into: when it implements {@link LegalMoveCounting}, the last ply
 * is counted in bulk instead of making every move ("bulk counting", as Stockfish's
 * {@code go perft} does), which is where nearly all the leaves are; when it implements
 * {@link LegalMoveGeneration}, the moves above it are made without {@link Game#makeMove}'s
 * legality test, which the generator has already done.
 *
 * <p>An instance owns its move buffer, so once it has counted to a depth it counts to that depth
 * again without allocating; use one instance per thread. The static methods make a new one per
 * call. The position is restored before a method returns.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Perft<P, M> {

    /** The deepest perft counted: far beyond any count that ends, and it bounds the move buffer. */
    public static final int MAX_DEPTH = 64;

    private static final BooleanSupplier NEVER = () -> false;

    /** One root move and the number of leaf nodes below it. */
    public record Entry<M>(M move, long nodes) {
    }

    private final Game<P, M> game;
    private final LegalMoveCounting<P> bulk;
    private final LegalMoveGeneration<P> legalOnly;
    private final int maxMoves;
    /** One slice of {@code maxMoves} codes per ply; grows to the deepest depth asked for. */
    private int[] moves = new int[0];
    /** Ends the running walk early when it becomes true; never, outside a stoppable divide. */
    private BooleanSupplier stopRequested = NEVER;
    /** Whether the running walk ended early: its counts are then incomplete. */
    private boolean stopped;

    /** A perft of {@code game}'s move tree. */
    @SuppressWarnings("unchecked")
    public Perft(Game<P, M> game) {
        this.game = Objects.requireNonNull(game, "game");
        this.bulk = game instanceof LegalMoveCounting<?> counting ? (LegalMoveCounting<P>) counting : null;
        this.legalOnly = game instanceof LegalMoveGeneration<?> generation ? (LegalMoveGeneration<P>) generation : null;
        this.maxMoves = game.maxMoves();
    }

    /**
     * The number of leaf nodes of the legal move tree of {@code position} at {@code depth}
     * plies; 1 at depth 0.
     *
     * @throws IllegalArgumentException if {@code depth} is negative or above {@link #MAX_DEPTH}
     */
    public long count(P position, int depth) {
        Objects.requireNonNull(position, "position");
        requireDepth(depth, 0);
        ensureBuffer(depth);
        return depth == 0 ? 1 : count(position, depth, 0);
    }

    /**
     * The legal root moves of {@code position} in generation order, each with the perft count
     * of {@code depth - 1} plies below it (what {@code go perft} prints line by line). The sum of
     * the counts is {@code count(position, depth)}.
     *
     * @throws IllegalArgumentException if {@code depth} is below 1 or above {@link #MAX_DEPTH}
     */
    public List<Entry<M>> divide(P position, int depth) {
        List<Entry<M>> entries = new ArrayList<>();
        divide(position, depth, NEVER, entries::add);
        return entries;
    }

    /**
     * {@link #divide(Object, int)} that can be stopped, for a {@code go perft} a client may stop:
     * hands each legal root move with its count to {@code onEntry} as soon as it is counted, in
     * generation order, and ends early once {@code stopRequested} is true (checked at every node
     * above the last ply). A root move whose count was cut short is not handed on.
     *
     * @return whether every root move was counted (false if stopped before the end)
     * @throws IllegalArgumentException if {@code depth} is below 1 or above {@link #MAX_DEPTH}
     */
    public boolean divide(P position, int depth, BooleanSupplier stopRequested, Consumer<Entry<M>> onEntry) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(onEntry, "onEntry");
        requireDepth(depth, 1);
        ensureBuffer(depth);
        this.stopRequested = Objects.requireNonNull(stopRequested, "stopRequested");
        stopped = false;
        try {
            int[] rootMoves = new int[maxMoves];
            int generated = game.generateMoves(position, rootMoves, 0);
            for (int i = 0; i < generated; i++) {
                int move = rootMoves[i];
                if (stopRequested.getAsBoolean()) {
                    return false;
                }
                if (make(position, move)) {
                    long nodes = depth == 1 ? 1 : count(position, depth - 1, 0);
                    game.unmakeMove(position, move);
                    if (stopped) {
                        return false;
                    }
                    onEntry.accept(new Entry<>(game.moveOf(move), nodes));
                }
            }
            return true;
        } finally {
            this.stopRequested = NEVER;
            stopped = false;
        }
    }

    /** {@code new Perft<>(game).count(position, depth)}. */
    public static <P> long count(Game<P, ?> game, P position, int depth) {
        return new Perft<>(game).count(position, depth);
    }

    /** {@code new Perft<>(game).divide(position, depth)}. */
    public static <P, M> List<Entry<M>> divide(Game<P, M> game, P position, int depth) {
        return new Perft<>(game).divide(position, depth);
    }

    /** {@code new Perft<>(game).divide(position, depth, stopRequested, onEntry)}. */
    public static <P, M> boolean divide(Game<P, M> game, P position, int depth, BooleanSupplier stopRequested,
            Consumer<Entry<M>> onEntry) {
        return new Perft<>(game).divide(position, depth, stopRequested, onEntry);
    }

    private static void requireDepth(int depth, int min) {
        if (depth < min || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("perft depth must be " + min + " to " + MAX_DEPTH + ", got " + depth);
        }
    }

    /** Grows the move buffer to a slice for each of {@code depth} plies. */
    private void ensureBuffer(int depth) {
        if (moves.length < depth * maxMoves) {
            moves = new int[Math.multiplyExact(depth, maxMoves)];
        }
    }

    /** Leaf count at {@code depth >= 1} plies; {@code ply} selects the buffer slice. */
    private long count(P position, int depth, int ply) {
        if (depth == 1 && bulk != null) {
            return bulk.countLegalMoves(position);
        }
        if (stopped || stopRequested.getAsBoolean()) {
            stopped = true;
            return 0;
        }
        int start = ply * maxMoves;
        int generated = game.generateMoves(position, moves, start);
        long nodes = 0;
        for (int i = start; i < start + generated; i++) {
            int move = moves[i];
            if (make(position, move)) {
                nodes += depth == 1 ? 1 : count(position, depth - 1, ply + 1);
                game.unmakeMove(position, move);
            }
        }
        return nodes;
    }

    /** Makes a move just generated here: untested when the game generates legal moves only. */
    private boolean make(P position, int move) {
        if (legalOnly == null) {
            return game.makeMove(position, move);
        }
        legalOnly.makeLegalMove(position, move);
        return true;
    }
}
