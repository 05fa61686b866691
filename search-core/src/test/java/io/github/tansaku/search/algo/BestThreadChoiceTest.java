package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchInfo;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The Lazy SMP answer's thread ({@link Technique#BEST_THREAD_CHOICE}): a helper whose last
 * completed iteration is at least as deep as the main thread's and scores better gives the
 * answer, as does one that found a mate; a shallower or worse one does not, nor one whose move
 * the main thread's root mate check dropped; a depth limit or several principal variations keep
 * the main thread's answer.
 *
 * <p>Each search is scripted so that its outcome does not depend on scheduling. The game never
 * ends (three moves at every node, unless a test says otherwise), and each thread has its own
 * evaluator: a line is worth what that thread's {@code values} give its root move, so the
 * threads disagree on the best move and its score. Every thread's depth is pinned through {@link Evaluator#iterationStarting}, which a
 * thread calls before each iteration: a helper pinned at depth d waits when it is about to start
 * iteration d + 1 (it has completed d); the main thread, about to start the iteration after its
 * own pinned depth, waits until every helper is pinned, then stops the search and lets the
 * helpers go on, into the stop. The table's score cutoffs are off so that the threads' values do
 * not leak into each other's searches.
 */
class BestThreadChoiceTest {

    private static final int ROOT_MOVES = 3;
    private static final long WAIT_SECONDS = 20;

    /** One thread's script: its values by root move (index 0 unused) and the depth it completes. */
    private record Script(int depth, int... values) {
    }

    /** What a scripted search returned, with the last line its listener was told. */
    private record Outcome(SearchResult<Integer> result, SearchInfo<Integer> lastInfo) {
    }

    @Test
    void aDeeperHelperWithABetterScoreGivesTheAnswer() {
        Script main = new Script(3, 0, 10, 0, 0);
        Script helper = new Script(5, 0, 10, 50, 0);

        Outcome on = search(true, SearchLimits.none(), 1, false, main, helper);
        assertThat(on.result().bestMove()).isEqualTo(2);
        assertThat(on.result().score()).isEqualTo(50);
        assertThat(on.result().depth()).isEqualTo(5);
        assertThat(on.result().pv()).hasSizeGreaterThan(1).startsWith(2);
        assertThat(on.result().ponderMove()).isEqualTo(on.result().pv().get(1));
        assertThat(on.result().rootMoves()).hasSize(1);
        assertThat(on.result().rootMoves().get(0).move()).isEqualTo(2);
        // The last line reported is the answer's.
        assertThat(on.lastInfo().pv()).isEqualTo(on.result().pv());
        assertThat(on.lastInfo().score()).isEqualTo(50);
        assertThat(on.lastInfo().depth()).isEqualTo(5);

        Outcome off = search(false, SearchLimits.none(), 1, false, main, helper);
        assertThat(off.result().bestMove()).isEqualTo(1);
        assertThat(off.result().score()).isEqualTo(10);
        assertThat(off.result().depth()).isEqualTo(3);
    }

    /**
     * Two helpers: the deepest scores worse than the main thread, the other, less deep but
     * deeper than the main thread, better. The better one answers, not the deepest.
     */
    @Test
    void aDeeperHelperWithAWorseScoreDoesNotGiveTheAnswer() {
        Script main = new Script(3, 0, 10, 0, 0);
        Script deepestButWorse = new Script(6, 0, -20, 5, -20);
        Script deeperAndBetter = new Script(4, 0, -20, -20, 30);

        SearchResult<Integer> r = search(true, SearchLimits.none(), 1, false, main, deepestButWorse, deeperAndBetter)
                .result();
        assertThat(r.bestMove()).isEqualTo(3);
        assertThat(r.score()).isEqualTo(30);
        assertThat(r.depth()).isEqualTo(4);
    }

    /**
     * Two helpers: one shallower than the main thread with a much better score, one at the main
     * thread's depth with a better one. The one at the main thread's depth answers.
     */
    @Test
    void aHelperAnswersAtTheMainThreadsDepthButNotShallower() {
        Script main = new Script(4, 0, 10, 0, 0);
        Script shallowerAndBetter = new Script(2, 0, 0, 90, 0);
        Script sameDepthAndBetter = new Script(4, 0, 0, 0, 30);

        SearchResult<Integer> r = search(true, SearchLimits.none(), 1, false, main, shallowerAndBetter,
                sameDepthAndBetter).result();
        assertThat(r.bestMove()).isEqualTo(3);
        assertThat(r.score()).isEqualTo(30);
        assertThat(r.depth()).isEqualTo(4);
    }

    /**
     * A helper shallower than the main thread that proved a mate answers: in the helper's game
     * (and only there) root move 2 leaves the opponent without a move, which loses.
     */
    @Test
    void aShallowerHelperThatFoundAMateGivesTheAnswer() {
        Script main = new Script(5, 0, 10, 0, 0);
        Script mating = new Script(2, 0, 0, 0, 0);

        SearchResult<Integer> on = search(true, SearchLimits.none(), 1, true, main, mating).result();
        assertThat(on.bestMove()).isEqualTo(2);
        assertThat(on.score()).isEqualTo(Score.mateIn(1));
        assertThat(on.depth()).isEqualTo(2);

        SearchResult<Integer> off = search(false, SearchLimits.none(), 1, true, main, mating).result();
        assertThat(off.bestMove()).isEqualTo(1);
        assertThat(off.score()).isEqualTo(10);
    }

    /**
     * The deeper, better helper of {@link #aDeeperHelperWithABetterScoreGivesTheAnswer} does
     * not answer when the search has a depth limit, nor with two principal variations.
     */
    @Test
    void theMainThreadAnswersUnderADepthLimitAndWithSeveralLines() {
        Script main = new Script(3, 0, 10, 0, 0);
        Script helper = new Script(5, 0, 10, 50, 0);
        assertThat(search(true, SearchLimits.none(), 1, false, main, helper).result().bestMove())
                .as("without a depth limit").isEqualTo(2);

        SearchResult<Integer> limited = search(true, SearchLimits.depth(20), 1, false, main, helper).result();
        assertThat(limited.bestMove()).isEqualTo(1);
        assertThat(limited.score()).isEqualTo(10);
        assertThat(limited.depth()).isEqualTo(3);

        SearchResult<Integer> twoLines = search(true, SearchLimits.none(), 2, false, main, helper).result();
        assertThat(twoLines.bestMove()).isEqualTo(1);
        assertThat(twoLines.score()).isEqualTo(10);
        assertThat(twoLines.rootMoves()).hasSize(2);
    }

    /**
     * A helper's move that the main thread's root mate check dropped does not answer: on the
     * tree of {@link RootMateCheckTest}, root move 2 looks best to both threads (100 against
     * -50) but lets the opponent mate by checks beyond their depth; the main thread's check
     * drops it after depth 4, the helper, deeper, still prefers it.
     */
    @Test
    void aMoveTheRootMateCheckDroppedDoesNotComeBack() {
        RootMateCheckTest.MateTree game = RootMateCheckTest.game(false, false);
        SearchOptions options = SearchOptions.exact().supportedBy(game).with(Technique.TRANSPOSITION_TABLE, false)
                .with(Technique.ROOT_MATE_CHECK, true).withThreads(2).withHashMegabytes(1);
        Script main = new Script(4, 0, -50, 100);
        Script helper = new Script(5, 0, -50, 100);

        SearchResult<Integer> r = run(game, ConcurrentHashMap.newKeySet(), options, SearchLimits.none(), main, helper)
                .result();
        assertThat(r.bestMove()).isEqualTo(1);
        assertThat(r.score()).isEqualTo(-50);
        assertThat(r.depth()).isEqualTo(4);
    }

    /**
     * Runs one scripted search on a game of three moves at every node: {@code scripts[0]} is the
     * main thread's, the others the helpers' in order. With {@code helpersMate}, root move 2
     * leaves the opponent without a move in the helpers' game.
     */
    private static Outcome search(boolean choice, SearchLimits limits, int multiPv, boolean helpersMate,
            Script... scripts) {
        Set<Thread> helperThreads = ConcurrentHashMap.newKeySet();
        ScriptedTree game = new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return mated(path) ? 0 : ROOT_MOVES;
            }

            /** Also the moves the main thread's table entries suggest there. */
            @Override
            public boolean legal(ScriptedTree.Path path, int move) {
                return !mated(path);
            }

            private boolean mated(ScriptedTree.Path path) {
                return helpersMate && path.length() == 1 && path.move(0) == 2
                        && helperThreads.contains(Thread.currentThread());
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return 0; // the threads' own evaluators score the lines
            }
        });
        SearchOptions options = SearchOptions.exact().supportedBy(game)
                .with(Technique.TRANSPOSITION_TABLE, false)
                .with(Technique.BEST_THREAD_CHOICE, choice)
                .withThreads(scripts.length).withMultiPv(multiPv).withHashMegabytes(1);
        return run(game, helperThreads, options, limits, scripts);
    }

    /**
     * Searches {@code game} with one evaluator per script, each thread's depth pinned by its
     * script (see the class comment); the helpers' threads are added to {@code helperThreads}.
     */
    private static Outcome run(ScriptedTree game, Set<Thread> helperThreads, SearchOptions options,
            SearchLimits limits, Script... scripts) {
        int helpers = scripts.length - 1;
        CountDownLatch pinned = new CountDownLatch(helpers);
        CountDownLatch released = new CountDownLatch(1);
        AtomicBoolean timedOut = new AtomicBoolean();
        AtomicReference<Searcher<ScriptedTree.Path, Integer>> searcher = new AtomicReference<>();
        List<ScriptedEvaluator> evaluators = new ArrayList<>();
        evaluators.add(new ScriptedEvaluator(scripts[0], depth -> {
            if (depth == scripts[0].depth() + 1) {
                try {
                    timedOut.compareAndSet(false, !pinned.await(WAIT_SECONDS, TimeUnit.SECONDS));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    searcher.get().stop();
                    released.countDown();
                }
            }
        }));
        for (int i = 1; i <= helpers; i++) {
            Script script = scripts[i];
            evaluators.add(new ScriptedEvaluator(script, depth -> {
                helperThreads.add(Thread.currentThread());
                if (depth == script.depth() + 1) {
                    pinned.countDown();
                    try {
                        timedOut.compareAndSet(false, !released.await(WAIT_SECONDS, TimeUnit.SECONDS));
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }));
        }
        java.util.Iterator<ScriptedEvaluator> next = evaluators.iterator();
        List<SearchInfo<Integer>> infos = new ArrayList<>();
        SearchListener<Integer> listener = infos::add;
        try (Searcher<ScriptedTree.Path, Integer> s = Searcher.withEvaluatorPerThread(game, next::next, options)) {
            searcher.set(s);
            SearchResult<Integer> result = s.search(game.newPosition(), limits, listener);
            assertThat(timedOut.get()).as("every thread reached its pinned depth").isFalse();
            return new Outcome(result, infos.get(infos.size() - 1));
        }
    }

    /** One thread's evaluator: its script's value of the line's root move, told each iteration's depth. */
    private static final class ScriptedEvaluator implements Evaluator<ScriptedTree.Path> {
        private final Script script;
        private final java.util.function.IntConsumer onIteration;

        ScriptedEvaluator(Script script, java.util.function.IntConsumer onIteration) {
            this.script = script;
            this.onIteration = onIteration;
        }

        @Override
        public int evaluate(ScriptedTree.Path p) {
            if (p.length() == 0) {
                return 0;
            }
            int rootSideValue = script.values()[p.move(0)];
            return p.length() % 2 == 0 ? rootSideValue : -rootSideValue;
        }

        @Override
        public boolean iterationStarting(int depth, int previousScore) {
            onIteration.accept(depth);
            return false;
        }
    }
}
