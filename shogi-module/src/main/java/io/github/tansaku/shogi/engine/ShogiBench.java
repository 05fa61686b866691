package io.github.tansaku.shogi.engine;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.tt.TranspositionTable;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import io.github.tansaku.shogi.eval.AperyMaterialEvaluator;
import io.github.tansaku.shogi.eval.Evaluators;
import io.github.tansaku.shogi.eval.LearnedEvaluator;
import io.github.tansaku.shogi.eval.ShogiEvaluator;
import io.github.tansaku.shogi.eval.TextbookMaterialEvaluator;
import java.util.List;

/**
 * The shogi bench: fixed positions searched to a fixed depth; the total node count is the
 * engine's signature (it changes exactly when search behaviour changes). Also what ablation
 * harnesses need to plug shogi in: the positions, the depth and a searcher factory.
 *
 * <p>The positions come from published perft positions and the evaluators' test vectors (hands rewritten in the canonical order): the start position, the "matsuri" move-generation position, two mid-game positions
 * with many pieces in hand, and three positions of the evaluator table.
 */
public final class ShogiBench {

    /** The bench positions as SFEN. */
    public static final List<String> SFENS = List.of(
            Position.START_SFEN,
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b BGSs3p 91",
            "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
            "lnsgkgsnl/1r7/p1ppp1bpp/1p3pp2/7P1/2P6/PP1PPPP1P/1B3S1R1/LNSGKG1NL b - 9",
            "1ng3sn1/l1r2g1bl/ppps1kppp/1P1ppp3/5P2P/3KP4/P1PP2PPL/L1S1GR3/BN2G1SN1 w - 40",
            "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1");

    /**
     * The divisor of the logarithmic late-move reduction (chess: 2.25). Milder reductions won in
     * self-play at 200 ms per move against the chess value: +22 =0 -18 and +26 =0 -14 in two
     * 40-game matches; stronger ones (1.75) lost +4 =0 -12 in 16 games. Measured again on the
     * search of 93f393a, self-play at 40,000 nodes per move against this value: the chess value
     * 2.25 scored +54 =2 -64 (120 games, seed 2108) and +17 =0 -35 (51 games, seed 2109,
     * stopped); milder reductions (3.75) scored +60 =1 -59 (120 games, seed 2110). So 3.0 stays.
     */
    public static final double LMR_DIVISOR = 3.0;

    /**
     * The deepest remaining depth at which SEE pruning skips a move that loses material by
     * exchange (chess: no limit). Shogi attacks are built on sacrifices (a pawn pushed to promote
     * under a defender, a rook traded for a silver to open the king), and at any depth the chess
     * margins dropped them: after {@code B*2a 5b4b} in a game lost to Fairy-Stockfish, the
     * engine missed the winning {@code 2d2c+ 2b2c 2h2c+ 3b2c 2a4c+ 4b4c R*2a} (+1,100 by
     * Fairy-Stockfish's own count) even at depth 16, and finds it at depth 16 to 17 with this
     * limit. Self-play at 40,000 nodes per move, 160 games: +94 =1 -65 (+64 ± 55 Elo) for the
     * limit against none; switching SEE pruning off altogether lost +72 =0 -128 at 15,000 nodes.
     */
    public static final int SEE_PRUNING_MAX_DEPTH = 5;

    /** The bench depth. */
    public static final int DEPTH = 7;

    private ShogiBench() {
    }

    /** New copies of the bench positions. */
    public static List<Position> positions() {
        return SFENS.stream().map(Position::fromSfen).toList();
    }

    /** The bench positions as the words of USI {@code position} commands. */
    public static List<String> positionCommands() {
        return SFENS.stream().map(sfen -> "sfen " + sfen).toList();
    }

    /**
     * The engine's search settings for the default evaluator ({@value Evaluators#DEFAULT}); see
     * {@link #searchOptions(String)}.
     */
    public static SearchOptions searchOptions() {
        return searchOptions(Evaluators.DEFAULT);
    }

    /**
     * The engine's search settings for the evaluator named {@code evaluatorName}: search-core's
     * {@link SearchOptions#defaults()} with every margin scaled from chess centipawns to that
     * evaluator's units ({@link #unitScale}).
     *
     * <p>Why: the defaults are tuned for chess, where capturing a pawn gains about 100. Shogi
     * evaluators count a captured piece twice (it leaves the board and enters the hand), so a
     * pawn capture gains 180 in Apery's units and about 235 (median over game positions) in
     * YaneuraOu's, and a quiet move changes YaneuraOu's score by 53 in the median (190 at the
     * 90th percentile). With chess margins, futility, razoring and delta pruning cut moves that
     * win a pawn. Late move reductions are milder than in chess ({@link #LMR_DIVISOR}), and SEE
     * pruning stops above {@link #SEE_PRUNING_MAX_DEPTH}.
     *
     * <p>The measurements below were made with the highest YaneuraOu level, the default evaluator
     * before the learned one.
     *
     * <p>Quiet checks in quiescence search ({@link Technique#QS_CHECKS}) are off: shogi has many
     * checking drops, and generating them at every quiescence root cost more than they found
     * (self-play at 250 ms per move, 107 games: 47 % for the engine with them; the USI option
     * {@code Technique_QsChecks} switches them on).
     *
     * <p>Continuation pruning ({@link Technique#CONTINUATION_PRUNING}) is off: a shogi node has
     * a hundred quiet moves and more, each piece-and-square entry of the continuation history is
     * seen rarely, and a few failures are enough to skip a drop or a king move that matters.
     * Self-play at 40,000 nodes per move, 160 games: +69 =4 -87 (-39 ± 54 Elo) with it against
     * without ({@code Technique_ContinuationPruning} switches it on).
     *
     * <p>The mate-in-one probe ({@link Technique#MATE_IN_ONE_PROBE}) is on. With the YaneuraOu
     * evaluator it had won at a fixed number of nodes (self-play at 40,000 nodes per move, 160
     * games: +92 =4 -64, +61 ± 55 Elo) but not on the clock (80 games at a 150 ms byoyomi: +36 =2
     * -42, -26 ± 77 Elo). With the learned evaluator the bench to depth 10 needs fewer nodes with
     * it (1,743,587 against 2,068,219), and self-play at a 250 ms byoyomi (about 120 ms per move
     * after the move overhead), 100 games (seed 2701), scored +57 =0 -43 for it against the
     * engine without it (+49 ± 70 Elo). {@code Technique_MateInOneProbe} switches it off.
     *
     * <p>The same test at quiescence search's first ply ({@link Technique#QS_MATE_IN_ONE_PROBE})
     * is off: on top of the interior probe, self-play at the same byoyomi scored +54 =1 -45 for
     * it (100 games, seed 2702) and then +48 =1 -51 (seed 2703), even over the 200 games.
     * {@code Technique_QsMateInOneProbe} switches it on.
     *
     * <p>The mate-threat guard ({@link Technique#MATE_THREAT_GUARD}) is on. It was written for
     * the games lost to gpsusi from winning positions: in 5 of the 14 losses of a 20-game run
     * (seed 2304) the engine had stood 1,000 to 2,400 ahead, and gpsusi agreed, before a mating
     * attack turned the game. It needs no more nodes to the same depth (bench: 122,599 against
     * 125,316 without it). Against full-strength gpsusi at a 1 s byoyomi, 20 games per seed, the
     * engine with it scored +9 =0 -11, +9 =0 -11 and +10 =0 -10 on seeds 2303, 2304 and 2305 (28
     * of 60), the engine without it +9 =0 -11, +6 =0 -14 and +8 =0 -12 on the same openings (23
     * of 60): better on two seeds and level on one, within the error. With it on, seed 2306 gave
     * +7 =0 -13 (35 of 80 over the four seeds; no run without it there). In self-play at a 250 ms
     * byoyomi, 100 games (seed 3301), it scored +46 =1 -53 against the engine without it (-24 ±
     * 69 Elo, even within the error). Guarding late move and futility pruning as well took
     * 294,837 nodes on the bench and scored +4 =1 -15 in the first 20 games of the same
     * self-play (seed 3302). {@code Technique_MateThreatGuard} switches it off.
     *
     * <p>The mate-threat extension ({@link Technique#MATE_THREAT_EXTENSION}) is off, and so is
     * the quiescence probe it needs. Against full-strength gpsusi at a 1 s byoyomi, 20 games on
     * seed 2306, the quiescence probe alone scored +6 =0 -14 and the probe with the extension
     * +6 =0 -14, where the engine without either had scored +7 =0 -13 on the same openings.
     * {@code Technique_QsMateInOneProbe} and {@code Technique_MateThreatExtension} switch them on.
     *
     * <p>The root mate check ({@link Technique#ROOT_MATE_CHECK}) is off. It does what it was
     * written for: in 160 games against gpsusi (98 lost) df-pn, given 20,000 nodes after each of
     * the engine's moves, proved a mate by checks after the first such move of 40 lost games
     * where another move had no such mate (in one game 93 of the 111 legal moves were safe), and
     * in 20 games with the check (seed 2306) the engine allowed such a mate only where every move
     * did. A check costs 4 to 9 ms on average. But it did not win games: against full-strength
     * gpsusi at a 1 s byoyomi, 20 games per seed, it scored +6 =0 -14 on seed 2306 (+7 =0 -13
     * without it) and +5 =0 -15 on seed 2303 (+9 =0 -11 without it); self-play at a 250 ms
     * movetime, 100 games (seed 3401), +52 =0 -48; Fairy-Stockfish at movetime 1000, 60 games,
     * +38 =0 -22 (+41 =0 -19 without it). With it the bench needs 121,341 nodes.
     * {@code Technique_RootMateCheck} switches it on.
     *
     * <p>Capture history ({@link Technique#CAPTURE_HISTORY}) is off: self-play at 40,000 nodes
     * per move, 120 games, came out even (+60 =0 -60); {@code Technique_CaptureHistory} switches
     * it on.
     *
     * <p>Correction history ({@link Technique#CORRECTION_HISTORY}) is on, as in chess. Keyed by
     * the pawns and the side to move alone, self-play at 40,000 nodes per move, 120 games (seed
     * 1507), scored +57 =1 -62 with it against without (-15 ± 63 Elo). With the four kinds of
     * {@link io.github.tansaku.shogi.ShogiGame#structureKinds()} (pawns, hands, each side's other
     * pieces) it scored +67 =4 -49 and +67 =0 -53 against without in two 120-game runs (seeds
     * 1613 and 1614; +47 Elo pooled over 240 games). {@code Technique_CorrectionHistory} switches
     * it off.
     *
     * <p>Rewards at table cutoffs ({@link Technique#TT_CUTOFF_REWARD}) are off, unlike in chess:
     * self-play at 40,000 nodes per move, 120 games (seed 1704), came out even with them against
     * without (+63 =0 -57, +17 ± 63 Elo); the bench to depth needs 23 % more nodes with them
     * (603,362 against 489,710); and with them the search to depth 7 missed the five-move tsume
     * of {@code MateInOneProbeSearchTest}, which it finds without them.
     * {@code Technique_TtCutoffReward} switches them on.
     *
     * <p>The singular extension's negative extension keeps search-core's default of one ply
     * ({@link SearchOptions#singularNegativeExtension()}), as in chess, where it won about 24
     * Elo: in shogi self-play at 40,000 nodes per move, 120 games (seed 1805), the engine with it
     * scored +62 =2 -56 against itself without it (+17 ± 62 Elo, even within the error).
     *
     * <p>Staged generation ({@link Technique#STAGED_GENERATION}) is off. It raises the node rate
     * (a node that cuts on a capture never generates its quiet moves), but the quiet moves are
     * then ordered by the history as it stands after the captures' subtrees, not before, and
     * with that ordering the bench needs more nodes to the same depth: 2,805,816 against
     * 2,243,637 to depth 9 and 6,798,156 against 5,273,229 to depth 10, which took 20.5 s
     * against 17.1 s. {@code Technique_StagedGeneration} switches it on.
     *
     * @throws IllegalArgumentException if the name is not one of {@link Evaluators#names()}
     */
    public static SearchOptions searchOptions(String evaluatorName) {
        return scaled(SearchOptions.defaults(), unitScale(evaluatorName)).withLmrDivisor(LMR_DIVISOR)
                .withSeePruningMaxDepth(SEE_PRUNING_MAX_DEPTH).with(Technique.QS_CHECKS, false)
                .with(Technique.CONTINUATION_PRUNING, false).with(Technique.QS_MATE_IN_ONE_PROBE, false)
                .with(Technique.CAPTURE_HISTORY, false).with(Technique.TT_CUTOFF_REWARD, false)
                .with(Technique.STAGED_GENERATION, false).with(Technique.MATE_THREAT_EXTENSION, false)
                .with(Technique.ROOT_MATE_CHECK, false);
    }

    /**
     * How many of an evaluator's units make one chess centipawn, judged by the score gained by
     * capturing a pawn (100 in chess): 1.8 for Apery (90 on the board plus 90 in hand), 2.35
     * for YaneuraOu (median 235 over the positions of recorded games; its square terms add to
     * the material), 2.05 for the textbook scale (100 on the board plus 105 in hand), 1.6 for
     * the learned evaluator (in its labels' centipawns; set when its weights rested on
     * YaneuraOu's score. With the weights fitted to Fairy-Stockfish's labels, taking one of the
     * opponent's pawns off the board into the hand of the side to move gained a median 141, from
     * 92 to 199 between the quartiles, over the 121 such pawns of the positions of
     * {@code EvaluationBenchmark}; a scale of 1.4 instead scored even against 1.6 in self-play at
     * 40,000 nodes per move, +60 =1 -59 over 120 games, so 1.6 stayed. The weights refined on
     * gpsusi's labels, which ship now, value the pawn higher: counted again over the 119 of those
     * pawns whose removal leaves a legal position, a median 184 (quartiles 123 and 271) against
     * 157 (114 and 207) for the weights before. The scale has not been tuned again).
     *
     * @throws IllegalArgumentException if the name is not one of {@link Evaluators#names()}
     */
    public static double unitScale(String evaluatorName) {
        if (!Evaluators.names().contains(evaluatorName)) {
            throw new IllegalArgumentException("unknown shogi evaluator '" + evaluatorName + "'");
        }
        if (evaluatorName.equals(TextbookMaterialEvaluator.NAME)) {
            return 2.05;
        }
        if (evaluatorName.equals(AperyMaterialEvaluator.NAME)) {
            return 1.8;
        }
        if (evaluatorName.equals(LearnedEvaluator.NAME)) {
            return LEARNED_UNIT_SCALE;
        }
        return 2.35;
    }

    /** See {@link #unitScale}. */
    private static final double LEARNED_UNIT_SCALE = 1.6;

    /** {@code base} with every margin expressed in evaluation units multiplied by {@code scale}. */
    static SearchOptions scaled(SearchOptions base, double scale) {
        return base
                .withAspirationDelta(scale(base.aspirationDelta(), scale))
                .withNullMoveEvalDivisor(scale(base.nullMoveEvalDivisor(), scale))
                .withReverseFutilityMargin(scale(base.reverseFutilityMargin(), scale))
                .withRazoringMargin(scale(base.razoringMargin(), scale))
                .withFutilityBase(scale(base.futilityBase(), scale))
                .withFutilityMargin(scale(base.futilityMargin(), scale))
                .withProbCutMargin(scale(base.probCutMargin(), scale))
                .withDeltaMargin(scale(base.deltaMargin(), scale))
                .withTimeScoreDropMargin(scale(base.timeScoreDropMargin(), scale))
                .withSingularMarginPerDepth(scale(base.singularMarginPerDepth(), scale));
    }

    private static int scale(int margin, double scale) {
        return (int) Math.round(margin * scale);
    }

    /** A searcher for the engine's settings, {@code evaluator} and its own table. */
    public static Searcher<Position, Move> searcher(ShogiEvaluator evaluator, SearchOptions options) {
        return new Searcher<>(new ShogiGame(), evaluator, options, new TranspositionTable(options.hashMegabytes()),
                Clock.system());
    }

    /** A searcher with the default evaluator and its settings. */
    public static Searcher<Position, Move> searcher() {
        return searcher(Evaluators.create(Evaluators.DEFAULT), searchOptions());
    }
}
