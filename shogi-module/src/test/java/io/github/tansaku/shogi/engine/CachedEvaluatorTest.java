package io.github.tansaku.shogi.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.tt.CachedEvaluator;
import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.eval.Evaluators;
import io.github.tansaku.shogi.eval.ShogiEvaluator;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** search-core's {@link CachedEvaluator} over shogi positions, as the shogi engine uses it. */
class CachedEvaluatorTest {

    /** The default evaluator, counting its calls. */
    private static final class Counting implements ShogiEvaluator {
        int calls;
        final ShogiEvaluator real = Evaluators.create(Evaluators.DEFAULT);

        @Override
        public int evaluate(Position position) {
            calls++;
            return real.evaluate(position);
        }

        @Override
        public String name() {
            return "counting";
        }

        @Override
        public String trace(Position position) {
            return "trace";
        }
    }

    @Test
    void returnsTheWrappedValuesAndEvaluatesARepeatedPositionOnce() {
        Counting inner = new Counting();
        CachedEvaluator<Position> cached = ShogiEngineProfile.evaluator(inner, false);
        SplittableRandom random = new SplittableRandom(5);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int evaluations = 0;
        for (int game = 0; game < 20; game++) {
            Position position = Position.startPosition();
            for (int ply = 0; ply < 120; ply++) {
                int count = MoveGenerator.generateLegal(position, moves, 0);
                if (count == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(count)]);
                int expected = inner.real.evaluate(position);
                assertThat(cached.evaluate(position)).as(position.toSfen()).isEqualTo(expected);
                int callsAfterFirst = inner.calls;
                assertThat(cached.evaluate(position)).isEqualTo(expected);
                assertThat(inner.calls).as("a repeated position is a hit").isEqualTo(callsAfterFirst);
                evaluations++;
            }
        }
        // Random games revisit a few positions: those are hits too.
        assertThat(inner.calls).isLessThanOrEqualTo(evaluations).isGreaterThan(evaluations * 9 / 10);
    }

    @Test
    void positionsThatDifferOnlyInHandOrSideToMoveAreKeptApart() {
        CachedEvaluator<Position> cached = ShogiEngineProfile.evaluator(Evaluators.create(Evaluators.DEFAULT), false);
        String board = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPP1/1B5R1/LNSGKGSNL";
        Position plain = Position.fromSfen(board + " b - 1");
        Position withPawn = Position.fromSfen(board + " b P 1");
        Position whiteToMove = Position.fromSfen(board + " w - 1");
        int a = cached.evaluate(plain);
        assertThat(cached.evaluate(withPawn)).isEqualTo(Evaluators.create(Evaluators.DEFAULT).evaluate(withPawn))
                .isNotEqualTo(a);
        assertThat(cached.evaluate(whiteToMove))
                .isEqualTo(Evaluators.create(Evaluators.DEFAULT).evaluate(whiteToMove));
        assertThat(((ShogiEvaluator) cached.evaluator()).name()).isEqualTo(Evaluators.create(Evaluators.DEFAULT).name());
    }
}
