package io.github.tansaku.search.tt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EvaluationCacheTest {

    @Test
    void anEmptyCacheHasNothingEvenForKeyZero() {
        EvaluationCache cache = new EvaluationCache(16);
        assertThat(cache.probe(0)).isEqualTo(EvaluationCache.MISSING);
        assertThat(cache.probe(0x1234_5678_9ABC_DEF0L)).isEqualTo(EvaluationCache.MISSING);
    }

    @Test
    void storedValuesComeBackWithTheirSign() {
        EvaluationCache cache = new EvaluationCache(16);
        cache.store(0, 0);
        cache.store(-7L, -31_999);
        cache.store(0x7FFF_0000_0000_0003L, 12_345);
        assertThat(cache.probe(0)).isZero();
        assertThat(cache.probe(-7L)).isEqualTo(-31_999);
        assertThat(cache.probe(0x7FFF_0000_0000_0003L)).isEqualTo(12_345);
    }

    @Test
    void aKeyOfTheSameSlotReplacesTheOldEntryAndIsNotMistakenForIt() {
        EvaluationCache cache = new EvaluationCache(16);
        long first = 5;
        long second = 5 + (1L << 40);
        cache.store(first, 100);
        assertThat(cache.probe(second)).isEqualTo(EvaluationCache.MISSING);
        cache.store(second, 200);
        assertThat(cache.probe(first)).isEqualTo(EvaluationCache.MISSING);
        assertThat(cache.probe(second)).isEqualTo(200);
    }

    @Test
    void clearForgetsEverything() {
        EvaluationCache cache = new EvaluationCache(16);
        for (long key = 0; key < 16; key++) {
            cache.store(key, (int) key);
        }
        cache.clear();
        for (long key = 0; key < 16; key++) {
            assertThat(cache.probe(key)).isEqualTo(EvaluationCache.MISSING);
        }
    }

    @Test
    void sizesMustBePowersOfTwo() {
        assertThatThrownBy(() -> new EvaluationCache(24)).isInstanceOf(IllegalArgumentException.class);
    }
}
