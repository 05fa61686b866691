package io.github.tansaku.search.algo;

import io.github.tansaku.search.Score;

/**
 * One search thread's last completed iteration: its depth, the deepest ply it reached, the best
 * root move's score and principal variation, for {@link Technique#BEST_THREAD_CHOICE}. The
 * thread copies them here after each iteration it completes ({@code RootSearch.run}), into
 * arrays allocated once, so that publishing costs no allocation.
 *
 * <p>Not thread-safe by itself: a Lazy SMP helper writes it while it searches, and the searching
 * thread reads it only after the helpers have stopped ({@code HelperPool.finish}, whose lock
 * orders the helper's writes before the reads) and clears it only while they are idle
 * ({@code HelperPool.begin}).
 */
final class CompletedIteration {

    private final int[] pv = new int[Score.MAX_PLY + 1];
    private int pvLength;
    private int depth;
    private int selDepth;
    private int score = -Score.INFINITE;

    /** Forgets the iteration: nothing completed yet in this search. */
    void clear() {
        depth = 0;
        selDepth = 0;
        score = -Score.INFINITE;
        pvLength = 0;
    }

    /** Records a completed iteration: its {@code depth}, {@code selDepth}, best {@code score} and line. */
    void record(int completedDepth, int deepestPly, int bestScore, int[] line, int length) {
        depth = completedDepth;
        selDepth = deepestPly;
        score = bestScore;
        System.arraycopy(line, 0, pv, 0, length);
        pvLength = length;
    }

    /** Whether an iteration has been completed since the last {@link #clear()}. */
    boolean completed() {
        return depth > 0 && pvLength > 0;
    }

    /** The completed iteration's depth; 0 when none was completed. */
    int depth() {
        return depth;
    }

    /** The deepest ply the thread had reached when it completed the iteration. */
    int selDepth() {
        return selDepth;
    }

    /** The best root move's score, from the root side to move's view. */
    int score() {
        return score;
    }

    /** The length of the best root move's principal variation. */
    int pvLength() {
        return pvLength;
    }

    /** Move code {@code i} of the principal variation, 0 being the best root move. */
    int pvMove(int i) {
        return pv[i];
    }
}
