package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.Attacks;
import io.github.tansaku.shogi.Bitboards;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;

/**
 * Effect counts (利きの数) of a position: for every square and side, how many of that side's
 * pieces attack the square directly (kings included; a slider up to and including the first
 * occupied square; no x-rays), whoever stands on it (spec {@code shogi.md} section 5.3).
 *
 * <p>The counts (0 to 10) are kept bit-sliced: four bitboards per side hold bits 0 to 3 of every
 * square's count, and each piece's attack bitboard is added to all 81 counters at once with a
 * ripple-carry adder on whole words. That is several times faster than incrementing an array
 * square by square. A mutable scratch object: {@link #compute} overwrites everything and
 * allocates nothing.
 */
final class EffectCounts {

    /** Bit planes: {@code side * 4 + bit}. */
    private final long[] planeLo = new long[8];
    private final long[] planeHi = new long[8];
    /** Squares with at least one / at least two effects: {@code side}. */
    private final long[] oneLo = new long[2];
    private final long[] oneHi = new long[2];
    private final long[] twoLo = new long[2];
    private final long[] twoHi = new long[2];

    /** Recomputes the counts of {@code pos}. */
    void compute(Position pos) {
        long occLo = pos.occupiedLo();
        long occHi = pos.occupiedHi();
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            long p0Lo = 0;
            long p1Lo = 0;
            long p2Lo = 0;
            long p3Lo = 0;
            long p0Hi = 0;
            long p1Hi = 0;
            long p2Hi = 0;
            long p3Hi = 0;
            // All pawns at once: each attacks the square in front of it, one bit away in the
            // same word (files are contiguous), and no two pawns attack the same square. The
            // masks drop pawns on the last rank, which legal positions never have.
            long pawnsLo = pos.piecesLo(side, Piece.PAWN);
            long pawnsHi = pos.piecesHi(side, Piece.PAWN);
            if (side == Side.BLACK) {
                p0Lo = (pawnsLo & ~Bitboards.rankLo(1)) >>> 1;
                p0Hi = (pawnsHi & ~Bitboards.rankHi(1)) >>> 1;
            } else {
                p0Lo = (pawnsLo & ~Bitboards.rankLo(9)) << 1;
                p0Hi = (pawnsHi & ~Bitboards.rankHi(9)) << 1;
            }
            long lo = pos.occupiedLo(side) & ~pawnsLo;
            long hi = pos.occupiedHi(side) & ~pawnsHi;
            while ((lo | hi) != 0) {
                int sq;
                if (lo != 0) {
                    sq = Long.numberOfTrailingZeros(lo);
                    lo &= lo - 1;
                } else {
                    sq = Bitboards.HI_OFFSET + Long.numberOfTrailingZeros(hi);
                    hi &= hi - 1;
                }
                int piece = pos.pieceOn(sq);
                long aLo = Attacks.attacksLo(piece, sq, occLo, occHi);
                long aHi = Attacks.attacksHi(piece, sq, occLo, occHi);
                // Add one to every attacked square's 4-bit counter (counts never exceed 10).
                long carryLo = p0Lo & aLo;
                p0Lo ^= aLo;
                long carry2Lo = p1Lo & carryLo;
                p1Lo ^= carryLo;
                p3Lo |= p2Lo & carry2Lo;
                p2Lo ^= carry2Lo;
                long carryHi = p0Hi & aHi;
                p0Hi ^= aHi;
                long carry2Hi = p1Hi & carryHi;
                p1Hi ^= carryHi;
                p3Hi |= p2Hi & carry2Hi;
                p2Hi ^= carry2Hi;
            }
            int base = side * 4;
            planeLo[base] = p0Lo;
            planeLo[base + 1] = p1Lo;
            planeLo[base + 2] = p2Lo;
            planeLo[base + 3] = p3Lo;
            planeHi[base] = p0Hi;
            planeHi[base + 1] = p1Hi;
            planeHi[base + 2] = p2Hi;
            planeHi[base + 3] = p3Hi;
            twoLo[side] = p1Lo | p2Lo | p3Lo;
            twoHi[side] = p1Hi | p2Hi | p3Hi;
            oneLo[side] = p0Lo | twoLo[side];
            oneHi[side] = p0Hi | twoHi[side];
        }
    }

    /** How many of {@code side}'s pieces attack {@code sq} (0 to 10). */
    int count(int side, int sq) {
        int base = side * 4;
        long[] planes = planeLo;
        int bit = sq;
        if (sq >= Bitboards.HI_OFFSET) {
            planes = planeHi;
            bit = sq - Bitboards.HI_OFFSET;
        }
        return (int) (planes[base] >>> bit & 1)
                | (int) (planes[base + 1] >>> bit & 1) << 1
                | (int) (planes[base + 2] >>> bit & 1) << 2
                | (int) (planes[base + 3] >>> bit & 1) << 3;
    }

    /** {@code min(count(side, sq), 2)}. */
    int capped(int side, int sq) {
        if (sq < Bitboards.HI_OFFSET) {
            return (int) (oneLo[side] >>> sq & 1) + (int) (twoLo[side] >>> sq & 1);
        }
        int bit = sq - Bitboards.HI_OFFSET;
        return (int) (oneHi[side] >>> bit & 1) + (int) (twoHi[side] >>> bit & 1);
    }
}
