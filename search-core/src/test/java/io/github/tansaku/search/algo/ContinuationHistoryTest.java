package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * Continuation history on a game built so that the best answer to a move depends on an
 * earlier move and on nothing else.
 *
 * <p>Every node has {@value #MOVES} quiet moves, codes 1..6. Every move earns its mover 100
 * unless it is refuted: the next move, {@code y} at ply p + 1, refutes it when
 * {@code y == answer(x)}, {@code x} being the move {@code LAG} plies before {@code y} (the
 * move being refuted for {@code LAG = 1}, the refuter's own previous move for
 * {@code LAG = 2}); {@code answer} is a fixed permutation. A few points of path-dependent
 * noise (|noise| &lt;= 10) break ties. All moves of a node are alike (each can be refuted in
 * turn), so the principal variation is a chain of refuted moves; when a sibling of a
 * principal move is tested with a null window, only the refutation can take its 100 back:
 * every other reply leaves the opponent about 100 up, which no noise makes up. At most one
 * move cuts, and a searcher that orders it first makes first-move cutoffs.
 *
 * <p>Plain history (and killers) are keyed by the move alone (and here the ply): the
 * refutation changes with the earlier move, so they cannot learn it. Continuation history is
 * keyed by the earlier move's moved-piece index ({@code row1} one ply back, {@code row2} two
 * plies back) and the move's own: it learns the permutation on the first cutoffs and then
 * orders the refutation first in positions never seen before (the table move only helps in
 * positions already searched). So with it the searcher needs fewer nodes and more cutoffs
 * come from the first move, while the root value, it being a pure ordering technique, stays
 * exactly minimax's.
 *
 * <p>The comparison is with plain history: killers and
 * countermoves are off in both searchers. (Killers are tried before any history-ordered quiet
 * move, so wrong killers would hide the ordering under test; the countermove heuristic would
 * learn the {@code LAG = 1} pattern too, being keyed by the previous move.) The moved-piece
 * index keeps each side's pieces apart, as a chess or shogi game's does: one table serves
 * both distances, and {@code [opponent piece][our piece]} and {@code [our piece][our piece]}
 * entries must not mix.
 */
class ContinuationHistoryTest {

    private static final int MOVES = 6;
    private static final int DEPTH = 6;
    /** The answer to each code (index 0 unused): a permutation with no fixed point. */
    private static final int[] ANSWER = {0, 4, 6, 5, 2, 1, 3};

    /**
     * The game of the class comment with refutation distance {@code lag}; also used by
     * {@link ContinuationPruningTest}.
     */
    static ScriptedTree refutationGame(int lag) {
        return new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return MOVES;
            }

            @Override
            public int pieceIndex(ScriptedTree.Path path, int move) {
                return move + (path.length() % 2 == 0 ? 0 : 8); // each side's pieces apart
            }

            @Override
            public int value(ScriptedTree.Path path) {
                int value = 0;
                int n = path.length();
                for (int p = 0; p < n; p++) {
                    boolean answered = p + 1 < n && p + 1 - lag >= 0
                            && path.move(p + 1) == ANSWER[path.move(p + 1 - lag)];
                    if (!answered) {
                        value += p % 2 == 0 ? 100 : -100;
                    }
                }
                return value + HistoryTrees.noise(path, 17);
            }
        });
    }

    private static void compare(int lag, SearchOptions with) {
        ScriptedTree game = refutationGame(lag);
        SearchOptions without = with.with(Technique.CONTINUATION_HISTORY, false);
        int minimax = new Minimax<>(game, game.evaluator).search(game.newPosition(), DEPTH).score();
        HistoryTrees.Run on = HistoryTrees.run(game, with, DEPTH);
        HistoryTrees.Run off = HistoryTrees.run(game, without, DEPTH);
        assertThat(on.score()).as("value-preserving").isEqualTo(minimax);
        assertThat(off.score()).isEqualTo(minimax);
        assertThat(on.statistics().nodes()).as("nodes with continuation history")
                .isLessThan(off.statistics().nodes() * 9 / 10);
        assertThat(on.statistics().failHighFirstRate()).as("first-move cutoff rate")
                .isGreaterThan(off.statistics().failHighFirstRate() + 0.05);
        // With every ordering technique, the value is still minimax's.
        assertThat(HistoryTrees.run(game, SearchOptions.exact().withHashMegabytes(1), DEPTH).score()).isEqualTo(minimax);
    }

    /** Move ordering by the table move, history and (when on) continuation history only. */
    private static final SearchOptions HISTORY_ONLY = SearchOptions.exact().with(Technique.KILLERS, false)
            .with(Technique.COUNTERMOVES, false).withHashMegabytes(1);

    @Test
    void theRefutationOfThePreviousMoveIsOrderedFirst() {
        compare(1, HISTORY_ONLY);
    }

    @Test
    void theAnswerToOurOwnMoveTwoPliesBackIsOrderedFirst() {
        compare(2, HISTORY_ONLY);
    }

    /**
     * The continuation history is kept from one search to the next and forgotten by
     * {@link Searcher#clearHistory()}: with the table cleared in between, a second search of
     * the same position orders refutations first from its first iteration on and needs fewer
     * nodes; after clearHistory() a third search repeats the first one exactly (one thread,
     * deterministic).
     */
    @Test
    void theLearntOrderingIsKeptBetweenSearchesUntilClearHistory() {
        HistoryTrees.assertKeptBetweenSearchesUntilClearHistory(refutationGame(1), HISTORY_ONLY, DEPTH);
    }
}
