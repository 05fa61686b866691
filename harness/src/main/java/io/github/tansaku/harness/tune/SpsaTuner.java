package io.github.tansaku.harness.tune;

import io.github.tansaku.harness.match.EngineFactory;
import io.github.tansaku.harness.match.EngineFault;
import io.github.tansaku.harness.match.GameRecord;
import io.github.tansaku.harness.match.MatchEngine;
import io.github.tansaku.harness.match.MatchGame;
import io.github.tansaku.harness.match.Opening;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Plays an SPSA run: each iteration's plus and minus values ({@link Spsa#step}) on one opening,
 * then the estimate's update from the result. Without an opponent the two sides play each other
 * twice, colours swapped (fishtest's way); with one, each side plays it twice, colours swapped,
 * so that the estimate climbs towards what scores best against that opponent rather than
 * against itself, at twice the games per iteration. Iteration {@code k} plays
 * {@code openings.get(k % size)}. {@code concurrency} iterations run at once, each slot with its
 * own engines, kept between iterations (given new values through {@link TunedEngines#set}) and
 * restarted after a crash, a hang or a protocol error; a game lost by a fault counts as lost. An
 * engine that cannot start ends the run with its error, as the values would otherwise be tuned
 * on forfeits.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class SpsaTuner<P, M> {

    /** Hears of each finished iteration and its games; called one call at a time. */
    public interface Listener<M> {

        /** A game of an iteration finished. */
        default void gameFinished(int iteration, GameRecord<M> record) {
        }

        /** An iteration finished and moved the estimate. */
        void iterationFinished(SpsaIteration iteration);
    }

    private static final int PLUS = 0;
    private static final int MINUS = 1;
    private static final int OPPONENT = 2;
    /** The seats of each game of an iteration: the sides against each other, colours swapped. */
    private static final int[][] SELF_PLAY = {{PLUS, MINUS}, {MINUS, PLUS}};
    /** Each side against the opponent, colours swapped. */
    private static final int[][] AGAINST_OPPONENT = {{PLUS, OPPONENT}, {OPPONENT, PLUS}, {MINUS, OPPONENT}, {OPPONENT, MINUS}};

    private final MatchGame<P, M> matchGame;
    private final TunedEngines<P, M> tuned;
    private final String name;
    private final EngineFactory<P, M> opponent;
    private final List<Opening<M>> openings;
    private final Spsa spsa;
    private final int concurrency;
    private final Listener<M> listener;
    private final AtomicBoolean stopping = new AtomicBoolean();

    /**
     * @param matchGame   plays one game (rules, referee, time control, adjudication)
     * @param tuned       makes the engine under tuning play with given values
     * @param name        its name; the two sides are {@code NAME+} and {@code NAME-}
     * @param opponent    the opponent of both sides, or {@code null} to play the sides against each other
     * @param openings    the openings, iteration {@code k} playing {@code openings.get(k % size)}
     * @param spsa        the run's state
     * @param concurrency iterations at once
     * @param listener    hears of each game and iteration
     */
    public SpsaTuner(MatchGame<P, M> matchGame, TunedEngines<P, M> tuned, String name, EngineFactory<P, M> opponent,
            List<Opening<M>> openings, Spsa spsa, int concurrency, Listener<M> listener) {
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("tuning needs at least one opening");
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be positive, got " + concurrency);
        }
        if (opponent != null && (opponent.name().equals(name + "+") || opponent.name().equals(name + "-"))) {
            throw new IllegalArgumentException("the opponent's name '" + opponent.name() + "' is one of the tuned sides'");
        }
        this.matchGame = matchGame;
        this.tuned = tuned;
        this.name = name;
        this.opponent = opponent;
        this.openings = List.copyOf(openings);
        this.spsa = spsa;
        this.concurrency = concurrency;
        this.listener = listener;
    }

    /** Asks the run to stop: iterations in progress finish, no new one starts. */
    public void stop() {
        stopping.set(true);
    }

    /**
     * Plays the iterations not in {@code done} (those a previous, interrupted run finished, whose
     * updates the estimate given to the {@link Spsa} already holds).
     *
     * @return the estimate at the end
     */
    public Map<String, Double> run(Set<Integer> done) throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(concurrency, runnable -> {
            Thread thread = new Thread(runnable, "spsa-iteration");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int i = 0; i < concurrency; i++) {
                workers.add(pool.submit(() -> work(next, done)));
            }
            for (Future<?> worker : workers) {
                try {
                    worker.get();
                } catch (ExecutionException e) {
                    stop();
                    Throwable cause = e.getCause();
                    throw cause instanceof RuntimeException runtime ? runtime
                            : new IllegalStateException("a tuning worker failed: " + cause, cause);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return spsa.estimate();
    }

    /** One concurrent slot: takes the next unplayed iteration until none is left or the run stops. */
    private void work(AtomicInteger next, Set<Integer> done) {
        try (Slot slot = new Slot()) {
            while (!stopping.get()) {
                int k = next.getAndIncrement();
                if (k >= spsa.settings().iterations()) {
                    return;
                }
                if (!done.contains(k)) {
                    iterate(slot, spsa.step(k));
                }
            }
        }
    }

    private void iterate(Slot slot, Spsa.Step step) {
        Opening<M> opening = openings.get(step.iteration() % openings.size());
        slot.configure(PLUS, spsa.texts(step.plus()));
        slot.configure(MINUS, spsa.texts(step.minus()));
        double[] points = new double[3];
        List<String> faults = new ArrayList<>();
        int[][] games = opponent == null ? SELF_PLAY : AGAINST_OPPONENT;
        for (int[] seats : games) {
            MatchEngine<P, M> first = slot.running(seats[0], step);
            MatchEngine<P, M> second = slot.running(seats[1], step);
            GameRecord<M> record = matchGame.play(opening, first, second);
            points[seats[0]] += record.pointsOf(0);
            points[seats[1]] += record.pointsOf(1);
            if (record.faultySeat() >= 0) {
                faults.add(record.termination() + ": " + record.reason());
                if (record.termination().leavesEngineUnusable()) {
                    slot.discard(seats[record.faultySeat()]);
                }
            }
            synchronized (this) {
                listener.gameFinished(step.iteration(), record);
            }
        }
        synchronized (this) {
            spsa.update(step, points[PLUS] - points[MINUS]);
            listener.iterationFinished(new SpsaIteration(step.iteration(), step.plus(), step.minus(), points[PLUS],
                    points[MINUS], faults, spsa.estimate()));
        }
    }

    /** A slot's engines, by seat: the plus side, the minus side and the opponent. */
    private final class Slot implements AutoCloseable {
        @SuppressWarnings("unchecked")
        private final MatchEngine<P, M>[] engines = new MatchEngine[3];

        /** Gives {@code side}'s running engine {@code values}, or ends it when it cannot take them. */
        void configure(int side, Map<String, String> values) {
            MatchEngine<P, M> engine = engines[side];
            if (engine == null) {
                return;
            }
            try {
                if (tuned.set(engine, values)) {
                    return;
                }
            } catch (EngineFault fault) {
                // it refuses the values or no longer answers: a new engine says which
            }
            discard(side);
        }

        /** The engine in {@code seat} for {@code step}'s games, started if it is not running. */
        MatchEngine<P, M> running(int seat, Spsa.Step step) {
            if (engines[seat] == null) {
                String engineName = seat == OPPONENT ? opponent.name() : seat == PLUS ? name + "+" : name + "-";
                try {
                    engines[seat] = seat == OPPONENT ? opponent.start()
                            : tuned.start(engineName, spsa.texts(seat == PLUS ? step.plus() : step.minus()));
                } catch (EngineFault fault) {
                    throw new IllegalStateException("cannot start " + engineName + ": " + fault.getMessage(), fault);
                }
            }
            return engines[seat];
        }

        void discard(int seat) {
            engines[seat].close();
            engines[seat] = null;
        }

        @Override
        public void close() {
            for (int i = 0; i < engines.length; i++) {
                if (engines[i] != null) {
                    engines[i].close();
                    engines[i] = null;
                }
            }
        }
    }
}
