package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.examples.games.othello.OthelloMove;
import io.github.tansaku.examples.games.othello.OthelloPosition;
import org.junit.jupiter.api.Test;

/** Othello is known to the tools by name, and its setup reads both position forms. */
class OthelloSetupTest {

    @Test
    void theToolsKnowOthello() {
        assertThat(GameSetups.names()).contains("othello");
        @SuppressWarnings("unchecked")
        GameSetup<OthelloPosition, OthelloMove> setup = (GameSetup<OthelloPosition, OthelloMove>) GameSetups.byName("othello");
        assertThat(setup.benchPositions()).hasSize(4)
                .allSatisfy(p -> assertThat(setup.game().legalMoves(p)).isNotEmpty());
        OthelloPosition afterF5 = setup.parse("f5");
        assertThat(setup.parse(afterF5.toString()).toString()).isEqualTo(afterF5.toString());
        assertThat(afterF5.blackDiscs()).isEqualTo(4);
        assertThat(afterF5.whiteDiscs()).isEqualTo(1);
    }
}
