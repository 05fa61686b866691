package io.github.tansaku.chess.bitboard;

/**
 * Reference slider attacks computed by walking rays square by square. Slow, and obviously
 * right: the magic tables are built from it and checked against it.
 */
final class SlidingAttacks {

    static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private SlidingAttacks() {
    }

    /** The squares attacked from {@code square} along {@code directions}, stopping at blockers. */
    static long attacks(int square, long occupied, int[][] directions) {
        long attacks = 0;
        for (int[] d : directions) {
            int file = (square & 7) + d[0];
            int rank = (square >>> 3) + d[1];
            while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                long bit = 1L << (rank * 8 + file);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                file += d[0];
                rank += d[1];
            }
        }
        return attacks;
    }

    /**
     * The squares whose occupancy matters for a slider on {@code square}: its empty-board rays
     * without the last square of each ray (a blocker on the edge changes nothing).
     */
    static long relevantMask(int square, int[][] directions) {
        long mask = 0;
        for (int[] d : directions) {
            int file = (square & 7) + d[0];
            int rank = (square >>> 3) + d[1];
            while (file + d[0] >= 0 && file + d[0] < 8 && rank + d[1] >= 0 && rank + d[1] < 8) {
                mask |= 1L << (rank * 8 + file);
                file += d[0];
                rank += d[1];
            }
        }
        return mask;
    }
}
