package io.github.tansaku.shogi.engine;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.SearchParameter;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.tt.CachedEvaluator;
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
 * How the shogi engine is configured, in one place: its search settings, its evaluator, its
 * bench positions and bench depth. The USI engine ({@link UsiEngine}), the command-line tool's
 * {@code bench}, {@code ablation} and {@code demo}, the match runner's built-in engines and the
 * Spark jobs all take their shogi configuration from here, so that "the shogi engine" and "the
 * bench signature" mean one thing everywhere. The chess engine's counterpart has the same shape
 * and names ({@code io.github.tansaku.chess.engine.ChessEngineProfile}).
 */
public final class ShogiEngineProfile {

    /** The evaluator the engine starts with ({@link Evaluators#DEFAULT}). */
    public static final String EVALUATOR = Evaluators.DEFAULT;

    /** The depth {@code bench} searches to when none is given. */
    public static final int BENCH_DEPTH = 7;

    /**
     * The divisor of the logarithmic late-move reduction (chess: 2.25): milder reductions, because
     * a shogi node has many more quiet moves that matter. Measured in
     * {@code docs/shogi-engine.md#late-move-reductions-divisor-30}.
     */
    public static final double LMR_DIVISOR = 3.0;

    /**
     * The deepest remaining depth at which SEE pruning skips a move that loses material by
     * exchange (chess: no limit): shogi attacks are built on sacrifices, which deeper nodes must
     * search. Measured in {@code docs/shogi-engine.md#see-pruning-only-up-to-depth-5}.
     */
    public static final int SEE_PRUNING_MAX_DEPTH = 5;

    /** See {@link #unitScale}. */
    private static final double LEARNED_UNIT_SCALE = 1.6;

    /**
     * The bench positions as SFEN, fixed forever in content and order because the total node
     * count over them is the engine's signature: the start position, the "matsuri"
     * move-generation position, two mid-game positions with many pieces in hand, and three
     * positions of the evaluators' test vectors (hands in the canonical order).
     */
    private static final List<String> BENCH_SFENS = List.of(
            Position.START_SFEN,
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b BGSs3p 91",
            "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
            "lnsgkgsnl/1r7/p1ppp1bpp/1p3pp2/7P1/2P6/PP1PPPP1P/1B3S1R1/LNSGKG1NL b - 9",
            "1ng3sn1/l1r2g1bl/ppps1kppp/1P1ppp3/5P2P/3KP4/P1PP2PPL/L1S1GR3/BN2G1SN1 w - 40",
            "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1");

    private ShogiEngineProfile() {
    }

    /** The engine's search settings for its evaluator ({@value #EVALUATOR}); see {@link #searchOptions(String)}. */
    public static SearchOptions searchOptions() {
        return searchOptions(EVALUATOR);
    }

    /**
     * The engine's search settings for the evaluator named {@code evaluatorName}: search-core's
     * {@link SearchOptions#defaults()} with every margin scaled from chess centipawns to that
     * evaluator's units ({@link SearchOptions#scaledBy} by {@link #unitScale}), because shogi
     * evaluators count a captured piece twice (it leaves the board and enters the hand); milder
     * late move reductions ({@link #LMR_DIVISOR}); SEE pruning only up to
     * {@link #SEE_PRUNING_MAX_DEPTH}; and the techniques that measured weaker or even in shogi
     * switched off: quiet checks in quiescence, continuation pruning, the quiescence mate-in-one
     * probe and the mate-threat extension that needs it, capture history, table-cutoff rewards,
     * staged generation and the root mate check. Each is a USI option {@code Technique_*} that
     * switches it back on; the measurements behind each choice are in
     * {@code docs/shogi-engine.md#search-settings}.
     *
     * @throws IllegalArgumentException if the name is not one of {@link Evaluators#names()}
     */
    public static SearchOptions searchOptions(String evaluatorName) {
        return SearchOptions.defaults().scaledBy(unitScale(evaluatorName))
                .with(SearchParameter.LMR_DIVISOR, LMR_DIVISOR)
                .with(SearchParameter.SEE_PRUNING_MAX_DEPTH, SEE_PRUNING_MAX_DEPTH).with(Technique.QS_CHECKS, false)
                .with(Technique.CONTINUATION_PRUNING, false).with(Technique.QS_MATE_IN_ONE_PROBE, false)
                .with(Technique.CAPTURE_HISTORY, false).with(Technique.TT_CUTOFF_REWARD, false)
                .with(Technique.STAGED_GENERATION, false).with(Technique.MATE_THREAT_EXTENSION, false)
                .with(Technique.ROOT_MATE_CHECK, false);
    }

    /**
     * How many of an evaluator's units make one chess centipawn, judged by the score gained by
     * capturing a pawn (100 in chess): 1.8 for Apery (90 on the board plus 90 in hand), 2.35 for
     * YaneuraOu (the median over the positions of recorded games; its square terms add to the
     * material), 2.05 for the textbook scale (100 on the board plus 105 in hand), 1.6 for the
     * learned evaluator (in its labels' centipawns). How these were counted, and the scales
     * tried, is in {@code docs/shogi-engine.md#margins-in-the-evaluators-units}.
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

    /** A new instance of the engine's evaluator ({@value #EVALUATOR}), without the mate-in-one test. */
    public static CachedEvaluator<Position> evaluator() {
        return evaluator(EVALUATOR);
    }

    /**
     * A new instance of the evaluator the engine uses for option value {@code name}, without the
     * mate-in-one test.
     *
     * @throws IllegalArgumentException if the name is not one of {@link Evaluators#names()}
     */
    public static CachedEvaluator<Position> evaluator(String name) {
        return evaluator(Evaluators.create(name), false);
    }

    /**
     * The evaluator the engine uses for {@code evaluator} and option value
     * {@value ShogiDialect#MATE_IN_ONE}: {@code evaluator} behind a {@link MateInOneEvaluator}
     * when {@code mateInOne}, and search-core's {@link CachedEvaluator} in front (the YaneuraOu
     * evaluator, which counts the effects on every square, is a third of the engine's time).
     */
    public static CachedEvaluator<Position> evaluator(ShogiEvaluator evaluator, boolean mateInOne) {
        return new CachedEvaluator<>(mateInOne ? new MateInOneEvaluator(evaluator) : evaluator, Position::key);
    }

    /** The bench positions as the words of USI {@code position} commands, fixed in content and order. */
    public static List<String> benchCommands() {
        return BENCH_SFENS.stream().map(sfen -> "sfen " + sfen).toList();
    }

    /** New copies of the bench positions, in the order of {@link #benchCommands()}. */
    public static List<Position> benchPositions() {
        return BENCH_SFENS.stream().map(Position::fromSfen).toList();
    }

    /** A new engine as configured here, timed by {@code clock}, with the USI option names. */
    public static Engine<Position, Move> newEngine(Clock clock) {
        return new Engine<>(new ShogiGame(), evaluator(), searchOptions(), clock, Engine.OptionNames.USI);
    }
}
