package io.github.tansaku.search.mcts;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two threads on one tree: every answer is a legal move and a legal line, and the proven values
 * are the ones one thread proves and the exhaustive alpha-beta search computes.
 */
class MctsThreadsStressTest {

    /**
     * Small random games that end (one or two moves a node, 40 % game ends): the alpha-beta
     * search to the end gives the exact value, win, loss or draw, which the solver must prove
     * with one thread and with two.
     */
    @Test
    void twoThreadsProveTheExactValuesOfSmallGames() {
        RandomTreeGame game = new RandomTreeGame(1, 1, 2, 0, 40, 10);
        MctsSearcher<RandomTreeGame.Node, Integer> one = new MctsSearcher<>(game, game.evaluator,
                MctsOptions.defaults().withNodeBudget(200_000));
        MctsSearcher<RandomTreeGame.Node, Integer> two = new MctsSearcher<>(game, game.evaluator,
                MctsOptions.defaults().withNodeBudget(200_000).withThreads(2));
        int decided = 0;
        for (long seed = 1; seed <= 30; seed++) {
            game.configure(seed, 1, 2, 0, 40, 10);
            one.clearTree();
            two.clearTree();
            RandomTreeGame.Node root = game.newPosition();
            SearchResult<Integer> exact = new AlphaBeta<>(game, game.evaluator).search(root, 150);
            if (exact.bestMove() == null || (!Score.isMate(exact.score()) && exact.score() != Score.DRAW)) {
                continue; // no move at the root, or the game is too deep for the exhaustive search
            }
            decided++;
            for (MctsSearcher<RandomTreeGame.Node, Integer> searcher : List.of(one, two)) {
                SearchResult<Integer> result = searcher.search(root, SearchLimits.nodes(2_000_000), SearchListener.silent());
                assertThat(Integer.signum(result.score())).as("seed %d, alpha-beta %s, mcts %s", seed, exact, result)
                        .isEqualTo(Integer.signum(exact.score()));
                assertThat(Score.isMate(result.score()) || result.score() == Score.DRAW)
                        .as("seed %d: proven, %s", seed, result).isTrue();
                assertLegalLine(game, root, result.pv());
            }
        }
        assertThat(decided).as("positions with an exact value").isGreaterThan(15);
    }

    /** Many short two-thread searches of a wide game: legal moves and lines only, the position restored. */
    @Test
    void twoThreadsAnswerOnlyLegalMoves() {
        RandomTreeGame game = new RandomTreeGame(99, 2, 20, 0, 5, 20);
        MctsSearcher<RandomTreeGame.Node, Integer> searcher = new MctsSearcher<>(game, game.evaluator,
                MctsOptions.defaults().withNodeBudget(5_000).withThreads(2).withVirtualLoss(3));
        for (long seed = 1; seed <= 40; seed++) {
            game.configure(seed, 2, 20, 0, 5, 20);
            RandomTreeGame.Node root = game.newPosition();
            long hash = game.hash(root);
            SearchResult<Integer> result = searcher.search(root, SearchLimits.nodes(3_000 + seed * 100),
                    SearchListener.silent());
            assertThat(game.hash(root)).isEqualTo(hash);
            assertLegalLine(game, root, result.pv());
            assertThat(result.bestMove()).isEqualTo(result.pv().get(0));
        }
    }

    private static void assertLegalLine(RandomTreeGame game, RandomTreeGame.Node root, List<Integer> pv) {
        assertThat(pv).isNotEmpty();
        RandomTreeGame.Node walk = game.copy(root);
        for (Integer move : pv) {
            assertThat(game.legalMoves(walk)).as("line %s", pv).contains(move);
            game.makeMove(walk, move);
        }
    }
}
