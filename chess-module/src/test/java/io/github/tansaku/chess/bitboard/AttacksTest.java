package io.github.tansaku.chess.bitboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AttacksTest {

    private static long squares(String... names) {
        long b = 0;
        for (String n : names) {
            b |= 1L << ((n.charAt(1) - '1') * 8 + (n.charAt(0) - 'a'));
        }
        return b;
    }

    @Test
    void rookOnEmptyBoardSeesFourteenSquares() {
        for (int sq = 0; sq < 64; sq++) {
            assertThat(Long.bitCount(Attacks.rook(sq, 0))).isEqualTo(14);
        }
    }

    @Test
    void emptyBoardRaysAreTheWholeLines() {
        for (int sq = 0; sq < 64; sq++) {
            long file = Bitboards.fileOf(sq);
            long rank = Bitboards.rankOf(sq);
            assertThat(Attacks.rookRays(sq)).isEqualTo((file | rank) & ~(1L << sq));
        }
        assertThat(Attacks.bishopRays(0)).isEqualTo(squares("b2", "c3", "d4", "e5", "f6", "g7", "h8"));
        assertThat(Attacks.bishopRays(27)).isEqualTo(squares("a1", "b2", "c3", "e5", "f6", "g7", "h8",
                "a7", "b6", "c5", "e3", "f2", "g1"));
    }

    @Test
    void blockersStopRaysAndAreIncluded() {
        // Rook d4, pieces on d6, b4 and d2: attacks d5 d6, c4 b4, d3 d2, e4..h4.
        long occupied = squares("d6", "b4", "d2", "d4");
        assertThat(Attacks.rook(27, occupied)).isEqualTo(squares("d5", "d6", "c4", "b4", "d3", "d2", "e4", "f4", "g4", "h4"));
        // Bishop c1 with a blocker on e3: b2 a3 d2 e3.
        assertThat(Attacks.bishop(2, squares("e3"))).isEqualTo(squares("b2", "a3", "d2", "e3"));
    }

    @Test
    void leaperTablesMatchTheBoard() {
        assertThat(Attacks.knight(0)).isEqualTo(squares("b3", "c2"));
        assertThat(Attacks.knight(36)).isEqualTo(squares("d7", "f7", "c6", "g6", "c4", "g4", "d3", "f3"));
        assertThat(Attacks.king(7)).isEqualTo(squares("g1", "g2", "h2"));
        assertThat(Attacks.pawn(0, 8)).isEqualTo(squares("b3"));
        assertThat(Attacks.pawn(1, 52)).isEqualTo(squares("d6", "f6"));
        assertThat(Attacks.pawnsAttacks(0, squares("a2", "h2"))).isEqualTo(squares("b3", "g3"));
    }

    @Test
    void magicLookupsAgreeWithRayWalkingOnRandomOccupancies() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 20_000; i++) {
            long occupied = random.nextLong() & random.nextLong();
            int sq = random.nextInt(64);
            assertThat(Attacks.rook(sq, occupied))
                    .isEqualTo(SlidingAttacks.attacks(sq, occupied, SlidingAttacks.ROOK_DIRECTIONS));
            assertThat(Attacks.bishop(sq, occupied))
                    .isEqualTo(SlidingAttacks.attacks(sq, occupied, SlidingAttacks.BISHOP_DIRECTIONS));
        }
    }

    @Test
    void generatorIsDeterministicAndTablesAreCompact() {
        MagicTable again = MagicTable.build(SlidingAttacks.ROOK_DIRECTIONS, Attacks.ROOK_SEEDS);
        for (int sq = 0; sq < 64; sq++) {
            assertThat(again.magic[sq]).isEqualTo(Attacks.rookMagic(sq));
        }
        // The per-square seeds keep start-up fast: a few thousand candidates, not a million.
        assertThat(again.attempts).isLessThan(5_000);
        assertThat(MagicTable.build(SlidingAttacks.BISHOP_DIRECTIONS, Attacks.BISHOP_SEEDS).attempts).isLessThan(5_000);
        // Fancy magics: 102,400 rook entries plus 5,248 bishop entries.
        assertThat(Attacks.tableSize()).isEqualTo(102_400 + 5_248);
    }

    @Test
    void betweenAndLine() {
        assertThat(Bitboards.between(0, 63)).isEqualTo(squares("b2", "c3", "d4", "e5", "f6", "g7"));
        assertThat(Bitboards.between(0, 17)).isZero();
        assertThat(Bitboards.line(9, 18)).isEqualTo(squares("a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"));
        assertThat(Bitboards.line(0, 17)).isZero();
    }
}
