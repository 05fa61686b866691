package io.github.tansaku.search.tt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.testgames.InfraNimGame;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The one caching evaluator of search-core, which the chess and shogi engines both put in front of theirs. */
class CachedEvaluatorTest {

    private final InfraNimGame nim = new InfraNimGame();

    /** A thread-safe evaluator that counts its calls. */
    private static final class Counting implements Evaluator<InfraNimGame.Position> {
        final AtomicInteger calls = new AtomicInteger();
        int offset;

        @Override
        public int evaluate(InfraNimGame.Position position) {
            calls.incrementAndGet();
            int sum = offset;
            for (int heap : position.heaps()) {
                sum += heap;
            }
            return sum;
        }
    }

    @Test
    void returnsTheWrappedValuesAndEvaluatesARepeatedPositionOnce() {
        Counting counting = new Counting();
        CachedEvaluator<InfraNimGame.Position> cached = new CachedEvaluator<>(counting, nim::hash);
        InfraNimGame.Position small = nim.parse("1 2 a");
        InfraNimGame.Position large = nim.parse("5 6 7 a");
        assertThat(cached.evaluate(small)).isEqualTo(3);
        assertThat(cached.evaluate(large)).isEqualTo(18);
        assertThat(cached.evaluate(small)).isEqualTo(3);
        assertThat(cached.evaluate(nim.parse("1 2 a"))).isEqualTo(3);
        assertThat(counting.calls).as("two positions, each evaluated once").hasValue(2);
        assertThat(cached.evaluator()).isSameAs(counting);
    }

    /** After clear(), a changed evaluation is seen: nothing is served from before. */
    @Test
    void clearMakesEveryValueBeComputedAgain() {
        Counting counting = new Counting();
        CachedEvaluator<InfraNimGame.Position> cached = new CachedEvaluator<>(counting, nim::hash);
        InfraNimGame.Position position = nim.parse("3 4 a");
        assertThat(cached.evaluate(position)).isEqualTo(7);
        counting.offset = 100;
        assertThat(cached.evaluate(position)).as("still cached").isEqualTo(7);
        cached.clear();
        assertThat(cached.evaluate(position)).isEqualTo(107);
        assertThat(counting.calls).hasValue(2);
    }

    /** A factory's evaluator is made once per thread, and each thread keeps its own cache. */
    @Test
    void eachThreadGetsItsOwnEvaluatorFromTheFactory() throws InterruptedException {
        Set<Evaluator<InfraNimGame.Position>> made = ConcurrentHashMap.newKeySet();
        CachedEvaluator<InfraNimGame.Position> cached = new CachedEvaluator<>(() -> {
            Counting counting = new Counting();
            made.add(counting);
            return counting;
        }, nim::hash, 16);
        List<Thread> threads = List.of(new Thread(() -> cached.evaluate(nim.parse("1 a"))),
                new Thread(() -> cached.evaluate(nim.parse("1 a"))));
        for (Thread thread : threads) {
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        assertThat(made).hasSize(2).allSatisfy(evaluator -> assertThat(((Counting) evaluator).calls).hasValue(1));
    }

    /** An evaluator whose values move with the iteration's depth, as dynamic contempt's do. */
    private static final class DepthDependent implements Evaluator<InfraNimGame.Position> {
        int offset;

        @Override
        public int evaluate(InfraNimGame.Position position) {
            return position.heaps()[0] + offset;
        }

        @Override
        public boolean iterationStarting(int depth, int previousScore) {
            int before = offset;
            offset = depth >= 3 ? 100 : 0;
            return offset != before;
        }
    }

    /** An iteration that changes the wrapped evaluator's values empties the cache; one that does not keeps it. */
    @Test
    void anIterationThatChangesTheValuesEmptiesTheCallingThreadsCache() {
        DepthDependent inner = new DepthDependent();
        CachedEvaluator<InfraNimGame.Position> cached = new CachedEvaluator<>(inner, nim::hash);
        InfraNimGame.Position position = nim.parse("5 6 a");
        assertThat(cached.evaluate(position)).isEqualTo(5);
        assertThat(cached.iterationStarting(2, 0)).isFalse();
        assertThat(cached.evaluate(position)).isEqualTo(5);
        assertThat(cached.iterationStarting(3, 0)).isTrue();
        assertThat(cached.evaluate(position)).as("not the value cached before the change").isEqualTo(105);
    }

    @Test
    void aCacheSizeThatIsNotAPowerOfTwoIsRefused() {
        assertThatThrownBy(() -> new CachedEvaluator<>(Counting::new, nim::hash, 24))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("24");
    }
}
