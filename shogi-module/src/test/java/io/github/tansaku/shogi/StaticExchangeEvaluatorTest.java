package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Exchange values from the textbook table of spec section 5.1 (capture value = board + hand). */
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
}
