package io.github.tansaku.spark;

import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.harness.match.EngineFactory;
import io.github.tansaku.harness.match.GameRecord;
import io.github.tansaku.harness.match.MatchEngine;
import io.github.tansaku.harness.match.MatchGame;
import io.github.tansaku.harness.match.MatchReport;
import io.github.tansaku.harness.match.Opening;
import io.github.tansaku.harness.match.Standings;
import io.github.tansaku.harness.match.Termination;
import io.github.tansaku.harness.stats.Sprt;
import io.github.tansaku.harness.stats.SprtDecision;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;

/**
 * A match of two in-process engine configurations on Spark. The driver submits waves of tasks,
 * each task a batch of game pairs ({@link PairBatch}) played with the match runner's
 * {@link MatchGame}; it reduces the results in round order into the standings (W/D/L and the
 * pentanomial pair counts) and, under an SPRT, stops at the first pair after which the test
 * decides. Pairs of the last wave beyond that one are played but not counted, so the decision
 * and the counts are those of the single-process runner playing the rounds in order.
 */
public final class DistributedMatch {

    /**
     * The end of a distributed match.
     *
     * @param standings the counted games and pairs
     * @param llr       the SPRT's log-likelihood ratio, NaN without an SPRT
     * @param decision  the SPRT's decision, null without an SPRT
     * @param waves     how many waves were submitted
     */
    public record Result(Standings standings, double llr, SprtDecision decision, int waves) {
    }

    /**
     * How the work is cut.
     *
     * @param maxPairs      the number of rounds (game pairs) at most
     * @param pairsPerTask  pairs per task
     * @param tasksPerWave  tasks per wave: the driver checks the SPRT after each wave
     */
    public record Waves(int maxPairs, int pairsPerTask, int tasksPerWave) {

        /** Refuses non-positive counts. */
        public Waves {
            if (maxPairs < 1 || pairsPerTask < 1 || tasksPerWave < 1) {
                throw new IllegalArgumentException("rounds, pairs per task and tasks per wave must be positive");
            }
        }
    }

    private DistributedMatch() {
    }

    /**
     * Plays the match of {@code spec} under {@code sprt} (or a fixed number of pairs when null).
     *
     * @throws JobFailedException when a task fails on every attempt
     */
    public static Result run(JavaSparkContext context, MatchSpec spec, Sprt sprt, Waves waves, PrintStream out) {
        MatchReport report = new MatchReport(spec.first().name(), spec.second().name(), sprt);
        Standings standings = Standings.empty();
        double llr = Double.NaN;
        SprtDecision decision = sprt == null ? null : SprtDecision.CONTINUE;
        int nextRound = 0;
        int wave = 0;
        PlayBatch play = new PlayBatch(spec);
        while (nextRound < waves.maxPairs() && (decision == null || decision == SprtDecision.CONTINUE)) {
            List<PairBatch> batches = new ArrayList<>();
            for (int task = 0; task < waves.tasksPerWave() && nextRound < waves.maxPairs(); task++) {
                int pairs = Math.min(waves.pairsPerTask(), waves.maxPairs() - nextRound);
                batches.add(new PairBatch(nextRound, pairs));
                nextRound += pairs;
            }
            wave++;
            List<PairResults> results = TaskRunner.run(context, "match wave " + wave + " (rounds "
                    + batches.get(0).firstRound() + "-" + (nextRound - 1) + " of " + waves.maxPairs() + ")",
                    batches, play, out);
            for (PairResults batch : results) {
                for (int pair = 0; pair < batch.batch().pairs(); pair++) {
                    if (decision != null && decision != SprtDecision.CONTINUE) {
                        break;
                    }
                    standings = plusPair(standings, batch, pair);
                    if (sprt != null) {
                        llr = sprt.llr(standings.pairs());
                        decision = sprt.decide(llr);
                    }
                }
            }
            out.println(report.progressLine(standings, llr) + ", " + standings.pairs().pairs() + " pairs after wave " + wave);
        }
        return new Result(standings, llr, decision, wave);
    }

    private static Standings plusPair(Standings standings, PairResults batch, int pair) {
        Standings next = standings;
        for (int game = 2 * pair; game < 2 * pair + 2; game++) {
            next = next.plusGame(batch.points(game), batch.termination(game), batch.faulty()[game]);
        }
        return next.plusPair(batch.points(2 * pair), batch.points(2 * pair + 1));
    }

    /** One task: plays a batch of pairs with engines built on the worker. */
    private static final class PlayBatch implements Function<PairBatch, PairResults> {
        private static final long serialVersionUID = 1L;
        private final MatchSpec spec;

        PlayBatch(MatchSpec spec) {
            this.spec = spec;
        }

        @Override
        public PairResults call(PairBatch batch) {
            return play(spec, batch);
        }
    }

    /** Plays the pairs of {@code batch} in round order with engines of {@code spec} built here, on a worker. */
    static PairResults play(MatchSpec spec, PairBatch batch) {
        return play(spec, GameSetups.byName(spec.game()), batch);
    }

    private static <P, M> PairResults play(MatchSpec spec, GameSetup<P, M> setup, PairBatch batch) {
        MatchGame<P, M> matchGame = spec.matchGame(setup);
        List<Opening<M>> book = spec.openings(setup);
        List<EngineFactory<P, M>> factories = List.of(spec.first().factory(setup), spec.second().factory(setup));
        List<MatchEngine<P, M>> engines = new ArrayList<>();
        for (EngineFactory<P, M> factory : factories) {
            engines.add(start(factory));
        }
        int games = 2 * batch.pairs();
        byte[] halfPoints = new byte[games];
        byte[] terminations = new byte[games];
        byte[] faulty = new byte[games];
        try {
            for (int game = 0; game < games; game++) {
                int round = batch.firstRound() + game / 2;
                int firstSeat = game % 2;
                GameRecord<M> record = matchGame.play(book.get(round % book.size()), engines.get(firstSeat),
                        engines.get(1 - firstSeat));
                int faultyEngine = record.faultySeat() < 0 ? -1 : record.faultySeat() == firstSeat ? 0 : 1;
                halfPoints[game] = (byte) Math.round(2 * record.pointsOf(firstSeat));
                terminations[game] = (byte) record.termination().ordinal();
                faulty[game] = (byte) faultyEngine;
                if (faultyEngine >= 0 && needsRestart(record.termination())) {
                    engines.get(faultyEngine).close();
                    engines.set(faultyEngine, start(factories.get(faultyEngine)));
                }
            }
        } finally {
            for (MatchEngine<P, M> engine : engines) {
                engine.close();
            }
        }
        return new PairResults(batch, halfPoints, terminations, faulty);
    }

    private static <P, M> MatchEngine<P, M> start(EngineFactory<P, M> factory) {
        try {
            return factory.start();
        } catch (io.github.tansaku.harness.match.EngineFault fault) {
            throw new IllegalStateException("engine " + factory.name() + " cannot start: " + fault.getMessage(), fault);
        }
    }

    private static boolean needsRestart(Termination termination) {
        return termination == Termination.CRASH || termination == Termination.HANG
                || termination == Termination.PROTOCOL_ERROR;
    }
}
