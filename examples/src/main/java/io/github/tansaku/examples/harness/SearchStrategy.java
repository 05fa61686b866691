package io.github.tansaku.examples.harness;

import io.github.tansaku.search.algo.GameSearcher;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.mcts.MctsOptions;
import io.github.tansaku.search.mcts.MctsSearcher;
import java.util.Locale;

/**
 * The search strategies the tools can switch between by name ({@code --strategy} of the demo,
 * {@code strategy=} of a built-in match engine): the production alpha-beta {@link Searcher} at
 * the game's strongest setting, or Monte Carlo tree search ({@link MctsSearcher}) with its
 * default options, random playouts and the game's evaluator for playouts that run long.
 */
public enum SearchStrategy {
    /** The alpha-beta {@link Searcher} with {@link GameSetup#searchOptions()}. */
    ALPHA_BETA("alphabeta"),
    /** {@link MctsSearcher} with {@link MctsOptions#defaults()}. */
    MCTS("mcts");

    private final String text;

    SearchStrategy(String text) {
        this.text = text;
    }

    /** The name on the command line: {@code alphabeta} or {@code mcts}. */
    public String text() {
        return text;
    }

    /**
     * The strategy called {@code name} ({@code alphabeta}, also {@code ab}; {@code mcts}), in any case.
     *
     * @throws IllegalArgumentException naming the strategies for any other name
     */
    public static SearchStrategy named(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.equals("ab") || lower.equals("alpha-beta")) {
            return ALPHA_BETA;
        }
        for (SearchStrategy strategy : values()) {
            if (strategy.text.equals(lower)) {
                return strategy;
            }
        }
        throw new IllegalArgumentException("unknown strategy '" + name + "'; strategies: alphabeta, mcts");
    }

    /** A new searcher of this strategy for {@code setup}'s game and evaluator. */
    public <P, M> GameSearcher<P, M> searcher(GameSetup<P, M> setup) {
        return switch (this) {
            case ALPHA_BETA -> new Searcher<>(setup.game(), setup.evaluator(), setup.searchOptions().supportedBy(setup.game()));
            case MCTS -> new MctsSearcher<>(setup.game(), setup.evaluator(), MctsOptions.defaults());
        };
    }
}
