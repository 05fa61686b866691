package io.github.tansaku.harness.match;

import io.github.tansaku.harness.stats.Sprt;
import io.github.tansaku.harness.stats.SprtDecision;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A match between two engines: rounds of one opening each, played once or (with
 * {@code repeat}) twice with colours swapped, on {@code concurrency} games at once, until the
 * rounds are done or the SPRT decides. Each concurrent game has its own two engines, kept
 * between games and restarted after a crash, a hang or a protocol error. Every finished game
 * goes to the listener at once (for the results log, the game records and the progress line),
 * and {@link #run(List)} skips the games a previous, interrupted run already finished.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Tournament<P, M> {

    /**
     * How many games and how.
     *
     * @param rounds      the number of rounds (openings)
     * @param repeat      whether each round is a pair of games with colours swapped
     * @param concurrency games at once
     * @param sprt        the test that stops the match early, or {@code null} for a fixed length
     */
    public record Settings(int rounds, boolean repeat, int concurrency, Sprt sprt) {

        /** Refuses non-positive counts. */
        public Settings {
            if (rounds < 1 || concurrency < 1) {
                throw new IllegalArgumentException("rounds and concurrency must be positive, got " + rounds + " and " + concurrency);
            }
        }

        int gamesPerRound() {
            return repeat ? 2 : 1;
        }
    }

    /** Hears of each finished game; called from the runner's threads, one call at a time. */
    public interface Listener<M> {

        /**
         * A game finished; {@code record} is {@code null} for games only known from the results log.
         * The outcome of a game just played leaves its opening out: the listener, which knows how
         * the game's moves are written, adds it for the log ({@link GameOutcome#withOpening}).
         */
        void gameFinished(GameRecord<M> record, GameOutcome outcome, Standings standings, double llr);
    }

    /**
     * The end of a match.
     *
     * @param standings the final standings
     * @param llr       the SPRT's log-likelihood ratio, NaN without an SPRT
     * @param decision  the SPRT's decision, {@code null} without an SPRT
     */
    public record Result(Standings standings, double llr, SprtDecision decision) {
    }

    private final MatchGame<P, M> matchGame;
    private final List<EngineFactory<P, M>> factories;
    private final List<Opening<M>> openings;
    private final Settings settings;
    private final Listener<M> listener;
    private final AtomicBoolean stopping = new AtomicBoolean();

    private Standings standings = Standings.empty();
    private final Map<Integer, Double> unpairedFirstGames = new HashMap<>();
    private double llr = Double.NaN;
    private SprtDecision decision;

    /**
     * @param matchGame plays one game (the rules, referee, time control and adjudication)
     * @param first     the first engine: results are counted from its side
     * @param second    its opponent
     * @param openings  the openings, round {@code r} playing {@code openings.get(r % size)}
     * @param settings  how many games and how
     * @param listener  hears of each finished game
     */
    public Tournament(MatchGame<P, M> matchGame, EngineFactory<P, M> first, EngineFactory<P, M> second,
            List<Opening<M>> openings, Settings settings, Listener<M> listener) {
        if (first.name().equals(second.name())) {
            throw new IllegalArgumentException("the two engines need different names, both are '" + first.name() + "'");
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("a match needs at least one opening");
        }
        this.matchGame = matchGame;
        this.factories = List.of(first, second);
        this.openings = List.copyOf(openings);
        this.settings = settings;
        this.listener = listener;
    }

    /** Asks the match to stop: games in progress finish, no new one starts. */
    public void stop() {
        stopping.set(true);
    }

    /**
     * Plays the match.
     *
     * @param alreadyPlayed games of an interrupted run of the same match (from its results log),
     *     counted and not played again
     */
    public Result run(List<GameOutcome> alreadyPlayed) throws InterruptedException {
        Set<Integer> done = new HashSet<>();
        for (GameOutcome outcome : alreadyPlayed) {
            done.add(outcome.round() * settings.gamesPerRound() + outcome.gameInRound());
            record(null, outcome);
        }
        int total = settings.rounds() * settings.gamesPerRound();
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(settings.concurrency(), runnable -> {
            Thread thread = new Thread(runnable, "match-game");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int i = 0; i < settings.concurrency(); i++) {
                workers.add(pool.submit(() -> work(next, total, done)));
            }
            for (Future<?> worker : workers) {
                try {
                    worker.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    stop();
                    throw new IllegalStateException("a match worker failed: " + e.getCause(), e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        synchronized (this) {
            return new Result(standings, llr, decision);
        }
    }

    /** One concurrent game slot: takes the next unplayed game until none is left or the match stops. */
    private void work(AtomicInteger next, int total, Set<Integer> done) {
        List<MatchEngine<P, M>> engines = new ArrayList<>(java.util.Arrays.asList(null, null));
        try {
            while (!stopping.get()) {
                int index = next.getAndIncrement();
                if (index >= total) {
                    return;
                }
                if (done.contains(index)) {
                    continue;
                }
                int round = index / settings.gamesPerRound();
                int gameInRound = index % settings.gamesPerRound();
                for (int engine = 0; engine < 2; engine++) {
                    if (engines.get(engine) == null) {
                        engines.set(engine, start(factories.get(engine)));
                    }
                }
                MatchEngine<P, M> seat0 = engines.get(gameInRound);
                MatchEngine<P, M> seat1 = engines.get(1 - gameInRound);
                GameRecord<M> record = matchGame.play(openings.get(round % openings.size()), seat0, seat1);
                int firstSeat = gameInRound;
                int faultyEngine = record.faultySeat() < 0 ? -1 : record.faultySeat() == firstSeat ? 0 : 1;
                if (faultyEngine >= 0 && record.termination().leavesEngineUnusable()) {
                    engines.get(faultyEngine).close();
                    engines.set(faultyEngine, null);
                }
                record(record, new GameOutcome(round, gameInRound, record.pointsOf(firstSeat), record.termination(),
                        faultyEngine, record.reason(), null));
            }
        } finally {
            for (MatchEngine<P, M> engine : engines) {
                if (engine != null) {
                    engine.close();
                }
            }
        }
    }

    /** The factory's engine, or a stand-in whose every game is a crash when it cannot start. */
    private MatchEngine<P, M> start(EngineFactory<P, M> factory) {
        try {
            return factory.start();
        } catch (EngineFault fault) {
            return new UnstartedEngine<>(factory.name(), fault);
        }
    }

    private synchronized void record(GameRecord<M> record, GameOutcome outcome) {
        standings = standings.plusGame(outcome.pointsOfFirst(), outcome.termination(), outcome.faultyEngine());
        if (settings.repeat()) {
            Double partner = unpairedFirstGames.remove(outcome.round());
            if (partner == null) {
                unpairedFirstGames.put(outcome.round(), outcome.pointsOfFirst());
            } else {
                standings = standings.plusPair(partner, outcome.pointsOfFirst());
            }
        }
        Sprt sprt = settings.sprt();
        if (sprt != null) {
            boolean anyResult = settings.repeat() ? standings.pairs().pairs() > 0 : standings.games().games() > 0;
            if (!anyResult) {
                listener.gameFinished(record, outcome, standings, llr);
                return;
            }
            llr = settings.repeat() ? sprt.llr(standings.pairs()) : sprt.llr(standings.games());
            if (decision == null || decision == SprtDecision.CONTINUE) {
                decision = sprt.decide(llr);
                if (decision != SprtDecision.CONTINUE) {
                    stop();
                }
            }
        }
        listener.gameFinished(record, outcome, standings, llr);
    }

    /** An engine that could not start: each game it should play is lost as a crash, and the next game tries again. */
    private static final class UnstartedEngine<P, M> implements MatchEngine<P, M> {
        private final String name;
        private final EngineFault fault;

        UnstartedEngine(String name, EngineFault fault) {
            this.name = name;
            this.fault = fault;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public void newGame() throws EngineFault {
            throw new EngineFault(EngineFault.Kind.CRASH, "could not start: " + fault.getMessage(), fault);
        }

        @Override
        public EngineReply<M> play(GameSoFar<P, M> game, Clocks clocks) throws EngineFault {
            throw new EngineFault(EngineFault.Kind.CRASH, "could not start: " + fault.getMessage(), fault);
        }

        @Override
        public void close() {
        }
    }
}
