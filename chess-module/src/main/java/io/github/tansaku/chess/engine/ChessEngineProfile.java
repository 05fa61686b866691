package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.Evaluators;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.SearchParameter;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.engine.Engine;
import java.util.List;

/**
 * How the chess engine is configured, in one place: its name and author, its search settings,
 * its evaluator, its bench positions ({@link BenchPositions}) and bench depth. The UCI engine ({@link UciEngine}), the command-line tool's
 * {@code bench}, {@code ablation} and {@code demo}, the match runner's built-in engines and the
 * Spark jobs all take their chess configuration from here, so that "the chess engine" and "the
 * bench signature" mean one thing everywhere. The shogi engine's counterpart has the same shape
 * and names ({@code io.github.tansaku.shogi.engine.ShogiEngineProfile}).
 */
public final class ChessEngineProfile {

    /** The engine's name, which {@code uci} reports ({@code id name}). */
    public static final String ENGINE_NAME = "Tansaku 0.1.0";

    /** The engine's author, which {@code uci} reports ({@code id author}). */
    public static final String ENGINE_AUTHOR = "the Tansaku developers";

    /** The evaluator the engine starts with ({@link Evaluators#DEFAULT}, Stockfish-classical). */
    public static final String EVALUATOR = Evaluators.DEFAULT;

    /** The depth {@code bench} searches to when none is given. */
    public static final int BENCH_DEPTH = 8;

    private ChessEngineProfile() {
    }

    /**
     * The engine's search settings: {@link SearchOptions#defaults()} with the techniques that
     * measured weaker or even in chess switched off (the check extension, losing-capture
     * reductions, the mate-in-one tests and the mate-threat techniques built on them, the root
     * mate check, capture history, the single-reply extension). Each is a UCI option
     * {@code Technique_*} that switches it back on; why each is on or off, with the matches and
     * the commands, is in {@code docs/chess-engine.md#search-settings}. Eight search parameters
     * whose search-core defaults leave them off are on, as in the Stockfish search the evaluator
     * comes from: the picker swapping its selected move with the first untried one
     * ({@link SearchParameter#SELECTION_SWAP}), more reduction at expected cut nodes ({@link SearchParameter#LMR_CUT_NODE}),
     * shallow pruning at the reduced depth ({@link SearchParameter#PRUNE_AT_REDUCED_DEPTH}), the
     * continuation history four plies back ({@link SearchParameter#CONTINUATION_FOURTH_PLY}),
     * quiescence standing pat on the table's score where it says more than the static score
     * ({@link SearchParameter#QS_TABLE_STAND_PAT}), quiescence skipping the exchanges that win
     * nothing where its static score is far below alpha ({@link SearchParameter#QS_EXCHANGE_FUTILITY})
     * and sparing the captures that give check from that and from delta pruning
     * ({@link SearchParameter#QS_PRUNING_SPARES_CHECKS}), and a timed search's soft limit
     * following the score since the engine's previous move, a fall of 25 centipawns doubling it
     * ({@link SearchParameter#TIME_SCORE_TREND_SPAN}); the engine's {@code SearchParameters}
     * option changes them.
     */
    public static SearchOptions searchOptions() {
        return SearchOptions.defaults().supportedBy(new ChessGame()).with(Technique.CHECK_EXTENSION, false)
                .with(Technique.LOSING_CAPTURE_REDUCTIONS, false).with(Technique.MATE_IN_ONE_PROBE, false)
                .with(Technique.QS_MATE_IN_ONE_PROBE, false).with(Technique.CAPTURE_HISTORY, false)
                .with(Technique.MATE_THREAT_GUARD, false)
                .with(Technique.MATE_THREAT_EXTENSION, false).with(Technique.ROOT_MATE_CHECK, false)
                .with(Technique.SINGLE_REPLY_EXTENSION, false)
                .with(SearchParameter.LMR_CUT_NODE, 2).with(SearchParameter.PRUNE_AT_REDUCED_DEPTH, 1)
                .with(SearchParameter.CONTINUATION_FOURTH_PLY, 1).with(SearchParameter.QS_TABLE_STAND_PAT, 1)
                .with(SearchParameter.QS_EXCHANGE_FUTILITY, 1).with(SearchParameter.QS_PRUNING_SPARES_CHECKS, 1)
                .with(SearchParameter.TIME_SCORE_TREND_SPAN, 25).with(SearchParameter.SELECTION_SWAP, 1);
    }

    /** A new instance of the engine's evaluator ({@value #EVALUATOR}), without contempt. */
    public static EngineEvaluator evaluator() {
        return evaluator(EVALUATOR);
    }

    /**
     * A new instance of the evaluator the engine uses for option value {@code name}, without
     * contempt: the evaluator of that name, one per search thread, behind a cache of its values.
     *
     * @throws IllegalArgumentException if the name is not one of {@link Evaluators#names()}
     */
    public static EngineEvaluator evaluator(String name) {
        return new EngineEvaluator(name);
    }

    /** The bench positions ({@link BenchPositions}) as the words of UCI {@code position} commands, fixed in content and order. */
    public static List<String> benchCommands() {
        return BenchPositions.commands();
    }

    /** New copies of the bench positions, in the order of {@link #benchCommands()}. */
    public static List<Position> benchPositions() {
        return BenchPositions.commands().stream().map(BenchPositions::toPosition).toList();
    }

    /**
     * A new engine as configured here, timed by {@code clock}, with the generic (UCI) option
     * names; the dialect's options ({@link ChessDialect}) come with its protocol loop.
     */
    public static Engine<Position, Move> newEngine(Clock clock) {
        return new Engine<>(new ChessGame(), evaluator(), searchOptions(), clock, Engine.OptionNames.GENERIC);
    }
}
