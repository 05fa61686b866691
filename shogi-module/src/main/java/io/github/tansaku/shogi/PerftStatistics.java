package io.github.tansaku.shogi;

/**
 * Leaf statistics of a perft, as published for the shogi start position: of the moves of the
 * last ply, how many capture, promote and give check, and how many checkmate. Plain counts are
 * search-core's {@code io.github.tansaku.search.perft.Perft} over {@link ShogiGame}; this walk
 * examines every leaf move, so it is slower.
 *
 * @param nodes the perft count
 * @param captures last-ply moves that capture
 * @param promotions last-ply moves that promote
 * @param checks last-ply moves that give check
 * @param checkmates last-ply moves that checkmate
 */
public record PerftStatistics(long nodes, long captures, long promotions, long checks, long checkmates) {

    /**
     * The statistics of {@code position}'s legal move tree to {@code depth} plies; the position
     * is restored.
     *
     * @throws IllegalArgumentException if {@code depth} is below 1
     */
    public static PerftStatistics of(Position position, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, got " + depth);
        }
        long[] counts = new long[5];
        count(position, depth, new int[depth][MoveGenerator.MAX_MOVES], counts);
        return new PerftStatistics(counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    private static void count(Position position, int depth, int[][] buffers, long[] counts) {
        int[] moves = buffers[depth - 1];
        int count = MoveGenerator.generateLegal(position, moves, 0);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (depth > 1) {
                position.makeMove(move);
                count(position, depth - 1, buffers, counts);
                position.unmakeMove(move);
                continue;
            }
            counts[0]++;
            if (!Moves.isDrop(move) && position.pieceOn(Moves.to(move)) != Piece.NONE) {
                counts[1]++;
            }
            if (Moves.isPromotion(move)) {
                counts[2]++;
            }
            if (position.givesCheck(move)) {
                counts[3]++;
                position.makeMove(move);
                if (!position.hasLegalMoves()) {
                    counts[4]++;
                }
                position.unmakeMove(move);
            }
        }
    }
}
