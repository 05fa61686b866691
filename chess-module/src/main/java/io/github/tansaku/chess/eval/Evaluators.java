package io.github.tansaku.chess.eval;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.sayuri.SayuriEvaluator;
import io.github.tansaku.chess.eval.sayuri.SayuriOptions;
import io.github.tansaku.chess.eval.stockfish.StockfishClassicalEvaluator;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The chess evaluators by name, for run-time choice (a UCI {@code Evaluator} option, a command
 * line flag): {@value #STOCKFISH_CLASSICAL}, {@value #SAYURI}, {@value #SAYURI_RELEASE} and
 * {@value #MATERIAL}. Each call of
 * {@link #create} returns a new instance, because the evaluators keep caches and scratch space
 * that one search thread owns.
 */
public final class Evaluators {

    /** Stockfish's classical evaluation of August 2018 ({@link StockfishClassicalEvaluator}). */
    public static final String STOCKFISH_CLASSICAL = "stockfish-classical";
    /** Sayuri's evaluation with its default options ({@link SayuriEvaluator}). */
    public static final String SAYURI = "sayuri";
    /**
     * Sayuri's evaluation as its 2018 release computes it ({@link SayuriOptions#release()}: release
     * weight interpolation, mobility once per piece, never castled), for comparing with Sayuri.
     */
    public static final String SAYURI_RELEASE = "sayuri-release";
    /** Plain material ({@link MaterialEvaluator}). */
    public static final String MATERIAL = "material";
    /** The name used when none is given. */
    public static final String DEFAULT = STOCKFISH_CLASSICAL;

    private static final List<String> NAMES = List.of(STOCKFISH_CLASSICAL, SAYURI, SAYURI_RELEASE, MATERIAL);

    private Evaluators() {
    }

    /** The valid names, default first. */
    public static List<String> names() {
        return NAMES;
    }

    /**
     * A new evaluator named {@code name} (case-insensitive).
     *
     * @throws IllegalArgumentException if the name is unknown; the message lists the valid ones
     */
    public static ChessEvaluator create(String name) {
        return factory(name).get();
    }

    /** A factory of new evaluators named {@code name}, one per search thread. */
    public static Supplier<ChessEvaluator> factory(String name) {
        String key = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        return switch (key) {
            case STOCKFISH_CLASSICAL -> StockfishClassicalEvaluator::new;
            case SAYURI -> SayuriEvaluator::new;
            case SAYURI_RELEASE -> () -> new SayuriEvaluator(SayuriOptions.release());
            case MATERIAL -> MaterialEvaluator::new;
            default -> throw new IllegalArgumentException(
                    "unknown evaluator '" + name + "'; valid names: " + String.join(", ", NAMES));
        };
    }

    /** The trace of {@code position} by a fresh evaluator named {@code name}. */
    public static String trace(String name, Position position) {
        return create(name).trace(position);
    }
}
