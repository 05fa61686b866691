package io.github.tansaku.search.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveGeneration;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.testgames.InfraNimGame;
import io.github.tansaku.search.testgames.InfraNimGame.Defect;
import io.github.tansaku.search.testgames.InfraPlainNimGame;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

/** The kit fails games that break the contract, each in the check meant for it. */
class GameConformanceKitTest {

    /** The kit run on a game with one planted defect and an optional perft resource. */
    private static final class Kit extends GameConformanceKit<InfraNimGame.Position, InfraNimGame.Move> {
        private final InfraNimGame game;
        private final Game<InfraNimGame.Position, InfraNimGame.Move> tested;
        private final String perft;

        Kit(Defect defect, String perft) {
            this.game = new InfraNimGame(defect, 3, 4, 5);
            this.tested = game;
            this.perft = perft;
        }

        /** The kit run on {@code tested}, a game over Nim's positions. */
        Kit(Game<InfraNimGame.Position, InfraNimGame.Move> tested) {
            this.game = new InfraNimGame(Defect.NONE, 3, 4, 5);
            this.tested = tested;
            this.perft = null;
        }

        @Override
        protected Game<InfraNimGame.Position, InfraNimGame.Move> game() {
            return tested;
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
                check(Defect.IS_LEGAL_ACCEPTS_TOO_LARGE_TAKE, GameConformanceKit::isLegalAgreesWithMakeMove),
                check(Defect.STRUCTURE_KEY_IGNORES_SIDE, GameConformanceKit::structureKeyDependsOnThePositionOnly),
                check(Defect.SECOND_STRUCTURE_KEY_IGNORES_SIDE, GameConformanceKit::structureKeyDependsOnThePositionOnly),
                check(Defect.STRUCTURE_KEYS_SWAPPED, GameConformanceKit::structureKeyDependsOnThePositionOnly),
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
    void aPerftMismatchPrintsTheDivide() {
        // From 3 4 5: the nine takes; after a take of 1 from heap 0 the opponent has 3 + 2 + 3
        // moves, so the divide line of 0-1 reads 8 (heap 0 keeps 2 stones: takes of 1 and 2).
        Kit kit = new Kit(Defect.NONE, "io/github/tansaku/search/conformance/infra-nim-wrong.perft");
        assertThatThrownBy(kit::perftMatchesTheDataFile).isInstanceOf(AssertionError.class)
                .hasMessageContaining("divide (perft 1 after each move):").hasMessageContaining("0-1: 8")
                .hasMessageContaining("2-3: 8");
    }

    /** The checks that follow the playouts, each calling the walker. */
    private static List<Method> walkingChecks() {
        List<Method> checks = new ArrayList<>();
        for (Method method : GameConformanceKit.class.getMethods()) {
            // Nim generates moves makeMove refuses, so it cannot have LegalMoveGeneration, whose
            // check is then skipped (see aGameThatClaimsLegalGenerationButGeneratesAnIllegalMoveFails).
            if (method.isAnnotationPresent(Test.class) && !method.getName().equals("perftMatchesTheDataFile")
                    && !method.getName().equals("playoutsReachAnEnd")
                    && !method.getName().equals("generatedMovesAreLegalAndMadeAlike")) {
                checks.add(method);
            }
        }
        return checks;
    }

    @Test
    void aBrokenUnmakeIsNamedByEveryCheckBeforeItCorruptsThePosition() throws Exception {
        // UNMAKE_LOSES_STONE: unmaking a take of 3 gives back 2. The walker's own make and unmake
        // of the first node's moves meet it first: 0-3 from the start position 3 4 5 a.
        Kit kit = new Kit(Defect.UNMAKE_LOSES_STONE, null);
        List<Method> checks = walkingChecks();
        assertThat(checks).hasSizeGreaterThanOrEqualTo(19);
        for (Method check : checks) {
            Throwable thrown = catchThrowable(() -> invoke(check, kit));
            assertThat(thrown).as(check.getName()).isInstanceOf(AssertionError.class);
            assertThat(thrown.getMessage()).as(check.getName())
                    .startsWith("unmakeMove(0-3 (code 3)) did not restore the position: it became 2 4 5 a, at 3 4 5 a")
                    .contains("start position 0 [3 4 5 a], playout 0").endsWith("moves: none");
        }
    }

    /**
     * A game that declares {@link LegalMoveGeneration} while its generator writes a move that
     * {@code makeMove} refuses (Nim takes more stones than a heap holds) fails the capability's
     * check.
     */
    @Test
    void aGameThatClaimsLegalGenerationButGeneratesAnIllegalMoveFails() {
        InfraPlainNimGame rules = new InfraPlainNimGame(new InfraNimGame(Defect.NONE, 3, 4, 5));
        @SuppressWarnings("unchecked")
        Game<InfraNimGame.Position, InfraNimGame.Move> claiming = (Game<InfraNimGame.Position, InfraNimGame.Move>)
                Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Game.class, LegalMoveGeneration.class},
                        (proxy, method, arguments) -> {
                            if (method.getName().equals("makeLegalMove")) {
                                rules.makeMove((InfraNimGame.Position) arguments[0], (int) arguments[1]);
                                return null;
                            }
                            return method.invoke(rules, arguments);
                        });
        Kit kit = new Kit(claiming);
        assertThatThrownBy(kit::generatedMovesAreLegalAndMadeAlike).isInstanceOf(AssertionError.class)
                .hasMessageContaining("legal moves among the generated ones");
    }

    /**
     * A game that declares {@link LegalMoveGeneration}, whose noisy generator adds a move that
     * {@code makeMove} refuses (a take of no stones), fails the noisy-move
     * check: the search makes generated noisy moves of such a game untested.
     */
    @Test
    void aGameThatClaimsLegalGenerationButGeneratesAnIllegalNoisyMoveFails() {
        InfraNimGame rules = new InfraNimGame(Defect.NONE, 3, 4, 5);
        @SuppressWarnings("unchecked")
        Game<InfraNimGame.Position, InfraNimGame.Move> claiming = (Game<InfraNimGame.Position, InfraNimGame.Move>)
                Proxy.newProxyInstance(getClass().getClassLoader(),
                        new Class<?>[] {Game.class, NoisyMoves.class, LegalMoveGeneration.class},
                        (proxy, method, arguments) -> {
                            if (method.getName().equals("makeLegalMove")) {
                                rules.makeMove((InfraNimGame.Position) arguments[0], (int) arguments[1]);
                                return null;
                            }
                            if (method.getName().equals("generateNoisyMoves")) {
                                int[] moves = (int[]) arguments[1];
                                int n = rules.generateNoisyMoves((InfraNimGame.Position) arguments[0], moves, (int) arguments[2]);
                                moves[(int) arguments[2] + n] = 0; // heap 0, take 0: never legal
                                return n + 1;
                            }
                            return method.invoke(rules, arguments);
                        });
        Kit kit = new Kit(claiming);
        assertThatThrownBy(kit::noisyMovesAgreeWithIsNoisy).isInstanceOf(AssertionError.class)
                .hasMessageContaining("LegalMoveGeneration");
    }

    @Test
    void aRefusedMoveThatChangesThePositionIsNamedByTheWalker() {
        Kit kit = new Kit(Defect.REJECTED_MOVE_CHANGES_POSITION, null);
        assertThatThrownBy(kit::moveCodecRoundTrips).isInstanceOf(AssertionError.class)
                .hasMessageContaining("refused the move but changed the position");
    }

    private static void invoke(Method check, Kit kit) throws Throwable {
        try {
            check.invoke(kit);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    @Test
    void aMoveRefusedWhereItWasLegalIsReportedAndNotUnmade() {
        Kit kit = new Kit(Defect.REFUSES_EVERY_SECOND_TAKE_OF_ONE, null);
        for (ThrowingCallable check : List.<ThrowingCallable>of(kit::moveIndexesAreInRange,
                kit::incrementalHashEqualsRecomputedHash)) {
            assertThatThrownBy(check).isInstanceOf(AssertionError.class)
                    .hasMessageContaining("refused the move")
                    .hasMessageContaining("though it accepted it when the legal moves were listed");
        }
    }

    /** The kit on a game whose only move passes and which never ends. */
    private static final class EndlessKit extends GameConformanceKit<int[], Integer> {
        @Override
        protected Game<int[], Integer> game() {
            return new EndlessPasses();
        }

        @Override
        protected List<int[]> startPositions() {
            return List.of(new int[] {0, 0});
        }

        @Override
        protected String describe(int[] position) {
            return EndlessPasses.describe(position);
        }

        @Override
        protected int maxGamePlies() {
            return 1_000;
        }
    }

    @Test
    void aGameThatNeverEndsIsReported() {
        EndlessKit kit = new EndlessKit();
        // Each check follows the playouts for maxPlayoutPlies() only and finds nothing wrong ...
        assertThatCode(kit::makeThenUnmakeRestoresThePosition).doesNotThrowAnyException();
        assertThatCode(kit::positionsWithoutMovesHaveAnOutcome).doesNotThrowAnyException();
        // ... but the game does not end.
        assertThatThrownBy(kit::playoutsReachAnEnd).isInstanceOf(AssertionError.class)
                .hasMessageContaining("still goes on after maxGamePlies() = 1000 plies")
                .hasMessageContaining("at side 0, ply 1000").hasMessageContaining("playout 0");
    }

    @Test
    void gamesThatEndPassThePlayoutCheck() {
        assertThatCode(new Kit(Defect.NONE, null)::playoutsReachAnEnd).doesNotThrowAnyException();
    }

    @Test
    void failureMessageNamesTheMovesThatLedThere() {
        // Checks are given only once a single heap is left, some moves into the playout.
        Kit kit = new Kit(Defect.NEVER_GIVES_CHECK, null);
        assertThatThrownBy(kit::givesCheckAgreesWithInCheckAfterTheMove).hasMessageContaining("givesCheck(")
                .hasMessageContaining("playout 0").hasMessageFindingMatch("moves: \\d-\\d \\(code \\d+\\) \\d-\\d");
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
