package io.github.tansaku.examples.tuning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.eval.LearnedFeatures;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShogiEvalTrainerTest {

    /**
     * Labels made by a known "teacher" weight vector (material plus a tempo bonus, a bonus for
     * advanced pawns and random king-zone terms) are fitted from the material-only start: the
     * fitted scores must come much closer to the teacher's than the starting ones are.
     */
    @Test
    void recoversTheScoresOfAKnownLinearTeacher(@TempDir Path dir) throws Exception {
        double[] teacher = ShogiEvalTrainer.materialWeights();
        SplittableRandom random = new SplittableRandom(7);
        teacher[LearnedFeatures.TEMPO] = 40;
        for (int sq = 0; sq < 45; sq++) {
            teacher[LearnedFeatures.PIECE_SQUARE + sq] += 12 * (9 - sq % 9); // pawn slot: ranks nearer 1 gain
        }
        for (int i = LearnedFeatures.KING_ZONE; i < LearnedFeatures.TEMPO; i++) {
            teacher[i] = random.nextInt(-30, 31);
        }
        List<Position> positions = playouts(60, 120, 11);
        StringBuilder lines = new StringBuilder();
        for (Position position : positions) {
            lines.append(position.toSfen()).append('\t').append(Math.round(score(teacher, position))).append('\n');
        }
        lines.append("not a position\t12\n");
        Path data = dir.resolve("data.txt");
        Files.writeString(data, lines, StandardCharsets.UTF_8);

        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(log, true, StandardCharsets.UTF_8);
        ShogiEvalTrainer trainer = ShogiEvalTrainer.read(List.of(data), false, out);
        double[] fitted = trainer.fit(null, 300, 2.0, 0, 0, out);

        double start = meanAbsoluteError(ShogiEvalTrainer.materialWeights(), teacher, positions);
        double end = meanAbsoluteError(fitted, teacher, positions);
        assertThat(log.toString(StandardCharsets.UTF_8)).contains(positions.size() + " positions")
                .contains("1 lines skipped");
        assertThat(start).isGreaterThan(50);
        assertThat(end).isLessThan(start / 4);
    }

    /**
     * {@code --init}: the fit starts from a weight file and its penalty pulls towards those
     * weights, not towards 0. Labels from the teacher, a start from the teacher and a heavy
     * penalty must leave the teacher's scores almost untouched; a penalty centred on 0 would pull
     * the material weights down and miss them by far.
     */
    @Test
    void refinesFromAWeightFileTowardsItsWeights(@TempDir Path dir) throws Exception {
        double[] teacher = ShogiEvalTrainer.materialWeights();
        teacher[LearnedFeatures.TEMPO] = 40;
        StringBuilder file = new StringBuilder("# teacher\ncount " + LearnedFeatures.COUNT + " scale 16\n");
        for (double weight : teacher) {
            file.append(Math.round(weight * 16)).append('\n');
        }
        Path weights = dir.resolve("teacher.txt");
        Files.writeString(weights, file, StandardCharsets.UTF_8);
        double[] init = ShogiEvalTrainer.initialWeights(weights.toString());
        assertThat(init).containsExactly(teacher, within(1e-9));

        List<Position> positions = playouts(20, 100, 13);
        StringBuilder lines = new StringBuilder();
        for (Position position : positions) {
            lines.append(position.toSfen()).append('\t').append(Math.round(score(teacher, position))).append('\n');
        }
        Path data = dir.resolve("data.txt");
        Files.writeString(data, lines, StandardCharsets.UTF_8);
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        ShogiEvalTrainer trainer = ShogiEvalTrainer.read(List.of(data), false, out);
        double[] fitted = trainer.fit(init, 100, 0.5, 1e4, 0, out);

        assertThat(meanAbsoluteError(fitted, teacher, positions)).isLessThan(5);
    }

    /**
     * {@code --label-scale}: labels in units of half a point (every score doubled) are brought
     * back to the weights' units. Refined from the teacher itself, the fit stays at the teacher
     * with the labels divided by 2; without the division it moves away towards the doubled scores.
     */
    @Test
    void labelScaleBringsALabellersUnitsToTheWeights(@TempDir Path dir) throws Exception {
        double[] teacher = ShogiEvalTrainer.materialWeights();
        teacher[LearnedFeatures.TEMPO] = 40;
        List<Position> positions = playouts(20, 100, 17);
        StringBuilder lines = new StringBuilder();
        for (Position position : positions) {
            lines.append(position.toSfen()).append('\t').append(Math.round(2 * score(teacher, position))).append('\n');
        }
        Path data = dir.resolve("data.txt");
        Files.writeString(data, lines, StandardCharsets.UTF_8);
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

        ShogiEvalTrainer scaled = ShogiEvalTrainer.read(List.of(data), false, out);
        scaled.divideLabels(2);
        double[] fittedScaled = scaled.fit(teacher.clone(), 200, 2.0, 1, 0, out);
        double[] fittedRaw = ShogiEvalTrainer.read(List.of(data), false, out).fit(teacher.clone(), 200, 2.0, 1, 0, out);

        double scaledError = meanAbsoluteError(fittedScaled, teacher, positions);
        double rawError = meanAbsoluteError(fittedRaw, teacher, positions);
        assertThat(scaledError).isLessThan(1);
        assertThat(rawError).isGreaterThan(10);
    }

    @Test
    void rejectsANonPositiveLabelScale(@TempDir Path dir) {
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        for (String scale : List.of("0", "-1.5", "NaN")) {
            assertThatThrownBy(() -> ShogiEvalTrainer.run(
                    List.of("--out", dir.resolve("w.txt").toString(), "--label-scale", scale, "x.txt"), out))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--label-scale");
        }
    }

    @Test
    void rejectsInitTogetherWithBaseAndAWeightFileWithABase(@TempDir Path dir) throws Exception {
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertThatThrownBy(() -> ShogiEvalTrainer.run(
                List.of("--out", dir.resolve("w.txt").toString(), "--base", "yaneuraou", "--init", "shipped", "x.txt"),
                out)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("exclude");
        StringBuilder file = new StringBuilder("count " + LearnedFeatures.COUNT + " scale 16\nbase yaneuraou 8\n");
        for (int i = 0; i < LearnedFeatures.COUNT; i++) {
            file.append("0\n");
        }
        Path withBase = dir.resolve("based.txt");
        Files.writeString(withBase, file, StandardCharsets.UTF_8);
        assertThatThrownBy(() -> ShogiEvalTrainer.initialWeights(withBase.toString()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("without a base");
    }

    private static double meanAbsoluteError(double[] a, double[] b, List<Position> positions) {
        double sum = 0;
        for (Position position : positions) {
            sum += Math.abs(score(a, position) - score(b, position));
        }
        return sum / positions.size();
    }

    /** The linear model's score from the side to move's view. */
    private static double score(double[] weights, Position position) {
        LearnedFeatures features = new LearnedFeatures();
        int n = features.collect(position);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += weights[features.index(i)] * features.coefficient(i);
        }
        return position.sideToMove() == Side.BLACK ? sum : -sum;
    }

    private static List<Position> playouts(int games, int plies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        List<Position> positions = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            Position position = Position.startPosition();
            for (int ply = 0; ply < plies; ply++) {
                int count = MoveGenerator.generateLegal(position, moves, 0);
                if (count == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(count)]);
                positions.add(position.copy());
            }
        }
        return positions;
    }
}
