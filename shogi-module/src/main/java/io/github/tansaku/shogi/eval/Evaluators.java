package io.github.tansaku.shogi.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The registry of shogi evaluators by name, for the USI {@code Evaluator} option and tools:
 * {@code textbook}, {@code apery}, {@code yaneuraou-level1} to {@code yaneuraou-level9},
 * {@code yaneuraou}, the highest level, and {@code learned}, the weights fitted to labelled
 * positions ({@link LearnedEvaluator}).
 */
public final class Evaluators {

    /** The name of the highest YaneuraOu level. */
    public static final String YANEURAOU = "yaneuraou";
    /**
     * The name an engine should use when none is chosen: the strongest evaluator, the learned
     * one (a linear model fitted to positions labelled by a stronger engine). Measured in
     * {@code docs/shogi-engine.md#the-default-evaluator-learned}.
     */
    public static final String DEFAULT = LearnedEvaluator.NAME;

    private static final List<String> NAMES;

    static {
        List<String> names = new ArrayList<>();
        names.add(TextbookMaterialEvaluator.NAME);
        names.add(AperyMaterialEvaluator.NAME);
        for (int level = YaneuraOuMaterialEvaluator.MIN_LEVEL; level <= YaneuraOuMaterialEvaluator.MAX_LEVEL; level++) {
            names.add(YaneuraOuMaterialEvaluator.NAME_PREFIX + level);
        }
        names.add(YANEURAOU);
        names.add(LearnedEvaluator.NAME);
        NAMES = Collections.unmodifiableList(names);
    }

    private Evaluators() {
    }

    /** Every valid name, in a stable order (the USI option's {@code var} list). */
    public static List<String> names() {
        return NAMES;
    }

    /**
     * A new evaluator of that name.
     *
     * @throws IllegalArgumentException if {@code name} is unknown; the message lists the valid
     *     names
     */
    public static ShogiEvaluator create(String name) {
        if (TextbookMaterialEvaluator.NAME.equals(name)) {
            return new TextbookMaterialEvaluator();
        }
        if (AperyMaterialEvaluator.NAME.equals(name)) {
            return new AperyMaterialEvaluator();
        }
        if (YANEURAOU.equals(name)) {
            return new YaneuraOuMaterialEvaluator();
        }
        if (LearnedEvaluator.NAME.equals(name)) {
            return new LearnedEvaluator();
        }
        if (name != null && NAMES.contains(name)) {
            return new YaneuraOuMaterialEvaluator(
                    Integer.parseInt(name.substring(YaneuraOuMaterialEvaluator.NAME_PREFIX.length())));
        }
        throw new IllegalArgumentException(
                "unknown shogi evaluator '" + name + "'; valid names: " + String.join(", ", NAMES));
    }
}
