package io.github.tansaku.spark;

import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.MatchCommand;
import io.github.tansaku.harness.match.EngineFactory;
import io.github.tansaku.harness.match.ProcessEngine;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.engine.Dialect;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An engine configuration as a task carries it: a name, the engine options, and for an engine
 * process its command line. In process (no command), the options are those of
 * {@code bin/tansaku match}'s built-in engines ({@code Hash}, {@code Threads} and the
 * {@code Technique_...} switches), applied on the worker to the game's own search settings, so a
 * worker needs only the application jar. A UCI/USI process (a command) gets its options as
 * {@code setoption}; the same command must work on every worker.
 *
 * @param name    the engine's name in results
 * @param options option name to value, as given after {@code option.}
 * @param command the engine program and its arguments, empty for the built-in searcher
 */
public record EngineConfig(String name, Map<String, String> options, List<String> command) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** How long a move of an engine process (at fixed nodes or depth) may take before it counts as hung. */
    private static final long PROCESS_MOVE_TIMEOUT_MILLIS = 60_000;

    /** Copies the options into a serializable map and the command into a list. */
    public EngineConfig {
        options = new LinkedHashMap<>(options);
        command = new ArrayList<>(command);
    }

    /** The built-in searcher with {@code options}. */
    public EngineConfig(String name, Map<String, String> options) {
        this(name, options, List.of());
    }

    @Override
    public List<String> command() {
        return List.copyOf(command);
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
        return MatchCommand.builtinOptions(setup, options);
    }

    /** Makes this configuration's engines for {@code setup}'s game: the built-in searcher or the engine process. */
    public <P, M> EngineFactory<P, M> factory(GameSetup<P, M> setup) {
        if (!command.isEmpty()) {
            Dialect<P, M> dialect = setup.protocolDialect();
            if (dialect == null) {
                throw new IllegalArgumentException(setup.name() + " has no engine protocol; its engines are built in only");
            }
            List<String> program = command();
            Map<String, String> settings = options();
            return EngineFactory.of(name, () -> ProcessEngine.start(name, program, null, settings, dialect,
                    PROCESS_MOVE_TIMEOUT_MILLIS, setup.name()));
        }
        return MatchCommand.builtin(setup, name, searchOptions(setup));
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
}
