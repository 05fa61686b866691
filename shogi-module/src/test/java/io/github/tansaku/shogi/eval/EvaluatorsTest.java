package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Score;
import io.github.tansaku.shogi.Position;
import org.junit.jupiter.api.Test;

class EvaluatorsTest {

    @Test
    void namesInRegistryOrder() {
        assertThat(Evaluators.names()).containsExactly("textbook", "apery", "yaneuraou-level1", "yaneuraou-level2",
                "yaneuraou-level3", "yaneuraou-level4", "yaneuraou-level5", "yaneuraou-level6", "yaneuraou-level7",
                "yaneuraou-level8", "yaneuraou-level9", "yaneuraou", "learned");
    }

    @Test
    void everyNameCreatesTheMatchingEvaluator() {
        assertThat(Evaluators.create("textbook")).isInstanceOf(TextbookMaterialEvaluator.class);
        assertThat(Evaluators.create("apery")).isInstanceOf(AperyMaterialEvaluator.class);
        for (int level = 1; level <= 9; level++) {
            ShogiEvaluator evaluator = Evaluators.create("yaneuraou-level" + level);
            assertThat(evaluator).isInstanceOf(YaneuraOuMaterialEvaluator.class);
            assertThat(((YaneuraOuMaterialEvaluator) evaluator).level()).isEqualTo(level);
            assertThat(evaluator.name()).isEqualTo("yaneuraou-level" + level);
        }
        ShogiEvaluator highest = Evaluators.create("yaneuraou");
        assertThat(((YaneuraOuMaterialEvaluator) highest).level()).isEqualTo(9);
        assertThat(Evaluators.create(Evaluators.DEFAULT).name()).isEqualTo("learned");
        assertThat(Evaluators.create("learned")).isInstanceOf(LearnedEvaluator.class);
    }

    @Test
    void eachCallGivesANewInstance() {
        assertThat(Evaluators.create("yaneuraou")).isNotSameAs(Evaluators.create("yaneuraou"));
    }

    @Test
    void unknownNamesListTheValidOnes() {
        assertThatThrownBy(() -> Evaluators.create("yaneuraou-level10")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'yaneuraou-level10'").hasMessageContaining("textbook, apery, yaneuraou-level1")
                .hasMessageContaining("yaneuraou-level9, yaneuraou");
        assertThatThrownBy(() -> Evaluators.create("Textbook")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Evaluators.create("")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Evaluators.create(null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("valid names");
    }

    @Test
    void everyTraceEndsWithTheEvaluation() {
        Position position = Position.fromSfen(EvaluationBenchmark.MIDDLE_GAME_SFENS.get(0));
        for (String name : Evaluators.names()) {
            ShogiEvaluator evaluator = Evaluators.create(name);
            int score = evaluator.evaluate(position);
            String trace = evaluator.trace(position);
            assertThat(trace).as(name).startsWith("evaluator " + evaluator.name());
            String last = trace.strip().lines().reduce((a, b) -> b).orElseThrow().strip();
            assertThat(last).as(name).startsWith("score, side to move's view")
                    .endsWith((score > 0 ? "+" : "") + score);
        }
    }

    @Test
    void scoresAreClampedWellInsideTheMateRange() {
        // White to move; Black has every piece but White's king, all promoted where they can
        // (18 tokins): textbook material about 49000 for Black.
        Position position = Position.fromSfen(
                "k8/+P+P+P+P+P+P+P+P+P/+P+P+P+P+P+P+P+P+P/+L+L+L+L+N+N+N+N1/+S+S+S+SGGGG1/+R+R+B+B5/9/9/8K w - 1");
        assertThat(TextbookMaterialEvaluator.material(position)).isLessThan(-ShogiEvaluator.MAX_SCORE);
        for (String name : Evaluators.names()) {
            int score = Evaluators.create(name).evaluate(position);
            assertThat(score).as(name).isBetween(-ShogiEvaluator.MAX_SCORE, 0);
        }
        assertThat(Evaluators.create("textbook").evaluate(position)).isEqualTo(-ShogiEvaluator.MAX_SCORE);
        assertThat(ShogiEvaluator.MAX_SCORE).isLessThan(Score.MATE_BOUND - 1000);
    }
}
