package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.testgames.CaptureOrderingTree.MOVES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.testgames.CaptureOrderingTree;
import io.github.tansaku.search.algo.testgames.RefutationTree;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * Staged generation ({@link Technique#STAGED_GENERATION}): the quiet moves are generated only
 * once no winning or equal noisy move is left, and the moves come in the same order as when
 * everything is generated up front.
 *
 * <p>On the {@link CaptureOrderingTree} (captures 1 to 3, capture 2 losing by exchange, quiet
 * moves 4 to 6; after every root move but the first the reply 1 cuts), and, for the refutation
 * stage, on the {@link RefutationTree} (after every root move but the first the quiet reply 5
 * cuts). Quiescence is off.
 */
class StagedGenerationTest {

    private static final SearchOptions STAGED = SearchOptions.exact().with(Technique.QUIESCENCE, false)
            .with(Technique.STAGED_GENERATION, true).withHashMegabytes(1);
    private static final SearchOptions UNSTAGED = STAGED.with(Technique.STAGED_GENERATION, false);

    /** {@code game}, after a search of its root to {@code depth} with {@code options}. */
    private static <T extends ScriptedTree> T searched(T game, SearchOptions options, int depth) {
        new Searcher<>(game, game.evaluator, options).search(game.newPosition(), SearchLimits.depth(depth),
                SearchListener.silent());
        return game;
    }

    private static CaptureOrderingTree searched(SearchOptions options, int depth) {
        return searched(new CaptureOrderingTree(), options, depth);
    }

    @Test
    void theMovesComeInTheOrderOfTheUnstagedSearch() {
        CaptureOrderingTree staged = searched(STAGED, 3);
        CaptureOrderingTree unstaged = searched(UNSTAGED, 3);
        assertThat(staged.madeAt("1 : ").subList(0, MOVES)).as("after the first root move")
                .containsExactly(1, 3, 4, 5, 6, 2);
        assertThat(staged.made()).as("every move made, in order").containsExactlyElementsOf(unstaged.made());
    }

    @Test
    void aNodeThatCutsOnACaptureNeverGeneratesItsQuietMoves() {
        CaptureOrderingTree staged = searched(STAGED, 2);
        CaptureOrderingTree unstaged = searched(UNSTAGED, 2);
        for (int rootMove = 2; rootMove <= MOVES; rootMove++) {
            String node = rootMove + " : ";
            assertThat(staged.madeAt(node)).as("moves after root move %d", rootMove).containsExactly(1);
            assertThat(staged.quietGenerationsAt(node)).as("quiet generations after root move %d", rootMove).isZero();
            assertThat(staged.fullGenerationsAt(node)).as("full generations after root move %d", rootMove).isZero();
            assertThat(unstaged.fullGenerationsAt(node)).as("unstaged: full generations after root move %d", rootMove)
                    .isEqualTo(1);
        }
    }

    @Test
    void aNodeThatReachesItsQuietMovesGeneratesThemOnce() {
        CaptureOrderingTree staged = searched(STAGED, 2);
        assertThat(staged.quietGenerationsAt("1 : ")).as("quiet generations after the first root move").isEqualTo(1);
        assertThat(staged.fullGenerationsAt("1 : ")).as("full generations after the first root move").isZero();
    }

    private static RefutationTree searchedRefutations(SearchOptions options, int depth) {
        return searched(new RefutationTree(), options, depth);
    }

    @Test
    void aKillerThatCutsIsTriedBeforeTheQuietMovesAreGenerated() {
        RefutationTree staged = searchedRefutations(STAGED, 2);
        assertThat(staged.madeAt("2 : ")).as("after root move 2, which finds the refutation").containsExactly(1, 2, 3,
                4, RefutationTree.REFUTING_MOVE);
        assertThat(staged.quietGenerationsAt("2 : ")).as("quiet generations after root move 2").isEqualTo(1);
        for (int rootMove = 3; rootMove < RefutationTree.MOVES; rootMove++) {
            String node = rootMove + " : ";
            assertThat(staged.madeAt(node)).as("moves after root move %d", rootMove).containsExactly(1, 2, 3,
                    RefutationTree.REFUTING_MOVE);
            assertThat(staged.quietGenerationsAt(node)).as("quiet generations after root move %d", rootMove).isZero();
        }
    }

    @Test
    void aKillerThatFailsIsNotTriedAgainAmongTheQuietMoves() {
        RefutationTree staged = searchedRefutations(STAGED, 2);
        String node = RefutationTree.MOVES + " : ";
        // The killer first; then, of the quiet moves, 6 (no history) before 4 (which failed at "2 : ").
        assertThat(staged.madeAt(node)).as("after the last root move").containsExactly(1, 2, 3,
                RefutationTree.REFUTING_MOVE, RefutationTree.MOVES);
        assertThat(staged.quietGenerationsAt(node)).as("quiet generations after the last root move").isEqualTo(1);
    }

    @Test
    void theRefutationStageKeepsTheOrderOfTheUnstagedSearch() {
        RefutationTree staged = searchedRefutations(STAGED, 3);
        RefutationTree unstaged = searchedRefutations(UNSTAGED, 3);
        assertThat(staged.made()).as("every move made, in order").containsExactlyElementsOf(unstaged.made());
    }
}
