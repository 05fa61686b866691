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
 * How the shogi engine is configured, in one place: its name and author, its search settings,
 * its evaluator, its bench positions ({@link BenchPositions}) and bench depth. The USI engine ({@link UsiEngine}), the command-line tool's
 * {@code bench}, {@code ablation} and {@code demo}, the match runner's built-in engines and the
 * Spark jobs all take their shogi configuration from here, so that "the shogi engine" and "the
 * bench signature" mean one thing everywhere. The chess engine's counterpart has the same shape
 * and names ({@code io.github.tansaku.chess.engine.ChessEngineProfile}).
 */
public final class ShogiEngineProfile {

    /** The engine's name, which {@code usi} reports ({@code id name}). */
    public static final String ENGINE_NAME = "Tansaku 0.1.0";

    /** The engine's author, which {@code usi} reports ({@code id author}). */
    public static final String ENGINE_AUTHOR = "the Tansaku developers";

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
     * The correction history's bound, in the evaluator's units, left unscaled (the default 96
     * of whatever units the evaluator counts): the engine's strength was measured with it so,
     * and a scaled bound is untested.
     */
    public static final int CORRECTION_LIMIT = 96;

    /**
     * The deepest remaining depth at which SEE pruning skips a move that loses material by
     * exchange (chess: no limit): shogi attacks are built on sacrifices, which deeper nodes must
     * search. Measured in {@code docs/shogi-engine.md#see-pruning-only-up-to-depth-5}.
     */
    public static final int SEE_PRUNING_MAX_DEPTH = 5;

    /** See {@link #unitScale}. */
    private static final double LEARNED_UNIT_SCALE = 1.6;

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
     * late move reductions ({@link #LMR_DIVISOR}); the correction history's bound unscaled
     * ({@link #CORRECTION_LIMIT}); SEE pruning only up to
     * {@link #SEE_PRUNING_MAX_DEPTH}; and the techniques that measured weaker or even in shogi
     * switched off: quiet checks in quiescence, continuation pruning, the quiescence mate-in-one
     * probe and the mate-threat extension that needs it, capture history, table-cutoff rewards,
     * staged generation, the root mate check and the single-reply extension. Each is a USI
     * option {@code Technique_*} that switches it back on; the measurements behind each choice are in
     * {@code docs/shogi-engine.md#search-settings}.
     *
     * @throws IllegalArgumentException if the name is not one of {@link Evaluators#names()}
     */
    public static SearchOptions searchOptions(String evaluatorName) {
        return SearchOptions.defaults().scaledBy(unitScale(evaluatorName))
                .with(SearchParameter.LMR_DIVISOR, LMR_DIVISOR)
                .with(SearchParameter.CORRECTION_LIMIT, CORRECTION_LIMIT)
                .with(SearchParameter.SEE_PRUNING_MAX_DEPTH, SEE_PRUNING_MAX_DEPTH).with(Technique.QS_CHECKS, false)
                .with(Technique.CONTINUATION_PRUNING, false).with(Technique.QS_MATE_IN_ONE_PROBE, false)
                .with(Technique.CAPTURE_HISTORY, false).with(Technique.TT_CUTOFF_REWARD, false)
                .with(Technique.STAGED_GENERATION, false).with(Technique.MATE_THREAT_EXTENSION, false)
                .with(Technique.ROOT_MATE_CHECK, false).with(Technique.SINGLE_REPLY_EXTENSION, false);
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

    /** The bench positions ({@link BenchPositions}) as the words of USI {@code position} commands, fixed in content and order. */
    public static List<String> benchCommands() {
        return BenchPositions.commands();
    }

    /** New copies of the bench positions, in the order of {@link #benchCommands()}. */
    public static List<Position> benchPositions() {
        return BenchPositions.commands().stream().map(BenchPositions::toPosition).toList();
    }

    /** A new engine as configured here, timed by {@code clock}, with the USI option names. */
    public static Engine<Position, Move> newEngine(Clock clock) {
        return new Engine<>(new ShogiGame(), evaluator(), searchOptions(), clock, Engine.OptionNames.USI);
    }
}
