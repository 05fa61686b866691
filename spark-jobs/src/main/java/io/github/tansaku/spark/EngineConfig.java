package io.github.tansaku.spark;

import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.harness.match.EngineFactory;
import io.github.tansaku.harness.match.MatchEngine;
import io.github.tansaku.harness.match.SearcherEngine;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.engine.Engine;
import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An in-process engine configuration as a task carries it: a name and the engine options of
 * {@code bin/tansaku match}'s built-in engines ({@code Hash}, {@code Threads} and the
 * {@code Technique_...} switches), applied on the worker to the game's own search settings. No
 * program and no file: a worker needs only the application jar.
 *
 * @param name    the engine's name in results
 * @param options option name to value, as given after {@code option.}
 */
public record EngineConfig(String name, Map<String, String> options) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Copies the options into a serializable map. */
    public EngineConfig {
        options = new LinkedHashMap<>(options);
    }

    @Override
    public Map<String, String> options() {
        return Map.copyOf(options);
    }

    /**
     * The game's search settings with these options applied and what the game cannot support
     * switched off.
     *
     * @throws IllegalArgumentException naming the option and the known ones for an unknown option or a bad value
     */
    public SearchOptions searchOptions(GameSetup<?, ?> setup) {
        SearchOptions searchOptions = setup.searchOptions();
        for (Map.Entry<String, String> option : options.entrySet()) {
            String key = option.getKey();
            String value = option.getValue();
            if (key.equals("Hash")) {
                searchOptions = searchOptions.withHashMegabytes(JobArguments.integer("option.Hash", value, 1));
            } else if (key.equals("Threads")) {
                searchOptions = searchOptions.withThreads(JobArguments.integer("option.Threads", value, 1));
            } else {
                searchOptions = searchOptions.with(technique(key), bool("option." + key, value));
            }
        }
        return searchOptions.supportedBy(setup.game());
    }

    /** Makes this configuration's engines for {@code setup}'s game. */
    public <P, M> EngineFactory<P, M> factory(GameSetup<P, M> setup) {
        SearchOptions searchOptions = searchOptions(setup);
        return new EngineFactory<>() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public MatchEngine<P, M> start() {
                return new SearcherEngine<>(name, setup.game(), setup.evaluator(), searchOptions);
            }
        };
    }

    /** The name, with the options when there are any: {@code no-table (Technique_TranspositionTable=false)}. */
    @Override
    public String toString() {
        if (options.isEmpty()) {
            return name;
        }
        StringBuilder text = new StringBuilder(name).append(" (");
        options.forEach((key, value) -> text.append(text.charAt(text.length() - 1) == '(' ? "" : ", ")
                .append(key).append('=').append(value));
        return text.append(')').toString();
    }

    private static Technique technique(String optionName) {
        StringBuilder known = new StringBuilder("Hash, Threads");
        for (Technique technique : Technique.values()) {
            if (Engine.techniqueOptionName(technique).equals(optionName)) {
                return technique;
            }
            known.append(", ").append(Engine.techniqueOptionName(technique));
        }
        throw new IllegalArgumentException("unknown engine option '" + optionName + "'; options: " + known);
    }

    private static boolean bool(String what, String text) {
        if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(text);
        }
        throw new IllegalArgumentException(what + " is true or false, not '" + text + "'");
    }
}
