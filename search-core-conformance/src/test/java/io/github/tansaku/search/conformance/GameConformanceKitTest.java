package io.github.tansaku.search.conformance;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.testgames.InfraNimGame;
import io.github.tansaku.search.testgames.InfraNimGame.Defect;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

/** The kit fails games that break the contract, each in the check meant for it. */
class GameConformanceKitTest {

    /** The kit run on a game with one planted defect and an optional perft resource. */
    private static final class Kit extends GameConformanceKit<InfraNimGame.Position, InfraNimGame.Move> {
        private final InfraNimGame game;
        private final String perft;

        Kit(Defect defect, String perft) {
            this.game = new InfraNimGame(defect, 3, 4, 5);
            this.perft = perft;
        }

        @Override
        protected Game<InfraNimGame.Position, InfraNimGame.Move> game() {
            return game;
        }

        @Override
        protected List<InfraNimGame.Position> startPositions() {
            return List.of(game.newPosition(), game.parse("2 6 1 b"));
        }

        @Override
        protected String describe(InfraNimGame.Position position) {
            return game.describe(position);
        }

        @Override
        protected InfraNimGame.Position parse(String text) {
            return game.parse(text);
        }

        @Override
        protected String perftResource() {
            return perft;
        }

        @Override
        protected int playouts() {
            return 4; // every planted defect shows within a few short games
        }
    }

    static List<Arguments> defects() {
        return List.of(
                check(Defect.UNMAKE_LOSES_STONE, GameConformanceKit::makeThenUnmakeRestoresThePosition),
                check(Defect.REJECTED_MOVE_CHANGES_POSITION, GameConformanceKit::makeThenUnmakeRestoresThePosition),
                check(Defect.STALE_HASH, GameConformanceKit::incrementalHashEqualsRecomputedHash),
                check(Defect.GENERATES_NO_MOVE, GameConformanceKit::moveCodecRoundTrips),
                check(Defect.BROKEN_CODEC, GameConformanceKit::moveCodecRoundTrips),
                check(Defect.DUPLICATE_MOVE, GameConformanceKit::generatedMovesAreDistinctAndInPlace),
                check(Defect.IGNORES_START, GameConformanceKit::generatedMovesAreDistinctAndInPlace),
                check(Defect.WRONG_LEGAL_COUNT, GameConformanceKit::legalMoveCountMatches),
                check(Defect.NOISY_DISAGREES, GameConformanceKit::noisyMovesAgreeWithIsNoisy),
                check(Defect.NULL_MOVE_KEEPS_HASH, GameConformanceKit::nullMoveRoundTrips),
                check(Defect.SHALLOW_COPY, GameConformanceKit::copiesAreEqualAndIndependent),
                check(Defect.NEVER_GIVES_CHECK, GameConformanceKit::givesCheckAgreesWithInCheckAfterTheMove),
                check(Defect.ENDLESS, GameConformanceKit::positionsWithoutMovesHaveAnOutcome),
                check(Defect.STRICT_SEE_THRESHOLD, GameConformanceKit::staticExchangeIsConsistent),
                check(Defect.SEE_CHANGES_POSITION, GameConformanceKit::staticExchangeIsConsistent),
                check(Defect.IN_CHECK_CHANGES_POSITION, GameConformanceKit::queriesLeaveThePositionUnchanged),
                check(Defect.NOISY_QUIET_CHECKS, GameConformanceKit::quietChecksAreTheQuietLegalMovesThatCheck),
                check(Defect.NOISY_QUIET_MOVES, GameConformanceKit::quietMovesCompleteTheNoisyMoves),
                check(Defect.QUIET_MOVES_REVERSED, GameConformanceKit::quietMovesCompleteTheNoisyMoves),
                check(Defect.EMPTY_HEAP_TAKE_PASSES, GameConformanceKit::makeMoveRefusesMovesOfOtherPositions),
                check(Defect.STRUCTURE_KEY_IGNORES_SIDE, GameConformanceKit::structureKeyDependsOnThePositionOnly),
                check(Defect.SECOND_STRUCTURE_KEY_IGNORES_SIDE, GameConformanceKit::structureKeyDependsOnThePositionOnly),
                // Bulk counting at the last ply makes perft wrong too.
                check(Defect.WRONG_LEGAL_COUNT, GameConformanceKit::perftMatchesTheDataFile));
    }

    private static Arguments check(Defect defect, Consumer<GameConformanceKit<?, ?>> test) {
        return Arguments.of(defect, test);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("defects")
    void kitFailsABrokenGame(Defect defect, Consumer<GameConformanceKit<?, ?>> test) {
        Kit correct = new Kit(Defect.NONE, PERFT);
        Kit broken = new Kit(defect, PERFT);
        assertThatCode(() -> test.accept(correct)).as("the same check on the correct game").doesNotThrowAnyException();
        assertThatThrownBy(() -> test.accept(broken)).as("the check on a game with " + defect)
                .isInstanceOf(AssertionError.class);
    }

    private static final String PERFT = "io/github/tansaku/search/testgames/infra-nim.perft";

    @Test
    void wrongPerftDataFails() {
        Kit kit = new Kit(Defect.NONE, "io/github/tansaku/search/conformance/infra-nim-wrong.perft");
        assertThatThrownBy(kit::perftMatchesTheDataFile).isInstanceOf(AssertionError.class)
                .hasMessageContaining("perft 2 of 3 4 5 a");
    }

    @Test
    void failureMessageNamesTheMovesThatLedThere() {
        Kit kit = new Kit(Defect.UNMAKE_LOSES_STONE, null);
        assertThatThrownBy(kit::makeThenUnmakeRestoresThePosition).hasMessageContaining("after make and unmake of")
                .hasMessageContaining("playout 0").hasMessageContaining("moves:");
    }

    @Test
    void malformedPerftLinesAreReportedWithTheirLineNumber() {
        Kit kit = new Kit(Defect.NONE, "io/github/tansaku/search/conformance/infra-nim-malformed.perft");
        assertThatThrownBy(kit::perftMatchesTheDataFile).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("line 2").hasMessageContaining("D2 many");
    }

    @Test
    void missingPerftResourceIsAnError() {
        Kit kit = new Kit(Defect.NONE, "no/such/file.perft");
        assertThatThrownBy(kit::perftMatchesTheDataFile).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no/such/file.perft");
    }
}
