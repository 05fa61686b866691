package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import org.junit.jupiter.api.Test;

/** UCI counts mates in moves, USI in plies (spec/shogi.md section 2.3). */
class ScoreTextTest {

    @Test
    void uciCountsMovesToMate() {
        assertThat(ScoreText.uci(35)).isEqualTo("cp 35");
        assertThat(ScoreText.uci(-120)).isEqualTo("cp -120");
        assertThat(ScoreText.uci(Score.mateIn(1))).isEqualTo("mate 1");
        assertThat(ScoreText.uci(Score.mateIn(3))).isEqualTo("mate 2");
        assertThat(ScoreText.uci(Score.matedIn(2))).isEqualTo("mate -1");
        assertThat(ScoreText.uci(Score.matedIn(4))).isEqualTo("mate -2");
    }

    @Test
    void usiCountsPliesToMate() {
        assertThat(ScoreText.usi(35)).isEqualTo("cp 35");
        assertThat(ScoreText.usi(Score.mateIn(1))).isEqualTo("mate 1");
        assertThat(ScoreText.usi(Score.mateIn(3))).isEqualTo("mate 3");
        assertThat(ScoreText.usi(Score.matedIn(2))).isEqualTo("mate -2");
    }
}
