package io.github.tansaku.search.perft;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Counts the leaf nodes of the legal move tree of a position ("perft"), the standard test of a
 * move generator: the counts of well-known positions are published, and any engine with a
 * {@code go perft} command can be compared move by move ({@link #divide}).
 *
 * <p>Perft follows the move generator and nothing else: it does not consult
 * {@link Game#outcome}, so repetitions and move-count rules do not end a line, as in the
 * published chess and shogi numbers. A game whose play ends for other reasons (a completed line
 * in tic-tac-toe) should generate no moves once it has ended.
 *
 * <p>When the game implements {@link LegalMoveCounting}, the last ply is counted in bulk
 * instead of making every move. Move buffers are allocated once per call, never per node. The
 * position is restored before a method returns.
 */
public final class Perft {

    /** One root move and the number of leaf nodes below it. */
    public record Entry<M>(M move, long nodes) {
    }

    private Perft() {
    }

    /**
     * The number of leaf nodes of the legal move tree of {@code position} at {@code depth}
     * plies; 1 at depth 0.
     *
     * @throws IllegalArgumentException if {@code depth} is negative
     */
    public static <P> long count(Game<P, ?> game, P position, int depth) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(position, "position");
        requireDepth(depth);
        if (depth == 0) {
            return 1;
        }
        return new Counter<>(game, depth).count(position, depth, 0);
    }

    /**
     * The legal root moves of {@code position} in generation order, each with the perft count
     * of {@code depth - 1} plies below it (what {@code go perft} prints line by line). The sum of
     * the counts is {@code count(game, position, depth)}.
     *
     * @throws IllegalArgumentException if {@code depth} is less than 1
     */
    public static <P, M> List<Entry<M>> divide(Game<P, M> game, P position, int depth) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(position, "position");
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1, got " + depth);
        }
        Counter<P> counter = new Counter<>(game, depth);
        int[] rootMoves = new int[game.maxMoves()];
        int generated = game.generateMoves(position, rootMoves, 0);
        List<Entry<M>> entries = new ArrayList<>(generated);
        for (int i = 0; i < generated; i++) {
            int move = rootMoves[i];
            if (game.makeMove(position, move)) {
                long nodes = depth == 1 ? 1 : counter.count(position, depth - 1, 0);
                game.unmakeMove(position, move);
                entries.add(new Entry<>(game.moveOf(move), nodes));
            }
        }
        return entries;
    }

    /**
     * {@link #divide(Game, Object, int)} that can be stopped, for a {@code go perft} a client may
     * stop: hands each legal root move with its count to {@code onEntry} as soon as it is
     * counted, in generation order, and ends early once {@code stopRequested} is true (checked
     * at every node above the last ply). A root move whose count was cut short is not handed on.
     *
     * @return whether every root move was counted (false if stopped before the end)
     * @throws IllegalArgumentException if {@code depth} is less than 1
     */
    public static <P, M> boolean divide(Game<P, M> game, P position, int depth, BooleanSupplier stopRequested,
            Consumer<Entry<M>> onEntry) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(stopRequested, "stopRequested");
        Objects.requireNonNull(onEntry, "onEntry");
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1, got " + depth);
        }
        Counter<P> counter = new Counter<>(game, depth);
        counter.stopRequested = stopRequested;
        int[] rootMoves = new int[game.maxMoves()];
        int generated = game.generateMoves(position, rootMoves, 0);
        for (int i = 0; i < generated; i++) {
            int move = rootMoves[i];
            if (stopRequested.getAsBoolean()) {
                return false;
            }
            if (game.makeMove(position, move)) {
                long nodes = depth == 1 ? 1 : counter.count(position, depth - 1, 0);
                game.unmakeMove(position, move);
                if (counter.stopped) {
                    return false;
                }
                onEntry.accept(new Entry<>(game.moveOf(move), nodes));
            }
        }
        return true;
    }

    private static void requireDepth(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth must not be negative, got " + depth);
        }
    }

    /** The recursive walk, with one move buffer slice per ply. */
    private static final class Counter<P> {
        private final Game<P, ?> game;
        private final LegalMoveCounting<P> bulk;
        private final int maxMoves;
        private final int[] moves;
        /** Ends the walk early when it becomes true; never, unless set. */
        private BooleanSupplier stopRequested = () -> false;
        /** Whether the walk ended early: its counts are then incomplete. */
        private boolean stopped;

        @SuppressWarnings("unchecked")
        Counter(Game<P, ?> game, int depth) {
            this.game = game;
            this.bulk = game instanceof LegalMoveCounting<?> counting ? (LegalMoveCounting<P>) counting : null;
            this.maxMoves = game.maxMoves();
            this.moves = new int[Math.multiplyExact(maxMoves, depth)];
        }

        /** Leaf count at {@code depth >= 1} plies; {@code ply} selects the buffer slice. */
        long count(P position, int depth, int ply) {
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
                if (game.makeMove(position, move)) {
                    nodes += depth == 1 ? 1 : count(position, depth - 1, ply + 1);
                    game.unmakeMove(position, move);
                }
            }
            return nodes;
        }
    }
}
