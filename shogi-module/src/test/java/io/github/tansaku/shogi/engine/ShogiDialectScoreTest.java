package io.github.tansaku.shogi.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Score;
import io.github.tansaku.shogi.ShogiGame;
import org.junit.jupiter.api.Test;

/** USI's {@code score mate} counts plies, with the loser's sign on either parity. */
class ShogiDialectScoreTest {

    private final ShogiDialect dialect = new ShogiDialect(new ShogiGame(), Clock.system());

    @Test
    void mateScoresCountPliesAndKeepTheirSign() {
        assertThat(dialect.formatScore(Score.mateIn(5))).isEqualTo("mate 5");
        assertThat(dialect.formatScore(Score.mateIn(2))).isEqualTo("mate 2");
        assertThat(dialect.formatScore(Score.matedIn(4))).isEqualTo("mate -4");
        assertThat(dialect.formatScore(Score.matedIn(1))).isEqualTo("mate -1");
        assertThat(dialect.formatScore(-Score.MATE)).isEqualTo("mate -0");
        assertThat(dialect.formatScore(123)).isEqualTo("cp 123");
    }
}
