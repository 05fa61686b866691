package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.Attacks;
import io.github.tansaku.shogi.Bitboards;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;
import java.util.Arrays;

/**
 * Effect counts (利きの数) of a position: for every square and side, how many of that side's
 * pieces attack the square directly (kings included; a slider up to and including the first
 * occupied square; no x-rays), whoever stands on it (spec {@code shogi.md} section 5.3).
 *
 * <p>A mutable scratch object: {@link #compute} overwrites the counts and allocates nothing.
 */
final class EffectCounts {

    private final int[] counts = new int[2 * Square.COUNT];

    /** Recomputes the counts of {@code pos}. */
    void compute(Position pos) {
        Arrays.fill(counts, 0);
        long occLo = pos.occupiedLo();
        long occHi = pos.occupiedHi();
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            int base = side * Square.COUNT;
            long lo = pos.occupiedLo(side);
            long hi = pos.occupiedHi(side);
            while (lo != 0) {
                int sq = Long.numberOfTrailingZeros(lo);
                lo &= lo - 1;
                addAttacks(base, pos.pieceOn(sq), sq, occLo, occHi);
            }
            while (hi != 0) {
                int sq = Bitboards.HI_OFFSET + Long.numberOfTrailingZeros(hi);
                hi &= hi - 1;
                addAttacks(base, pos.pieceOn(sq), sq, occLo, occHi);
            }
        }
    }

    private void addAttacks(int base, int piece, int sq, long occLo, long occHi) {
        long lo = Attacks.attacksLo(piece, sq, occLo, occHi);
        long hi = Attacks.attacksHi(piece, sq, occLo, occHi);
        while (lo != 0) {
            counts[base + Long.numberOfTrailingZeros(lo)]++;
            lo &= lo - 1;
        }
        while (hi != 0) {
            counts[base + Bitboards.HI_OFFSET + Long.numberOfTrailingZeros(hi)]++;
            hi &= hi - 1;
        }
    }

    /** How many of {@code side}'s pieces attack {@code sq} (0 to 10). */
    int count(int side, int sq) {
        return counts[side * Square.COUNT + sq];
    }
}
