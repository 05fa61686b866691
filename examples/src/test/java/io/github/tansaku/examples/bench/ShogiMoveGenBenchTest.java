package io.github.tansaku.examples.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.perft.Perft;
import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The shogi move generation benchmark measures correct code (its positions' published counts
 * hold) and allocates nothing per operation, counted exactly per thread.
 */
class ShogiMoveGenBenchTest {

    @ParameterizedTest
    @EnumSource(ShogiBenchPosition.class)
    void publishedCountsHold(ShogiBenchPosition position) {
        Position board = position.newPosition();
        assertThat(MoveGenerator.generateLegal(board, new int[MoveGenerator.MAX_MOVES], 0))
                .isEqualTo(position.legalMoves());
        assertThat(Perft.count(new ShogiGame(), board, position.perftDepth()))
                .isEqualTo(position.perftCount());
        assertThat(board.toSfen()).isEqualTo(position.sfen());
    }

    @ParameterizedTest
    @EnumSource(ShogiBenchPosition.class)
    void benchmarkOperationsReturnThePositionUnchanged(ShogiBenchPosition position) {
        ShogiMoveGenBench bench = benchOn(position);
        ShogiMoveGenBench.Leaves leaves = new ShogiMoveGenBench.Leaves();
        assertThat(bench.generate()).isEqualTo(position.legalMoves());
        bench.makeUnmake();
        bench.makeUnmakeChecked();
        assertThat(bench.perft(leaves)).isEqualTo(position.perftCount());
        assertThat(leaves.leaves).isEqualTo(position.perftCount());
        assertThat(bench.generate()).isEqualTo(position.legalMoves());
        assertThat(bench.exchangeAtLeastZero()).as("the two exchange benchmarks answer alike")
                .isEqualTo(bench.exchangeFullAgainstZero()).isPositive();
    }

    @ParameterizedTest
    @EnumSource(ShogiBenchPosition.class)
    void generationAndMakeUnmakeAllocateNothing(ShogiBenchPosition position) {
        ShogiMoveGenBench bench = benchOn(position);
        assertThat(ThreadAllocation.bytesPerCall(bench::generate, 10_000)).isLessThan(1.0);
        assertThat(ThreadAllocation.bytesPerCall(bench::makeUnmake, 2_000)).isLessThan(1.0);
        assertThat(ThreadAllocation.bytesPerCall(bench::makeUnmakeChecked, 2_000)).isLessThan(1.0);
        assertThat(ThreadAllocation.bytesPerCall(bench::exchangeAtLeastZero, 2_000)).isLessThan(1.0);
    }

    @ParameterizedTest
    @EnumSource(value = ShogiBenchPosition.class, names = {"START", "MATSURI"})
    void perftAllocatesNothingPerLeaf(ShogiBenchPosition position) {
        ShogiMoveGenBench bench = benchOn(position);
        ShogiMoveGenBench.Leaves leaves = new ShogiMoveGenBench.Leaves();
        double perCall = ThreadAllocation.bytesPerCall(() -> bench.perft(leaves), 50);
        assertThat(perCall / position.perftCount()).isLessThan(0.01);
    }

    private static ShogiMoveGenBench benchOn(ShogiBenchPosition position) {
        ShogiMoveGenBench bench = new ShogiMoveGenBench();
        bench.position = position;
        bench.setUp();
        return bench;
    }
}
