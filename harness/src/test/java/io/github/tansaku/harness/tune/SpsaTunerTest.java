package io.github.tansaku.harness.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.harness.match.Adjudication;
import io.github.tansaku.harness.match.EngineFactory;
import io.github.tansaku.harness.match.EngineFault;
import io.github.tansaku.harness.match.GameReferee;
import io.github.tansaku.harness.match.GameRecord;
import io.github.tansaku.harness.match.MatchEngine;
import io.github.tansaku.harness.match.MatchGame;
import io.github.tansaku.harness.match.Opening;
import io.github.tansaku.harness.match.TimeControl;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SpsaTunerTest {

    private final Duel duel = new Duel();
    private final MatchGame<int[], Integer> matchGame = new MatchGame<>(duel, Duel::parse, new GameReferee<>(duel),
            TimeControl.nodes(100), Adjudication.NONE, System::nanoTime);
    /** The target 30: an engine naming its value scores best with the value 30. */
    private final List<Opening<Integer>> target30 = List.of(new Opening<>("30", List.of()));
    private final SpsaParameter value = new SpsaParameter("value", 70, 0, 100, 4, 0.05);
    private final List<SpsaIteration> iterations = Collections.synchronizedList(new ArrayList<>());
    private final List<GameRecord<Integer>> games = Collections.synchronizedList(new ArrayList<>());

    /** Engines naming their value; counts starts, and the first {@code crashing} ones crash on their first move. */
    private static final class Numbers implements TunedEngines<int[], Integer> {
        final AtomicInteger starts = new AtomicInteger();
        final List<NumberEngine> started = Collections.synchronizedList(new ArrayList<>());
        final int crashing;

        Numbers(int crashing) {
            this.crashing = crashing;
        }

        @Override
        public MatchEngine<int[], Integer> start(String name, Map<String, String> values) {
            NumberEngine engine = new NumberEngine(name, Integer.parseInt(values.get("value")));
            engine.crashes = starts.incrementAndGet() <= crashing;
            started.add(engine);
            return engine;
        }

        @Override
        public boolean set(MatchEngine<int[], Integer> engine, Map<String, String> values) {
            ((NumberEngine) engine).value = Integer.parseInt(values.get("value"));
            return true;
        }
    }

    private SpsaTuner<int[], Integer> tuner(TunedEngines<int[], Integer> engines, EngineFactory<int[], Integer> opponent,
            Spsa spsa, int concurrency) {
        return new SpsaTuner<>(matchGame, engines, "n", opponent, target30, spsa, concurrency, new SpsaTuner.Listener<>() {
            @Override
            public void gameFinished(int iteration, GameRecord<Integer> record) {
                games.add(record);
            }

            @Override
            public void iterationFinished(SpsaIteration iteration) {
                iterations.add(iteration);
            }
        });
    }

    @Test
    void theSidesPlayEachOtherAndTheEstimateClimbsToTheBestValue() throws InterruptedException {
        Numbers numbers = new Numbers(0);
        Spsa spsa = new Spsa(List.of(value), Spsa.Settings.standard(300, 1));
        Map<String, Double> estimate = tuner(numbers, null, spsa, 2).run(Set.of());
        assertThat(estimate.get("value")).isBetween(27.0, 33.0);
        assertThat(iterations).hasSize(300);
        assertThat(games).hasSize(600);
        assertThat(games.get(0).names()).containsExactlyInAnyOrder("n+", "n-");
        // one engine per side and slot, given each iteration's values without a restart
        assertThat(numbers.starts.get()).isEqualTo(4);
        // each iteration: the nearer side wins both games, so the result is +2 or -2 unless equally near
        SpsaIteration first = iterations.stream().filter(i -> i.iteration() == 0).findFirst().orElseThrow();
        assertThat(Math.abs(first.result())).isEqualTo(2.0);
        assertThat(first.plusPoints() > first.minusPoints()).isEqualTo(first.plus().get("value") < first.minus().get("value"));
    }

    @Test
    void againstAnOpponentEachSidePlaysItTwice() throws InterruptedException {
        Numbers numbers = new Numbers(0);
        // the opponent names a random number, so a value scores the more often the nearer it is to 30
        java.util.Random random = new java.util.Random(11);
        EngineFactory<int[], Integer> opponent = EngineFactory.of("random", () -> new NumberEngine("random", 0) {
            @Override
            public io.github.tansaku.harness.match.EngineReply<Integer> play(
                    io.github.tansaku.harness.match.GameSoFar<int[], Integer> game, Clocks clocks) throws EngineFault {
                value = random.nextInt(101);
                return super.play(game, clocks);
            }
        });
        SpsaParameter faster = new SpsaParameter("value", 70, 0, 100, 4, 0.2);
        Spsa spsa = new Spsa(List.of(faster), Spsa.Settings.standard(1000, 2));
        Map<String, Double> estimate = tuner(numbers, opponent, spsa, 1).run(Set.of());
        assertThat(estimate.get("value")).isBetween(24.0, 36.0);
        assertThat(games).hasSize(4000);
        assertThat(games.subList(0, 4).stream().map(g -> String.join(" v ", g.names())).toList())
                .containsExactly("n+ v random", "random v n+", "n- v random", "random v n-");
    }

    @Test
    void aCrashedEngineLosesItsGameAndIsStartedAgain() throws InterruptedException {
        Numbers numbers = new Numbers(1);
        Spsa spsa = new Spsa(List.of(value), Spsa.Settings.standard(3, 1));
        tuner(numbers, null, spsa, 1).run(Set.of());
        SpsaIteration first = iterations.get(0);
        assertThat(first.faults()).singleElement().asString().startsWith("CRASH: ").contains("n+");
        assertThat(first.plusPoints()).isEqualTo(first.minusPoints() == 2 ? 0 : 1);
        assertThat(numbers.started.get(0).closed).isTrue();
        assertThat(numbers.starts.get()).isEqualTo(3);
        assertThat(iterations.get(1).faults()).isEmpty();
    }

    @Test
    void anEngineThatCannotStartEndsTheRun() {
        TunedEngines<int[], Integer> refusing = (name, values) -> {
            throw new EngineFault(EngineFault.Kind.CRASH, "the engine declares no option 'value'");
        };
        Spsa spsa = new Spsa(List.of(value), Spsa.Settings.standard(3, 1));
        assertThatThrownBy(() -> tuner(refusing, null, spsa, 2).run(Set.of()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("cannot start n+")
                .hasMessageContaining("declares no option 'value'");
    }

    @Test
    void aResumedRunPlaysOnlyTheIterationsItLacks() throws InterruptedException {
        Spsa spsa = new Spsa(List.of(value), Spsa.Settings.standard(10, 1), new double[] {50});
        Set<Integer> done = IntStream.range(0, 6).boxed().collect(Collectors.toSet());
        tuner(new Numbers(0), null, spsa, 1).run(done);
        assertThat(iterations.stream().map(SpsaIteration::iteration).toList()).containsExactly(6, 7, 8, 9);
        assertThat(iterations.get(0).plus().get("value") + iterations.get(0).minus().get("value")).isEqualTo(100.0);
    }

    @Test
    void refusesAnOpponentNamedAsASide() {
        EngineFactory<int[], Integer> opponent = EngineFactory.of("n+", () -> new NumberEngine("n+", 50));
        Spsa spsa = new Spsa(List.of(value), Spsa.Settings.standard(3, 1));
        assertThatThrownBy(() -> tuner(new Numbers(0), opponent, spsa, 1)).hasMessageContaining("one of the tuned sides");
    }
}
