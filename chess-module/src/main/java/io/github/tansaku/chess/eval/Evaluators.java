package io.github.tansaku.chess.eval;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.sayuri.SayuriEvaluator;
import io.github.tansaku.chess.eval.stockfish.StockfishClassicalEvaluator;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The chess evaluators by name, for run-time choice (a UCI {@code Evaluator} option, a command
 * line flag): {@value #STOCKFISH_CLASSICAL}, {@value #SAYURI} and {@value #MATERIAL}. Each call of
 * {@link #create} returns a new instance, because the evaluators keep caches and scratch space
 * that one search thread owns.
 */
public final class Evaluators {

    /** Stockfish's classical evaluation of August 2018 ({@link StockfishClassicalEvaluator}). */
    public static final String STOCKFISH_CLASSICAL = "stockfish-classical";
    /** Sayuri's evaluation with its default options ({@link SayuriEvaluator}). */
    public static final String SAYURI = "sayuri";
    /** Plain material ({@link MaterialEvaluator}). */
    public static final String MATERIAL = "material";
    /** The name used when none is given. */
    public static final String DEFAULT = STOCKFISH_CLASSICAL;

    private static final List<String> NAMES = List.of(STOCKFISH_CLASSICAL, SAYURI, MATERIAL);

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
