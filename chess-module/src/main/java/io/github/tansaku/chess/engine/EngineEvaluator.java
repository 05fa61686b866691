package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.ChessEvaluator;
import io.github.tansaku.chess.eval.Evaluators;
import io.github.tansaku.chess.eval.stockfish.StockfishClassicalEvaluator;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.tt.CachedEvaluator;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The engine's evaluator: one of the {@link Evaluators} by name, made safe for Lazy SMP by giving
 * every search thread its own instance (the chess evaluators keep caches), with contempt.
 *
 * <p>Contempt makes the engine avoid draws against a weaker opponent: with a positive contempt of
 * {@code c} centipawns, every position is scored {@code c} better for the side that was to move
 * at the root (and a draw, scored 0, looks correspondingly worse to it). The Stockfish-classical
 * evaluator applies it the reference's way ({@link StockfishClassicalEvaluator#setContempt}: a
 * middlegame/endgame pair that fades in the endgame) and, with {@link #setDynamicContempt} on,
 * from the iteration of depth {@value #DYNAMIC_CONTEMPT_MIN_DEPTH} on leans it on the previous
 * iteration's score as the reference's search does
 * ({@link StockfishClassicalEvaluator#setDynamicContempt}: more draw aversion when ahead, less
 * when behind); the others add {@code c} from the root side's point of view, leaned the same way
 * (the reference's term converted to centipawns) when dynamic contempt is on. Dynamic contempt is
 * off by default: against the reference and in self-play it measured no better than the static
 * form (see {@code docs/chess-engine.md}); it is there to search exactly as the reference does.
 *
 * <p>Each thread's values are cached by position key (search-core's {@link CachedEvaluator}),
 * and the caches are cleared when the settings change. The Stockfish-classical evaluator's values
 * are cached by {@link Position#placementKey()} in the form that serves either side to move
 * ({@link StockfishClassicalEvaluator#evaluateEitherSide}), so that the position after a null
 * move is scored from its parent's entry, as the reference's search scores it from its parent's
 * evaluation; the value is the same as the evaluator's.
 *
 * <p>Settings ({@link #setContempt}, {@link #setRootSide}) must change only while no search runs;
 * each thread's instance picks them up at its next evaluation.
 */
public final class EngineEvaluator implements Evaluator<Position> {

    /** The first iteration whose contempt depends on the previous one's score, as in the reference. */
    public static final int DYNAMIC_CONTEMPT_MIN_DEPTH = 5;

    private final String name;
    private final Supplier<ChessEvaluator> factory;
    private final CachedEvaluator<Position> cached;
    /** Whether the cache holds {@link StockfishClassicalEvaluator#evaluateEitherSide} forms by placement. */
    private final boolean eitherSide;
    /** Bumped on every settings change, so that each thread's instance re-reads them. */
    private volatile int generation;
    private volatile int contemptCentipawns;
    private volatile int rootSide;
    private volatile boolean dynamicContempt;

    /**
     * One thread's evaluator with the settings applied, and the settings generation it was last
     * configured with.
     */
    private final class ThreadEvaluator implements Evaluator<Position> {
        final ChessEvaluator evaluator;
        int configured = -1;
        int offset;
        int offsetSide;

        ThreadEvaluator(ChessEvaluator evaluator) {
            this.evaluator = evaluator;
        }

        /**
         * The value the cache keeps: the evaluation, side to move's view, or for the
         * Stockfish-classical evaluator its form for either side to move (see the class notes).
         */
        @Override
        public int evaluate(Position position) {
            if (!eitherSide) {
                return evaluateForSideToMove(position);
            }
            if (configured != generation) {
                configure();
            }
            return ((StockfishClassicalEvaluator) evaluator).evaluateEitherSide(position);
        }

        /** The evaluation of {@code position}, side to move's view, with the settings applied. */
        int evaluateForSideToMove(Position position) {
            if (configured != generation) {
                configure();
            }
            int score = evaluator.evaluate(position);
            if (offset == 0) {
                return score;
            }
            return position.sideToMove() == offsetSide ? score + offset : score - offset;
        }

        /**
         * The reference's dynamic contempt, for the Stockfish-classical evaluator: static up to
         * depth {@value #DYNAMIC_CONTEMPT_MIN_DEPTH} - 1, then recomputed from the fixed base
         * before every iteration from the previous score of the line searched.
         */
        @Override
        public boolean iterationStarting(int depth, int previousScore) {
            if (configured != generation) {
                configure();
            }
            if (!dynamicContempt) {
                return false;
            }
            boolean dynamic = depth >= DYNAMIC_CONTEMPT_MIN_DEPTH && previousScore != -Score.INFINITE;
            int previousInternal = Math.max(-Score.DECIDED_BOUND, Math.min(Score.DECIDED_BOUND, previousScore))
                    * StockfishClassicalEvaluator.PAWN_VALUE / 100;
            if (evaluator instanceof StockfishClassicalEvaluator stockfish) {
                int before = stockfish.contempt();
                if (dynamic) {
                    stockfish.setDynamicContempt(contemptCentipawns, rootSide, previousInternal);
                } else {
                    stockfish.setContempt(contemptCentipawns, rootSide);
                }
                return stockfish.contempt() != before;
            }
            // The other evaluators add the same lean, in centipawns, to their flat contempt.
            int before = offset;
            offset = contemptCentipawns + (dynamic
                    ? 88 * previousInternal / (Math.abs(previousInternal) + 200) * 100 / StockfishClassicalEvaluator.PAWN_VALUE
                    : 0);
            offsetSide = rootSide;
            return offset != before;
        }

        private void configure() {
            int g = generation;
            int c = contemptCentipawns;
            int side = rootSide;
            // The Stockfish-classical evaluator applies contempt itself.
            if (evaluator instanceof StockfishClassicalEvaluator stockfish) {
                stockfish.setContempt(c, side);
                offset = 0;
            } else {
                offset = c;
                offsetSide = side;
            }
            configured = g;
        }
    }

    /**
     * An evaluator of the kind called {@code name} (see {@link Evaluators#names()}), no contempt.
     *
     * @throws IllegalArgumentException if the name is unknown
     */
    public EngineEvaluator(String name) {
        this.factory = Evaluators.factory(name);
        this.name = Objects.requireNonNull(name, "name").trim().toLowerCase(Locale.ROOT);
        this.eitherSide = this.name.equals(Evaluators.STOCKFISH_CLASSICAL);
        this.cached = new CachedEvaluator<>(() -> new ThreadEvaluator(factory.get()),
                eitherSide ? Position::placementKey : Position::key, CachedEvaluator.DEFAULT_ENTRIES);
    }

    /** The evaluator's registry name. */
    public String name() {
        return name;
    }

    /** The contempt in centipawns (positive: the root side avoids draws). */
    public int contempt() {
        return contemptCentipawns;
    }

    /** Sets the contempt in centipawns. */
    public void setContempt(int centipawns) {
        contemptCentipawns = centipawns;
        settingsChanged();
    }

    /** Whether the Stockfish-classical evaluator's contempt is dynamic (see the class notes). */
    public boolean dynamicContempt() {
        return dynamicContempt;
    }

    /** Switches dynamic contempt on or off (see the class notes); off by default. */
    public void setDynamicContempt(boolean on) {
        if (on != dynamicContempt) {
            dynamicContempt = on;
            settingsChanged();
        }
    }

    /** Sets the side to move at the root of the next search ({@link io.github.tansaku.chess.board.Color}). */
    public void setRootSide(int color) {
        if (color != rootSide) {
            rootSide = color;
            settingsChanged();
        }
    }

    /** The cached values were computed with the old settings. */
    private void settingsChanged() {
        generation++;
        cached.clear();
    }

    @Override
    public int evaluate(Position position) {
        int value = cached.evaluate(position);
        if (!eitherSide) {
            return value;
        }
        int side = position.sideToMove();
        if (StockfishClassicalEvaluator.serves(value, side)) {
            return StockfishClassicalEvaluator.centipawns(value, side);
        }
        // Cached for the other side to move, in an endgame whose value depends on it: evaluated
        // for this one, and not cached (such positions are rare).
        return ((ThreadEvaluator) cached.evaluator()).evaluateForSideToMove(position);
    }

    @Override
    public boolean iterationStarting(int depth, int previousScore) {
        return cached.iterationStarting(depth, previousScore);
    }

    /**
     * The trace of {@code position} by a fresh evaluator of this kind (without contempt, as the
     * reference prints it), ending with {@code Total evaluation: x (white side)}.
     */
    public String trace(Position position) {
        return factory.get().trace(position);
    }
}
