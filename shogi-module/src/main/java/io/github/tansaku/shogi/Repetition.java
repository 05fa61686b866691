package io.github.tansaku.shogi;

import io.github.tansaku.search.Outcome;

/**
 * 千日手 (sennichite) from the position's history (the Japan Shogi Association's rule).
 *
 * <p>The same position (board, both hands, side to move) occurring for the fourth time ends the
 * game: a draw, unless one side gave check with every one of its moves from the first of the
 * four occurrences to the fourth (連続王手の千日手); that side loses. Inside a search, a position
 * that repeats one on the current search path (the root or later, {@code searchPly} moves back
 * at most) is judged the same way at once, as {@link io.github.tansaku.search.Game#outcome}
 * allows: looking back to that occurrence only. The history does not reach back past a null
 * move.
 */
public final class Repetition {

    private Repetition() {
    }

    /**
     * The repetition outcome of {@code pos} from the side to move's view, or
     * {@link Outcome#ONGOING}.
     *
     * @param searchPly moves made since the search root (0 outside a search)
     */
    public static Outcome outcome(Position pos, int searchPly) {
        if (!pos.keyMayRepeat()) {
            return Outcome.ONGOING;
        }
        int current = pos.ply();
        long key = pos.key();
        int root = current - Math.max(0, searchPly);
        int occurrences = 1;
        // Same side to move: every second position, from four plies back (the shortest cycle).
        for (int i = current - 4; i >= pos.repetitionFloor(); i -= 2) {
            if (pos.keyAt(i) != key) {
                continue;
            }
            if (i >= root && searchPly > 0) {
                return judge(pos, i, current);
            }
            occurrences++;
            if (occurrences == 4) {
                return judge(pos, i, current);
            }
        }
        return Outcome.ONGOING;
    }

    /** How many times the current position has occurred, counting itself (back to any null move). */
    public static int occurrences(Position pos) {
        int count = 1;
        if (!pos.keyMayRepeat()) {
            return count;
        }
        for (int i = pos.ply() - 4; i >= pos.repetitionFloor(); i -= 2) {
            if (pos.keyAt(i) == pos.key()) {
                count++;
            }
        }
        return count;
    }

    /**
     * Judges the cycle from history index {@code first} to {@code current} (same position, same
     * side to move): a win for the side to move if the opponent checked with every move, a loss
     * if the side to move did, else a draw.
     */
    private static Outcome judge(Position pos, int first, int current) {
        boolean opponentAlwaysChecked = true;
        boolean moverAlwaysChecked = true;
        // Positions first+1, first+3, ... were reached by the side to move's moves; first+2, ...,
        // current by the opponent's. A move gave check when the position after it is in check.
        for (int i = first + 1; i <= current; i++) {
            boolean check = pos.inCheckAt(i);
            if (((i - first) & 1) == 1) {
                moverAlwaysChecked &= check;
            } else {
                opponentAlwaysChecked &= check;
            }
        }
        if (opponentAlwaysChecked) {
            return Outcome.WIN;
        }
        if (moverAlwaysChecked) {
            return Outcome.LOSS;
        }
        return Outcome.DRAW;
    }
}
