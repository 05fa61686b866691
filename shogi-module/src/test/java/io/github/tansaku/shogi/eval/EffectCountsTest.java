package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.shogi.Bitboards;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;
import org.junit.jupiter.api.Test;

/** The bit-sliced effect counts against a square-by-square count of attackers. */
class EffectCountsTest {

    @Test
    void countsEqualTheNumberOfDirectAttackers() {
        EffectCounts effects = new EffectCounts();
        int maximum = 0;
        for (String sfen : TestPositions.randomPlayouts(99, 8, 120)) {
            Position position = Position.fromSfen(sfen);
            effects.compute(position);
            for (int side = Side.BLACK; side <= Side.WHITE; side++) {
                for (int sq = 0; sq < Square.COUNT; sq++) {
                    position.computeAttackers(side, sq, position.occupiedLo(), position.occupiedHi());
                    int expected = Bitboards.count(position.attackersLo(), position.attackersHi());
                    assertThat(effects.count(side, sq)).as("%s side %d %s", sfen, side, Square.toUsi(sq))
                            .isEqualTo(expected);
                    assertThat(effects.capped(side, sq)).isEqualTo(Math.min(expected, 2));
                    maximum = Math.max(maximum, expected);
                }
            }
        }
        assertThat(maximum).isGreaterThanOrEqualTo(4);
    }

    @Test
    void cappedCountsAloneEqualTheCappedFullCounts() {
        EffectCounts full = new EffectCounts();
        EffectCounts capped = new EffectCounts();
        for (String sfen : TestPositions.randomPlayouts(7, 8, 150)) {
            Position position = Position.fromSfen(sfen);
            full.compute(position);
            capped.computeCapped(position);
            for (int side = Side.BLACK; side <= Side.WHITE; side++) {
                assertThat(capped.oneLo(side)).as(sfen).isEqualTo(full.oneLo(side));
                assertThat(capped.oneHi(side)).as(sfen).isEqualTo(full.oneHi(side));
                assertThat(capped.twoLo(side)).as(sfen).isEqualTo(full.twoLo(side));
                assertThat(capped.twoHi(side)).as(sfen).isEqualTo(full.twoHi(side));
            }
        }
        assertThatThrownBy(() -> capped.count(Side.BLACK, 0)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> capped.planeLo(Side.BLACK, 0)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void startPosition() {
        EffectCounts effects = new EffectCounts();
        effects.compute(Position.startPosition());
        // 5h (in front of Black's king): the king, both golds (6i, 4i) and the rook along rank 8.
        assertThat(effects.count(Side.BLACK, Square.parseUsi("5h"))).isEqualTo(4);
        // 7f: the pawn on 7g only (the bishop on 8h is blocked by it).
        assertThat(effects.count(Side.BLACK, Square.parseUsi("7f"))).isEqualTo(1);
        // 2h, the rook's own square: only the silver on 3i; 1h: the rook on 2h and the lance on 1i.
        assertThat(effects.count(Side.BLACK, Square.parseUsi("2h"))).isEqualTo(1);
        assertThat(effects.count(Side.BLACK, Square.parseUsi("1h"))).isEqualTo(2);
        assertThat(effects.count(Side.WHITE, Square.parseUsi("5h"))).isZero();
        // 5b: White's king, golds and rook, as 5h for Black.
        assertThat(effects.count(Side.WHITE, Square.parseUsi("5b"))).isEqualTo(4);
    }
}
