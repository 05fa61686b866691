package io.github.tansaku.chess.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.sayuri.SayuriEvaluator;
import io.github.tansaku.chess.eval.sayuri.SayuriOptions;
import io.github.tansaku.chess.eval.stockfish.StockfishClassicalEvaluator;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvaluatorsTest {

    @Test
    void createsANewInstanceOfEachNamedEvaluator() {
        assertThat(Evaluators.names()).containsExactly("stockfish-classical", "sayuri", "sayuri-release", "material");
        assertThat(Evaluators.create("stockfish-classical")).isInstanceOf(StockfishClassicalEvaluator.class);
        assertThat(Evaluators.create("Sayuri")).isInstanceOf(SayuriEvaluator.class);
        assertThat(Evaluators.create("material")).isInstanceOf(MaterialEvaluator.class);
        assertThat(Evaluators.create("sayuri-release")).isInstanceOfSatisfying(SayuriEvaluator.class,
                sayuri -> assertThat(sayuri.options()).isEqualTo(SayuriOptions.release()));
        assertThat(((SayuriEvaluator) Evaluators.create("sayuri")).options()).isEqualTo(SayuriOptions.defaults());
        assertThat(Evaluators.create("sayuri")).isNotSameAs(Evaluators.create("sayuri"));
    }

    @Test
    void unknownNameListsTheValidOnes() {
        assertThatThrownBy(() -> Evaluators.create("nnue"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'nnue'")
                .hasMessageContaining("stockfish-classical, sayuri, sayuri-release, material");
        assertThatThrownBy(() -> Evaluators.create(null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everyTraceEndsWithTheTotalInPawnsFromWhitesSide() {
        // Black to move after 1.e4: Sayuri's golden value is -88 cp with its default (count) mobility
        // and article weights, i.e. +0.88 for White; Stockfish's start position is +20 internal = 0.10.
        Position afterE4 = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertThat(Evaluators.trace("sayuri", afterE4)).endsWith("Total evaluation: 0.88 (white side)\n");
        assertThat(Evaluators.trace("stockfish-classical", Position.startPosition()))
                .endsWith("\nTotal evaluation: 0.10 (white side)\n");
        Position queenUp = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
        assertThat(Evaluators.trace("material", queenUp)).endsWith("Total evaluation: 9.00 (white side)\n");
    }

    @Test
    void materialIsFromTheSideToMove() {
        Position queenUp = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
        assertThat(new MaterialEvaluator().evaluate(queenUp)).isEqualTo(-900);
        Position bishopForKnight = Position.fromFen("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 1");
        assertThat(new MaterialEvaluator().evaluate(bishopForKnight)).isEqualTo(320 - 330);
    }

    @Test
    void evaluationsAllocateNothingAfterWarmUp() {
        List<Position> positions = RandomGames.positions(7, 20, 120);
        positions.addAll(EvalBenchmark.middlegamePositions());
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        for (String name : Evaluators.names()) {
            ChessEvaluator evaluator = Evaluators.create(name);
            for (int i = 0; i < 20; i++) {
                EvalBenchmark.evaluateAll(evaluator, positions); // warm-up: caches, JIT, escape analysis
            }
            long before = threads.getThreadAllocatedBytes(thread);
            long sum = 0;
            for (int i = 0; i < 10; i++) {
                sum += EvalBenchmark.evaluateAll(evaluator, positions);
            }
            long allocated = threads.getThreadAllocatedBytes(thread) - before;
            assertThat(allocated).as("%s: bytes allocated in %d evaluations (sum %d)", name,
                    10 * positions.size(), sum).isLessThan(1_000L);
        }
    }

    @Test
    void timingLoopReportsNanosecondsAndWarmCachesChangeNoValue() {
        List<Position> positions = EvalBenchmark.middlegamePositions();
        for (String name : Evaluators.names()) {
            ChessEvaluator evaluator = Evaluators.create(name);
            long cold = EvalBenchmark.evaluateAll(evaluator, positions);
            double[] ns = EvalBenchmark.nanosPerEvaluation(evaluator, positions, 5_000);
            System.out.printf("%-20s %8.1f ns/eval wall, %8.1f ns/eval CPU (%d middlegame positions)%n", name,
                    ns[0], ns[1], positions.size());
            assertThat(EvalBenchmark.evaluateAll(evaluator, positions)).as(name).isEqualTo(cold);
        }
    }
}
