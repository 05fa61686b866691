package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.shogi.Position;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class LearnedEvaluatorTest {

    private static final List<String> PLAYOUTS = TestPositions.randomPlayouts(20_261_123L, 20, 160);

    @Test
    void featuresStayInTheirTableAndBound() {
        LearnedFeatures features = new LearnedFeatures();
        List<String> extremes = List.of(
                "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18P 1", // every other piece in one hand
                "4k4/9/9/9/9/9/9/9/4K4 w 2r2b4g4s4n4l18p 1",
                Position.START_SFEN);
        for (String sfen : concat(extremes, PLAYOUTS)) {
            int n = features.collect(Position.fromSfen(sfen));
            assertThat(n).as(sfen).isBetween(1, LearnedFeatures.MAX_ACTIVE);
            for (int i = 0; i < n; i++) {
                assertThat(features.index(i)).as(sfen).isBetween(0, LearnedFeatures.COUNT - 1);
                assertThat(Math.abs(features.coefficient(i))).isEqualTo(1);
            }
        }
    }

    @Test
    void eachFeatureGroupIsUsed() {
        LearnedFeatures features = new LearnedFeatures();
        boolean[] seen = new boolean[LearnedFeatures.COUNT];
        for (String sfen : PLAYOUTS) {
            int n = features.collect(Position.fromSfen(sfen));
            for (int i = 0; i < n; i++) {
                seen[features.index(i)] = true;
            }
        }
        int[] starts = {LearnedFeatures.OWN_KING, LearnedFeatures.ENEMY_KING, LearnedFeatures.PIECE_SQUARE,
            LearnedFeatures.KING_SQUARE, LearnedFeatures.HAND, LearnedFeatures.KING_ZONE, LearnedFeatures.HAND_THREAT,
            LearnedFeatures.SAFE_DROP, LearnedFeatures.KING_DANGER, LearnedFeatures.TEMPO};
        for (int g = 0; g < starts.length; g++) {
            int end = g + 1 < starts.length ? starts[g + 1] : LearnedFeatures.COUNT;
            boolean any = false;
            for (int i = starts[g]; i < end; i++) {
                any |= seen[i];
            }
            assertThat(any).as("group starting at %d", starts[g]).isTrue();
        }
    }

    /** The tables tie each file to its mirror, so a mirrored position has the same features. */
    @Test
    void mirroredPositionsHaveTheSameFeatures() {
        LearnedFeatures features = new LearnedFeatures();
        for (String sfen : PLAYOUTS) {
            Position position = Position.fromSfen(sfen);
            Position mirror = TestPositions.mirrored(position);
            assertThat(activeFeatures(features, mirror)).as(sfen).isEqualTo(activeFeatures(features, position));
        }
    }

    /** The active features as sorted {@code index * 2 + (coefficient > 0 ? 1 : 0)} codes. */
    private static List<Integer> activeFeatures(LearnedFeatures features, Position position) {
        int n = features.collect(position);
        List<Integer> codes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            codes.add(features.index(i) * 2 + (features.coefficient(i) > 0 ? 1 : 0));
        }
        Collections.sort(codes);
        return codes;
    }

    /** The score is the weights summed over the active features, in 1/scale points. */
    @Test
    void scoreIsTheWeightedSumOfTheActiveFeatures() {
        int[] weights = new int[LearnedFeatures.COUNT];
        weights[LearnedFeatures.TEMPO] = 16 * 25;
        Arrays.fill(weights, LearnedFeatures.HAND, LearnedFeatures.HAND + 18, 16 * 100); // a pawn in hand: 100
        LearnedEvaluator evaluator = new LearnedEvaluator(weights, 16);
        assertThat(evaluator.evaluate(Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b 3P 1"))).isEqualTo(325);
        assertThat(evaluator.evaluate(Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 w 3P 1"))).isEqualTo(-275);
        assertThat(evaluator.evaluate(Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 w 3Pp 1"))).isEqualTo(-175);
    }

    /** The shipped weights know the material: a piece more is better, a rook more than a pawn. */
    @Test
    void shippedWeightsValueMaterial() {
        ShogiEvaluator evaluator = new LearnedEvaluator();
        int start = evaluator.evaluate(Position.startPosition());
        int pawnUp = evaluator.evaluate(Position.fromSfen(
                "lnsgkgsnl/1r5b1/p1ppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1"));
        int rookUp = evaluator.evaluate(Position.fromSfen(
                "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b R 1"));
        assertThat(Math.abs(start)).isLessThan(100);
        assertThat(pawnUp).isGreaterThan(start);
        assertThat(rookUp).isGreaterThan(pawnUp + 300);
    }

    @Test
    void malformedWeightFilesAreRefusedWithTheReason() throws Exception {
        int count = LearnedFeatures.COUNT;
        assertThatThrownBy(() -> parse("# nothing\n")).hasMessageContaining("incomplete");
        assertThatThrownBy(() -> parse("count 3 scale 16\n1 2 3\n")).hasMessageContaining("has 3 weights")
                .hasMessageContaining(Integer.toString(count));
        assertThatThrownBy(() -> parse("weights " + count + "\n")).hasMessageContaining("expected 'count N scale S'");
        assertThatThrownBy(() -> parse("count " + count + " scale 0\n")).hasMessageContaining("scale must be positive");
        assertThatThrownBy(() -> parse("count " + count + " scale 16\n1 x 3\n")).hasMessageContaining("'x'");
        assertThatThrownBy(() -> parse("count " + count + " scale 16\n" + "1 ".repeat(count + 1)))
                .hasMessageContaining("more than");
        LearnedEvaluator.Weights ok = parse("# comment\ncount " + count + " scale 8\n" + "2 ".repeat(count));
        assertThat(ok.scale()).isEqualTo(8);
        assertThat(ok.weights()).hasSize(count).containsOnly(2);
        assertThatThrownBy(() -> new LearnedEvaluator(new int[3], 16)).isInstanceOf(IllegalArgumentException.class);
    }

    private static LearnedEvaluator.Weights parse(String text) throws Exception {
        return LearnedEvaluator.parse(new BufferedReader(new StringReader(text)), "test");
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }
}
