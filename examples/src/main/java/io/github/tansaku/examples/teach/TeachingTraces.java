package io.github.tansaku.examples.teach;

import io.github.tansaku.examples.games.tictactoe.TicTacToe;
import io.github.tansaku.examples.games.tictactoe.TicTacToeEvaluator;
import io.github.tansaku.examples.games.tictactoe.TicTacToePosition;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.Minimax;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.trace.TraceRecorder;
import io.github.tansaku.search.trace.WrittenTree;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The searches the teaching page shows, traced: Minimax, AlphaBeta and the production Searcher
 * on the same position to the same depth.
 */
public final class TeachingTraces {

    /** The tic-tac-toe position of the page: x must block the middle column that o threatens, at b1. */
    public static final String TIC_TAC_TOE = "xox/.o./... x";
    /** Its search depth: three plies, a tree small enough to follow node by node. */
    public static final int TIC_TAC_TOE_DEPTH = 3;
    /** The most nodes drawn of one search. */
    static final int BUDGET = 2_000;

    private TeachingTraces() {
    }

    /** The article's tree A-J searched to its full height by the three searchers. */
    public static List<TracedSearch> article() {
        WrittenTree tree = WrittenTree.article();
        return three(tree, tree.evaluator(), tree.newPosition(), tree.height(), SearchOptions.defaults().supportedBy(tree),
                WrittenTree::scoreText);
    }

    /** {@link #TIC_TAC_TOE} searched {@link #TIC_TAC_TOE_DEPTH} plies deep by the three searchers. */
    public static List<TracedSearch> ticTacToe() {
        TicTacToe game = new TicTacToe();
        TicTacToePosition position = game.parse(TIC_TAC_TOE);
        return three(game, new TicTacToeEvaluator(), position, TIC_TAC_TOE_DEPTH,
                TicTacToeEvaluator.searchOptions().supportedBy(game).withHashMegabytes(1), TeachingTraces::score);
    }

    /** Scores as the searchers print them, with the infinite window ends as -∞ and +∞. */
    static String score(int score) {
        if (Math.abs(score) >= Score.INFINITE) {
            return score > 0 ? "+∞" : "-∞";
        }
        return Score.toString(score);
    }

    private static <P, M> List<TracedSearch> three(Game<P, M> game, Evaluator<P> evaluator, P position, int depth,
            SearchOptions options, IntFunction<String> scores) {
        Minimax<P, M> minimax = new Minimax<>(game, evaluator);
        TraceRecorder minimaxTrace = TraceRecorder.of(game, BUDGET);
        minimax.setTracer(minimaxTrace);
        minimax.search(position, depth);

        AlphaBeta<P, M> alphaBeta = new AlphaBeta<>(game, evaluator);
        TraceRecorder alphaBetaTrace = TraceRecorder.of(game, BUDGET);
        alphaBeta.setTracer(alphaBetaTrace);
        alphaBeta.search(position, depth);

        Searcher<P, M> searcher = new Searcher<>(game, evaluator, options);
        TraceRecorder searcherTrace = TraceRecorder.of(game, BUDGET);
        searcher.setTracer(searcherTrace);
        long searcherNodes = searcher.search(position, SearchLimits.depth(depth), SearchListener.silent()).nodes();

        return List.of(new TracedSearch("Minimax", minimaxTrace.lastRoot(), minimax.nodes(), scores),
                new TracedSearch("AlphaBeta", alphaBetaTrace.lastRoot(), alphaBeta.nodes(), scores),
                new TracedSearch("Searcher", searcherTrace.lastRoot(), searcherNodes, scores));
    }
}
