package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.tt.TableEntries;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@link Technique#TT_CUTOFF_REWARD}, watched from inside one search thread: a node whose table
 * entry cuts is searched once, and then the ordering scores the thread gives the same node's
 * moves show whether the table move was rewarded as a cutting quiet move (it becomes the first
 * killer, ordered before every other quiet move).
 *
 * <p>The game: {@value #MOVES} moves at every node, every line worth 0; move {@value #NOISY} is
 * noisy during the search in the tests that say so (and quiet when the moves are scored
 * afterwards, so that a reward it should not have had shows), and move {@value #ILLEGAL} is
 * pseudo-legal but not legal in the tests that say so. Only the table, not the tree, makes the
 * node cut.
 */
class TtCutoffRewardTest {

    private static final int MOVES = 4;
    private static final int TABLE_MOVE = 3;
    private static final int NOISY = 2;
    private static final int ILLEGAL = 4;
    private static final int DEPTH = 2;

    /** Whether move {@value #NOISY} is noisy now, in the games built with a noisy move. */
    private static boolean noisyNow;

    private static ScriptedTree game(boolean noisyMove, boolean illegalMove) {
        return new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return MOVES;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return 0;
            }

            @Override
            public boolean noisy(ScriptedTree.Path path, int move) {
                return noisyMove && noisyNow && move == NOISY;
            }

            @Override
            public boolean legal(ScriptedTree.Path path, int move) {
                return !(illegalMove && move == ILLEGAL);
            }
        });
    }

    /** What the root's search returned, and the ordering scores of its moves 1..n afterwards. */
    private record Outcome(int value, int[] scores) {
        int score(int move) {
            return scores[move];
        }

        /** Whether {@code move} is ordered before every other quiet move of {@code quiets}. */
        boolean orderedFirst(int move, int... quiets) {
            for (int other : quiets) {
                if (other != move && scores[other] >= scores[move]) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * Stores {@code tableMove} with {@code score} and {@code bound} (deeper than the search) for
     * the root, searches the root with the null window (0, 1), and scores the root's moves.
     */
    private static Outcome searchAfterStoring(ScriptedTree game, boolean reward, int tableMove, int score,
            Bound bound) {
        SearchOptions options = SearchOptions.exact().with(Technique.TT_CUTOFF_REWARD, reward).withHashMegabytes(1);
        TranspositionTable table = new TranspositionTable(1);
        SearchControl control = new SearchControl(Clock.system());
        control.start(SearchLimits.none());
        SearchWorker<ScriptedTree.Path, Integer> worker = new SearchWorker<>(game, game.evaluator, options, table,
                control, true);
        ScriptedTree.Path root = game.newPosition();
        worker.prepare(root);
        TableEntries.store(table, game.hash(root), tableMove, score, bound, DEPTH + 2, 0, true);
        noisyNow = true;
        int value = worker.search(0, 1, DEPTH, 0);
        noisyNow = false;

        MovePicker<ScriptedTree.Path> picker = worker.stack.at(0).picker;
        picker.startAll(root, Game.NO_MOVE);
        int[] scores = new int[MOVES + 1];
        for (int i = 0; i < picker.count(); i++) {
            scores[picker.moves()[i]] = picker.scores()[i];
        }
        return new Outcome(value, scores);
    }

    @Test
    void aQuietTableMoveWhoseLowerBoundCutsIsOrderedFirstAfterwards() {
        Outcome on = searchAfterStoring(game(false, false), true, TABLE_MOVE, 50, Bound.LOWER);
        assertThat(on.value()).as("the table cut").isEqualTo(50);
        assertThat(on.orderedFirst(TABLE_MOVE, 1, 2, 3, 4)).as("scores %s", Arrays.toString(on.scores())).isTrue();
    }

    @Test
    void withoutTheTechniqueTheCutLeavesTheOrderingAsItWas() {
        Outcome off = searchAfterStoring(game(false, false), false, TABLE_MOVE, 50, Bound.LOWER);
        assertThat(off.value()).isEqualTo(50);
        assertThat(off.score(TABLE_MOVE)).isEqualTo(off.score(1));
    }

    @Test
    void anUpperBoundThatCutsRewardsNothing() {
        Outcome upper = searchAfterStoring(game(false, false), true, TABLE_MOVE, -50, Bound.UPPER);
        assertThat(upper.value()).as("the table cut").isEqualTo(-50);
        assertThat(upper.score(TABLE_MOVE)).isEqualTo(upper.score(1));
    }

    @Test
    void aNoisyTableMoveIsNotMadeAKiller() {
        Outcome noisy = searchAfterStoring(game(true, false), true, NOISY, 50, Bound.LOWER);
        assertThat(noisy.value()).isEqualTo(50);
        assertThat(noisy.score(NOISY)).as("scores %s", Arrays.toString(noisy.scores())).isEqualTo(noisy.score(1));
        // A quiet move rewarded the same way is a killer: the noisy one was refused, not missed.
        Outcome quiet = searchAfterStoring(game(true, false), true, TABLE_MOVE, 50, Bound.LOWER);
        assertThat(quiet.orderedFirst(TABLE_MOVE, 1, 3, 4)).isTrue();
    }

    @Test
    void aTableMoveThatIsNotLegalHereIsNotRewarded() {
        Outcome illegal = searchAfterStoring(game(false, true), true, ILLEGAL, 50, Bound.LOWER);
        assertThat(illegal.value()).isEqualTo(50);
        assertThat(illegal.score(ILLEGAL)).as("scores %s", Arrays.toString(illegal.scores()))
                .isEqualTo(illegal.score(1));
    }
}
