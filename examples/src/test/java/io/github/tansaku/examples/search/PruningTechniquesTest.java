package io.github.tansaku.examples.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.examples.games.connectfour.ConnectFour;
import io.github.tansaku.examples.games.connectfour.ConnectFourEvaluator;
import io.github.tansaku.examples.games.connectfour.ConnectFourMove;
import io.github.tansaku.examples.games.connectfour.ConnectFourPosition;
import io.github.tansaku.examples.games.connectfour.ConnectFourSolver;
import io.github.tansaku.examples.games.tictactoe.TicTacToe;
import io.github.tansaku.examples.games.tictactoe.TicTacToeEvaluator;
import io.github.tansaku.examples.games.tictactoe.TicTacToeMove;
import io.github.tansaku.examples.games.tictactoe.TicTacToePosition;
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
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each pruning technique switched on alone, on top of {@link SearchOptions#exact()}: it must save
 * nodes at a fixed depth without giving up a clearly best move.
 */
class PruningTechniquesTest {

    /** The techniques that cut or reduce subtrees (quiescence and check extension add nodes). */
    private static final Set<Technique> PRUNING = EnumSet.of(Technique.NULL_MOVE, Technique.REVERSE_FUTILITY,
            Technique.RAZORING, Technique.FUTILITY, Technique.LATE_MOVE_PRUNING, Technique.LATE_MOVE_REDUCTIONS,
            Technique.PROBCUT, Technique.QS_SEE_PRUNING, Technique.DELTA_PRUNING);

    /**
     * Openings of the 5x4 board (columns played from the start) in which the solver finds
     * exactly one winning move, 11 to 17 plies from the end, so the best move is clear but not
     * yet a mate within the search depth of 8 plies. They were picked from 29 seeded random
     * openings with a unique winning move: the exact searcher found that move at depth 8 in 16
     * of them, and every technique alone kept it in these 12 (late move reductions lost it in
     * three of the other four, null-move pruning in one). The selection is therefore a
     * regression guard for "does not lose a clear move", not an unbiased sample.
     */
    private static final List<String> CLEAR_BEST_MOVE = List.of("1222445", "442445", "2252424", "43552551", "122",
            "42334", "451442", "44354235", "133", "25215", "24552", "51133");

    private static final int DEPTH = 8;

    @Test
    void onTheSmallConnectFourBoardEachPruningTechniqueSavesNodesAndKeepsTheWinningMove() {
        ConnectFour game = new ConnectFour(5, 4);
        ConnectFourSolver solver = new ConnectFourSolver(game);
        List<ConnectFourPosition> positions = new ArrayList<>();
        List<ConnectFourMove> winners = new ArrayList<>();
        for (String columns : CLEAR_BEST_MOVE) {
            ConnectFourPosition position = game.play(columns);
            positions.add(position);
            winners.add(onlyWinningMove(game, solver, position, columns));
        }
        SearchOptions exact = SearchOptions.exact().supportedBy(game);
        Run reference = run(game, new ConnectFourEvaluator(), exact, positions);
        assertThat(reference.bestMoves).as("the exact searcher's moves").isEqualTo(winners);

        List<Technique> techniques = supportedPruning(game);
        assertThat(techniques).contains(Technique.NULL_MOVE, Technique.REVERSE_FUTILITY, Technique.RAZORING,
                Technique.FUTILITY, Technique.LATE_MOVE_PRUNING, Technique.LATE_MOVE_REDUCTIONS);
        for (Technique technique : techniques) {
            Run pruned = run(game, new ConnectFourEvaluator(), exact.with(technique, true), positions);
            assertThat(pruned.nodes).as("%s: nodes over %d positions at depth %d (exact: %d)", technique,
                    positions.size(), DEPTH, reference.nodes).isLessThan(reference.nodes);
            assertThat(pruned.bestMoves).as("%s: best moves (the solver's only winning moves)", technique)
                    .isEqualTo(winners);
        }
    }

    /**
     * Tic-tac-toe searched to the end: whatever is switched on, the empty board stays a draw and
     * the positions with one winning idea keep it. (The pruning techniques do not save nodes
     * here: a 9-ply game searched to the end has exact, mostly mate or draw, scores that the
     * exact searcher already cuts with; see the ablation table of the walk-through.)
     */
    @Test
    void inTicTacToeEveryTechniqueKeepsTheGameValuesAndTheBestMoves() {
        TicTacToe game = new TicTacToe();
        SearchOptions exact = SearchOptions.exact().supportedBy(game);
        List<Technique> techniques = new ArrayList<>(supportedPruning(game));
        techniques.add(Technique.QUIESCENCE);
        for (Technique technique : techniques) {
            SearchOptions options = exact.with(technique, true);
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

    /** Total nodes and best moves of one configuration over the positions, each from a fresh searcher. */
    private record Run(long nodes, List<ConnectFourMove> bestMoves) {
    }

    private static Run run(ConnectFour game, ConnectFourEvaluator evaluator, SearchOptions options,
            List<ConnectFourPosition> positions) {
        long nodes = 0;
        List<ConnectFourMove> moves = new ArrayList<>();
        for (ConnectFourPosition position : positions) {
            Searcher<ConnectFourPosition, ConnectFourMove> searcher = new Searcher<>(game, evaluator, options);
            SearchResult<ConnectFourMove> result = searcher.search(position, SearchLimits.depth(DEPTH), SearchListener.silent());
            nodes += result.nodes();
            moves.add(result.bestMove());
        }
        return new Run(nodes, moves);
    }
}
