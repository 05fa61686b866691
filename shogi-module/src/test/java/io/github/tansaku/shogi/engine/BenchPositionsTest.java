package io.github.tansaku.shogi.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.shogi.Position;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchPositionsTest {

    @Test
    void sevenDistinctPlayablePositions() {
        List<String> sfens = BenchPositions.sfens();
        assertThat(sfens).hasSize(BenchPositions.commands().size()).hasSize(7);
        assertThat(new HashSet<>(sfens)).hasSameSizeAs(sfens);
        for (String sfen : sfens) {
            assertThat(Position.fromSfen(sfen).hasLegalMoves()).as(sfen).isTrue();
        }
    }

    @Test
    void movesAfterTheStartPositionAreApplied() {
        // After 7g7f (P-7f) the board is the well-known one, with White to move.
        String sfen = BenchPositions.toPosition("startpos moves 7g7f").toSfen();
        assertThat(sfen).startsWith("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - ");
    }

    @Test
    void malformedCommandsAndIllegalMovesAreRefused() {
        assertThatThrownBy(() -> BenchPositions.toPosition("startpos moves 7g7e"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("7g7e");
        assertThatThrownBy(() -> BenchPositions.toPosition("startpos moves xx"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("xx");
        assertThatThrownBy(() -> BenchPositions.toPosition("middle")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> BenchPositions.toPosition("sfen 9/9 b")).isInstanceOf(IllegalArgumentException.class);
    }
}
