package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.STRUCTURE_HISTORY;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.StructureHashing;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.algo.testgames.ScriptedTree.Path;
import io.github.tansaku.search.tt.TranspositionTable;
import org.junit.jupiter.api.Test;

/**
 * Structure history (STRUCTURE_HISTORY) on a game built so that the best answer to any move
 * depends on the position's structure and on nothing else.
 *
 * <p>Every node has {@value #MOVES} quiet moves, codes 1..6. A position's structure is how many
 * of the moves on its path were 1 or 2, modulo {@value #STRUCTURES}. Every move earns its mover
 * 100 unless the next move refutes it, and the refutation is the same reply whatever was played:
 * {@code ANSWER[structure]}, the structure being that of the position where the reply is chosen.
 * A few points of path-dependent noise break ties. As in {@link ContinuationHistoryTest}, at
 * most one move of a node cuts, and a searcher that orders it first makes first-move cutoffs.
 *
 * <p>The refutation changes with the structure, which a path reaches by many different last
 * moves: plain history (keyed by the move) sees every move refute about equally often, one
 * structure in six, and continuation history (keyed by the last moves) cannot tell the structures apart.
 * The structure history, keyed by the structure and the move's piece index, learns each
 * structure's answer and orders it first in positions never seen before. So with it the
 * searcher needs fewer nodes and more cutoffs come from the first move, while the root value,
 * it being a pure ordering technique, stays exactly minimax's.
 */
class StructureHistoryTest {

    private static final int MOVES = 6;
    private static final int STRUCTURES = 6;
    private static final int DEPTH = 6;
    /** The refutation in each structure: each of the six moves refutes in exactly one structure. */
    private static final int[] ANSWER = {4, 6, 3, 5, 1, 2};

    /** The structure of the position after the first {@code plies} moves of {@code path}. */
    private static int structure(Path path, int plies) {
        int count = 0;
        for (int p = 0; p < plies; p++) {
            if (path.move(p) <= 2) {
                count++;
            }
        }
        return count % STRUCTURES;
    }

    private static final ScriptedTree.Rules RULES = new ScriptedTree.Rules() {
        @Override
        public int moveCount(Path path) {
            return MOVES;
        }

        @Override
        public int pieceIndex(Path path, int move) {
            return move + (path.length() % 2 == 0 ? 0 : 8); // each side's pieces apart
        }

        @Override
        public int value(Path path) {
            int value = 0;
            int n = path.length();
            for (int p = 0; p < n; p++) {
                boolean answered = p + 1 < n && path.move(p + 1) == ANSWER[structure(path, p + 1)];
                if (!answered) {
                    value += p % 2 == 0 ? 100 : -100;
                }
            }
            return value + HistoryTrees.noise(path, 23);
        }
    };

    /** The scripted tree plus the structure key (the structure and the side to move). */
    private static final class StructuredTree extends ScriptedTree implements StructureHashing<Path> {
        StructuredTree() {
            super(RULES);
        }

        @Override
        public long structureKey(Path path) {
            return structure(path, path.length()) * 2L + path.length() % 2;
        }
    }

    /** Move ordering by the table move, history and continuation history (killers and countermoves off). */
    private static final SearchOptions HISTORY_ONLY = SearchOptions.exact().with(Technique.KILLERS, false)
            .with(Technique.COUNTERMOVES, false).withHashMegabytes(1);
    /** Move ordering by the table move alone, until the structure history is switched on. */
    private static final SearchOptions TABLE_ONLY = HISTORY_ONLY.with(Technique.HISTORY, false)
            .with(Technique.CONTINUATION_HISTORY, false);

    @Test
    void eachStructuresAnswerIsOrderedFirst() {
        StructuredTree game = new StructuredTree();
        int minimax = new Minimax<>(game, game.evaluator).search(game.newPosition(), DEPTH).score();
        HistoryTrees.Run on = HistoryTrees.run(game, TABLE_ONLY.with(STRUCTURE_HISTORY, 1), DEPTH);
        HistoryTrees.Run off = HistoryTrees.run(game, TABLE_ONLY, DEPTH);
        assertThat(on.score()).as("value-preserving").isEqualTo(minimax);
        assertThat(off.score()).isEqualTo(minimax);
        assertThat(on.statistics().nodes()).as("nodes with structure history")
                .isLessThan(off.statistics().nodes() * 6 / 10);
        assertThat(on.statistics().failHighFirstRate()).as("first-move cutoff rate")
                .isGreaterThan(off.statistics().failHighFirstRate() + 0.2);
    }

    /**
     * Beside the quiet and continuation histories, which learn part of the pattern (which moves
     * are often answers), the structure history still saves nodes: its entry is added to theirs.
     */
    @Test
    void itAddsToTheOtherHistories() {
        StructuredTree game = new StructuredTree();
        int depth = DEPTH + 1;
        int minimax = new Minimax<>(game, game.evaluator).search(game.newPosition(), depth).score();
        HistoryTrees.Run on = HistoryTrees.run(game, HISTORY_ONLY.with(STRUCTURE_HISTORY, 1), depth);
        HistoryTrees.Run off = HistoryTrees.run(game, HISTORY_ONLY, depth);
        assertThat(on.score()).isEqualTo(minimax);
        assertThat(on.statistics().nodes()).isLessThan(off.statistics().nodes() * 95 / 100);
        assertThat(on.statistics().failHighFirstRate()).isGreaterThan(off.statistics().failHighFirstRate());
    }

    /**
     * The structure history is kept from one search to the next (with the table cleared in
     * between, a second search of the same position takes another path) and forgotten by
     * {@link Searcher#clearHistory()} (a third search repeats the first exactly).
     */
    @Test
    void theLearntOrderingIsKeptBetweenSearchesUntilClearHistory() {
        StructuredTree game = new StructuredTree();
        TranspositionTable table = new TranspositionTable(1);
        Searcher<Path, Integer> searcher = new Searcher<>(game, game.evaluator, TABLE_ONLY.with(STRUCTURE_HISTORY, 1),
                table, Clock.system());
        SearchStatistics first = search(searcher, game);
        table.clear();
        SearchStatistics second = search(searcher, game);
        table.clear();
        searcher.clearHistory();
        SearchStatistics third = search(searcher, game);
        assertThat(second.nodes()).isNotEqualTo(first.nodes());
        assertThat(second.failHighFirstRate()).isGreaterThan(first.failHighFirstRate());
        assertThat(third.nodes()).isEqualTo(first.nodes());
    }

    private static SearchStatistics search(Searcher<Path, Integer> searcher, StructuredTree game) {
        searcher.search(game.newPosition(), SearchLimits.depth(DEPTH), SearchListener.silent());
        return searcher.statistics();
    }

    /** A game without structure keys searches as if the parameter were off. */
    @Test
    void aGameWithoutStructureKeysIgnoresIt() {
        ScriptedTree game = new ScriptedTree(RULES);
        HistoryTrees.Run on = HistoryTrees.run(game, HISTORY_ONLY.with(STRUCTURE_HISTORY, 1), DEPTH);
        HistoryTrees.Run off = HistoryTrees.run(game, HISTORY_ONLY, DEPTH);
        assertThat(on.statistics().nodes()).isEqualTo(off.statistics().nodes());
        assertThat(on.score()).isEqualTo(off.score());
    }
}
