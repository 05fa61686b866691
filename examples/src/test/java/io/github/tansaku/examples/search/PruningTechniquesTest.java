package io.github.tansaku.examples.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.examples.games.connectfour.ConnectFour;
import io.github.tansaku.examples.games.connectfour.ConnectFourMove;
import io.github.tansaku.examples.games.connectfour.ConnectFourPosition;
import io.github.tansaku.examples.games.connectfour.ConnectFourSolver;
import io.github.tansaku.examples.games.tictactoe.TicTacToe;
import io.github.tansaku.examples.games.tictactoe.TicTacToeEvaluator;
import io.github.tansaku.examples.games.tictactoe.TicTacToeMove;
import io.github.tansaku.examples.games.tictactoe.TicTacToePosition;
import io.github.tansaku.examples.games.tictactoe.TicTacToeSolver;
import io.github.tansaku.examples.harness.Ablation;
import io.github.tansaku.examples.harness.ConnectFourSetup;
import io.github.tansaku.examples.harness.TicTacToeSetup;
import io.github.tansaku.examples.walkthrough.WalkThrough;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.Technique;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each pruning technique switched on alone, on top of {@link SearchOptions#exact()} with the
 * game's margins: it must save nodes at a fixed depth short of the end without giving up a
 * clearly best move. The positions and depths are the walk-through's
 * ({@link WalkThrough#TIC_TAC_TOE_CLEAR_BEST_MOVE}, {@link WalkThrough#CONNECT_FOUR_CLEAR_BEST_MOVE});
 * the right moves come from the exhaustive solvers, never from the searcher.
 */
class PruningTechniquesTest {

    /**
     * The techniques that cut or reduce subtrees. Quiescence search and the extensions are left
     * out: they search further than the depth, so they are expected to cost nodes.
     */
    private static final Set<Technique> PRUNING = EnumSet.of(Technique.NULL_MOVE, Technique.REVERSE_FUTILITY,
            Technique.RAZORING, Technique.FUTILITY, Technique.LATE_MOVE_PRUNING, Technique.LATE_MOVE_REDUCTIONS,
            Technique.PROBCUT, Technique.QS_SEE_PRUNING, Technique.DELTA_PRUNING);

    /** The board's eight symmetries, each as the square that goes to square 0..8. */
    private static final int[][] SYMMETRIES = {
        {0, 1, 2, 3, 4, 5, 6, 7, 8}, {2, 5, 8, 1, 4, 7, 0, 3, 6}, {8, 7, 6, 5, 4, 3, 2, 1, 0}, {6, 3, 0, 7, 4, 1, 8, 5, 2},
        {2, 1, 0, 5, 4, 3, 8, 7, 6}, {6, 7, 8, 3, 4, 5, 0, 1, 2}, {0, 3, 6, 1, 4, 7, 2, 5, 8}, {8, 5, 2, 7, 4, 1, 6, 3, 0}
    };

    @Test
    void onTheSmallConnectFourBoardEachPruningTechniqueSavesNodesAndKeepsTheWinningMove() {
        ConnectFourSetup setup = ConnectFourSetup.small();
        ConnectFour game = (ConnectFour) setup.game();
        ConnectFourSolver solver = new ConnectFourSolver(game);
        List<ConnectFourPosition> positions = new ArrayList<>();
        List<ConnectFourMove> winners = new ArrayList<>();
        for (String columns : WalkThrough.CONNECT_FOUR_CLEAR_BEST_MOVE) {
            ConnectFourPosition position = game.play(columns);
            positions.add(position);
            winners.add(onlyWinningMove(game, solver, position, columns));
        }
        // Without the rewards at table cutoffs: they change which quiet moves come late in
        // this game of five columns, and then late move pruning drops the winning move of two
        // of the twelve positions ("1222445" and "133"). The ordering decides what late move
        // pruning keeps; the pruning, not the ordering, is under test here.
        SearchOptions exact = Ablation.exactOptions(setup).with(Technique.TT_CUTOFF_REWARD, false);
        int depth = WalkThrough.CONNECT_FOUR_DEPTH;
        WalkThrough.Run<ConnectFourMove> reference = WalkThrough.run(setup, exact, positions, depth);
        assertThat(reference.bestMoves()).as("the exact searcher's moves").isEqualTo(winners);

        List<Technique> techniques = supportedPruning(game);
        // ProbCut, and the quiescence filters by static exchange, need material to exchange
        assertThat(techniques).containsExactlyInAnyOrder(Technique.NULL_MOVE, Technique.REVERSE_FUTILITY,
                Technique.RAZORING, Technique.FUTILITY, Technique.LATE_MOVE_PRUNING, Technique.LATE_MOVE_REDUCTIONS);
        for (Technique technique : techniques) {
            WalkThrough.Run<ConnectFourMove> pruned = WalkThrough.run(setup, exact.including(technique), positions, depth);
            assertThat(pruned.nodes()).as("%s: nodes over %d positions at depth %d (exact: %d)", technique,
                    positions.size(), depth, reference.nodes()).isLessThan(reference.nodes());
            assertThat(pruned.bestMoves()).as("%s: best moves (the solver's only winning moves)", technique)
                    .isEqualTo(winners);
        }
    }

    @Test
    void inTicTacToeEachPruningTechniqueSavesNodesAndKeepsTheOnlyRightMove() {
        TicTacToeSetup setup = new TicTacToeSetup();
        TicTacToeSolver solver = new TicTacToeSolver();
        List<TicTacToePosition> positions = new ArrayList<>();
        List<TicTacToeMove> rightMoves = new ArrayList<>();
        for (String text : WalkThrough.TIC_TAC_TOE_CLEAR_BEST_MOVE) {
            TicTacToePosition position = setup.parse(text);
            positions.add(position);
            List<TicTacToeMove> right = solver.bestMoves(position);
            assertThat(right).as("moves that keep the value of '%s'", text).hasSize(1);
            rightMoves.add(right.get(0));
        }
        SearchOptions exact = Ablation.exactOptions(setup);
        int depth = WalkThrough.TIC_TAC_TOE_DEPTH;
        WalkThrough.Run<TicTacToeMove> reference = WalkThrough.run(setup, exact, positions, depth);
        assertThat(reference.bestMoves()).as("the exact searcher's moves").isEqualTo(rightMoves);

        List<Technique> techniques = supportedPruning(setup.game());
        // ProbCut, and the quiescence filters by static exchange, need StaticExchange: a game
        // without material has no exchanges to evaluate
        assertThat(techniques).containsExactlyInAnyOrder(Technique.NULL_MOVE, Technique.REVERSE_FUTILITY,
                Technique.RAZORING, Technique.FUTILITY, Technique.LATE_MOVE_PRUNING, Technique.LATE_MOVE_REDUCTIONS);
        for (Technique technique : techniques) {
            WalkThrough.Run<TicTacToeMove> pruned = WalkThrough.run(setup, exact.including(technique), positions, depth);
            assertThat(pruned.nodes()).as("%s: nodes over %d positions at depth %d (exact: %d)", technique,
                    positions.size(), depth, reference.nodes()).isLessThan(reference.nodes());
            assertThat(pruned.bestMoves()).as("%s: best moves (the solver's only right moves)", technique)
                    .isEqualTo(rightMoves);
        }
    }

    /**
     * The tic-tac-toe positions are what their description says: every position with one to
     * three marks whose value only one move keeps, one per class of symmetric positions.
     */
    @Test
    void theTicTacToePositionsAreAllThoseWithOneRightMoveUpToSymmetry() {
        TicTacToe game = new TicTacToe();
        TicTacToeSolver solver = new TicTacToeSolver();
        Set<String> expected = new HashSet<>();
        collectOneRightMove(game, solver, game.newPosition(), 0, expected);

        Set<String> listed = new HashSet<>();
        for (String text : WalkThrough.TIC_TAC_TOE_CLEAR_BEST_MOVE) {
            assertThat(listed.add(canonical(game.parse(text)))).as("'%s' is symmetric to an earlier one", text).isTrue();
        }
        assertThat(listed).isEqualTo(expected);
    }

    /**
     * Searched to the end with tic-tac-toe's margins, whatever is switched on: the empty board
     * stays a draw and the positions with one winning or saving idea keep it.
     */
    @Test
    void inTicTacToeSearchedToTheEndEveryTechniqueKeepsTheGameValuesAndTheBestMoves() {
        TicTacToe game = new TicTacToe();
        SearchOptions exact = Ablation.exactOptions(new TicTacToeSetup());
        List<Technique> techniques = new ArrayList<>(supportedPruning(game));
        techniques.add(Technique.QUIESCENCE);
        for (Technique technique : techniques) {
            SearchOptions options = exact.including(technique);
            assertThat(search(game, options, game.newPosition(), 9).score()).as("%s: empty board", technique)
                    .isEqualTo(Score.DRAW);
            // x a3 b2, o b3 c1, x to move: a1 or a2 fork and win on ply 3
            SearchResult<TicTacToeMove> fork = search(game, options, game.parse("xo./.x./..o x"), 5);
            assertThat(fork.score()).as("%s: fork", technique).isEqualTo(Score.mateIn(3));
            assertThat(fork.bestMove().toString()).as("%s: fork", technique).isIn("a1", "a2");
            // x to move must block o's middle row at c2 or lose; nobody can win by force
            SearchResult<TicTacToeMove> block = search(game, options, game.parse("x../oo./..x x"), 7);
            assertThat(block.bestMove()).as("%s: block", technique).isEqualTo(TicTacToeMove.parse("c2"));
            assertThat(block.score()).as("%s: block", technique).isEqualTo(Score.DRAW);
        }
    }

    private static SearchResult<TicTacToeMove> search(TicTacToe game, SearchOptions options, TicTacToePosition position,
            int depth) {
        return new Searcher<>(game, new TicTacToeEvaluator(), options).search(position, SearchLimits.depth(depth),
                SearchListener.silent());
    }

    private static List<Technique> supportedPruning(Game<?, ?> game) {
        List<Technique> supported = new ArrayList<>();
        for (Technique technique : PRUNING) {
            if (technique.supportedBy(game)) {
                supported.add(technique);
            }
        }
        return supported;
    }

    /** Adds the canonical form of every position with one to three marks and one right move. */
    private static void collectOneRightMove(TicTacToe game, TicTacToeSolver solver, TicTacToePosition position,
            int marks, Set<String> found) {
        if (marks > 3 || game.outcome(position, 0).isOver()) {
            return;
        }
        if (marks >= 1 && solver.bestMoves(position).size() == 1) {
            found.add(canonical(position));
        }
        for (TicTacToeMove move : game.legalMoves(position)) {
            game.makeMove(position, game.codeOf(move));
            collectOneRightMove(game, solver, position, marks + 1, found);
            game.unmakeMove(position, game.codeOf(move));
        }
    }

    /** The smallest text of the position's eight mirror images and rotations. */
    private static String canonical(TicTacToePosition position) {
        String smallest = null;
        for (int[] symmetry : SYMMETRIES) {
            StringBuilder text = new StringBuilder(9);
            for (int square = 0; square < 9; square++) {
                text.append(position.markAt(symmetry[square]));
            }
            if (smallest == null || text.toString().compareTo(smallest) < 0) {
                smallest = text.toString();
            }
        }
        return smallest;
    }

    private static ConnectFourMove onlyWinningMove(ConnectFour game, ConnectFourSolver solver,
            ConnectFourPosition position, String columns) {
        List<ConnectFourMove> winning = new ArrayList<>();
        for (ConnectFourMove move : game.legalMoves(position)) {
            game.makeMove(position, game.codeOf(move));
            if (solver.solve(position).outcome() == Outcome.LOSS) {
                winning.add(move);
            }
            game.unmakeMove(position, game.codeOf(move));
        }
        assertThat(winning).as("winning moves of '%s'", columns).hasSize(1);
        return winning.get(0);
    }
}
