package io.github.tansaku.chess.movegen;

import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Position;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.ObjLongConsumer;

/**
 * Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard check
 * of a move generator against published counts. The last ply is counted in bulk
 * ({@link MoveGenerator#countLegal}) rather than played, as Stockfish's {@code go perft} does.
 *
 * <p>A {@code Perft} owns its per-ply move buffers, so a run allocates nothing; use one instance
 * per thread.
 */
public final class Perft {

    /** The deepest perft this class runs. */
    public static final int MAX_DEPTH = 32;

    private final int[][] buffers = new int[MAX_DEPTH][MoveGenerator.MAX_MOVES];
    /** Ends a stoppable divide early when it becomes true; never, outside one. */
    private BooleanSupplier stopRequested = () -> false;
    /** Whether the running walk ended early: its counts are then incomplete. */
    private boolean stopped;

    /**
     * The number of leaves at {@code depth} plies below {@code position}; 1 at depth 0.
     *
     * @throws IllegalArgumentException if depth is negative or above {@link #MAX_DEPTH}
     */
    public long count(Position position, int depth) {
        checkDepth(depth);
        if (depth == 0) {
            return 1;
        }
        return count(position, depth, 0);
    }

    private long count(Position position, int depth, int ply) {
        if (depth == 1) {
            return MoveGenerator.countLegal(position);
        }
        if (stopped || stopRequested.getAsBoolean()) {
            stopped = true;
            return 0;
        }
        int[] moves = buffers[ply];
        int n = MoveGenerator.generateLegal(position, moves, 0);
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            position.makeMove(moves[i]);
            nodes += count(position, depth - 1, ply + 1);
            position.unmakeMove(moves[i]);
        }
        return nodes;
    }

    /**
     * Perft split by root move ("divide"): each legal move's UCI name and the leaf count below
     * it, in generation order. The values add up to {@code count(position, depth)}.
     *
     * @throws IllegalArgumentException if depth is below 1 or above {@link #MAX_DEPTH}
     */
    public Map<String, Long> divide(Position position, int depth) {
        checkDepth(depth);
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth at least 1, got " + depth);
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(position, moves, 0);
        Map<String, Long> result = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            position.makeMove(moves[i]);
            result.put(MoveCode.toUci(moves[i]), depth == 1 ? 1L : count(position, depth - 1, 1));
            position.unmakeMove(moves[i]);
        }
        return result;
    }

    /**
     * {@link #divide(Position, int)} that can be stopped, for a {@code go perft} a client may
     * stop: hands each legal root move's UCI name and leaf count to {@code onRootMove} as soon
     * as it is counted, in generation order, and ends early once {@code stopRequested} is true
     * (checked at every node above the last ply). A root move whose count was cut short is not
     * handed on. The position is restored.
     *
     * @return whether every root move was counted (false if stopped before the end)
     * @throws IllegalArgumentException if depth is below 1 or above {@link #MAX_DEPTH}
     */
    public boolean divide(Position position, int depth, BooleanSupplier stopRequested,
            ObjLongConsumer<String> onRootMove) {
        checkDepth(depth);
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth at least 1, got " + depth);
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(position, moves, 0);
        this.stopRequested = stopRequested;
        stopped = false;
        try {
            for (int i = 0; i < n; i++) {
                if (stopRequested.getAsBoolean()) {
                    return false;
                }
                position.makeMove(moves[i]);
                long nodes = depth == 1 ? 1L : count(position, depth - 1, 1);
                position.unmakeMove(moves[i]);
                if (stopped) {
                    return false;
                }
                onRootMove.accept(MoveCode.toUci(moves[i]), nodes);
            }
            return true;
        } finally {
            this.stopRequested = () -> false;
            stopped = false;
        }
    }

    private static void checkDepth(int depth) {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("perft depth must be in [0, " + MAX_DEPTH + "], got " + depth);
        }
    }
}
