package io.github.tansaku.chess.eval.stockfish;

import io.github.tansaku.chess.bitboard.Attacks;

/**
 * King and pawn against king: whether the side with the pawn wins, for every placement with the
 * pawn on files a to d (callers mirror the others) and either side to move. Built once by
 * retrograde iteration over the 196,608 placements and kept as one bit each.
 *
 * <p>The strong side is called White here and its pawn moves up the board; callers flip
 * ranks when the strong side is Black. Initial wins: the pawn is on the seventh rank and can
 * promote without the new queen being taken at once. Initial draws: the weak king is stalemated,
 * or can take the undefended pawn. Everything else follows from the moves; what is still open
 * when nothing changes any more is a draw.
 */
final class KpkBitbase {

    private static final int STRONG = 0;
    private static final int WEAK = 1;
    private static final int SIZE = 2 * 24 * 64 * 64;
    private static final byte INVALID = 0;
    private static final byte UNKNOWN = 1;
    private static final byte DRAW = 2;
    private static final byte WIN = 4;

    private static final long[] WINS = build();

    private KpkBitbase() {
    }

    /**
     * Whether the strong side wins with its king on {@code strongKing}, its pawn on {@code pawn}
     * (files a to d, moving up) against {@code weakKing}, with {@code strongToMove}.
     */
    static boolean probe(int strongKing, int pawn, int weakKing, boolean strongToMove) {
        int idx = index(strongToMove ? STRONG : WEAK, strongKing, weakKing, pawn);
        return (WINS[idx >>> 6] >>> idx & 1) != 0;
    }

    private static int index(int stm, int strongKing, int weakKing, int pawn) {
        int pawnIndex = ((pawn >>> 3) - 1) * 4 + (pawn & 7);
        return stm | strongKing << 1 | weakKing << 7 | pawnIndex << 13;
    }

    private static long[] build() {
        byte[] db = new byte[SIZE];
        for (int pawnIndex = 0; pawnIndex < 24; pawnIndex++) {
            int pawn = (pawnIndex / 4 + 1) * 8 + pawnIndex % 4;
            for (int wk = 0; wk < 64; wk++) {
                for (int bk = 0; bk < 64; bk++) {
                    for (int stm = 0; stm < 2; stm++) {
                        db[index(stm, wk, bk, pawn)] = initial(stm, wk, bk, pawn);
                    }
                }
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int idx = 0; idx < SIZE; idx++) {
                if (db[idx] == UNKNOWN) {
                    byte r = classify(db, idx);
                    if (r != UNKNOWN) {
                        db[idx] = r;
                        changed = true;
                    }
                }
            }
        }
        long[] bits = new long[SIZE / 64];
        for (int idx = 0; idx < SIZE; idx++) {
            if (db[idx] == WIN) {
                bits[idx >>> 6] |= 1L << idx;
            }
        }
        return bits;
    }

    private static byte initial(int stm, int wk, int bk, int pawn) {
        if (Geometry.distance(wk, bk) <= 1 || wk == pawn || bk == pawn
                || (stm == STRONG && (Attacks.pawn(0, pawn) & (1L << bk)) != 0)) {
            return INVALID;
        }
        long wkAttacks = Attacks.king(wk);
        if (stm == STRONG) {
            int promotion = pawn + 8;
            if ((pawn >>> 3) == 6 && wk != promotion
                    && (Geometry.distance(bk, promotion) > 1 || (wkAttacks & (1L << promotion)) != 0)) {
                return WIN;
            }
        } else {
            long bkAttacks = Attacks.king(bk);
            boolean noMove = (bkAttacks & ~(wkAttacks | Attacks.pawn(0, pawn))) == 0;
            boolean takesPawn = (bkAttacks & (1L << pawn) & ~wkAttacks) != 0;
            if (noMove || takesPawn) {
                return DRAW;
            }
        }
        return UNKNOWN;
    }

    /** Combines the results of the successors of an undecided placement. */
    private static byte classify(byte[] db, int idx) {
        int stm = idx & 1;
        int wk = idx >>> 1 & 63;
        int bk = idx >>> 7 & 63;
        int pawnIndex = idx >>> 13;
        int pawn = (pawnIndex / 4 + 1) * 8 + pawnIndex % 4;
        int seen = 0;
        if (stm == STRONG) {
            for (long m = Attacks.king(wk); m != 0; m &= m - 1) {
                seen |= db[index(WEAK, Long.numberOfTrailingZeros(m), bk, pawn)];
            }
            if ((pawn >>> 3) < 6) {
                int push = pawn + 8;
                seen |= db[index(WEAK, wk, bk, push)];
                if ((pawn >>> 3) == 1 && push != wk && push != bk) {
                    seen |= db[index(WEAK, wk, bk, push + 8)];
                }
            }
            return (seen & WIN) != 0 ? WIN : (seen & UNKNOWN) != 0 ? UNKNOWN : DRAW;
        }
        for (long m = Attacks.king(bk); m != 0; m &= m - 1) {
            seen |= db[index(STRONG, wk, Long.numberOfTrailingZeros(m), pawn)];
        }
        return (seen & DRAW) != 0 ? DRAW : (seen & UNKNOWN) != 0 ? UNKNOWN : WIN;
    }
}
