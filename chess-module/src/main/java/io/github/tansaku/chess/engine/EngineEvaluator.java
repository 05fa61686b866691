package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.ChessEvaluator;
import io.github.tansaku.chess.eval.Evaluators;
import io.github.tansaku.chess.eval.stockfish.StockfishClassicalEvaluator;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.tt.EvaluationCache;
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
 * middlegame/endgame pair that fades in the endgame); the others add {@code c} from the root
 * side's point of view.
 *
 * <p>Each thread also caches the evaluator's values by position key ({@link EvaluationCache}),
 * and clears its cache when the settings change.
 *
 * <p>Settings ({@link #setContempt}, {@link #setRootSide}) must change only while no search runs;
 * each thread's instance picks them up at its next evaluation.
 */
public final class EngineEvaluator implements Evaluator<Position> {

    private final String name;
    private final Supplier<ChessEvaluator> factory;
    private final ThreadLocal<Slot> slots;
    /** Bumped on every settings change, so that each thread's instance re-reads them. */
    private volatile int generation;
    private volatile int contemptCentipawns;
    private volatile int rootSide;

    /** Entries of each thread's {@link EvaluationCache} (16 bytes each). */
    static final int CACHE_SIZE = 1 << 16;

    /** The thread's own evaluator and cache, and the settings generation it was last configured with. */
    private static final class Slot {
        final ChessEvaluator evaluator;
        final EvaluationCache cache = new EvaluationCache(CACHE_SIZE);
        int generation = -1;
        int offset;
        int offsetSide;

        Slot(ChessEvaluator evaluator) {
            this.evaluator = evaluator;
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
        this.slots = ThreadLocal.withInitial(() -> new Slot(factory.get()));
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
        generation++;
    }

    /** Sets the side to move at the root of the next search ({@link io.github.tansaku.chess.board.Color}). */
    public void setRootSide(int color) {
        if (color != rootSide) {
            rootSide = color;
            generation++;
        }
    }

    @Override
    public int evaluate(Position position) {
        Slot slot = slots.get();
        if (slot.generation != generation) {
            configure(slot);
        }
        long key = position.key();
        int score = slot.cache.probe(key);
        if (score == EvaluationCache.MISSING) {
            score = slot.evaluator.evaluate(position);
            slot.cache.store(key, score);
        }
        if (slot.offset == 0) {
            return score;
        }
        return position.sideToMove() == slot.offsetSide ? score + slot.offset : score - slot.offset;
    }

    private void configure(Slot slot) {
        int g = generation;
        int c = contemptCentipawns;
        int side = rootSide;
        // The Stockfish-classical evaluator applies contempt itself, so its values change with it.
        slot.cache.clear();
        if (slot.evaluator instanceof StockfishClassicalEvaluator stockfish) {
            stockfish.setContempt(c, side);
            slot.offset = 0;
        } else {
            slot.offset = c;
            slot.offsetSide = side;
        }
        slot.generation = g;
    }

    /**
     * The trace of {@code position} by a fresh evaluator of this kind (without contempt, as the
     * reference prints it), ending with {@code Total evaluation: x (white side)}.
     */
    public String trace(Position position) {
        return factory.get().trace(position);
    }
}
