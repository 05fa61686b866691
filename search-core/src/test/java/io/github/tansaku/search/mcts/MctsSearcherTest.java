package io.github.tansaku.search.mcts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.MovePriors;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.Nim;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What MCTS adds to the shared contract: seeds, tree reuse, priors, evaluator leaves, the node budget. */
class MctsSearcherTest {

    private static RandomTreeGame wideGame() {
        return new RandomTreeGame(4242, 4, 12, 0, 3, 10);
    }

    private static MctsOptions small() {
        return MctsOptions.defaults().withNodeBudget(50_000);
    }

    @Test
    void oneThreadWithASeedSearchesTheSameWayEveryTime() {
        RandomTreeGame game = wideGame();
        SearchResult<Integer> first = new MctsSearcher<>(game, game.evaluator, small().withSeed(7))
                .search(game.newPosition(), SearchLimits.nodes(20_000), SearchListener.silent());
        SearchResult<Integer> second = new MctsSearcher<>(game, game.evaluator, small().withSeed(7))
                .search(game.newPosition(), SearchLimits.nodes(20_000), SearchListener.silent());
        assertThat(second.pv()).isEqualTo(first.pv());
        assertThat(second.score()).isEqualTo(first.score());
        assertThat(second.nodes()).isEqualTo(first.nodes()).isEqualTo(20_000);
        assertThat(second.selDepth()).isEqualTo(first.selDepth());
    }

    /**
     * The tree survives moves played: after advancing by two moves the search goes on from the
     * kept subtree, whose structure must still be right, as the proof of the smaller pile shows.
     */
    @Test
    void advancingKeepsTheSubtreeAndItsStructure() {
        Nim game = new Nim(18);
        MctsSearcher<Nim.Pile, Integer> searcher = new MctsSearcher<>(game, Nim.BLIND, small());
        Nim.Pile pile = game.newPosition();
        searcher.search(pile, SearchLimits.nodes(1_000), SearchListener.silent());
        int before = searcher.treeSize();
        searcher.advance(2);
        game.makeMove(pile, 2);
        searcher.advance(1);
        game.makeMove(pile, 1);
        int kept = searcher.treeSize();
        assertThat(kept).isGreaterThan(1).isLessThan(before);
        SearchResult<Integer> result = searcher.search(pile, SearchLimits.nodes(1_000_000), SearchListener.silent());
        // 15 = 4 * 3 + 3: take 3, win in 7 plies.
        assertThat(result.bestMove()).isEqualTo(3);
        assertThat(result.score()).isEqualTo(Score.mateIn(7));
    }

    @Test
    void anUnknownMoveOrAnotherPositionStartsANewTree() {
        Nim game = new Nim(30);
        MctsSearcher<Nim.Pile, Integer> searcher = new MctsSearcher<>(game, Nim.BLIND, small());
        searcher.search(game.newPosition(), SearchLimits.nodes(2_000), SearchListener.silent());
        searcher.advance(4); // not a move of Nim
        assertThat(searcher.treeSize()).isEqualTo(1);
        searcher.search(game.newPosition(), SearchLimits.nodes(2_000), SearchListener.silent());
        // Another pile (its hash differs): the tree of 30 must not be used for 9.
        SearchResult<Integer> nine = searcher.search(new Nim.Pile(9), SearchLimits.nodes(1_000_000), SearchListener.silent());
        assertThat(nine.bestMove()).isEqualTo(1);
        assertThat(nine.score()).isEqualTo(Score.mateIn(5));
    }

    @Test
    void theTreeNeverOutgrowsItsBudget() {
        RandomTreeGame game = wideGame();
        MctsSearcher<RandomTreeGame.Node, Integer> searcher = new MctsSearcher<>(game, game.evaluator,
                MctsOptions.defaults().withNodeBudget(200));
        SearchResult<Integer> result = searcher.search(game.newPosition(), SearchLimits.nodes(5_000), SearchListener.silent());
        assertThat(searcher.treeSize()).isLessThanOrEqualTo(200);
        assertThat(result.nodes()).isEqualTo(5_000);
        assertThat(game.legalMoves(game.newPosition())).contains(result.bestMove());
        assertThatThrownBy(() -> new MctsSearcher<>(game, game.evaluator, MctsOptions.defaults().withNodeBudget(10)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("node budget");
    }

    /** PUCT follows the game's priors: after a few playouts the favoured move has the most visits. */
    @Test
    void puctFollowsTheGamesPriors() {
        for (int favoured = 1; favoured <= 3; favoured++) {
            PriorNim game = new PriorNim(40, favoured);
            MctsSearcher<Nim.Pile, Integer> searcher = new MctsSearcher<>(game, Nim.BLIND,
                    small().withSelection(Selection.PUCT));
            SearchResult<Integer> result = searcher.search(game.newPosition(), SearchLimits.nodes(60), SearchListener.silent());
            assertThat(result.bestMove()).as("favoured %d", favoured).isEqualTo(favoured);
        }
    }

    /**
     * With leaves valued by an evaluator that knows Nim theory, a few playouts find the winning
     * move of a large pile; random playouts alone need far more.
     */
    @Test
    void theEvaluatorValuesLeavesAsAWinProbability() {
        Nim game = new Nim(41);
        Evaluator<Nim.Pile> theory = pile -> pile.stones() % 4 == 0 ? -400 : 400;
        for (double weight : new double[] {0, 0.5}) {
            MctsSearcher<Nim.Pile, Integer> searcher = new MctsSearcher<>(game, theory, small().withRolloutWeight(weight));
            SearchResult<Integer> result = searcher.search(game.newPosition(), SearchLimits.nodes(100), SearchListener.silent());
            assertThat(result.bestMove()).as("rollout weight %s", weight).isEqualTo(1);
            assertThat(result.score()).as("rollout weight %s", weight).isPositive();
        }
    }

    @Test
    void aRolloutPolicyOutOfRangeIsReported() {
        RandomTreeGame game = wideGame();
        MctsSearcher<RandomTreeGame.Node, Integer> searcher = new MctsSearcher<>(game, game.evaluator, small(),
                (position, moves, count, random) -> count, Clock.system());
        assertThatThrownBy(() -> searcher.search(game.newPosition(), SearchLimits.nodes(100), SearchListener.silent()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("rollout policy");
        // The searcher is usable again.
        MctsSearcher<RandomTreeGame.Node, Integer> good = new MctsSearcher<>(game, game.evaluator, small());
        assertThat(good.search(game.newPosition(), SearchLimits.nodes(100), SearchListener.silent()).bestMove()).isNotNull();
    }

    @Test
    void badOptionsAreRefusedWithTheirName() {
        MctsOptions d = MctsOptions.defaults();
        assertThatThrownBy(() -> d.withExploration(-1)).hasMessageContaining("exploration");
        assertThatThrownBy(() -> d.withRolloutWeight(1.5)).hasMessageContaining("rolloutWeight");
        assertThatThrownBy(() -> d.withEvaluationScale(0)).hasMessageContaining("evaluationScale");
        assertThatThrownBy(() -> d.withThreads(0)).hasMessageContaining("threads");
        assertThatThrownBy(() -> d.withNodeBudget(1)).hasMessageContaining("nodeBudget");
        assertThatThrownBy(() -> d.withVirtualLoss(0)).hasMessageContaining("virtualLoss");
        assertThatThrownBy(() -> d.withMaxRolloutPlies(0)).hasMessageContaining("maxRolloutPlies");
    }

    /** Nim whose moves carry prior weights that favour one of them a hundredfold. */
    private static final class PriorNim implements Game<Nim.Pile, Integer>, MovePriors<Nim.Pile> {
        private final Nim nim;
        private final int favoured;

        PriorNim(int stones, int favoured) {
            this.nim = new Nim(stones);
            this.favoured = favoured;
        }

        @Override
        public void movePriors(Nim.Pile position, int[] moves, int count, double[] weights) {
            for (int i = 0; i < count; i++) {
                weights[i] = moves[i] == favoured ? 100 : 1;
            }
        }

        @Override
        public String name() {
            return "prior-nim";
        }

        @Override
        public Nim.Pile newPosition() {
            return nim.newPosition();
        }

        @Override
        public Nim.Pile copy(Nim.Pile position) {
            return nim.copy(position);
        }

        @Override
        public int maxMoves() {
            return nim.maxMoves();
        }

        @Override
        public int generateMoves(Nim.Pile position, int[] moves, int start) {
            return nim.generateMoves(position, moves, start);
        }

        @Override
        public boolean makeMove(Nim.Pile position, int move) {
            return nim.makeMove(position, move);
        }

        @Override
        public void unmakeMove(Nim.Pile position, int move) {
            nim.unmakeMove(position, move);
        }

        @Override
        public Outcome outcome(Nim.Pile position, int searchPly) {
            return nim.outcome(position, searchPly);
        }

        @Override
        public Outcome outcomeWithoutMoves(Nim.Pile position) {
            return nim.outcomeWithoutMoves(position);
        }

        @Override
        public Integer moveOf(int code) {
            return code;
        }

        @Override
        public int codeOf(Integer move) {
            return move;
        }

        @Override
        public List<Integer> legalMoves(Nim.Pile position) {
            return nim.legalMoves(position);
        }
    }
}
