package io.github.tansaku.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ScoreTest {

    @Test
    void mateScoresReportMovesAsUciDoes() {
        // Mate in 1 move = 1 ply; mate in 2 moves = 3 plies; mated in 1 move = 2 plies.
        assertThat(Score.mateInMoves(Score.mateIn(1))).isEqualTo(1);
        assertThat(Score.mateInMoves(Score.mateIn(3))).isEqualTo(2);
        assertThat(Score.mateInMoves(Score.matedIn(2))).isEqualTo(-1);
        assertThat(Score.mateInMoves(Score.matedIn(0))).isEqualTo(0);
    }

    @Test
    void tableConversionKeepsMateDistanceRelativeToTheNode() {
        int rootScore = Score.mateIn(7);          // mate 7 plies from the root
        int stored = Score.toTable(rootScore, 3); // seen at ply 3: mate in 4 from there
        assertThat(stored).isEqualTo(Score.mateIn(4));
        assertThat(Score.fromTable(stored, 5)).isEqualTo(Score.mateIn(9));
        assertThat(Score.fromTable(Score.toTable(-rootScore, 3), 3)).isEqualTo(-rootScore);
        assertThat(Score.toTable(123, 40)).isEqualTo(123);
    }

    @Test
    void negationStaysInRange() {
        assertThat(-Score.INFINITE).isGreaterThan(Integer.MIN_VALUE);
        assertThat(Score.isMate(Score.MATE_BOUND)).isTrue();
        assertThat(Score.isMate(Score.MATE_BOUND - 1)).isFalse();
        assertThat(Score.isMate(-Score.MATE)).isTrue();
    }

    @Test
    void outcomesBecomeScoresByDistance() {
        assertThat(Score.of(Outcome.LOSS, 4)).isEqualTo(-Score.MATE + 4);
        assertThat(Score.of(Outcome.WIN, 1)).isEqualTo(Score.MATE - 1);
        assertThat(Score.of(Outcome.DRAW, 9)).isZero();
        assertThat(Outcome.WIN.flip()).isEqualTo(Outcome.LOSS);
    }
}
