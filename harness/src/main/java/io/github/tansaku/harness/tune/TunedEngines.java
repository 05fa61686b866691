package io.github.tansaku.harness.tune;

import io.github.tansaku.harness.match.EngineFault;
import io.github.tansaku.harness.match.MatchEngine;
import java.util.Map;

/**
 * Makes the engine under tuning play with given parameter values (as the option texts the
 * engine reads, by parameter name): starts one with them, or
 * gives them to one already running between games (an engine process takes new options
 * without a restart).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface TunedEngines<P, M> {

    /**
     * A new engine named {@code name} that plays with {@code values}.
     *
     * @throws EngineFault when it cannot be started or refuses a value
     */
    MatchEngine<P, M> start(String name, Map<String, String> values) throws EngineFault;

    /**
     * Gives {@code values} to {@code engine}, one this object started; returns {@code false}
     * when the engine cannot take new values, and the tuner then starts a new one.
     *
     * @throws EngineFault when the engine refuses a value or no longer answers
     */
    default boolean set(MatchEngine<P, M> engine, Map<String, String> values) throws EngineFault {
        return false;
    }
}
