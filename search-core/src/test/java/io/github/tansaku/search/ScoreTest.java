package io.github.tansaku.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ScoreTest {

    @Test
    void mateScoresReportMovesAsUciDoes() {
        // Mate in 1 move = 1 ply; mate in 2 moves = 3 plies; mated in 1 move = 2 plies.
        assertThat(Score.mateInMoves(Score.mateIn(1))).isEqualTo(1);
        assertThat(Score.mateInMoves(Score.mateIn(3))).isEqualTo(2);
        assertThat(Score.mateInMoves(Score.matedIn(2))).isEqualTo(-1);
        assertThat(Score.mateInMoves(Score.matedIn(4))).isEqualTo(-2);
        assertThat(Score.mateInMoves(Score.matedIn(0))).isEqualTo(0);
        assertThat(Score.mateInMoves(Score.MATE)).isEqualTo(0);
    }

    @Test
    void endsOnTheOtherParityKeepTheirSign() {
        // The side to move loses by its own (only) move: one move of its own, and lost.
        assertThat(Score.mateInMoves(Score.matedIn(1))).isEqualTo(-1);
        assertThat(Score.mateInMoves(Score.matedIn(3))).isEqualTo(-2);
        // The opponent's reply loses: the side to move made one move, two before ply 4.
        assertThat(Score.mateInMoves(Score.mateIn(2))).isEqualTo(1);
        assertThat(Score.mateInMoves(Score.mateIn(4))).isEqualTo(2);
    }

    @Test
    void matePliesIsTheDistanceToTheEnd() {
        for (int ply = 0; ply <= Score.MAX_PLY; ply++) {
            assertThat(Score.matePlies(Score.mateIn(ply))).isEqualTo(ply);
            assertThat(Score.matePlies(Score.matedIn(ply))).isEqualTo(ply);
        }
    }

    @Test
    void textCountsPliesInWordsOfAnyGame() {
        assertThat(Score.toString(35)).isEqualTo("+35");
        assertThat(Score.toString(-120)).isEqualTo("-120");
        assertThat(Score.toString(Score.DRAW)).isEqualTo("0");
        assertThat(Score.toString(Score.MATE)).isEqualTo("won");
        assertThat(Score.toString(-Score.MATE)).isEqualTo("lost");
        assertThat(Score.toString(Score.mateIn(1))).isEqualTo("win in 1 ply");
        assertThat(Score.toString(Score.mateIn(2))).isEqualTo("win in 2 plies");
        assertThat(Score.toString(Score.mateIn(3))).isEqualTo("win in 3 plies");
        assertThat(Score.toString(Score.matedIn(1))).isEqualTo("loss in 1 ply");
        assertThat(Score.toString(Score.matedIn(2))).isEqualTo("loss in 2 plies");
        assertThat(Score.toString(Score.matedIn(3))).isEqualTo("loss in 3 plies");
    }

    @Test
    void everyMateScoreHasItsOwnText() {
        Set<String> texts = new HashSet<>();
        for (int ply = 0; ply <= Score.MAX_PLY; ply++) {
            assertThat(texts.add(Score.toString(Score.mateIn(ply)))).as("text of mateIn(%d)", ply).isTrue();
            assertThat(texts.add(Score.toString(Score.matedIn(ply)))).as("text of matedIn(%d)", ply).isTrue();
        }
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
