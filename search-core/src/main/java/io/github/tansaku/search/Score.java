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
     * Moves (not plies) to mate as UCI/USI report it: positive when the side to move mates,
     * negative when it is mated. Only meaningful when {@link #isMate} holds.
     */
    public static int mateInMoves(int score) {
        return score > 0 ? (MATE - score + 1) / 2 : -(MATE + score) / 2;
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

    /** A readable form: {@code "cp 35"}-like numbers as {@code "+35"}, mates as {@code "mate 3"}. */
    public static String toString(int score) {
        if (isMate(score)) {
            return "mate " + mateInMoves(score);
        }
        return (score > 0 ? "+" : "") + score;
    }
}
