package io.github.tansaku.examples.games.tictactoe;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.SearchParameter;

/**
 * A line-counting tic-tac-toe evaluator: every line still open to only one player counts for
 * that player, more when it already holds two marks. A line with two of the side to move's
 * marks and an empty square is a win on the next move, so it counts most.
 *
 * <p>Units: 10 is one open line with one mark, 50 an opponent's threat (two marks and a free
 * square, which the side to move must block) and 100 a threat of the side to move (a win on its
 * next move). Scores are multiples of 10. {@link #searchOptions()} gives the searcher margins in
 * these units.
 */
public final class TicTacToeEvaluator implements Evaluator<TicTacToePosition> {

    /** Worth of an open line by the number of own marks in it, for the side to move. */
    private static final int[] OWN_LINE = {0, 10, 100, 0};
    /** Worth of an open line for the opponent, who moves second from here. */
    private static final int[] OPPONENT_LINE = {0, 10, 50, 0};

    /**
     * The searcher's defaults ({@link SearchOptions#defaults()}) with its margins
     * converted from centipawns to this evaluator's units. The defaults think in pawns: a quiet
     * chess move rarely gains more than one pawn (100), so futility allows 100 plus 90 a ply.
     * Here the measure is what one move does to the score. Over all 5,478 positions of the game,
     * a quiet move (one that neither completes nor blocks a line) gains the mover at most 100 (it
     * makes a threat), nine in ten gain at most 50, the median gains nothing; so
     * <ul>
     *   <li>futility: 50 (a threat, the usual best a quiet move does) plus 20 a ply (two open
     *       lines for each further move);</li>
     *   <li>reverse futility: 50 a ply, one threat the opponent would have to make up per move;</li>
     *   <li>razoring: 100 a ply, a threat of one's own per move, twice the futility step, as
     *       the defaults' 300 is about three times theirs;</li>
     *   <li>null move: the reduction grows by a ply for each threat (50) the score is above
     *       beta (200, two pawns, in the defaults);</li>
     *   <li>aspiration windows start one open line (10, the evaluator's step) either side;</li>
     *   <li>the time manager counts a drop of two open lines (20) as a score drop;</li>
     *   <li>late move pruning keeps 1 plus depth squared quiet moves instead of 3 plus depth
     *       squared: a tic-tac-toe node has at most 8 moves, a chess node about 35.</li>
     * </ul>
     * Delta pruning, ProbCut and the static exchange filters need
     * {@link io.github.tansaku.search.StaticExchange}, which a game without material does not
     * have, so their margins do not apply. Depths, reductions and move counts other than late
     * move pruning's are in plies and stay as they are.
     */
    public static SearchOptions searchOptions() {
        return SearchOptions.defaults()
                .with(SearchParameter.FUTILITY_BASE, 50)
                .with(SearchParameter.FUTILITY_MARGIN, 20)
                .with(SearchParameter.REVERSE_FUTILITY_MARGIN, 50)
                .with(SearchParameter.RAZORING_MARGIN, 100)
                .with(SearchParameter.NULL_MOVE_EVAL_DIVISOR, 50)
                .with(SearchParameter.ASPIRATION_DELTA, 10)
                .with(SearchParameter.TIME_SCORE_DROP_MARGIN, 20)
                .with(SearchParameter.LATE_MOVE_PRUNING_BASE, 1);
    }

    @Override
    public int evaluate(TicTacToePosition position) {
        int own = position.marks[position.sideToMove];
        int opponent = position.marks[position.sideToMove ^ 1];
        int score = 0;
        for (int line : TicTacToe.LINES) {
            int ownCount = Integer.bitCount(own & line);
            int opponentCount = Integer.bitCount(opponent & line);
            if (opponentCount == 0) {
                score += OWN_LINE[ownCount];
            } else if (ownCount == 0) {
                score -= OPPONENT_LINE[opponentCount];
            }
        }
        return score;
    }
}
