package io.github.tansaku.search;

/**
 * The score scale shared by all searchers: plain evaluations near zero, mates near
 * {@link #MATE}, encoded by distance so that shorter mates score higher.
 *
 * <p>A side that mates in {@code n} plies from the root scores {@code MATE - n}; a side that is
 * mated in {@code n} plies scores {@code -(MATE - n)}. All scores lie in
 * [{@code -INFINITE}, {@code INFINITE}], so negation never overflows.
 */
public final class Score {

    /** The value of mating on the spot (zero plies away). */
    public static final int MATE = 32_000;
    /** Larger than any score; the initial search window is (-INFINITE, INFINITE). */
    public static final int INFINITE = 32_001;
    /** The deepest ply any searcher reaches. */
    public static final int MAX_PLY = 246;
    /** Scores at or beyond this magnitude are mate scores. */
    public static final int MATE_BOUND = MATE - MAX_PLY;
    /** A drawn position. */
    public static final int DRAW = 0;
    /** Marks "no score" in tables; outside every real score. */
    public static final int NONE = 32_002;

    private Score() {
    }

    /** The score of mating in {@code ply} plies from the root. */
    public static int mateIn(int ply) {
        return MATE - ply;
    }

    /** The score of being mated in {@code ply} plies from the root. */
    public static int matedIn(int ply) {
        return -MATE + ply;
    }

    /** Whether {@code score} announces a mate for either side. */
    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND && Math.abs(score) <= MATE;
    }

    /**
     * The number of plies from the root to the game end that a mate score announces: 0 when the
     * root position has already ended, 1 when the side to move ends the game with its next move,
     * and so on. The score's sign says who wins. Only meaningful when {@link #isMate} holds.
     */
    public static int matePlies(int score) {
        return MATE - Math.abs(score);
    }

    /**
     * Moves (not plies) to the end as UCI reports it after {@code score mate}: the number of moves
     * the side to move makes until the game ends, positive when it wins, negative when it loses
     * ({@code mateIn(3)}: 2, {@code matedIn(2)}: -1). In chess a mate always falls on the mating
     * side's move, so a win takes an odd number of plies and a loss an even one; other games
     * can also end on the loser's own move, on the other parity ({@code matedIn(1)}: -1, the side
     * to move's only move loses; {@code mateIn(2)}: 1, the opponent's reply loses). A game
     * already over at the root gives 0 either way, as UCI has no signed zero; {@link #matePlies}
     * and the sign of the score tell the two apart. Only meaningful when {@link #isMate} holds.
     */
    public static int mateInMoves(int score) {
        int moves = (matePlies(score) + 1) / 2;
        return score > 0 ? moves : -moves;
    }

    /** The score of {@code outcome} reached {@code ply} plies from the root. */
    public static int of(Outcome outcome, int ply) {
        return switch (outcome) {
            case WIN -> mateIn(ply);
            case LOSS -> matedIn(ply);
            case DRAW -> DRAW;
            case ONGOING -> throw new IllegalArgumentException("an ongoing game has no final score");
        };
    }

    /**
     * The largest final margin a {@link FinalMargin} game may report; won-by-margin scores lie
     * in ({@link #MARGIN_WIN}, {@code MARGIN_WIN + MAX_MARGIN}], lost ones in the negation.
     */
    public static final int MAX_MARGIN = 1_000;
    /**
     * The base of the won-by-margin scores: a game won by {@code m} scores {@code MARGIN_WIN + m}.
     * Above every evaluation (evaluators of such games stay inside {@code (-MARGIN_WIN,
     * MARGIN_WIN)}) and below every mate score, so a finished game beats any guess and a mate
     * by rule keeps its meaning. Such scores do not depend on the ply, so the transposition
     * table stores them unchanged.
     */
    public static final int MARGIN_WIN = 30_000;

    /**
     * Scores at or beyond this magnitude are decided: a game won or lost by a margin or by mate.
     * The searchers never prune or reduce on the strength of a static guess against such a bound.
     */
    public static final int DECIDED_BOUND = MARGIN_WIN + 1;

    /**
     * The score of a game finished with {@code margin} for the side to move ({@link FinalMargin}):
     * {@code MARGIN_WIN + margin} for a win, {@code -MARGIN_WIN + margin} for a loss,
     * {@link #DRAW} for zero.
     *
     * @throws IllegalArgumentException unless {@code |margin| <= MAX_MARGIN}
     */
    public static int ofMargin(int margin) {
        if (margin < -MAX_MARGIN || margin > MAX_MARGIN) {
            throw new IllegalArgumentException("a final margin must be in [" + -MAX_MARGIN + ", " + MAX_MARGIN + "]: "
                    + margin);
        }
        return margin > 0 ? MARGIN_WIN + margin : margin < 0 ? -MARGIN_WIN + margin : DRAW;
    }

    /** Whether {@code score} is a game won or lost by a margin ({@link #ofMargin}), not a draw. */
    public static boolean isFinalMargin(int score) {
        int size = Math.abs(score);
        return size > MARGIN_WIN && size <= MARGIN_WIN + MAX_MARGIN;
    }

    /** The margin of a score for which {@link #isFinalMargin} holds: the inverse of {@link #ofMargin}. */
    public static int finalMarginOf(int score) {
        return score > 0 ? score - MARGIN_WIN : score + MARGIN_WIN;
    }

    /**
     * Converts a score relative to the root into one relative to a node {@code ply} plies deep,
     * for storing in a transposition table: a mate score then means "mate in k from this node".
     */
    public static int toTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score + ply;
        }
        if (score <= -MATE_BOUND) {
            return score - ply;
        }
        return score;
    }

    /** The inverse of {@link #toTable}: a stored score read back at {@code ply} plies deep. */
    public static int fromTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score - ply;
        }
        if (score <= -MATE_BOUND) {
            return score + ply;
        }
        return score;
    }

    /**
     * A readable form in words that suit any game: an evaluation as {@code +35}, {@code -120} or
     * {@code 0}; a proven end in plies from the root, as {@code win in 3 plies},
     * {@code loss in 1 ply} (the side to move's only move loses); a game already over at the root
     * as {@code won} or {@code lost}; the end of a {@link FinalMargin} game as {@code win by 12}
     * or {@code loss by 3}. Protocol texts, which count mates differently, are in
     * {@code ScoreText}.
     */
    public static String toString(int score) {
        if (isFinalMargin(score)) {
            return (score > 0 ? "win by " : "loss by ") + Math.abs(finalMarginOf(score));
        }
        if (!isMate(score)) {
            return (score > 0 ? "+" : "") + score;
        }
        int plies = matePlies(score);
        if (plies == 0) {
            return score > 0 ? "won" : "lost";
        }
        return (score > 0 ? "win in " : "loss in ") + plies + (plies == 1 ? " ply" : " plies");
    }
}
