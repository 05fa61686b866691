package io.github.tansaku.examples.games.connectfour;

import io.github.tansaku.search.Outcome;

/**
 * An exhaustive connect four solver for small boards: plain negamax over the whole game, to the
 * end of every line, with each position's exact value remembered. It uses none of the searchers
 * and no evaluation, so its answers are the yardstick the searchers are tested against.
 *
 * <p>Values count plies to the end under best play: the winner wins as fast as possible, the
 * loser loses as slowly as possible. The memory grows with the number of distinct positions,
 * which explodes with the board: 5x4 takes seconds, the standard 7x6 is far out of reach.
 */
public final class ConnectFourSolver {

    /** An exact game value from the side to move's point of view. */
    public record Value(Outcome outcome, int plies) {

        /**
         * The value of the game.
         *
         * @param outcome {@link Outcome#WIN}, {@link Outcome#LOSS} or {@link Outcome#DRAW}
         * @param plies plies until the game ends with best play for a win or loss; 0 for a draw
         */
        public Value {
            if (outcome == Outcome.ONGOING || plies < 0 || outcome == Outcome.DRAW && plies != 0) {
                throw new IllegalArgumentException("not a game value: " + outcome + " in " + plies);
            }
        }

        @Override
        public String toString() {
            return outcome == Outcome.DRAW ? "draw" : outcome.name().toLowerCase(java.util.Locale.ROOT) + " in " + plies + " plies";
        }
    }

    /** Scores are {@code WIN_SCORE - plies} for a win, the negation for a loss, 0 for a draw. */
    private static final int WIN_SCORE = 100;

    private final Geometry geometry;
    private final Memo memo = new Memo();

    /** A solver for positions of {@code game}'s board size. */
    public ConnectFourSolver(ConnectFour game) {
        this.geometry = game.newPosition().geometry;
    }

    /**
     * The exact value of {@code position}, which it leaves unchanged.
     *
     * @throws IllegalArgumentException if the position belongs to another board size
     */
    public Value solve(ConnectFourPosition position) {
        if (position.geometry.width != geometry.width || position.geometry.height != geometry.height) {
            throw new IllegalArgumentException("this solver is for " + geometry.width + "x" + geometry.height + " boards");
        }
        if (position.decided) {
            return new Value(Outcome.LOSS, 0);
        }
        int score = negamax(position.discs[position.sideToMove], position.occupied);
        if (score == 0) {
            return new Value(Outcome.DRAW, 0);
        }
        return score > 0 ? new Value(Outcome.WIN, WIN_SCORE - score) : new Value(Outcome.LOSS, WIN_SCORE + score);
    }

    /** The number of positions whose value is remembered. */
    public int positionsSolved() {
        return memo.size;
    }

    /**
     * The value of the position where the side to move has {@code own} and the discs are
     * {@code occupied}, the game not yet over.
     */
    private int negamax(long own, long occupied) {
        if (occupied == geometry.board) {
            return 0;
        }
        // own + occupied identifies the position: per column, k discs give a number in [2^k - 1, 2^(k+1) - 2]
        long key = own + occupied;
        int remembered = memo.get(key);
        if (remembered != Memo.ABSENT) {
            return remembered;
        }
        long playable = geometry.playableCells(occupied);
        for (long cells = playable; cells != 0; cells &= cells - 1) {
            if (geometry.hasFour(own | Long.lowestOneBit(cells))) {
                memo.put(key, WIN_SCORE - 1);
                return WIN_SCORE - 1;
            }
        }
        int best = -WIN_SCORE;
        for (long cells = playable; cells != 0; cells &= cells - 1) {
            long cell = Long.lowestOneBit(cells);
            int score = -negamax(own ^ occupied, occupied | cell);
            // a result one ply further away: wins get slower, losses too
            score += score > 0 ? -1 : score < 0 ? 1 : 0;
            best = Math.max(best, score);
        }
        memo.put(key, best);
        return best;
    }

    /** Open addressing from position keys to scores; grows as needed. */
    private static final class Memo {
        static final int ABSENT = Integer.MIN_VALUE;

        long[] keys = new long[1 << 16];
        byte[] scores = new byte[1 << 16];
        boolean[] used = new boolean[1 << 16];
        int size;

        int get(long key) {
            int mask = keys.length - 1;
            for (int i = slot(key, mask); used[i]; i = i + 1 & mask) {
                if (keys[i] == key) {
                    return scores[i];
                }
            }
            return ABSENT;
        }

        void put(long key, int score) {
            if (2 * (size + 1) > keys.length) {
                grow();
            }
            int mask = keys.length - 1;
            int i = slot(key, mask);
            while (used[i] && keys[i] != key) {
                i = i + 1 & mask;
            }
            if (!used[i]) {
                size++;
            }
            used[i] = true;
            keys[i] = key;
            scores[i] = (byte) score;
        }

        private static int slot(long key, int mask) {
            long mixed = key * 0x9e3779b97f4a7c15L;
            return (int) (mixed >>> 32 ^ mixed) & mask;
        }

        private void grow() {
            long[] oldKeys = keys;
            byte[] oldScores = scores;
            boolean[] oldUsed = used;
            keys = new long[oldKeys.length * 2];
            scores = new byte[oldKeys.length * 2];
            used = new boolean[oldKeys.length * 2];
            size = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldUsed[i]) {
                    put(oldKeys[i], oldScores[i]);
                }
            }
        }
    }
}
