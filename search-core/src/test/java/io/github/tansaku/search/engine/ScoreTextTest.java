package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import io.github.tansaku.search.testgames.InfraNimGame;
import org.junit.jupiter.api.Test;

/** UCI counts mates in moves, USI in plies (the UCI and USI protocol specifications). */
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
    void uciKeepsTheSignOnEveryPlyParity() {
        // Lost by the side to move's own next move: one move, negative.
        assertThat(ScoreText.uci(Score.matedIn(1))).isEqualTo("mate -1");
        assertThat(ScoreText.uci(Score.matedIn(3))).isEqualTo("mate -2");
        // Won by the opponent's losing reply: the side to move makes one move.
        assertThat(ScoreText.uci(Score.mateIn(2))).isEqualTo("mate 1");
        // Stockfish prints "mate 0" at a mated root; a root already won keeps its sign.
        assertThat(ScoreText.uci(-Score.MATE)).isEqualTo("mate 0");
        assertThat(ScoreText.uci(Score.MATE)).isEqualTo("mate +0");
    }

    @Test
    void aDialectPrintsUciTextUnlessItSaysOtherwise() {
        NimDialect dialect = new NimDialect(new InfraNimGame());
        assertThat(dialect.formatScore(Score.matedIn(1))).isEqualTo("mate -1");
        assertThat(dialect.formatScore(Score.mateIn(2))).isEqualTo("mate 1");
        assertThat(dialect.formatScore(-Score.MATE)).isEqualTo("mate 0");
    }

    @Test
    void usiCountsPliesToMate() {
        assertThat(ScoreText.usi(35)).isEqualTo("cp 35");
        assertThat(ScoreText.usi(Score.mateIn(1))).isEqualTo("mate 1");
        assertThat(ScoreText.usi(Score.mateIn(3))).isEqualTo("mate 3");
        assertThat(ScoreText.usi(Score.matedIn(2))).isEqualTo("mate -2");
    }

    @Test
    void usiKeepsTheSignOnEveryPlyParity() {
        assertThat(ScoreText.usi(Score.mateIn(2))).isEqualTo("mate 2");
        assertThat(ScoreText.usi(Score.matedIn(1))).isEqualTo("mate -1");
        assertThat(ScoreText.usi(Score.matedIn(3))).isEqualTo("mate -3");
        // A root already lost: "mate -0", as YaneuraOu prints it; one already won: "mate 0".
        assertThat(ScoreText.usi(-Score.MATE)).isEqualTo("mate -0");
        assertThat(ScoreText.usi(Score.MATE)).isEqualTo("mate 0");
    }
}
