package io.github.tansaku.shogi;

import java.util.function.ObjLongConsumer;

/**
 * Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard check
 * of a move generator (counts published for the start position and the "matsuri" position). The last ply is counted in bulk (the
 * legal moves are generated, not played). A {@code Perft} owns its move buffers, so a run
 * allocates nothing; use one instance per thread.
 */
public final class Perft {

    private final int[][] buffers;

    /** A perft runner for depths up to {@code maxDepth}. */
    public Perft(int maxDepth) {
        buffers = new int[Math.max(1, maxDepth)][MoveGenerator.MAX_MOVES];
    }

    /** The perft count of {@code pos} to {@code depth} (1 = the number of legal moves). */
    public static long count(Position pos, int depth) {
        return new Perft(depth).perft(pos, depth);
    }

    /**
     * The perft count of {@code pos} to {@code depth}, using this runner's buffers. The position
     * is left as it was.
     *
     * @throws IllegalArgumentException if {@code depth} exceeds the runner's maximum depth
     */
    public long perft(Position pos, int depth) {
        if (depth > buffers.length) {
            throw new IllegalArgumentException("depth " + depth + " exceeds this runner's maximum " + buffers.length);
        }
        return depth <= 0 ? 1 : search(pos, depth);
    }

    private long search(Position pos, int depth) {
        int[] moves = buffers[depth - 1];
        int count = MoveGenerator.generateLegal(pos, moves, 0);
        if (depth == 1) {
            return count;
        }
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            pos.makeMove(move);
            nodes += search(pos, depth - 1);
            pos.unmakeMove(move);
        }
        return nodes;
    }

    /**
     * Leaf statistics of a perft run, as published for the start position:
     * of the moves of the last ply, how many capture, promote and give check, and how many
     * lead to checkmate.
     *
     * @param nodes the perft count
     * @param captures last-ply moves that capture
     * @param promotions last-ply moves that promote
     * @param checks last-ply moves that give check
     * @param checkmates last-ply moves that checkmate
     */
    public record Statistics(long nodes, long captures, long promotions, long checks, long checkmates) {
    }

    /**
     * Perft to {@code depth} (at least 1) with {@link Statistics} of the last ply. Slower than
     * {@link #perft}: it examines every leaf move.
     */
    public Statistics statistics(Position pos, int depth) {
        if (depth < 1 || depth > buffers.length) {
            throw new IllegalArgumentException("depth must be 1 to " + buffers.length + ", got " + depth);
        }
        long[] counts = new long[5];
        statistics(pos, depth, counts);
        return new Statistics(counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    private void statistics(Position pos, int depth, long[] counts) {
        int[] moves = buffers[depth - 1];
        int count = MoveGenerator.generateLegal(pos, moves, 0);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (depth > 1) {
                pos.makeMove(move);
                statistics(pos, depth - 1, counts);
                pos.unmakeMove(move);
                continue;
            }
            counts[0]++;
            if (!Moves.isDrop(move) && pos.pieceOn(Moves.to(move)) != Piece.NONE) {
                counts[1]++;
            }
            if (Moves.isPromotion(move)) {
                counts[2]++;
            }
            if (pos.givesCheck(move)) {
                counts[3]++;
                pos.makeMove(move);
                if (!pos.hasLegalMoves()) {
                    counts[4]++;
                }
                pos.unmakeMove(move);
            }
        }
    }

    /**
     * Divide: calls {@code perMove} with each legal move and the perft count below it (depth
     * {@code depth - 1}), in generation order, and returns the total.
     */
    public long divide(Position pos, int depth, ObjLongConsumer<Move> perMove) {
        if (depth < 1) {
            return 1;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateLegal(pos, moves, 0);
        long total = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            pos.makeMove(move);
            long nodes = perft(pos, depth - 1);
            pos.unmakeMove(move);
            perMove.accept(Move.of(move), nodes);
            total += nodes;
        }
        return total;
    }
}
