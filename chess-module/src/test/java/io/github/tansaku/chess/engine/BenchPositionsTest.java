package io.github.tansaku.chess.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchPositionsTest {

    @Test
    void fortyDistinctPlayablePositions() {
        List<String> fens = BenchPositions.fens();
        assertThat(fens).hasSize(BenchPositions.commands().size()).hasSizeBetween(30, 50);
        assertThat(new HashSet<>(fens)).hasSameSizeAs(fens);
        for (String fen : fens) {
            Position position = Position.fromFen(fen);
            assertThat(MoveGenerator.countLegal(position)).as(fen).isPositive();
        }
    }

    @Test
    void movesAfterTheStartPositionAreApplied() {
        // After 1.e4 the FEN is the well-known one (en passant square as Stockfish prints it may differ,
        // so compare the board, side and castling fields).
        String fen = BenchPositions.toPosition("startpos moves e2e4").toFen();
        assertThat(fen).startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq ");
    }

    @Test
    void malformedCommandsAndIllegalMovesAreRefused() {
        assertThatThrownBy(() -> BenchPositions.toPosition("startpos moves e2e5"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("e2e5");
        assertThatThrownBy(() -> BenchPositions.toPosition("middle")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> BenchPositions.toPosition("fen 8/8 w")).isInstanceOf(IllegalArgumentException.class);
    }
}
