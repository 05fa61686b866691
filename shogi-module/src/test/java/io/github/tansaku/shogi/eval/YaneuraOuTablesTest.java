package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.shogi.Square;
import org.junit.jupiter.api.Test;

/** Every table value of YaneuraOu's MATERIAL_LEVEL evaluators, as its sources print them. */
class YaneuraOuTablesTest {

    @Test
    void distanceTablesOfLevelsFiveToNine() {
        for (int level = 5; level <= 9; level++) {
            assertThat(YaneuraOuTables.distanceValues(YaneuraOuTables.ourPoints(level)))
                    .containsExactly(84992, 42496, 28330, 21248, 16998, 14165, 12141, 10624, 9443);
            assertThat(YaneuraOuTables.distanceValues(YaneuraOuTables.theirPoints(level)))
                    .containsExactly(94208, 47104, 31402, 23552, 18841, 15701, 13458, 11776, 10467);
        }
    }

    @Test
    void distanceTablesOfLevelThree() {
        assertThat(YaneuraOuTables.distanceValues(YaneuraOuTables.ourPoints(3)))
                .containsExactly(69632, 34816, 23210, 17408, 13926, 11605, 9947, 8704, 7736);
        assertThat(YaneuraOuTables.distanceValues(YaneuraOuTables.theirPoints(3)))
                .containsExactly(98304, 49152, 32768, 24576, 19660, 16384, 14043, 12288, 10922);
    }

    @Test
    void distanceTablesOfLevelFour() {
        assertThat(YaneuraOuTables.distanceValues(YaneuraOuTables.ourPoints(4)))
                .containsExactly(87040, 43520, 29013, 21760, 17408, 14506, 12434, 10880, 9671);
        assertThat(YaneuraOuTables.distanceValues(YaneuraOuTables.theirPoints(4)))
                .containsExactly(100352, 50176, 33450, 25088, 20070, 16725, 14336, 12544, 11150);
    }

    @Test
    void multipleEffects() {
        assertThat(YaneuraOuTables.MULTI).containsExactly(0, 1024, 1811, 2483, 3055, 3544, 3960, 4314, 4617, 4875, 5094);
    }

    @Test
    void directionCodesAroundAKing() {
        // YaneuraOu's diagram, rows -4 (towards the opponent) to +4, columns L4 ... K ... R4.
        int[][] diagram = {
            {2, 1, 1, 1, 0, 1, 1, 1, 2},
            {3, 2, 1, 1, 0, 1, 1, 2, 3},
            {3, 3, 2, 1, 0, 1, 2, 3, 3},
            {3, 3, 3, 2, 0, 2, 3, 3, 3},
            {4, 4, 4, 4, 9, 4, 4, 4, 4},
            {5, 5, 5, 6, 8, 6, 5, 5, 5},
            {5, 5, 6, 7, 8, 7, 6, 5, 5},
            {5, 6, 7, 7, 8, 7, 7, 6, 5},
            {6, 7, 7, 7, 8, 7, 7, 7, 6},
        };
        int king = Square.of(5, 5);
        for (int dr = -4; dr <= 4; dr++) {
            for (int df = -4; df <= 4; df++) {
                int sq = Square.of(5 + df, 5 + dr);
                assertThat(YaneuraOuTables.directionOf(king, sq)).as("file %+d rank %+d", df, dr)
                        .isEqualTo(diagram[dr + 4][df + 4]);
                assertThat(YaneuraOuTables.DIRECTION[king * Square.COUNT + sq]).isEqualTo(diagram[dr + 4][df + 4]);
            }
        }
    }

    @Test
    void seedExamplesAroundAKingOn8h() {
        // Seed 003: with Black's king on 88, a rook checking from 82 comes from straight up (0),
        // one checking from 28 from the side (4); 87 is straight up, 79 diagonally down.
        int king = Square.parseUsi("8h");
        assertThat(YaneuraOuTables.directionOf(king, Square.parseUsi("8b"))).isZero();
        assertThat(YaneuraOuTables.directionOf(king, Square.parseUsi("2h"))).isEqualTo(4);
        assertThat(YaneuraOuTables.directionOf(king, Square.parseUsi("8g"))).isZero();
        assertThat(YaneuraOuTables.directionOf(king, Square.parseUsi("7i"))).isEqualTo(6);
        assertThat(YaneuraOuTables.directionOf(king, Square.parseUsi("9i"))).isEqualTo(6);
        assertThat(YaneuraOuTables.directionOf(king, Square.parseUsi("8h"))).isEqualTo(9);
    }

    @Test
    void directionRates() {
        assertThat(YaneuraOuTables.OUR_RATE).containsExactly(1120, 1872, 112, 760, 744, 880, 1320, 600, 904, 1024);
        assertThat(YaneuraOuTables.THEIR_RATE).containsExactly(1056, 1714, 1688, 1208, 248, 240, 496, 816, 928, 1024);
    }

    @Test
    void pieceDefenderAndAttackerRates() {
        assertThat(YaneuraOuTables.OWN_DEFENDER_RATE).containsExactly(0, 33, 43);
        assertThat(YaneuraOuTables.OPPONENT_ATTACKER_RATE).containsExactly(0, 113, 122);
    }

    @Test
    void kingSquareBonusExamples() {
        assertThat(YaneuraOuTables.KING_BONUS[Square.parseUsi("5i")]).isEqualTo(200);
        assertThat(YaneuraOuTables.KING_BONUS[Square.parseUsi("8h")]).isEqualTo(370);
        // A White king on 5一 is looked up turned round: it gets 200 for White.
        assertThat(YaneuraOuTables.KING_BONUS[Square.flip(Square.parseUsi("5a"))]).isEqualTo(200);
        // Corners and the extremes of the table.
        assertThat(YaneuraOuTables.KING_BONUS[Square.parseUsi("9a")]).isEqualTo(875);
        assertThat(YaneuraOuTables.KING_BONUS[Square.parseUsi("1a")]).isEqualTo(755);
        assertThat(YaneuraOuTables.KING_BONUS[Square.parseUsi("2a")]).isEqualTo(945);
        assertThat(YaneuraOuTables.KING_BONUS[Square.parseUsi("2i")]).isEqualTo(70);
        assertThat(YaneuraOuTables.KING_BONUS[Square.parseUsi("1g")]).isEqualTo(135);
    }

    @Test
    void chebyshevDistance() {
        assertThat(YaneuraOuTables.DISTANCE[Square.parseUsi("5e") * Square.COUNT + Square.parseUsi("3d")]).isEqualTo(2);
        assertThat(YaneuraOuTables.DISTANCE[Square.parseUsi("9a") * Square.COUNT + Square.parseUsi("1i")]).isEqualTo(8);
        assertThat(YaneuraOuTables.DISTANCE[Square.parseUsi("7g") * Square.COUNT + Square.parseUsi("7g")]).isZero();
    }
}
