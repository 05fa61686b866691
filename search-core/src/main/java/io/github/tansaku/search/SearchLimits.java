package io.github.tansaku.search;

import java.util.Arrays;

/**
 * When a search must stop, and which root moves it may consider. Immutable; build it from
 * {@link #none()} or one of the factories and refine it with the {@code withXxx} methods.
 *
 * <p>Limits combine: the search stops at whichever is reached first. Time is measured with the
 * searcher's {@link Clock}. The soft time limit is checked between iterations (do not start an
 * iteration that cannot finish); the hard limit and the deadline end the search at once.
 * An {@linkplain #infinite() infinite} search ignores every limit and runs until stopped from
 * another thread.
 */
public final class SearchLimits {

    /** Means "no limit" for the time and node fields. */
    public static final long UNLIMITED = Long.MAX_VALUE;

    private static final SearchLimits NONE =
            new SearchLimits(Score.MAX_PLY - 1, UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED, false, 0, new int[0]);

    private final int maxDepth;
    private final long maxNodes;
    private final long softTimeMillis;
    private final long hardTimeMillis;
    private final long deadlineMillis;
    private final boolean infinite;
    private final int mateInMoves;
    private final int[] rootMoves;

    private SearchLimits(int maxDepth, long maxNodes, long softTimeMillis, long hardTimeMillis,
            long deadlineMillis, boolean infinite, int mateInMoves, int[] rootMoves) {
        this.maxDepth = maxDepth;
        this.maxNodes = maxNodes;
        this.softTimeMillis = softTimeMillis;
        this.hardTimeMillis = hardTimeMillis;
        this.deadlineMillis = deadlineMillis;
        this.infinite = infinite;
        this.mateInMoves = mateInMoves;
        this.rootMoves = rootMoves;
    }

    /** No limit but the maximum depth: the search ends when it has nothing left to learn or is stopped. */
    public static SearchLimits none() {
        return NONE;
    }

    /** Search to {@code depth} plies. */
    public static SearchLimits depth(int depth) {
        return NONE.withDepth(depth);
    }

    /**
     * Search about {@code nodes} nodes, as the searcher counts them (the {@code Searcher}: one
     * per legal move made, see {@code SearchStatistics.nodes()}).
     */
    public static SearchLimits nodes(long nodes) {
        return NONE.withNodes(nodes);
    }

    /** Search exactly {@code millis} milliseconds (soft and hard limit alike). */
    public static SearchLimits moveTime(long millis) {
        return NONE.withTime(millis, millis);
    }

    /** Search until stopped from another thread. */
    public static SearchLimits infinite() {
        return NONE.withInfinite(true);
    }

    /** A copy with the maximum depth set (clamped to 1..MAX_PLY-1). */
    public SearchLimits withDepth(int depth) {
        int d = Math.max(1, Math.min(depth, Score.MAX_PLY - 1));
        return new SearchLimits(d, maxNodes, softTimeMillis, hardTimeMillis, deadlineMillis, infinite, mateInMoves, rootMoves);
    }

    /** A copy with the node limit set. */
    public SearchLimits withNodes(long nodes) {
        requireNonNegative(nodes, "nodes");
        return new SearchLimits(maxDepth, nodes, softTimeMillis, hardTimeMillis, deadlineMillis, infinite, mateInMoves, rootMoves);
    }

    /**
     * A copy with time limits relative to the start of the search: the soft limit (no new
     * iteration after it) and the hard limit (stop at once).
     */
    public SearchLimits withTime(long softMillis, long hardMillis) {
        requireNonNegative(softMillis, "soft time");
        requireNonNegative(hardMillis, "hard time");
        return new SearchLimits(maxDepth, maxNodes, Math.min(softMillis, hardMillis), hardMillis, deadlineMillis,
                infinite, mateInMoves, rootMoves);
    }

    /** A copy with an absolute deadline, in the searcher's {@link Clock} milliseconds. */
    public SearchLimits withDeadline(long clockMillis) {
        return new SearchLimits(maxDepth, maxNodes, softTimeMillis, hardTimeMillis, clockMillis, infinite, mateInMoves, rootMoves);
    }

    /** A copy that is (or is not) infinite. */
    public SearchLimits withInfinite(boolean on) {
        return new SearchLimits(maxDepth, maxNodes, softTimeMillis, hardTimeMillis, deadlineMillis, on, mateInMoves, rootMoves);
    }

    /**
     * A copy that stops as soon as a win in at most {@code moves} moves of the side to move is
     * proven, counted as {@link Score#mateInMoves} counts them (0 = off).
     */
    public SearchLimits withMate(int moves) {
        requireNonNegative(moves, "mate moves");
        return new SearchLimits(maxDepth, maxNodes, softTimeMillis, hardTimeMillis, deadlineMillis, infinite, moves, rootMoves);
    }

    /** A copy that considers only these root move codes (none given = all moves). */
    public SearchLimits withRootMoves(int... moveCodes) {
        return new SearchLimits(maxDepth, maxNodes, softTimeMillis, hardTimeMillis, deadlineMillis, infinite, mateInMoves,
                moveCodes.clone());
    }

    /** The deepest iteration to run. */
    public int maxDepth() {
        return maxDepth;
    }

    /** The node limit, or {@link #UNLIMITED}. */
    public long maxNodes() {
        return maxNodes;
    }

    /** Milliseconds after which no new iteration starts, or {@link #UNLIMITED}. */
    public long softTimeMillis() {
        return softTimeMillis;
    }

    /** Milliseconds after which the search stops at once, or {@link #UNLIMITED}. */
    public long hardTimeMillis() {
        return hardTimeMillis;
    }

    /** Absolute clock time at which the search stops at once, or {@link #UNLIMITED}. */
    public long deadlineMillis() {
        return deadlineMillis;
    }

    /** Whether the search runs until stopped, ignoring the other limits. */
    public boolean isInfinite() {
        return infinite;
    }

    /** Stop once a mate in at most this many moves is proven; 0 when not set. */
    public int mateInMoves() {
        return mateInMoves;
    }

    /** Whether only some root moves may be searched. */
    public boolean restrictsRootMoves() {
        return rootMoves.length > 0;
    }

    /** The allowed root move codes (a copy); empty when all moves are allowed. */
    public int[] rootMoves() {
        return rootMoves.clone();
    }

    /** Whether root move {@code code} may be searched. */
    public boolean allowsRootMove(int code) {
        if (rootMoves.length == 0) {
            return true;
        }
        for (int allowed : rootMoves) {
            if (allowed == code) {
                return true;
            }
        }
        return false;
    }

    private static void requireNonNegative(long value, String what) {
        if (value < 0) {
            throw new IllegalArgumentException(what + " must not be negative: " + value);
        }
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("SearchLimits[depth=").append(maxDepth);
        if (maxNodes != UNLIMITED) {
            s.append(", nodes=").append(maxNodes);
        }
        if (softTimeMillis != UNLIMITED || hardTimeMillis != UNLIMITED) {
            s.append(", time=").append(softTimeMillis).append('/').append(hardTimeMillis).append("ms");
        }
        if (deadlineMillis != UNLIMITED) {
            s.append(", deadline=").append(deadlineMillis);
        }
        if (infinite) {
            s.append(", infinite");
        }
        if (mateInMoves > 0) {
            s.append(", mate=").append(mateInMoves);
        }
        if (rootMoves.length > 0) {
            s.append(", rootMoves=").append(Arrays.toString(rootMoves));
        }
        return s.append(']').toString();
    }
}
