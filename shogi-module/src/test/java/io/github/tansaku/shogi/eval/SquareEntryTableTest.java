package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.PieceValues;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;
import org.junit.jupiter.api.Test;

/**
 * The fixed-point terms of {@link SquareEntryTable} are YaneuraOu's double-precision terms
 * exactly (times {@code 2^30}), for every king square, square and count: the premise that lets
 * the table replace YaneuraOu's double arithmetic.
 */
class SquareEntryTableTest {

    private static final int N = Square.COUNT;

    @Test
    void effectTermsAreYaneuraOusDoublesExactly() {
        for (int level = 6; level <= 9; level++) {
            int[] ourValue = YaneuraOuTables.distanceValues(YaneuraOuTables.ourPoints(level));
            int[] theirValue = YaneuraOuTables.distanceValues(YaneuraOuTables.theirPoints(level));
            for (int king = 0; king < N; king++) {
                for (int sq = 0; sq < N; sq++) {
                    for (int m = 0; m < 3; m++) {
                        assertExact(level, ourValue, YaneuraOuTables.OUR_RATE, king, sq, m);
                        assertExact(level, theirValue, YaneuraOuTables.THEIR_RATE, king, sq, m);
                    }
                }
            }
        }
    }

    /** YaneuraOu's table initialisation: {@code multi * V / 2^20}, at level 9 {@code * rate / 1024}. */
    private static void assertExact(int level, int[] value, int[] rate, int king, int sq, int m) {
        int d = YaneuraOuTables.DISTANCE[king * N + sq];
        double term = (double) (YaneuraOuTables.MULTI[m] * value[d]) / (1024 * 1024);
        if (level == 9) {
            term = term * rate[YaneuraOuTables.DIRECTION[king * N + sq]] / 1024;
        }
        long fixed = SquareEntryTable.effectTerm(level, value, rate, king, sq, m);
        if (fixed != term * SquareEntryTable.ONE || (double) fixed / SquareEntryTable.ONE != term) {
            throw new AssertionError("level " + level + " king " + king + " sq " + sq + " m " + m + ": " + fixed
                    + " vs " + term);
        }
    }

    @Test
    void pieceTermsAreYaneuraOusDoublesExactly() {
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
                int piece = Piece.of(side, kind);
                for (int mb = 0; mb < 3; mb++) {
                    for (int mw = 0; mw < 3; mw++) {
                        double expected = 0;
                        if (kind != Piece.KING) {
                            double v = side == Side.BLACK ? PieceValues.aperyBoard(kind) : -PieceValues.aperyBoard(kind);
                            int own = side == Side.BLACK ? mb : mw;
                            int opponent = side == Side.BLACK ? mw : mb;
                            expected -= v * 104 / 1024;
                            expected += v * YaneuraOuTables.OWN_DEFENDER_RATE[own] / 4096;
                            expected -= v * YaneuraOuTables.OPPONENT_ATTACKER_RATE[opponent] / 4096;
                        }
                        assertThat((double) SquareEntryTable.pieceTerm(piece, mb, mw))
                                .as("%s mb %d mw %d", Piece.toSfen(piece), mb, mw)
                                .isEqualTo(expected * SquareEntryTable.ONE);
                    }
                }
            }
        }
    }

    @Test
    void neighbourhoodAndKingSquareTermsFollowTheSpec() {
        int king = Square.parseUsi("5i");
        int next = Square.parseUsi("5h");
        long one = SquareEntryTable.ONE;
        assertThat(SquareEntryTable.neighbourhoodTerm(king, next, 1, SquareEntryTable.EMPTY)).isEqualTo(-11 * one);
        assertThat(SquareEntryTable.neighbourhoodTerm(king, next, 1, SquareEntryTable.THEIRS)).isEqualTo(-11 * one);
        assertThat(SquareEntryTable.neighbourhoodTerm(king, next, 1, SquareEntryTable.OURS)).isEqualTo(20 * one);
        assertThat(SquareEntryTable.neighbourhoodTerm(king, next, 2, SquareEntryTable.OURS)).isEqualTo(11 * one);
        assertThat(SquareEntryTable.neighbourhoodTerm(king, next, 2, SquareEntryTable.EMPTY)).isZero();
        assertThat(SquareEntryTable.neighbourhoodTerm(king, Square.parseUsi("5g"), 1, SquareEntryTable.EMPTY)).isZero();
        assertThat(SquareEntryTable.kingSquareTerm(king, king)).isEqualTo(200 * one);
        assertThat(SquareEntryTable.kingSquareTerm(king, next)).isZero();
    }

    @Test
    void tablesExistForLevelsSixToNineAndAreShared() {
        assertThat(SquareEntryTable.forLevel(9)).isSameAs(SquareEntryTable.forLevel(9));
        assertThat(SquareEntryTable.forLevel(6).kingPart()).hasSize(N * N * SquareEntryTable.PER_SQUARE);
        assertThatThrownBy(() -> SquareEntryTable.forLevel(5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SquareEntryTable.forLevel(10)).isInstanceOf(IllegalArgumentException.class);
    }
}
