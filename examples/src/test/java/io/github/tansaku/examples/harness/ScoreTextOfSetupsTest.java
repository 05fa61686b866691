package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Score;
import org.junit.jupiter.api.Test;

/** The tools print scores in each game's words: chess moves, shogi plies, plies in words elsewhere. */
class ScoreTextOfSetupsTest {

    @Test
    void chessCountsMovesShogiCountsPliesOtherGamesSayWinOrLoss() {
        GameSetup<?, ?> chess = GameSetups.byName("chess");
        GameSetup<?, ?> shogi = GameSetups.byName("shogi");
        GameSetup<?, ?> connectFour = GameSetups.byName("connect4");
        assertThat(chess.scoreText(Score.mateIn(3))).isEqualTo("mate 2");
        assertThat(chess.scoreText(Score.matedIn(2))).isEqualTo("mate -1");
        assertThat(chess.scoreText(35)).isEqualTo("+35");
        assertThat(shogi.scoreText(Score.mateIn(3))).isEqualTo("mate 3");
        assertThat(shogi.scoreText(Score.matedIn(2))).isEqualTo("mate -2");
        assertThat(connectFour.scoreText(Score.mateIn(3))).isEqualTo("win in 3 plies");
        assertThat(connectFour.scoreText(Score.matedIn(2))).isEqualTo("loss in 2 plies");
    }
}
