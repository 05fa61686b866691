package io.github.tansaku.search.time;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LatenessTest {

    @Test
    void keepsTheWorstRecentLatenessAndLetsItFadeMoveByMove() {
        Lateness lateness = new Lateness();
        assertThat(lateness.millis()).isZero();
        lateness.record(80);
        assertThat(lateness.millis()).isEqualTo(80);
        lateness.record(20); // smaller than the faded 80: the 80 rules
        assertThat(lateness.millis()).isEqualTo(70);
        lateness.record(-500); // on time
        assertThat(lateness.millis()).isEqualTo(61);
        lateness.record(90);
        assertThat(lateness.millis()).isEqualTo(90);
        for (int i = 0; i < 40; i++) {
            lateness.record(0);
        }
        assertThat(lateness.millis()).isZero();
    }

    @Test
    void fadesToHalfInAboutFiveMoves() {
        Lateness lateness = new Lateness();
        lateness.record(200);
        for (int i = 0; i < 5; i++) {
            lateness.record(0);
        }
        assertThat(lateness.millis()).isBetween(90L, 110L);
    }

    @Test
    void oneFreakDelayIsCappedAtMaxMillis() {
        Lateness lateness = new Lateness();
        lateness.record(60_000);
        assertThat(lateness.millis()).isEqualTo(Lateness.MAX_MILLIS);
    }
}
