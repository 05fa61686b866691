package io.github.tansaku.chess.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.Evaluators;
import io.github.tansaku.chess.eval.RandomGames;
import io.github.tansaku.chess.eval.stockfish.StockfishClassicalEvaluator;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class EngineEvaluatorTest {

    /** The start position without Black's queen's knight. */
    private static final String KNIGHT_UP = "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void withoutContemptItAgreesWithTheRegistryEvaluator() {
        for (String name : Evaluators.names()) {
            EngineEvaluator evaluator = new EngineEvaluator(name);
            for (String fen : BenchPositions.fens()) {
                Position position = Position.fromFen(fen);
                assertThat(evaluator.evaluate(position)).as("%s on %s", name, fen)
                        .isEqualTo(Evaluators.create(name).evaluate(position));
            }
        }
    }

    /**
     * The reference's dynamic contempt: from depth 5, ct + 88 prev / (|prev| + 200) in internal
     * units. Contempt 24 is ct = 24 * 207 / 100 = 49; a previous score of 300 cp is 621 internal
     * units, so dct = 49 + 88 * 621 / 821 = 49 + 66 = 115; -300 cp gives 49 - 66 = -17.
     */
    @Test
    void fromDepthFiveContemptLeansOnThePreviousIterationsScore() {
        EngineEvaluator evaluator = new EngineEvaluator(Evaluators.STOCKFISH_CLASSICAL);
        evaluator.setContempt(24);
        evaluator.setRootSide(Color.WHITE);
        List<Position> positions = RandomGames.positions(3, 10, 60);
        evaluator.iterationStarting(5, 300);
        for (Position position : positions) {
            assertThat(evaluator.evaluate(position)).as("off by default: static").isEqualTo(expectedWithContempt(position, 49));
        }
        evaluator.setDynamicContempt(true);
        int[][] cases = {{4, 300, 49}, {5, 300, 115}, {5, -300, -17}, {1, -300, 49}};
        for (int[] c : cases) {
            evaluator.iterationStarting(c[0], c[1]);
            for (Position position : positions) {
                int withContempt = expectedWithContempt(position, c[2]);
                assertThat(evaluator.evaluate(position)).as("depth %d, previous %d: %s", c[0], c[1], position.toFen())
                        .isEqualTo(withContempt);
            }
        }
    }

    /**
     * The other evaluators lean their flat contempt the same way, in centipawns: with contempt 24
     * and a previous score of 300 cp (621 internal), the reference's term is 88 * 621 / 821 = 66
     * internal units, 66 * 100 / 207 = 31 cp, so the root side gets 55 instead of 24.
     */
    @Test
    void dynamicContemptLeansTheOtherEvaluatorsContemptToo() {
        EngineEvaluator evaluator = new EngineEvaluator(Evaluators.MATERIAL);
        Position start = Position.startPosition();
        int plain = Evaluators.create(Evaluators.MATERIAL).evaluate(start);
        evaluator.setContempt(24);
        evaluator.setRootSide(Color.WHITE);
        evaluator.iterationStarting(5, 300);
        assertThat(evaluator.evaluate(start)).as("off: flat").isEqualTo(plain + 24);
        evaluator.setDynamicContempt(true);
        evaluator.iterationStarting(5, 300);
        assertThat(evaluator.evaluate(start)).isEqualTo(plain + 55);
        evaluator.iterationStarting(4, 300);
        assertThat(evaluator.evaluate(start)).as("before depth 5: flat").isEqualTo(plain + 24);
    }

    /** The reference evaluation of {@code position} with the contempt pair (ct, ct / 2) for White. */
    private static int expectedWithContempt(Position position, int ct) {
        StockfishClassicalEvaluator reference = new StockfishClassicalEvaluator();
        reference.setContemptInternal(ct, Color.WHITE);
        return reference.evaluate(position);
    }

    @Test
    void contemptFavoursTheRootSideByTheOptionsAmount() {
        EngineEvaluator evaluator = new EngineEvaluator(Evaluators.MATERIAL);
        Position start = Position.startPosition();
        Position blackToMove = BenchPositions.toPosition("startpos moves e2e4");
        int plainWhite = Evaluators.create(Evaluators.MATERIAL).evaluate(start);
        int plainBlack = Evaluators.create(Evaluators.MATERIAL).evaluate(blackToMove);
        evaluator.setContempt(30);
        evaluator.setRootSide(Color.WHITE);
        assertThat(evaluator.evaluate(start)).isEqualTo(plainWhite + 30);
        assertThat(evaluator.evaluate(blackToMove)).isEqualTo(plainBlack - 30);
        evaluator.setRootSide(Color.BLACK);
        assertThat(evaluator.evaluate(start)).isEqualTo(plainWhite - 30);
        assertThat(evaluator.evaluate(blackToMove)).isEqualTo(plainBlack + 30);
    }

    @Test
    void cachedValuesEqualFreshOnesAndFollowContemptAndRootSide() {
        EngineEvaluator evaluator = new EngineEvaluator(Evaluators.STOCKFISH_CLASSICAL);
        List<Position> positions = RandomGames.positions(5, 10, 80);
        int[][] settings = {{0, Color.WHITE}, {35, Color.WHITE}, {35, Color.BLACK}, {0, Color.BLACK}};
        for (int[] setting : settings) {
            StockfishClassicalEvaluator fresh = new StockfishClassicalEvaluator();
            fresh.setContempt(setting[0], setting[1]);
            evaluator.setContempt(setting[0]);
            evaluator.setRootSide(setting[1]);
            // Twice: the second pass finds every position in the cache.
            for (int pass = 0; pass < 2; pass++) {
                for (Position position : positions) {
                    assertThat(evaluator.evaluate(position)).as("%s, contempt %s, pass %d", position,
                            Arrays.toString(setting), pass).isEqualTo(fresh.evaluate(position));
                }
            }
        }
    }

    /**
     * The cache keeps the Stockfish-classical evaluator's values by placement, for either side to
     * move: a position after a null move, evaluated right after its parent, is answered from the
     * parent's entry (or, in an endgame whose value depends on the side to move, evaluated) and
     * must equal a fresh evaluation.
     */
    @Test
    void aPositionAfterANullMoveIsScoredAsAFreshEvaluatorScoresIt() {
        EngineEvaluator evaluator = new EngineEvaluator(Evaluators.STOCKFISH_CLASSICAL);
        evaluator.setContempt(24);
        evaluator.setRootSide(Color.BLACK);
        StockfishClassicalEvaluator fresh = new StockfishClassicalEvaluator();
        fresh.setContempt(24, Color.BLACK);
        List<Position> positions = new java.util.ArrayList<>(RandomGames.positions(7, 10, 120));
        positions.add(Position.fromFen("8/8/4k3/8/3P4/8/4K3/8 w - - 0 1")); // KPK: its value reads the side to move
        positions.add(Position.fromFen("8/5k2/8/3p4/3P4/8/4K3/8 b - - 0 1")); // KPKP: so does its scaling
        int passes = 0;
        for (Position position : positions) {
            if (position.inCheck()) {
                continue;
            }
            assertThat(evaluator.evaluate(position)).isEqualTo(fresh.evaluate(position));
            position.makeNullMove();
            assertThat(evaluator.evaluate(position)).as("%s", position.toFen()).isEqualTo(fresh.evaluate(position));
            position.unmakeNullMove();
            passes++;
        }
        assertThat(passes).isGreaterThan(500);
    }

    @Test
    void contemptReachesTheStockfishClassicalEvaluator() {
        EngineEvaluator evaluator = new EngineEvaluator(Evaluators.STOCKFISH_CLASSICAL);
        Position start = Position.startPosition();
        int plain = evaluator.evaluate(start);
        evaluator.setContempt(50);
        evaluator.setRootSide(Color.WHITE);
        int forWhite = evaluator.evaluate(start);
        evaluator.setRootSide(Color.BLACK);
        int forBlack = evaluator.evaluate(start);
        assertThat(forWhite).isGreaterThan(plain);
        assertThat(forBlack).isLessThan(plain);
    }

    @Test
    void eachThreadHasItsOwnEvaluatorAndAllAgree() throws Exception {
        EngineEvaluator evaluator = new EngineEvaluator(Evaluators.STOCKFISH_CLASSICAL);
        Position position = Position.fromFen(KNIGHT_UP);
        int expected = Evaluators.create(Evaluators.STOCKFISH_CLASSICAL).evaluate(position);
        AtomicInteger wrong = new AtomicInteger();
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                for (String fen : BenchPositions.fens()) {
                    Position p = Position.fromFen(fen);
                    if (evaluator.evaluate(p) != Evaluators.create(Evaluators.STOCKFISH_CLASSICAL).evaluate(p)) {
                        wrong.incrementAndGet();
                    }
                }
                if (evaluator.evaluate(Position.fromFen(KNIGHT_UP)) != expected) {
                    wrong.incrementAndGet();
                }
            });
            threads[t].start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        assertThat(wrong).hasValue(0);
        assertThat(expected).as("a knight up is good for White").isGreaterThan(200);
    }

    @Test
    void unknownNamesAreRefused() {
        assertThatThrownBy(() -> new EngineEvaluator("nnue")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("stockfish-classical");
    }
}
