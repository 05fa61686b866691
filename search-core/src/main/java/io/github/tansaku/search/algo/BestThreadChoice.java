package io.github.tansaku.search.algo;

import io.github.tansaku.search.Score;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Which Lazy SMP thread gives the answer ({@link Technique#BEST_THREAD_CHOICE}): the threads
 * search the same root to different depths with different move orders, and a helper often ends
 * a search with a completed iteration that the main thread has not matched, at its depth or
 * beyond, with a better score. Its move is then the better-informed answer, where answering with
 * the main thread's alone wastes what the helpers found.
 *
 * <p>The threads are compared in turn against the best so far, starting with the main thread: a
 * thread replaces it when its score is higher and its completed depth is at least as deep, or
 * when its score is higher and a mate for the side to move (a proven win needs no depth). The
 * rule applies only where one answer is asked for from the whole search: with one principal
 * variation, and without a depth limit (a search to a fixed depth answers with that depth's
 * result). A helper whose best move the main thread no longer searches is passed over: the
 * root mate check, which only the main thread runs, drops root moves after which the opponent
 * mates, and such a move must not come back as the answer.
 */
final class BestThreadChoice {

    private BestThreadChoice() {
    }

    /**
     * The helper iteration that gives the answer instead of the main thread's, or {@code null}
     * when the main thread's stands.
     *
     * @param mainDepth the main thread's last completed depth
     * @param mainScore the score of the main thread's answer (root side to move's view)
     * @param helpers each helper's last completed iteration; those that completed none are skipped
     * @param rootMove whether a move code is still one of the main thread's root moves
     */
    static CompletedIteration choose(int mainDepth, int mainScore, List<CompletedIteration> helpers,
            IntPredicate rootMove) {
        CompletedIteration best = null;
        int bestDepth = mainDepth;
        int bestScore = mainScore;
        for (CompletedIteration helper : helpers) {
            if (!helper.completed() || !rootMove.test(helper.pvMove(0))) {
                continue;
            }
            int score = helper.score();
            if (score > bestScore && (helper.depth() >= bestDepth || score >= Score.MATE_BOUND)) {
                best = helper;
                bestDepth = helper.depth();
                bestScore = score;
            }
        }
        return best;
    }
}
