package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.mate.MateMoves;
import org.junit.jupiter.api.Test;

/**
 * The root mate check on a purpose-built tree searched to depth 4, the first depth the check
 * runs after. The root player A has two moves: after move 1 every position is worth -50 to A,
 * after move 2 every position is worth 100. But after move 2, B mates by checks in three moves:
 * B's move 1 gives check, A's only evasion follows, B's move 1 checks again, A's only evasion
 * again, and B's move 1 leaves A without a move, six plies from the root, beyond the search's
 * depth. So move 2 is lost and move 1 is best; only a mate search after move 2 can tell.
 */
class RootMateCheckTest {

    private static final int DEPTH = 4;

    /** A scripted tree whose checks and evasions are given to the mate solver. */
    static final class MateTree extends ScriptedTree implements MateMoves<ScriptedTree.Path> {
        MateTree(Rules rules) {
            super(rules);
        }

        @Override
        public int generateChecks(Path position, int[] moves, int start) {
            int n = start;
            int count = generateMoves(position, moves, start);
            for (int i = start; i < start + count; i++) {
                if (givesCheck(position, moves[i])) {
                    moves[n++] = moves[i];
                }
            }
            return n;
        }

        @Override
        public int generateEvasions(Path position, int[] moves, int start) {
            return start + generateMoves(position, moves, start);
        }
    }

    /**
     * The tree; with {@code escape}, A has an evasion from B's third check too (so there is no
     * mate); with {@code bothLose}, move 1 loses the same way as move 2.
     */
    static MateTree game(boolean escape, boolean bothLose) {
        return new MateTree(rules(escape, bothLose));
    }

    private static ScriptedTree.Rules rules(boolean escape, boolean bothLose) {
        return new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                if (inCheck(path)) {
                    return path.length() == 6 && !escape ? 0 : 1;
                }
                return 2;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                if (path.length() == 0) {
                    return 0;
                }
                return path.move(0) == 1 ? -50 : 100;
            }

            @Override
            public boolean givesCheck(ScriptedTree.Path path, int move) {
                return path.length() % 2 == 1 && path.length() <= 5 && move == 1 && inMateLine(path);
            }

            @Override
            public boolean inCheck(ScriptedTree.Path path) {
                return path.length() >= 2 && path.length() <= 6 && path.length() % 2 == 0 && inMateLine(path);
            }

            /** Whether the path so far follows B's mating line (B's moves 1, A's moves 1). */
            private boolean inMateLine(ScriptedTree.Path path) {
                if (path.length() == 0) {
                    return true;
                }
                if (path.move(0) != 2 && !bothLose) {
                    return false;
                }
                for (int i = 1; i < path.length(); i++) {
                    if (path.move(i) != 1) {
                        return false;
                    }
                }
                return true;
            }
        };
    }

    private static final SearchOptions EXACT = SearchOptions.exact().withHashMegabytes(1);

    private static SearchResult<Integer> search(MateTree game, SearchOptions options) {
        return new Searcher<>(game, game.evaluator, options)
                .search(game.newPosition(), SearchLimits.depth(DEPTH), SearchListener.silent());
    }

    @Test
    void withoutTheCheckTheMateBeyondTheHorizonIsNotSeen() {
        SearchResult<Integer> result = search(game(false, false), EXACT);
        assertThat(result.bestMove()).isEqualTo(2);
        assertThat(result.score()).isEqualTo(100);
    }

    @Test
    void theCheckDropsTheMoveThatAllowsTheMate() {
        SearchResult<Integer> result = search(game(false, false), EXACT.with(Technique.ROOT_MATE_CHECK, true));
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(-50);
    }

    /**
     * The check's parameters decide: starting after a deeper iteration than the search reaches
     * (MATE_CHECK_MIN_DEPTH), it keeps the move that allows the mate; one check per iteration
     * (MATE_CHECKS_PER_ITERATION) is enough to drop it.
     */
    @Test
    void theCheckRunsFromItsDepthAndAsOftenAsAllowed() {
        SearchOptions on = EXACT.with(Technique.ROOT_MATE_CHECK, true);
        assertThat(search(game(false, false), on.with(SearchParameter.MATE_CHECK_MIN_DEPTH, DEPTH + 1)).bestMove())
                .as("check from depth " + (DEPTH + 1)).isEqualTo(2);
        assertThat(search(game(false, false), on.with(SearchParameter.MATE_CHECKS_PER_ITERATION, 1)).bestMove())
                .as("one check per iteration").isEqualTo(1);
    }

    @Test
    void aMoveWithoutAMateStays() {
        SearchResult<Integer> result = search(game(true, false), EXACT.with(Technique.ROOT_MATE_CHECK, true));
        assertThat(result.bestMove()).isEqualTo(2);
        assertThat(result.score()).isEqualTo(100);
    }

    @Test
    void theLastRootMoveStaysEvenWhenItAllowsAMate() {
        SearchResult<Integer> result = search(game(false, true), EXACT.with(Technique.ROOT_MATE_CHECK, true));
        assertThat(result.bestMove()).isEqualTo(1);
    }

    @Test
    void onByDefaultNotValuePreservingAndNeedsTheMateMoves() {
        assertThat(SearchOptions.defaults().enabled(Technique.ROOT_MATE_CHECK)).isTrue();
        assertThat(SearchOptions.exact().enabled(Technique.ROOT_MATE_CHECK)).isFalse();
        assertThat(Technique.ROOT_MATE_CHECK.supportedBy(game(false, false))).isTrue();
        assertThat(Technique.ROOT_MATE_CHECK.supportedBy(new ScriptedTree(rules(false, false)))).as("no mate moves")
                .isFalse();
    }
}
