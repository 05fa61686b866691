package io.github.tansaku.chess.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.sayuri.SayuriEvaluator;
import io.github.tansaku.chess.eval.sayuri.SayuriOptions;
import io.github.tansaku.chess.eval.stockfish.StockfishClassicalEvaluator;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A position and its colour-flipped twin (ranks mirrored, colours, side to move, castling rights
 * and en passant swapped) must get the same side-to-move evaluation: exactly for
 * Stockfish-classical (tempo goes to the side to move in both; contempt, which is White-relative
 * by design, is 0 here) and material, within one centipawn for Sayuri, whose floor of the
 * White-relative sum is asymmetric by construction (its reference, section 8.7).
 */
class ColourSymmetryTest {

    private static List<Position> positions;
    private static List<Position> flipped;

    @BeforeAll
    static void playRandomGames() {
        positions = RandomGames.positions(20261122L, 40, 160);
        assertThat(positions.size()).isGreaterThan(3000);
        flipped = new java.util.ArrayList<>();
        for (Position pos : positions) {
            flipped.add(RandomGames.flip(pos));
        }
    }

    @Test
    void stockfishClassicalIsExactlySymmetric() {
        StockfishClassicalEvaluator evaluator = new StockfishClassicalEvaluator();
        int fullEvaluations = 0;
        for (int i = 0; i < positions.size(); i++) {
            Position pos = positions.get(i);
            assertThat(evaluator.evaluateInternal(flipped.get(i))).as("%s vs %s", pos, flipped.get(i))
                    .isEqualTo(evaluator.evaluateInternal(pos));
            if (evaluator.traceTerms(pos).exit() == io.github.tansaku.chess.eval.stockfish.StockfishTrace.Exit.FULL) {
                fullEvaluations++;
            }
        }
        assertThat(fullEvaluations).as("positions that went through every term").isGreaterThan(1000);
    }

    @Test
    void sayuriIsSymmetricWithinOneCentipawnInEveryMode() {
        for (SayuriOptions options : List.of(SayuriOptions.defaults(), SayuriOptions.release())) {
            SayuriEvaluator evaluator = new SayuriEvaluator(options);
            for (int i = 0; i < positions.size(); i++) {
                int difference = evaluator.evaluate(positions.get(i)) - evaluator.evaluate(flipped.get(i));
                assertThat(Math.abs(difference)).as("%s with %s", positions.get(i), options).isLessThanOrEqualTo(1);
            }
        }
    }

    @Test
    void stockfishClassicalSpecialisedEndgamesAreSymmetric() {
        // Random placements of every specialised signature, with either colour as the strong side.
        String[] signatures = {"KPK", "KXK:KQK", "KXK:KRRK", "KBNK", "KNNK", "KRKP", "KRKB", "KRKN", "KQKP", "KQKR",
            "KBPPK", "KQKRPP", "KPPK", "KPKP", "KRPKR", "KRPKB", "KBPKB", "KBPKN", "KBPPKB", "KRPPKRP", "KNPK",
            "KNPKB"};
        java.util.Random random = new java.util.Random(42);
        StockfishClassicalEvaluator evaluator = new StockfishClassicalEvaluator();
        int checked = 0;
        for (String signature : signatures) {
            String pieces = signature.contains(":") ? signature.substring(signature.indexOf(':') + 1) : signature;
            for (int i = 0; i < 300; i++) {
                Position pos = RandomGames.randomPlacement(random, pieces, random.nextBoolean());
                if (pos == null) {
                    continue;
                }
                assertThat(evaluator.evaluateInternal(RandomGames.flip(pos))).as("%s", pos)
                        .isEqualTo(evaluator.evaluateInternal(pos));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(3000);
    }

    @Test
    void materialIsExactlySymmetric() {
        MaterialEvaluator evaluator = new MaterialEvaluator();
        for (int i = 0; i < positions.size(); i++) {
            assertThat(evaluator.evaluate(flipped.get(i))).isEqualTo(evaluator.evaluate(positions.get(i)));
        }
    }
}
