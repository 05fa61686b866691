package io.github.tansaku.spark;

import io.github.tansaku.examples.harness.ShogiSetup;
import io.github.tansaku.harness.match.Referee;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Labelled shogi positions from self-play of our own searcher at a fixed node count, in the text
 * format {@code train-shogi-eval} reads and {@code label-shogi} writes: one line per quiet
 * position, its SFEN, a tab, the search's score in centipawns from the side to move's view, a
 * tab and the game's result for the side to move (1, 0.5 or 0). The games follow
 * {@code label-shogi}'s rules: the first plies are uniformly random legal moves, later plies
 * random with a small probability, a position is kept when the side to move is not in check, the
 * score is not a mate score and the best move neither captures nor promotes; a game ends by the
 * rules (the match runner's shogi referee), when the search finds a mate or no move, when its
 * score passes ±3000 (the side ahead wins), or after 320 plies (a draw).
 *
 * <p>Game {@code g} of a run with seed {@code s} draws its random moves from
 * {@code new SplittableRandom(s + g)}, and the searcher is cleared before each game, so a game's
 * lines are the same whichever worker plays it.
 */
public final class ShogiSelfPlayLabels {

    static final int MAX_PLIES = 320;
    static final int MAX_SCORE = 3000;
    static final double RANDOM_MOVE_RATE = 0.04;

    private final ShogiSetup setup = new ShogiSetup();
    private final Referee<Position, Move> referee = setup.referee();
    private final Searcher<Position, Move> searcher;
    private final long nodes;
    private final int randomPlies;
    private final int[] legal = new int[MoveGenerator.MAX_MOVES];

    /**
     * A labeller searching {@code nodes} nodes per move after {@code randomPlies} random plies.
     *
     * @throws IllegalArgumentException for non-positive nodes or negative random plies
     */
    public ShogiSelfPlayLabels(long nodes, int randomPlies) {
        if (nodes < 1 || randomPlies < 0) {
            throw new IllegalArgumentException("nodes must be positive and random plies not negative, got " + nodes
                    + " and " + randomPlies);
        }
        this.nodes = nodes;
        this.randomPlies = randomPlies;
        this.searcher = new Searcher<>(setup.game(), setup.evaluator(),
                setup.searchOptions().withThreads(1).supportedBy(setup.game()));
    }

    /** The lines of the game whose random moves come from {@code seed}. */
    public List<String> game(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        searcher.clearHistory();
        searcher.table().clear();
        Position position = Position.startPosition();
        List<String> lines = new ArrayList<>();
        List<Integer> sides = new ArrayList<>();
        int winner = -1;
        for (int ply = 0; ply < MAX_PLIES; ply++) {
            Referee.Verdict verdict = referee.judge(position);
            if (verdict.isOver()) {
                winner = winnerOf(verdict.forSideToMove(), position.sideToMove());
                break;
            }
            int count = MoveGenerator.generateLegal(position, legal, 0);
            int move;
            if (ply < randomPlies) {
                move = legal[random.nextInt(count)];
            } else {
                SearchResult<Move> result = searcher.search(setup.game().copy(position), SearchLimits.nodes(nodes),
                        SearchListener.silent());
                int score = result.score();
                if (result.bestMove() == null || Score.isMate(score) || Math.abs(score) > MAX_SCORE) {
                    winner = result.bestMove() == null || score < 0 ? Side.opponent(position.sideToMove())
                            : position.sideToMove();
                    break;
                }
                int best = result.bestMove().code();
                if (!position.inCheck() && !isNoisy(position, best)) {
                    lines.add(position.toSfen() + "\t" + score);
                    sides.add(position.sideToMove());
                }
                move = random.nextDouble() < RANDOM_MOVE_RATE ? legal[random.nextInt(count)] : best;
            }
            position.makeMove(move);
        }
        List<String> labelled = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            labelled.add(lines.get(i) + "\t" + (winner < 0 ? "0.5" : winner == sides.get(i) ? "1" : "0"));
        }
        return labelled;
    }

    private static int winnerOf(Outcome forSideToMove, int sideToMove) {
        return switch (forSideToMove) {
            case WIN -> sideToMove;
            case LOSS -> Side.opponent(sideToMove);
            default -> -1;
        };
    }

    private static boolean isNoisy(Position position, int move) {
        return Moves.isPromotion(move) || !Moves.isDrop(move) && position.pieceOn(Moves.to(move)) != Piece.NONE;
    }
}
