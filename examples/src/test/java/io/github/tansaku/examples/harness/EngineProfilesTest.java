package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.engine.ChessEngineProfile;
import io.github.tansaku.chess.engine.EngineEvaluator;
import io.github.tansaku.search.tt.CachedEvaluator;
import io.github.tansaku.shogi.engine.ShogiEngineProfile;
import io.github.tansaku.shogi.eval.ShogiEvaluator;
import org.junit.jupiter.api.Test;

/**
 * The tools ({@code bench}, {@code ablation}, {@code demo}, the match runner's built-in engines,
 * the Spark jobs) search chess and shogi as the UCI and USI engines do: with the configuration of
 * the game's engine profile, evaluator included.
 */
class EngineProfilesTest {

    @Test
    void chessIsSearchedAsTheChessEngineSearches() {
        ChessSetup setup = new ChessSetup();
        assertThat(setup.searchOptions()).isEqualTo(ChessEngineProfile.searchOptions());
        assertThat(setup.evaluator()).isInstanceOfSatisfying(EngineEvaluator.class, evaluator -> {
            assertThat(evaluator.name()).isEqualTo(ChessEngineProfile.EVALUATOR);
            assertThat(evaluator.contempt()).isZero();
        });
        assertThat(setup.benchPositions()).map(position -> position.toFen())
                .isEqualTo(ChessEngineProfile.benchPositions().stream().map(position -> position.toFen()).toList());
        assertThat(setup.benchDepth()).isEqualTo(ChessEngineProfile.BENCH_DEPTH);
    }

    @Test
    void shogiIsSearchedAsTheShogiEngineSearches() {
        ShogiSetup setup = new ShogiSetup();
        assertThat(setup.searchOptions()).isEqualTo(ShogiEngineProfile.searchOptions());
        assertThat(setup.evaluator()).isInstanceOfSatisfying(CachedEvaluator.class, cached ->
                assertThat(((ShogiEvaluator) cached.evaluator()).name()).isEqualTo(ShogiEngineProfile.EVALUATOR));
        assertThat(setup.benchPositions()).map(position -> "sfen " + position.toSfen())
                .isEqualTo(ShogiEngineProfile.benchCommands());
        assertThat(setup.benchDepth()).isEqualTo(ShogiEngineProfile.BENCH_DEPTH);
    }
}
