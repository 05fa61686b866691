package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchInfo;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.Nim;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import io.github.tansaku.search.mcts.MctsOptions;
import io.github.tansaku.search.mcts.MctsSearcher;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The {@link GameSearcher} contract, the same tests for every strategy: limits of nodes, time
 * and depth, a stop from another thread, progress reports, the result and its legality, games
 * without moves, root-move restrictions and proven wins.
 */
class GameSearcherConformanceTest {

    /** The strategies under test, each building a searcher of a game with an evaluator. */
    enum Strategy {
        ALPHA_BETA {
            @Override
            <P, M> GameSearcher<P, M> of(io.github.tansaku.search.Game<P, M> game, io.github.tansaku.search.Evaluator<P> e) {
                return new Searcher<>(game, e, SearchOptions.defaults().withHashMegabytes(2).supportedBy(game));
            }
        },
        MCTS {
            @Override
            <P, M> GameSearcher<P, M> of(io.github.tansaku.search.Game<P, M> game, io.github.tansaku.search.Evaluator<P> e) {
                return new MctsSearcher<>(game, e, MctsOptions.defaults().withNodeBudget(100_000));
            }
        },
        MCTS_TWO_THREADS {
            @Override
            <P, M> GameSearcher<P, M> of(io.github.tansaku.search.Game<P, M> game, io.github.tansaku.search.Evaluator<P> e) {
                return new MctsSearcher<>(game, e, MctsOptions.defaults().withNodeBudget(100_000).withThreads(2));
            }
        };

        abstract <P, M> GameSearcher<P, M> of(io.github.tansaku.search.Game<P, M> game,
                io.github.tansaku.search.Evaluator<P> evaluator);
    }

    /** A deep random game without game ends. */
    private static RandomTreeGame wideGame() {
        return new RandomTreeGame(4242, 4, 12, 0, 0, 10);
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void theResultIsALegalLineAndThePositionIsRestored(Strategy strategy) {
        RandomTreeGame game = wideGame();
        GameSearcher<RandomTreeGame.Node, Integer> searcher = strategy.of(game, game.evaluator);
        RandomTreeGame.Node root = game.newPosition();
        long before = game.hash(root);
        SearchResult<Integer> result = searcher.search(root, SearchLimits.nodes(5_000), SearchListener.silent());
        assertThat(game.hash(root)).isEqualTo(before);
        assertThat(result.pv()).isNotEmpty();
        assertThat(result.pv().get(0)).isEqualTo(result.bestMove());
        RandomTreeGame.Node walk = game.copy(root);
        for (Integer move : result.pv()) {
            assertThat(game.legalMoves(walk)).as("pv %s", result.pv()).contains(move);
            game.makeMove(walk, move);
        }
        assertThat(result.nodes()).isPositive();
        assertThat(searcher.nodes()).isEqualTo(result.nodes());
        assertThat(Math.abs(result.score())).isLessThan(Score.MATE_BOUND);
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void theNodeLimitIsKept(Strategy strategy) {
        RandomTreeGame game = wideGame();
        GameSearcher<RandomTreeGame.Node, Integer> searcher = strategy.of(game, game.evaluator);
        SearchResult<Integer> result = searcher.search(game.newPosition(), SearchLimits.nodes(3_000), SearchListener.silent());
        // The alpha-beta searcher checks every 1,024 nodes per thread; MCTS after every playout.
        assertThat(result.nodes()).isBetween(1L, 3_000L + 2 * 1_024);
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void aMoveTimeIsUsedAndKept(Strategy strategy) {
        RandomTreeGame game = wideGame();
        GameSearcher<RandomTreeGame.Node, Integer> searcher = strategy.of(game, game.evaluator);
        long start = System.nanoTime();
        SearchResult<Integer> result = searcher.search(game.newPosition(), SearchLimits.moveTime(150), SearchListener.silent());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(millis).isBetween(140L, 150L + 1_500); // generous: the machine is shared
        assertThat(game.legalMoves(game.newPosition())).contains(result.bestMove());
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void aDepthLimitBoundsTheLine(Strategy strategy) {
        RandomTreeGame game = wideGame();
        GameSearcher<RandomTreeGame.Node, Integer> searcher = strategy.of(game, game.evaluator);
        SearchResult<Integer> result = searcher.search(game.newPosition(), SearchLimits.depth(1).withNodes(20_000),
                SearchListener.silent());
        assertThat(result.depth()).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void anInfiniteSearchRunsUntilStoppedFromAnotherThread(Strategy strategy) throws InterruptedException {
        RandomTreeGame game = wideGame();
        GameSearcher<RandomTreeGame.Node, Integer> searcher = strategy.of(game, game.evaluator);
        AtomicReference<SearchResult<Integer>> result = new AtomicReference<>();
        Thread thread = new Thread(() -> result.set(searcher.search(game.newPosition(), SearchLimits.infinite(),
                SearchListener.silent())));
        thread.start();
        Thread.sleep(300);
        assertThat(thread.isAlive()).as("still searching").isTrue();
        assertThat(searcher.nodes()).isPositive();
        assertThatThrownBy(() -> searcher.search(game.newPosition(), SearchLimits.nodes(10), SearchListener.silent()))
                .isInstanceOf(IllegalStateException.class);
        long stopAt = System.nanoTime();
        searcher.stop();
        thread.join(5_000);
        assertThat(thread.isAlive()).as("stopped").isFalse();
        assertThat((System.nanoTime() - stopAt) / 1_000_000).isLessThan(2_000);
        assertThat(game.legalMoves(game.newPosition())).contains(result.get().bestMove());
    }

    /** A proven win under an infinite search is still held back until the stop, as UCI and USI want. */
    @ParameterizedTest
    @EnumSource(Strategy.class)
    void anInfiniteSearchOfAProvenPositionWaitsForTheStop(Strategy strategy) throws InterruptedException {
        Nim game = new Nim(5);
        GameSearcher<Nim.Pile, Integer> searcher = strategy.of(game, Nim.BLIND);
        AtomicReference<SearchResult<Integer>> result = new AtomicReference<>();
        Thread thread = new Thread(() -> result.set(searcher.search(game.newPosition(), SearchLimits.infinite(),
                SearchListener.silent())));
        thread.start();
        Thread.sleep(300);
        assertThat(thread.isAlive()).isTrue();
        searcher.stop();
        thread.join(5_000);
        assertThat(result.get().bestMove()).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void progressReachesTheListenerOnTheSearchingThread(Strategy strategy) {
        RandomTreeGame game = wideGame();
        GameSearcher<RandomTreeGame.Node, Integer> searcher = strategy.of(game, game.evaluator);
        List<SearchInfo<Integer>> infos = new CopyOnWriteArrayList<>();
        List<Thread> threads = new CopyOnWriteArrayList<>();
        SearchResult<Integer> result = searcher.search(game.newPosition(), SearchLimits.nodes(20_000), info -> {
            infos.add(info);
            threads.add(Thread.currentThread());
        });
        assertThat(infos).isNotEmpty();
        assertThat(threads).containsOnly(Thread.currentThread());
        SearchInfo<Integer> last = infos.get(infos.size() - 1);
        assertThat(last.pv()).isNotEmpty();
        assertThat(last.pv().get(0)).isEqualTo(result.bestMove());
        assertThat(last.nodes()).isPositive().isLessThanOrEqualTo(result.nodes());
        for (int i = 1; i < infos.size(); i++) {
            assertThat(infos.get(i).nodes()).isGreaterThanOrEqualTo(infos.get(i - 1).nodes());
        }
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void aRootWithoutMovesGivesNoMoveAndTheGamesVerdict(Strategy strategy) {
        for (Outcome verdict : List.of(Outcome.LOSS, Outcome.WIN, Outcome.DRAW)) {
            Nim game = Nim.endingIn(verdict, 0);
            SearchResult<Integer> result = strategy.of(game, Nim.BLIND).search(game.newPosition(), SearchLimits.nodes(100),
                    SearchListener.silent());
            assertThat(result.bestMove()).isNull();
            assertThat(result.pv()).isEmpty();
            assertThat(result.score()).isEqualTo(Score.of(verdict, 0));
        }
    }

    @ParameterizedTest
    @EnumSource(Strategy.class)
    void onlyTheAllowedRootMovesAreSearched(Strategy strategy) {
        Nim game = new Nim(9); // taking 1 wins (leaves 8); the search may only take 2 or 3
        GameSearcher<Nim.Pile, Integer> searcher = strategy.of(game, Nim.BLIND);
        SearchResult<Integer> result = searcher.search(game.newPosition(), SearchLimits.none().withRootMoves(2, 3),
                SearchListener.silent());
        assertThat(result.bestMove()).isIn(2, 3);
        assertThat(result.score()).isLessThan(-Score.MATE_BOUND); // both lose: Nim theory
        SearchResult<Integer> free = searcher.search(game.newPosition(), SearchLimits.none(), SearchListener.silent());
        assertThat(free.bestMove()).isEqualTo(1);
    }

    /**
     * Nim theory: a pile of 4q + r (r > 0) is won by taking r, in exactly 2q + 1 plies whatever
     * the loser does; a multiple of 4 is lost in 2q plies.
     */
    @ParameterizedTest
    @EnumSource(Strategy.class)
    void nimIsSolvedAsTheoryHasIt(Strategy strategy) {
        for (int stones = 1; stones <= 14; stones++) {
            Nim game = new Nim(stones);
            SearchResult<Integer> result = strategy.of(game, Nim.BLIND).search(game.newPosition(), SearchLimits.none(),
                    SearchListener.silent());
            int q = stones / 4;
            int r = stones % 4;
            if (r == 0) {
                assertThat(result.score()).as("pile %d", stones).isEqualTo(Score.matedIn(2 * q));
            } else {
                assertThat(result.score()).as("pile %d", stones).isEqualTo(Score.mateIn(2 * q + 1));
                assertThat(result.bestMove()).as("pile %d", stones).isEqualTo(r);
            }
        }
    }
}
