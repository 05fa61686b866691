package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.SINGULAR_MARGIN_PER_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.SINGULAR_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.SINGULAR_NEGATIVE_EXTENSION;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * Singular extension (node step 11b), on a forced line with a trap one ply beyond the horizon.
 *
 * <p>The game (values for the root player A, who moves at even plies):
 * <ul>
 *   <li>The root has two moves. Move 2 leads to a quiet line worth 10 whatever follows.</li>
 *   <li>Move 1 starts the main line, where every node has three moves. Playing 1 at every ply
 *       keeps the line going: a main-line node of length n is worth 50 while
 *       {@code n <= TRAP - 1} and -1000 from length {@value #TRAP} on (the trap, good for B).</li>
 *   <li>Leaving the main line is a blunder: the first deviation from 1, by whoever makes it,
 *       fixes the value for the rest of the game at -900 when A deviated and +900 when B did.</li>
 * </ul>
 * So on the main line move 1 is the only reasonable move of every node (the others lose 850
 * or more): it is singular. Minimax at depth {@code TRAP - 1} = 5 sees only the main-line leaf
 * of length 5 (50) and plays root move 1 for 50. At depth 6 it sees the trap: B steps into it
 * at ply 5, A's best at ply 4 is then to deviate (-900), and so on up: move 1 is worth -900
 * and the root plays move 2 for 10.
 *
 * <p>With singular extension (minimum depth 2), the main-line nodes at plies 1 to 3 have
 * depth 2 or more and a table move (1) from the previous iteration; a reduced search without
 * it fails low by far, so move 1 is searched one ply deeper and a depth-5 search reaches the
 * trap: it must return 10 with move 2, and reach ply 6 or beyond (selDepth).
 */
class SingularExtensionTest {

    private static final int TRAP = 6;
    private static final int DEPTH = TRAP - 1;

    private static final ScriptedTree GAME = new ScriptedTree(new ScriptedTree.Rules() {
        @Override
        public int moveCount(ScriptedTree.Path path) {
            return path.length() == 0 ? 2 : 3;
        }

        @Override
        public int value(ScriptedTree.Path path) {
            if (path.length() == 0) {
                return 0;
            }
            if (path.move(0) == 2) {
                return 10;
            }
            for (int i = 1; i < path.length(); i++) {
                if (path.move(i) != 1) {
                    return i % 2 == 0 ? -900 : 900; // the first deviation decides
                }
            }
            return path.length() < TRAP ? 50 : -1000;
        }
    });

    private static SearchResult<Integer> search(SearchOptions options, int depth) {
        Searcher<ScriptedTree.Path, Integer> searcher = new Searcher<>(GAME, GAME.evaluator, options);
        return searcher.search(GAME.newPosition(), SearchLimits.depth(depth), SearchListener.silent());
    }

    private static SearchOptions exact() {
        return SearchOptions.exact().with(Technique.TRANSPOSITION_TABLE, true).withHashMegabytes(1);
    }

    @Test
    void theGameIsAsDescribed() {
        SearchResult<Integer> shallow = search(exact(), DEPTH);
        assertThat(shallow.score()).isEqualTo(50);
        assertThat(shallow.bestMove()).isEqualTo(1);
        assertThat(shallow.selDepth()).isEqualTo(DEPTH);
        SearchResult<Integer> deep = search(exact(), DEPTH + 1);
        assertThat(deep.score()).isEqualTo(10);
        assertThat(deep.bestMove()).isEqualTo(2);
        Minimax<ScriptedTree.Path, Integer> minimax = new Minimax<>(GAME, GAME.evaluator);
        assertThat(minimax.search(GAME.newPosition(), DEPTH).score()).isEqualTo(50);
        assertThat(minimax.search(GAME.newPosition(), DEPTH + 1).score()).isEqualTo(10);
    }

    @Test
    void theSingularMoveIsSearchedOnePlyDeeperAndTheTrapIsSeen() {
        SearchResult<Integer> r = search(exact().with(Technique.SINGULAR_EXTENSION, true).with(SINGULAR_MIN_DEPTH, 2),
                DEPTH);
        assertThat(r.score()).as("the trap beyond the nominal depth is seen").isEqualTo(10);
        assertThat(r.bestMove()).isEqualTo(2);
        assertThat(r.depth()).isEqualTo(DEPTH);
        assertThat(r.selDepth()).as("the main line went past the nominal depth").isGreaterThan(DEPTH);
    }

    @Test
    void belowTheMinimumDepthNothingIsExtended() {
        // Main-line nodes of a depth-5 search have depth 4 at most.
        SearchResult<Integer> r = search(exact().with(Technique.SINGULAR_EXTENSION, true).with(SINGULAR_MIN_DEPTH, 5),
                DEPTH);
        assertThat(r.score()).isEqualTo(50);
        assertThat(r.bestMove()).isEqualTo(1);
        assertThat(r.selDepth()).isEqualTo(DEPTH);
    }

    @Test
    void aMoveIsNotSingularWhenTheOthersStayWithinTheMargin() {
        // singularBeta = tableScore - 1000 * depth lies below -900 (every deviation) for
        // depth >= 2: the others do not fail low, nothing is extended (and, the bound being
        // far below the window, nothing is cut either).
        SearchResult<Integer> r = search(exact().with(Technique.SINGULAR_EXTENSION, true).with(SINGULAR_MIN_DEPTH, 2)
                .with(SINGULAR_MARGIN_PER_DEPTH, 1000), DEPTH);
        assertThat(r.score()).isEqualTo(50);
        assertThat(r.bestMove()).isEqualTo(1);
        assertThat(r.selDepth()).isEqualTo(DEPTH);
    }

    /**
     * Multi-cut: root move 1 is worth 100 for good; after root move 2 every line is worth 0
     * until ply {@value #LATE} and +500 from there on (for A), whatever anyone plays. Minimax
     * at depth {@value #LATE} therefore plays move 2 for 500, and at depth {@code LATE - 1}
     * move 1 for 100.
     *
     * <p>With a minimum depth of 5, only B's nodes at ply 1 of the last iteration qualify
     * (depth 5); after move 1, where every line is worth 100, neither an extension nor a cut
     * can change anything. In the depth-{@value #LATE} iteration the searcher tries move 1 first
     * (best so far), then proves move 2 with a null window: B's node after it has a table entry
     * from the previous iteration (depth 4, a normal search there), a lower bound of 0 for B
     * with table move 1. The bound
     * {@code singularBeta = 0 - 2 * 5 = -10} is at or above B's beta (-100), and the reduced
     * search without the table move (depth 2, which never reaches ply 6) returns 0 &gt;= -10:
     * several moves beat beta, so the node is cut at once with -10 instead of being searched
     * to ply 6. Move 2 is rejected and the root stays at 100 with move 1, where the exact
     * search finds 500. (The cut is the technique's own, knowingly unsound, bet.)
     */
    @Test
    void multiCutWhenEvenWithoutTheTableMoveTheNodeBeatsBeta() {
        ScriptedTree game = lateWinGame();
        Minimax<ScriptedTree.Path, Integer> minimax = new Minimax<>(game, game.evaluator);
        assertThat(minimax.search(game.newPosition(), LATE).score()).isEqualTo(500);
        assertThat(minimax.search(game.newPosition(), LATE - 1).score()).isEqualTo(100);

        SearchResult<Integer> exact = new Searcher<>(game, game.evaluator, exact())
                .search(game.newPosition(), SearchLimits.depth(LATE), SearchListener.silent());
        assertThat(exact.score()).isEqualTo(500);
        assertThat(exact.bestMove()).isEqualTo(2);

        SearchResult<Integer> cut = new Searcher<>(game, game.evaluator,
                exact().with(Technique.SINGULAR_EXTENSION, true).with(SINGULAR_MIN_DEPTH, LATE - 1))
                .search(game.newPosition(), SearchLimits.depth(LATE), SearchListener.silent());
        assertThat(cut.score()).as("move 2 cut by multi-cut").isEqualTo(100);
        assertThat(cut.bestMove()).isEqualTo(1);
    }

    /**
     * Negative extension: the multi-cut game again, with a margin of 30 per ply, so that B's
     * node after root move 2 in the depth-{@value #LATE} iteration has
     * {@code singularBeta = 0 - 30 * 5 = -150}, below B's beta (-100). The reduced search
     * without the table move returns 0: not singular, and no multi-cut (-150 &lt; -100). But the
     * table's score (0) is at least beta, so the table move is searched one ply shallower
     * (depth 3 instead of 4): it no longer reaches ply {@value #LATE}, finds 0 for B, and B's
     * node fails high; move 2 is rejected and the root keeps move 1 for 100. Without the
     * negative extension the table move is searched to ply 6, B's node is worth -500 to B, and
     * the root finds move 2 for 500, as the exact search does.
     */
    @Test
    void aTableMoveThatIsNotSingularButBeatsBetaIsSearchedShallower() {
        ScriptedTree game = lateWinGame();
        SearchOptions options = exact().with(Technique.SINGULAR_EXTENSION, true).with(SINGULAR_MIN_DEPTH, LATE - 1)
                .with(SINGULAR_MARGIN_PER_DEPTH, 30);

        SearchResult<Integer> reduced = new Searcher<>(game, game.evaluator, options.with(SINGULAR_NEGATIVE_EXTENSION, 1))
                .search(game.newPosition(), SearchLimits.depth(LATE), SearchListener.silent());
        assertThat(reduced.score()).as("move 2's refutation searched one ply short").isEqualTo(100);
        assertThat(reduced.bestMove()).isEqualTo(1);

        SearchResult<Integer> full = new Searcher<>(game, game.evaluator, options.with(SINGULAR_NEGATIVE_EXTENSION, 0))
                .search(game.newPosition(), SearchLimits.depth(LATE), SearchListener.silent());
        assertThat(full.score()).as("without the negative extension").isEqualTo(500);
        assertThat(full.bestMove()).isEqualTo(2);
    }

    /** Root move 1 is worth 100; after move 2 every line is 0 before ply {@value #LATE}, 500 from it. */
    private static ScriptedTree lateWinGame() {
        return new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return 2;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                if (path.length() == 0) {
                    return 0;
                }
                if (path.move(0) == 1) {
                    return 100;
                }
                return path.length() >= LATE ? 500 : 0;
            }
        });
    }

    private static final int LATE = 6;
}
