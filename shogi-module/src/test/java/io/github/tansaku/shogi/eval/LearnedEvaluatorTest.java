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
import java.util.Random;
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
            LearnedFeatures.SAFE_DROP, LearnedFeatures.KING_DANGER, LearnedFeatures.MOBILITY, LearnedFeatures.THREAT,
            LearnedFeatures.THREAT_COUNT, LearnedFeatures.CAMP_CONTROL, LearnedFeatures.TEMPO};
        for (int g = 0; g < starts.length; g++) {
            int end = g + 1 < starts.length ? starts[g + 1] : LearnedFeatures.COUNT;
            boolean any = false;
            for (int i = starts[g]; i < end; i++) {
                any |= seen[i];
            }
            assertThat(any).as("group starting at %d", starts[g]).isTrue();
        }
    }

    /**
     * A rook in the middle of an empty board attacks 8 squares of its rank and 8 of its file; with
     * its own king at the end of its file, it reaches 15 squares that hold no piece of
     * its own (the enemy king's included). White's rook, the same seen from the other side.
     */
    @Test
    void sliderMobilityCountsTheSquaresNotHeldByItsOwnSide() {
        LearnedFeatures features = new LearnedFeatures();
        int rook = LearnedFeatures.MOBILITY + 2 * 21;
        assertThat(activeFeatures(features, Position.fromSfen("k8/9/9/9/4R4/9/9/9/4K4 b - 1")))
                .contains((rook + 15) * 2 + 1);
        assertThat(activeFeatures(features, Position.fromSfen("4k4/9/9/9/4r4/9/9/9/K8 b - 1")))
                .contains((rook + 15) * 2);
        // A lance on its first rank, blocked by its own pawn: no square.
        assertThat(activeFeatures(features, Position.fromSfen("4k4/9/9/9/9/9/9/P8/L3K4 b - 1")))
                .contains((LearnedFeatures.MOBILITY + 0) * 2 + 1);
    }

    /**
     * A silver attacked by a pawn and defended by nothing is hanging; the feature tells whether
     * its owner is to move (and so may save it). Defended by a gold behind it, it is still
     * attacked by a pawn, a cheaper piece. The pawn, attacked by the silver and defended by
     * nothing, is hanging too, so each side counts one threatened piece.
     */
    @Test
    void attackedPiecesAreClassifiedByTheirDefenceAndTheSideToMove() {
        LearnedFeatures features = new LearnedFeatures();
        int silver = LearnedFeatures.THREAT + 3 * 4 * 2;
        int hanging = 0;
        int byPawn = 2 * 2;
        int oneThreatened = LearnedFeatures.THREAT_COUNT + 2;
        assertThat(activeFeatures(features, Position.fromSfen("4k4/9/9/4p4/4S4/9/9/9/4K4 b - 1")))
                .contains((silver + hanging + 1) * 2 + 1, (oneThreatened + 1) * 2 + 1, oneThreatened * 2);
        assertThat(activeFeatures(features, Position.fromSfen("4k4/9/9/4p4/4S4/9/9/9/4K4 w - 1")))
                .contains((silver + hanging) * 2 + 1, oneThreatened * 2 + 1, (oneThreatened + 1) * 2);
        assertThat(activeFeatures(features, Position.fromSfen("4k4/9/9/4p4/4S4/4G4/9/9/4K4 b - 1")))
                .contains((silver + byPawn + 1) * 2 + 1)
                .doesNotContain((silver + hanging + 1) * 2 + 1);
        // Nothing attacked: both counts are zero.
        assertThat(activeFeatures(features, Position.fromSfen(Position.START_SFEN)))
                .contains((LearnedFeatures.THREAT_COUNT + 1) * 2 + 1, LearnedFeatures.THREAT_COUNT * 2);
    }

    /**
     * Camp control: in the start position no piece reaches the opposing camp. A rook on 5e
     * attacks 5c, 5b and 5a of White's camp, which White's king on 9a does not cover.
     */
    @Test
    void campControlCountsTheOpposingCampSquaresASideHolds() {
        LearnedFeatures features = new LearnedFeatures();
        int camp = LearnedFeatures.CAMP_CONTROL;
        assertThat(activeFeatures(features, Position.fromSfen(Position.START_SFEN)))
                .contains(camp * 2 + 1, camp * 2);
        assertThat(activeFeatures(features, Position.fromSfen("k8/9/9/9/4R4/9/9/9/4K4 b - 1")))
                .contains((camp + 3) * 2 + 1, camp * 2);
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

    /**
     * The evaluator sums the weights as it visits the features, without recording them; with
     * random weights that sum must equal the weights summed over {@link LearnedFeatures#collect}.
     */
    @Test
    void summingPathMatchesTheCollectedFeatures() {
        Random random = new Random(23);
        int[] weights = new int[LearnedFeatures.COUNT];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = random.nextInt(2001) - 1000;
        }
        LearnedFeatures features = new LearnedFeatures();
        LearnedFeatures summing = new LearnedFeatures();
        for (String sfen : PLAYOUTS) {
            Position position = Position.fromSfen(sfen);
            int n = features.collect(position);
            long expected = 0;
            for (int i = 0; i < n; i++) {
                expected += (long) weights[features.index(i)] * features.coefficient(i);
            }
            assertThat(summing.score(position, weights)).as(sfen).isEqualTo(expected);
        }
    }

    /** The shipped weights know the material: a piece more is better, a rook more than a pawn. */
    @Test
    void shippedWeightsValueMaterial() {
        ShogiEvaluator evaluator = new LearnedEvaluator();
        int start = evaluator.evaluate(Position.startPosition());
        // White's centre pawn is in Black's hand. (Not the 8c pawn: then White's rook attacks
        // Black's undefended 8g pawn, and the threat features rightly count that against Black.)
        int pawnUp = evaluator.evaluate(Position.fromSfen(
                "lnsgkgsnl/1r5b1/pppp1pppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1"));
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
