package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.SEE_PRUNING_MAX_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.SEE_PRUNING_NOISY_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.SEE_PRUNING_QUIET_MARGIN;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * SEE pruning (node step 13d) on purpose-built trees. In every tree the root (player A) has a
 * single move, to node N where B chooses; what follows each of B's moves is a line of single
 * moves whose value (for A) is fixed by B's choice. The root is never pruned (it is searched by
 * the driver), so N, at depth {@code D - 1} in a depth-D search, is where pruning happens: a
 * capture is kept when it loses at most {@code seePruningNoisyMargin * depth} (100 per ply by
 * default), a quiet move when it loses at most {@code seePruningQuietMargin * depth^2} (15 by
 * default). Move ordering puts losing captures after quiet moves, so the tested move is never
 * the first one tried.
 */
class SeePruningTest {

    /** Node N's moves: value for A after each (index = move code), and what each loses by SEE. */
    private record NodeN(int[] values, int[] see, boolean[] noisy, boolean[] legal) {
    }

    /** The tree: after N, lines of single moves. */
    private static ScriptedTree game(NodeN n) {
        return new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                if (path.length() == 0) {
                    return 1;
                }
                if (path.length() == 1) {
                    return n.values.length - 1;
                }
                return 1;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return path.length() < 2 ? 0 : n.values[path.move(1)];
            }

            @Override
            public boolean legal(ScriptedTree.Path path, int move) {
                return path.length() != 1 || n.legal[move];
            }

            @Override
            public boolean noisy(ScriptedTree.Path path, int move) {
                return path.length() == 1 && n.noisy[move];
            }

            @Override
            public int see(ScriptedTree.Path path, int move) {
                return path.length() == 1 ? n.see[move] : 0;
            }
        });
    }

    private static final SearchOptions EXACT = SearchOptions.exact().withHashMegabytes(1);
    private static final SearchOptions SEE = EXACT.with(Technique.SEE_PRUNING, true);

    private record Run(SearchResult<Integer> result, SearchStatistics statistics) {
    }

    private static Run run(ScriptedTree game, SearchOptions options, int depth) {
        Searcher<ScriptedTree.Path, Integer> searcher = new Searcher<>(game, game.evaluator, options);
        SearchResult<Integer> r = searcher.search(game.newPosition(), SearchLimits.depth(depth),
                SearchListener.silent());
        return new Run(r, searcher.statistics());
    }

    /**
     * N: move 1 is quiet and safe (0 for A); move 2 is a capture that loses 250 by exchange but
     * actually wins for B (-500 for A). Minimax: -500 at every depth of 2 or more.
     */
    private static final NodeN LOSING_CAPTURE = new NodeN(new int[] {0, 0, -500}, new int[] {0, 0, -250},
            new boolean[] {false, false, true}, new boolean[] {true, true, true});

    @Test
    void aCaptureLosingMoreThanTheMarginIsPrunedAtShallowDepth() {
        ScriptedTree game = game(LOSING_CAPTURE);
        // Depth 3: N has depth 2, threshold -200 > -250: the capture is skipped, B plays the
        // quiet move and the root is worth 0.
        Run pruned = run(game, SEE, 3);
        Run exact = run(game, EXACT, 3);
        assertThat(exact.result.score()).isEqualTo(-500);
        assertThat(exact.statistics.prunedMoves()).isZero();
        assertThat(pruned.result.score()).as("the capture was not searched").isZero();
        assertThat(pruned.result.pv()).containsExactly(1, 1, 1);
        assertThat(pruned.statistics.prunedMoves()).isPositive();
        assertThat(pruned.statistics.nodes()).isLessThan(exact.statistics.nodes());
    }

    @Test
    void theSameCaptureIsKeptAtGreaterDepth() {
        // Depth 4: N has depth 3, threshold -300 <= -250: searched, B's real best is found.
        Run r = run(game(LOSING_CAPTURE), SEE, 4);
        assertThat(r.result.score()).isEqualTo(-500);
        assertThat(r.result.pv()).startsWith(1, 2);
    }

    @Test
    void theSameCaptureIsKeptWhenItsLossIsWithinAWiderMargin() {
        // Depth 3 with 130 per ply: threshold -260 <= -250 at N (depth 2).
        Run r = run(game(LOSING_CAPTURE), SEE.with(SEE_PRUNING_NOISY_MARGIN, 130), 3);
        assertThat(r.result.score()).isEqualTo(-500);
        // And with 120 per ply (-240 > -250) it is pruned again.
        assertThat(run(game(LOSING_CAPTURE), SEE.with(SEE_PRUNING_NOISY_MARGIN, 120), 3).result.score()).isZero();
    }

    @Test
    void nothingIsPrunedAboveTheMaximumDepth() {
        // Depth 3 prunes the capture at N (depth 2, see above); with pruning limited to depth 1
        // it is searched in the last iteration and B's real best is found. At the limit itself
        // it is still pruned.
        ScriptedTree game = game(LOSING_CAPTURE);
        Run limited = run(game, SEE.with(SEE_PRUNING_MAX_DEPTH, 1), 3);
        assertThat(limited.result.score()).isEqualTo(-500);
        assertThat(limited.result.pv()).startsWith(1, 2);
        assertThat(run(game, SEE.with(SEE_PRUNING_MAX_DEPTH, 2), 3).result.score()).as("pruned at depth 2 = limit")
                .isZero();
    }

    @Test
    void theMaximumDepthIsChecked() {
        assertThatThrownBy(() -> SEE.with(SEE_PRUNING_MAX_DEPTH, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("seePruningMaxDepth");
        assertThat(SearchOptions.defaults().get(SEE_PRUNING_MAX_DEPTH)).as("unlimited by default").isEqualTo(Score.MAX_PLY);
    }

    /**
     * N: two quiet moves; move 2 loses 50 by exchange (a piece left hanging) but wins for B.
     * Quiet moves get {@code 15 * depth^2}: -15 at depth 1 (pruned), -60 at depth 2 (kept).
     */
    @Test
    void aQuietMoveIsJudgedWithAMarginPerPlySquared() {
        NodeN quiet = new NodeN(new int[] {0, 0, -500}, new int[] {0, 0, -50}, new boolean[] {false, false, false},
                new boolean[] {true, true, true});
        ScriptedTree game = game(quiet);
        Run depth2 = run(game, SEE, 2);
        assertThat(depth2.result.score()).as("pruned at depth 1").isZero();
        assertThat(depth2.statistics.prunedMoves()).isPositive();
        assertThat(run(game, SEE, 3).result.score()).as("kept at depth 2").isEqualTo(-500);
        assertThat(run(game, SEE.with(SEE_PRUNING_QUIET_MARGIN, 50), 2).result.score())
                .as("kept at depth 1 within a margin of 50").isEqualTo(-500);
        assertThat(run(game, EXACT, 2).result.score()).isEqualTo(-500);
    }

    /**
     * N: only losing captures, after an illegal (pseudo-legal) first move. Move 2 loses 1000 by
     * exchange and gives A 200; move 3 loses 1000 too and gives A 100. Minimax: 100. With SEE
     * pruning at depth 2, move 1 fails to be made, move 2 is the first legal move and must be
     * searched whatever it loses (else N would have no move and look lost for B: a mate score),
     * move 3 is pruned: the root is worth exactly 200.
     */
    @Test
    void theFirstLegalMoveIsNeverPruned() {
        NodeN onlyLosing = new NodeN(new int[] {0, 0, 200, 100}, new int[] {0, -1000, -1000, -1000},
                new boolean[] {false, true, true, true}, new boolean[] {true, false, true, true});
        ScriptedTree game = game(onlyLosing);
        Run r = run(game, SEE, 3);
        assertThat(Score.isMate(r.result.score())).isFalse();
        assertThat(r.result.score()).isEqualTo(200);
        assertThat(r.result.pv()).startsWith(1, 2);
        assertThat(r.statistics.prunedMoves()).isPositive();
        assertThat(run(game, EXACT, 3).result.score()).isEqualTo(100);
    }

    /**
     * N: move 1 (quiet, tried first) walks into a mate: A has one move, then B has none (a
     * loss). Move 2 is a capture losing 1000 by exchange, worth 300 for A. At depth 4 (N at
     * depth 3, threshold -300) the capture would be pruned, but the score so far is a mate
     * against B, which the pruned move might refute: it must be searched. Value: 300, never a
     * mate for A.
     */
    @Test
    void nothingIsPrunedWhileTheBestScoreIsBeingMated() {
        NodeN mated = new NodeN(new int[] {0, 0, 300}, new int[] {0, 0, -1000}, new boolean[] {false, false, true},
                new boolean[] {true, true, true});
        // Line nodes: after N's move (length 2) A has one move; at length 3 B has a move only
        // on the capture line.
        ScriptedTree game = new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                if (path.length() == 3 && path.move(1) == 1) {
                    return 0;
                }
                return path.length() == 0 ? 1 : path.length() == 1 ? 2 : 1;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return path.length() < 2 ? 0 : mated.values[path.move(1)];
            }

            @Override
            public boolean noisy(ScriptedTree.Path path, int move) {
                return path.length() == 1 && mated.noisy[move];
            }

            @Override
            public int see(ScriptedTree.Path path, int move) {
                return path.length() == 1 ? mated.see[move] : 0;
            }
        });
        Run exact = run(game, EXACT, 4);
        assertThat(exact.result.score()).isEqualTo(300);
        Run r = run(game, SEE, 4);
        assertThat(Score.isMate(r.result.score())).as("score %d", r.result.score()).isFalse();
        assertThat(r.result.score()).isEqualTo(300);
    }

    /**
     * A tree that ends everywhere within a few plies. N (B to move at ply 1) has a quiet move
     * 1, after which A and B each have a single move and A, at ply 4, has none (A loses), and a
     * capture 2 losing 1000 by exchange after which A, at ply 2, has no move at once. Minimax
     * from depth 2 on: A is mated at ply 2 (B takes the capture).
     *
     * <p>With SEE pruning at 200 per ply, N keeps the capture only from depth 5 (threshold
     * -1000), that is from the depth-6 iteration on. The depth-5 iteration is the first whose
     * every line ends in a game end (ply 4 needs depth 1 left), with the capture pruned: the
     * result then depends on the depth, so the search must go on to depth 6 (the limit is 8)
     * and find the mate at ply 2. A pruning that does not mark the horizon lets iterative
     * deepening conclude that deeper iterations cannot change anything and stop at depth 5
     * with the slower mate (ply 4).
     */
    @Test
    void aPrunedMoveDoesNotLetIterativeDeepeningStopEarly() {
        ScriptedTree game = new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return switch (path.length()) {
                    case 0 -> 1;
                    case 1 -> 2;
                    case 2 -> path.move(1) == 1 ? 1 : 0;
                    case 3 -> 1;
                    default -> 0;
                };
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return 0;
            }

            @Override
            public boolean noisy(ScriptedTree.Path path, int move) {
                return path.length() == 1 && move == 2;
            }

            @Override
            public int see(ScriptedTree.Path path, int move) {
                return path.length() == 1 && move == 2 ? -1000 : 0;
            }
        });
        SearchOptions options = SEE.with(SEE_PRUNING_NOISY_MARGIN, 200);
        assertThat(run(game, EXACT, 8).result.score()).isEqualTo(Score.matedIn(2));
        Run r = run(game, options, 8);
        assertThat(r.result.score()).as("depth %d", r.result.depth()).isEqualTo(Score.matedIn(2));
    }

    /** N as in {@link #LOSING_CAPTURE}, with move 2 quiet and checking or N itself in check. */
    private static ScriptedTree checkGame(boolean moveChecks, boolean nInCheck, boolean noisy) {
        return new ScriptedTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return path.length() == 1 ? 2 : 1;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return path.length() < 2 ? 0 : path.move(1) == 2 ? -500 : 0;
            }

            @Override
            public boolean noisy(ScriptedTree.Path path, int move) {
                return noisy && path.length() == 1 && move == 2;
            }

            @Override
            public int see(ScriptedTree.Path path, int move) {
                return path.length() == 1 && move == 2 ? -250 : 0;
            }

            @Override
            public boolean givesCheck(ScriptedTree.Path path, int move) {
                return moveChecks && path.length() == 1 && move == 2;
            }

            @Override
            public boolean inCheck(ScriptedTree.Path path) {
                return nInCheck && path.length() == 1;
            }
        });
    }

    /**
     * A quiet move that gives check and loses 250 by exchange is judged like a capture: at N
     * with depth 3 the quiet threshold is -135 but the capture threshold -300, so it is kept
     * (-500); the same move without the check is pruned (0).
     */
    @Test
    void aQuietCheckIsJudgedLikeACapture() {
        assertThat(run(checkGame(true, false, false), SEE, 4).result.score()).isEqualTo(-500);
        assertThat(run(checkGame(false, false, false), SEE, 4).result.score()).isZero();
        // At depth 2 (-200 for captures and checks) even the check is pruned.
        assertThat(run(checkGame(true, false, false), SEE, 3).result.score()).isZero();
    }

    /** In check nothing is pruned: the losing capture of {@link #LOSING_CAPTURE} is searched. */
    @Test
    void nothingIsPrunedInCheck() {
        assertThat(run(checkGame(false, false, true), SEE, 3).result.score()).as("not in check: pruned").isZero();
        Run r = run(checkGame(false, true, true), SEE, 3);
        assertThat(r.result.score()).isEqualTo(-500);
        assertThat(r.statistics.prunedMoves()).isZero();
    }
}
