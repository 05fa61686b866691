package io.github.tansaku.examples.games.othello;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.Minimax;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The searchers on Othello: they play for the largest final disc difference and agree with each other. */
class OthelloSearchTest {

    /**
     * White to move with no square (its only disc, b1, lies against black a1 and the edge);
     * black then plays c1 and the game is over, black 3 discs, white none.
     */
    static final String WHITE_MUST_PASS = "XO" + "-".repeat(62) + " O";

    private final Othello game = new Othello();
    private final OthelloEvaluator evaluator = new OthelloEvaluator();

    @Test
    void aForcedPassIsAMoveAndTheEndIsNoMoveAtAll() {
        OthelloPosition position = game.parse(WHITE_MUST_PASS);
        assertThat(game.legalMoves(position)).containsExactly(OthelloMove.PASS);
        assertThat(game.makeMove(position, Othello.PASS)).isTrue();
        assertThat(game.legalMoves(position)).containsExactly(OthelloMove.parse("c1"));
        assertThat(game.makeMove(position, Othello.PASS)).as("a pass while a square is playable").isFalse();
        assertThat(game.makeMove(position, game.codeOf(OthelloMove.parse("c1")))).isTrue();
        assertThat(game.legalMoves(position)).isEmpty();
        assertThat(game.finalMargin(position)).isEqualTo(-3); // white to move, none of its discs left
    }

    /**
     * Black to move, six empty squares (a random board, not a reachable one). Worked out
     * exhaustively below from the rules alone: a5 forces a win by 14 discs and no other move
     * does as well; f1 forces a win sooner, by only 4. Scored as mates by distance, the quick f1
     * would be best; scored by the final count, a5 is.
     */
    static final String QUICK_SMALL_WIN_OR_SLOW_LARGE_ONE =
            "X-XOX-XOXOXOOX-OOXXXXXXOXOXXX-XX-XXXXXXOOOXOOXXOOXXXXOX-XXXXXXXX X";

    @Test
    void theReferenceAnalysisOfTheMarginPosition() {
        OthelloPosition position = game.parse(QUICK_SMALL_WIN_OR_SLOW_LARGE_ONE);
        int a5 = game.codeOf(OthelloMove.parse("a5"));
        int f1 = game.codeOf(OthelloMove.parse("f1"));
        assertThat(bestMargin(game, position)).isEqualTo(14);
        assertThat(marginAfter(position, a5)).isEqualTo(14);
        assertThat(marginAfter(position, f1)).isEqualTo(4);
        for (OthelloMove move : game.legalMoves(position)) {
            if (!move.equals(OthelloMove.parse("a5"))) {
                assertThat(marginAfter(position, game.codeOf(move))).as("%s", move).isLessThan(14);
            }
        }
        assertThat(winDistanceAfter(position, f1)).isEqualTo(quickestWin(game, position))
                .isLessThan(winDistanceAfter(position, a5));
    }

    @Test
    void everySearcherPlaysForTheLargerMarginNotTheQuickerWin() {
        OthelloPosition position = game.parse(QUICK_SMALL_WIN_OR_SLOW_LARGE_ONE);
        OthelloMove a5 = OthelloMove.parse("a5");
        int toTheEnd = 6 + 3; // six squares to fill, and room for passes
        for (SearchOptions options : List.of(SearchOptions.exact(), SearchOptions.defaults())) {
            SearchResult<OthelloMove> result = new Searcher<>(game, evaluator, options.supportedBy(game))
                    .search(position, SearchLimits.depth(toTheEnd), SearchListener.silent());
            assertThat(result.bestMove()).as("%s", result).isEqualTo(a5);
            assertThat(result.score()).isEqualTo(Score.ofMargin(14));
            assertThat(Score.toString(result.score())).isEqualTo("win by 14");
        }
        SearchResult<OthelloMove> alphaBeta = new AlphaBeta<>(game, evaluator).search(position, toTheEnd);
        assertThat(alphaBeta.bestMove()).isEqualTo(a5);
        assertThat(alphaBeta.score()).isEqualTo(Score.ofMargin(14));
        SearchResult<OthelloMove> minimax = new Minimax<>(game, evaluator).search(position, toTheEnd);
        assertThat(minimax.bestMove()).isEqualTo(a5);
        assertThat(minimax.score()).isEqualTo(Score.ofMargin(14));
    }

    /** With MultiPV over every root move, the result scores each one with its exhaustive final margin. */
    @Test
    void multiPvGivesEveryRootMoveItsFinalMargin() {
        OthelloPosition position = game.parse(QUICK_SMALL_WIN_OR_SLOW_LARGE_ONE);
        List<OthelloMove> legal = game.legalMoves(position);
        SearchResult<OthelloMove> result = new Searcher<>(game, evaluator,
                SearchOptions.exact().withMultiPv(legal.size()).supportedBy(game))
                .search(position, SearchLimits.depth(9), SearchListener.silent());
        assertThat(result.rootMoves()).extracting(SearchResult.RootMove::move)
                .containsExactlyInAnyOrderElementsOf(legal);
        assertThat(result.rootMoves().get(0).move()).isEqualTo(result.bestMove());
        for (SearchResult.RootMove<OthelloMove> line : result.rootMoves()) {
            assertThat(line.score()).as("%s", line)
                    .isEqualTo(Score.ofMargin(marginAfter(position, game.codeOf(line.move()))));
            assertThat(line.pv().get(0)).isEqualTo(line.move());
        }
        assertThat(result.rootMoves()).extracting(SearchResult.RootMove::score).isSortedAccordingTo((a, b) -> b - a);
    }

    /** Plain minimax, alpha-beta and the production searcher with the exact options agree at every depth. */
    @Test
    void minimaxAlphaBetaAndTheSearcherAgree() {
        Searcher<OthelloPosition, OthelloMove> searcher =
                new Searcher<>(game, evaluator, SearchOptions.exact().supportedBy(game));
        for (OthelloPosition position : List.of(game.newPosition(), game.play("f5 d6 c3 d3 c4 f4 c5 b3 c2 e6"),
                game.parse(QUICK_SMALL_WIN_OR_SLOW_LARGE_ONE), game.parse(WHITE_MUST_PASS))) {
            for (int depth = 1; depth <= 5; depth++) {
                int minimax = new Minimax<>(game, evaluator).search(position, depth).score();
                assertThat(new AlphaBeta<>(game, evaluator).search(position, depth).score())
                        .as("%s depth %d", position, depth).isEqualTo(minimax);
                assertThat(searcher.search(position, SearchLimits.depth(depth), SearchListener.silent()).score())
                        .as("%s depth %d", position, depth).isEqualTo(minimax);
            }
        }
    }

    private int marginAfter(OthelloPosition position, int move) {
        assertThat(game.makeMove(position, move)).isTrue();
        int margin = -bestMargin(game, position);
        game.unmakeMove(position, move);
        return margin;
    }

    /** The plies to a forced win after the side to move plays {@code move}, the opponent resisting longest. */
    private int winDistanceAfter(OthelloPosition position, int move) {
        assertThat(game.makeMove(position, move)).isTrue();
        int loss = slowestLoss(game, position);
        game.unmakeMove(position, move);
        return loss == Integer.MAX_VALUE ? loss : loss + 1;
    }

    /** Exhaustively: the largest final margin the side to move can force (the reference for the searchers). */
    static int bestMargin(Othello game, OthelloPosition position) {
        int[] moves = new int[game.maxMoves()];
        int count = game.generateMoves(position, moves, 0);
        if (count == 0) {
            return game.finalMargin(position);
        }
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            game.makeMove(position, moves[i]);
            best = Math.max(best, -bestMargin(game, position));
            game.unmakeMove(position, moves[i]);
        }
        return best;
    }

    /**
     * Exhaustively: the fewest plies in which the side to move can force a win whatever the
     * margin, or {@code Integer.MAX_VALUE} when it cannot (the mate-by-distance view, which the
     * searchers took of every game before final margins).
     */
    static int quickestWin(Othello game, OthelloPosition position) {
        int[] moves = new int[game.maxMoves()];
        int count = game.generateMoves(position, moves, 0);
        if (count == 0) {
            return game.finalMargin(position) > 0 ? 0 : Integer.MAX_VALUE;
        }
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            game.makeMove(position, moves[i]);
            int reply = slowestLoss(game, position);
            game.unmakeMove(position, moves[i]);
            if (reply != Integer.MAX_VALUE) {
                best = Math.min(best, reply + 1);
            }
        }
        return best;
    }

    /** The most plies the side to move can make a loss last, or MAX_VALUE when it is not lost. */
    private static int slowestLoss(Othello game, OthelloPosition position) {
        int[] moves = new int[game.maxMoves()];
        int count = game.generateMoves(position, moves, 0);
        if (count == 0) {
            return game.finalMargin(position) < 0 ? 0 : Integer.MAX_VALUE;
        }
        int longest = 0;
        for (int i = 0; i < count; i++) {
            game.makeMove(position, moves[i]);
            int win = quickestWin(game, position);
            game.unmakeMove(position, moves[i]);
            if (win == Integer.MAX_VALUE) {
                return Integer.MAX_VALUE;
            }
            longest = Math.max(longest, win + 1);
        }
        return longest;
    }
}
