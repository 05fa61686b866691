package io.github.tansaku.search.time;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GameClockTest {

    @Test
    void negativeTimeLeftReadsAsZero() {
        assertThat(new GameClock(-35, 0, 0, 1000, 50).timeLeftMillis()).isZero();
    }

    @Test
    void otherNegativeFieldsAreRejectedByName() {
        assertThatThrownBy(() -> new GameClock(1000, -1, 0, 0, 0)).hasMessageContaining("increment");
        assertThatThrownBy(() -> new GameClock(1000, 0, -1, 0, 0)).hasMessageContaining("moves to go");
        assertThatThrownBy(() -> new GameClock(1000, 0, 0, -1, 0)).hasMessageContaining("byoyomi");
        assertThatThrownBy(() -> new GameClock(1000, 0, 0, 0, -1)).hasMessageContaining("overhead");
    }

    @Test
    void safeTimeIsMainTimePlusByoyomiMinusOverhead() {
        assertThat(GameClock.byoyomi(2000, 1000, 50).safeMillis()).isEqualTo(2950);
        assertThat(GameClock.fischer(30, 1000, 50).safeMillis()).isZero();
    }
}
