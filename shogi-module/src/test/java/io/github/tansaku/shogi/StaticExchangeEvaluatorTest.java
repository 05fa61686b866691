package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Exchange values from the textbook chapter's table (capture value = board + hand). */
class StaticExchangeEvaluatorTest {

    @Test
    void undefendedPawnIsWorthItsCaptureValue() {
        // Black pawn 5f takes White pawn 5e: 100 + 105 = 205.
        Position pos = Position.fromSfen("4k4/9/9/9/4p4/4P4/9/9/4K4 b - 1");
        int move = Moves.parseUsi("5f5e");
        assertThat(StaticExchangeEvaluator.materialGain(pos, move)).isEqualTo(205);
        assertThat(StaticExchangeEvaluator.see(pos, move)).isEqualTo(205);
    }

    @Test
    void pawnForPawnWhenDefended() {
        // White gold on 5d defends: 205 gained, then the gold takes back 205.
        Position pos = Position.fromSfen("4k4/9/9/4g4/4p4/4P4/9/9/4K4 b - 1");
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5f5e"))).isEqualTo(0);
    }

    @Test
    void rookTakingADefendedPawnLosesTheRook() {
        // Black rook 5h takes the pawn on 5e (205); the gold recaptures the rook (2000 + 2100).
        Position pos = Position.fromSfen("4k4/9/9/4g4/4p4/9/9/4R4/4K4 b - 1");
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5h5e"))).isEqualTo(205 - 4100);
    }

    @Test
    void xrayAttackerBehindTheFirstJoins() {
        // Pawn 5f and rook 5h behind it against the pawn on 5e defended once by the gold:
        // PxP +205, GxP -205, RxG +2460: 2460, and the defender stops after the pawn trade.
        Position pos = Position.fromSfen("4k4/9/9/4g4/4p4/4P4/9/4R4/4K4 b - 1");
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5f5e"))).isEqualTo(205);
        assertThat(StaticExchangeEvaluator.exchangeValue(pos, Square.parseUsi("5e"))).isEqualTo(205);
    }

    @Test
    void promotionInTheZoneCountsItsGain() {
        // Black pawn 5d takes an undefended silver on 5c and promotes: 2050 + 1100.
        Position pos = Position.fromSfen("k8/9/4s4/4P4/9/9/9/9/4K4 b - 1");
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5d5c+"))).isEqualTo(2050 + 1100);
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5d5c"))).isEqualTo(2050);
    }

    @Test
    void kingCannotRecaptureIntoADefendedSquare() {
        // Black gold takes the pawn next to the White king; the rook defends the gold.
        Position pos = Position.fromSfen("9/9/4k4/4p4/4G4/9/9/4R4/4K4 b - 1");
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5e5d"))).isEqualTo(205);
        // Without the rook, the king takes the gold back: 205 - 2460.
        Position alone = Position.fromSfen("9/9/4k4/4p4/4G4/9/9/9/4K4 b - 1");
        assertThat(StaticExchangeEvaluator.see(alone, Moves.parseUsi("5e5d"))).isEqualTo(205 - 2460);
    }

    @Test
    void bestExchangeValueTakesTheBestSquare() {
        Position pos = Position.fromSfen("4k4/9/9/4g4/4p4/4P2b1/9/7P1/4K4 b - 1");
        // 5e: pawn for pawn (0); 2f: the bishop is attacked by the pawn on 2h? No: the pawn
        // attacks 2g only, so the bishop is not attacked either.
        assertThat(StaticExchangeEvaluator.bestExchangeValue(pos)).isEqualTo(0);
        Position hanging = Position.fromSfen("4k4/9/9/9/9/7b1/7P1/9/4K4 b - 1");
        assertThat(StaticExchangeEvaluator.bestExchangeValue(hanging)).isEqualTo(1800 + 1890);
    }

    // ------------------------------------------------ equally cheap attackers (colour symmetry)

    @Test
    void ofTwoGoldsTheOneNotUncoveringAnEnemyLanceCaptures() {
        // Golds on 5c and 5e attack the knight on 5d; the White lance on 5b is hidden behind 5c.
        // 5e takes: +1435 and nothing recaptures. (5c first would let the lance in:
        // 1435 - (2460 - 1230) = 205.) The twin, board turned and colours swapped, is the same.
        Position pos = Position.fromSfen("8k/4l4/4G4/4n4/4G4/9/9/9/K8 b - 1");
        assertThat(StaticExchangeEvaluator.exchangeValue(pos, Square.parseUsi("5d"))).isEqualTo(1435);
        Position twin = Position.fromSfen("8k/9/9/9/4g4/4N4/4g4/4L4/K8 w - 1");
        assertThat(StaticExchangeEvaluator.exchangeValue(twin, Square.parseUsi("5f"))).isEqualTo(1435);
    }

    @Test
    void ofTwoSilversTheOneLeavingTheZoneCapturesAndPromotes() {
        // Silvers on 5c (in the zone) and 3e both attack the pawn on 4d, outside the zone: only
        // 5c may promote, 205 + 200.
        Position pos = Position.fromSfen("8k/9/4S4/5p3/6S2/9/9/9/K8 b - 1");
        assertThat(StaticExchangeEvaluator.exchangeValue(pos, Square.parseUsi("4d"))).isEqualTo(405);
        Position twin = Position.fromSfen("8k/9/9/9/2s6/3P5/4s4/9/K8 w - 1");
        assertThat(StaticExchangeEvaluator.exchangeValue(twin, Square.parseUsi("6f"))).isEqualTo(405);
    }

    // ------------------------------------------------ promotion on captures (the textbook chapter)

    @Test
    void silverCapturingOutOfTheZonePromotes() {
        // 5c is in Black's zone, 4d is not: moving out of the zone may promote (+200).
        Position pos = Position.fromSfen("8k/9/4S4/5p3/9/9/9/9/K8 b - 1");
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5c4d+"))).isEqualTo(205 + 200);
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5c4d"))).isEqualTo(205);
        assertThat(StaticExchangeEvaluator.exchangeValue(pos, Square.parseUsi("4d"))).isEqualTo(205 + 200);
    }

    @Test
    void rookRetreatingFromTheZonePromotesAndIsRecapturedAsADragon() {
        // Rook 5b takes the gold on 5f and promotes (2460 + 200); without a defender that stands.
        Position alone = Position.fromSfen("8k/4R4/9/9/9/4g4/9/9/K8 b - 1");
        assertThat(StaticExchangeEvaluator.exchangeValue(alone, Square.parseUsi("5f"))).isEqualTo(2660);
        // The silver on 4e retakes the dragon (2200 + 2100), not promoting: 4e and 5f are
        // outside White's zone.
        Position defended = Position.fromSfen("8k/4R4/9/9/5s3/4g4/9/9/K8 b - 1");
        assertThat(StaticExchangeEvaluator.see(defended, Moves.parseUsi("5b5f+"))).isEqualTo(2660 - 4300);
        assertThat(StaticExchangeEvaluator.see(defended, Moves.parseUsi("5b5f"))).isEqualTo(2460 - 4100);
        assertThat(StaticExchangeEvaluator.exchangeValue(defended, Square.parseUsi("5f"))).isZero();
    }

    @Test
    void pawnReachingTheLastRankMustPromoteAndIsRecapturedAsATokin() {
        // Pawn 5b takes the gold on 5a: 2460 + 1100; the gold on 6a takes the tokin (1200 + 105).
        Position pos = Position.fromSfen("3gg3k/4P4/9/9/9/9/9/9/K8 b - 1");
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5b5a+"))).isEqualTo(3560 - 1305);
        assertThat(StaticExchangeEvaluator.exchangeValue(pos, Square.parseUsi("5a"))).isEqualTo(2255);
    }

    @Test
    void knightReachingTheSecondRankMustPromote() {
        // Knight 4d takes the silver on 5b: 2050 + 500; the gold on 6a takes the promoted knight
        // (1200 + 735).
        Position pos = Position.fromSfen("3g4k/4s4/9/5N3/9/9/9/9/K8 b - 1");
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("4d5b+"))).isEqualTo(2550 - 1935);
        assertThat(StaticExchangeEvaluator.exchangeValue(pos, Square.parseUsi("5b"))).isEqualTo(615);
    }

    @Test
    void lanceEnteringTheZonePromotesAndTheRookBehindItPromotesToo() {
        // Lance 5g takes the pawn on 5c and promotes (205 + 600); the gold on 5b takes the
        // promoted lance (1200 + 630); the rook from 5h takes the gold and promotes (2460 + 200):
        // White does better not to recapture, so Black keeps 805.
        Position pos = Position.fromSfen("8k/4g4/4p4/9/9/9/4L4/4R4/K8 b - 1");
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5g5c+"))).isEqualTo(805);
        assertThat(StaticExchangeEvaluator.exchangeValue(pos, Square.parseUsi("5c"))).isEqualTo(805);
        // Without the rook the recapture wins: 805 - 1830.
        Position alone = Position.fromSfen("8k/4g4/4p4/9/9/9/4L4/9/K8 b - 1");
        assertThat(StaticExchangeEvaluator.see(alone, Moves.parseUsi("5g5c+"))).isEqualTo(805 - 1830);
        assertThat(StaticExchangeEvaluator.exchangeValue(alone, Square.parseUsi("5c"))).isZero();
    }

    @Test
    void whitePawnPromotesOnTheNinthRank() {
        // White pawn 5h takes the gold on 5i: 2460 + 1100, nothing recaptures.
        Position pos = Position.fromSfen("8k/9/9/9/9/9/9/4p4/K3G4 w - 1");
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5h5i+"))).isEqualTo(3560);
        assertThat(StaticExchangeEvaluator.exchangeValue(pos, Square.parseUsi("5i"))).isEqualTo(3560);
    }

    @Test
    void goldsPromotedPiecesAndCapturesOutsideTheZoneDoNotPromote() {
        Position gold = Position.fromSfen("8k/9/4p4/4G4/9/9/9/9/K8 b - 1");
        assertThat(StaticExchangeEvaluator.exchangeValue(gold, Square.parseUsi("5c"))).isEqualTo(205);
        Position dragon = Position.fromSfen("8k/9/4p4/4+R4/9/9/9/9/K8 b - 1");
        assertThat(StaticExchangeEvaluator.exchangeValue(dragon, Square.parseUsi("5c"))).isEqualTo(205);
        Position bishop = Position.fromSfen("8k/9/9/9/4p4/9/9/1B7/K8 b - 1");
        assertThat(StaticExchangeEvaluator.exchangeValue(bishop, Square.parseUsi("5e"))).isEqualTo(205);
    }

    // ------------------------------------------------ a king left attacked (no legal position)

    @Test
    void aKingLeftAttackedIsWorthTheKingsValueAndEndsTheExchange() {
        assertThat(PieceValues.textbookCapture(Piece.KING)).isEqualTo(10000);
        // White to move is in check from the rook on 5h; a null move leaves its king attacked.
        Position pos = Position.fromSfen("3gk4/9/9/9/9/9/9/4R4/K8 w - 1");
        pos.makeNullMove();
        int king = Square.parseUsi("5a");
        assertThat(StaticExchangeEvaluator.exchangeValue(pos, king)).isEqualTo(10000);
        assertThat(StaticExchangeEvaluator.bestExchangeValue(pos)).isEqualTo(10000);
        // The gold on 6a could retake, but the game is over.
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5h5a"))).isEqualTo(10000);
        assertThat(StaticExchangeEvaluator.see(pos, Moves.parseUsi("5h5a+"))).isEqualTo(10200);
    }

    // ------------------------------------------------ the threshold test's shortcuts

    @Test
    void seeAtLeastAgreesWithTheFullExchangeAtEveryThreshold() {
        // Over random playouts (many captures, promotions and drops): the bounds that let
        // seeAtLeast skip the exchange, and its search cut off at the threshold, never change
        // its answer. Thresholds next to each move's value probe the cut-offs' edges.
        int[] thresholds = {-4100, -1100, -205, -1, 0, 1, 205, 1100, 4100};
        SplittableRandom random = new SplittableRandom(31);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int shortcutTrue = 0;
        for (int game = 0; game < 60; game++) {
            Position pos = Position.startPosition();
            for (int ply = 0; ply < 100; ply++) {
                int n = MoveGenerator.generateLegal(pos, moves, 0);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    int see = StaticExchangeEvaluator.see(pos, moves[i]);
                    for (int threshold : thresholds) {
                        assertThat(StaticExchangeEvaluator.seeAtLeast(pos, moves[i], threshold))
                                .as("%s in %s, threshold %d", Move.of(moves[i]), pos.toSfen(), threshold)
                                .isEqualTo(see >= threshold);
                    }
                    for (int threshold = see - 1; threshold <= see + 1; threshold++) {
                        assertThat(StaticExchangeEvaluator.seeAtLeast(pos, moves[i], threshold))
                                .as("%s in %s, threshold %d", Move.of(moves[i]), pos.toSfen(), threshold)
                                .isEqualTo(see >= threshold);
                    }
                    shortcutTrue += see > 0 && see == StaticExchangeEvaluator.materialGain(pos, moves[i]) ? 1 : 0;
                }
                pos.makeMove(moves[random.nextInt(n)]);
            }
        }
        assertThat(shortcutTrue).as("winning captures seen").isGreaterThan(300);
    }
}
