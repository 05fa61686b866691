package io.github.tansaku.examples.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.search.perft.Perft;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The chess move generation benchmark measures correct code (its positions' published counts
 * hold) and allocates nothing per operation, counted exactly per thread.
 */
class ChessMoveGenBenchTest {

    @ParameterizedTest
    @EnumSource(ChessBenchPosition.class)
    void publishedCountsHold(ChessBenchPosition position) {
        Position board = position.newPosition();
        assertThat(MoveGenerator.generateLegal(board, new int[MoveGenerator.MAX_MOVES], 0))
                .isEqualTo(position.legalMoves());
        assertThat(Perft.count(new ChessGame(), board, position.perftDepth()))
                .isEqualTo(position.perftCount());
        assertThat(board.toFen()).isEqualTo(position.fen());
    }

    @ParameterizedTest
    @EnumSource(ChessBenchPosition.class)
    void benchmarkOperationsReturnThePositionUnchanged(ChessBenchPosition position) {
        ChessMoveGenBench bench = benchOn(position);
        ChessMoveGenBench.Leaves leaves = new ChessMoveGenBench.Leaves();
        assertThat(bench.generate()).isEqualTo(position.legalMoves());
        bench.makeUnmake();
        bench.makeUnmakeChecked();
        assertThat(bench.perft(leaves)).isEqualTo(position.perftCount());
        assertThat(leaves.leaves).isEqualTo(position.perftCount());
        assertThat(bench.generate()).isEqualTo(position.legalMoves());
    }

    @ParameterizedTest
    @EnumSource(ChessBenchPosition.class)
    void generationAndMakeUnmakeAllocateNothing(ChessBenchPosition position) {
        ChessMoveGenBench bench = benchOn(position);
        assertThat(ThreadAllocation.bytesPerCall(bench::generate, 10_000)).isLessThan(1.0);
        assertThat(ThreadAllocation.bytesPerCall(bench::makeUnmake, 2_000)).isLessThan(1.0);
        assertThat(ThreadAllocation.bytesPerCall(bench::makeUnmakeChecked, 2_000)).isLessThan(1.0);
    }

    @ParameterizedTest
    @EnumSource(value = ChessBenchPosition.class, names = {"CPW3", "CPW4"})
    void perftAllocatesNothingPerLeaf(ChessBenchPosition position) {
        ChessMoveGenBench bench = benchOn(position);
        ChessMoveGenBench.Leaves leaves = new ChessMoveGenBench.Leaves();
        double perCall = ThreadAllocation.bytesPerCall(() -> bench.perft(leaves), 100);
        assertThat(perCall / position.perftCount()).isLessThan(0.01);
    }

    private static ChessMoveGenBench benchOn(ChessBenchPosition position) {
        ChessMoveGenBench bench = new ChessMoveGenBench();
        bench.position = position;
        bench.setUp();
        return bench;
    }
}
