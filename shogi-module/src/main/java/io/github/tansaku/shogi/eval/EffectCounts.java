package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.Attacks;
import io.github.tansaku.shogi.Bitboards;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;

/**
 * Effect counts (利きの数) of a position: for every square and side, how many of that side's
 * pieces attack the square directly (kings included; a slider up to and including the first
 * occupied square; no x-rays), whoever stands on it (YaneuraOu's definition for its MATERIAL_LEVEL evaluators).
 *
 * <p>The counts (0 to 10) are kept bit-sliced: four bitboards per side hold bits 0 to 3 of every
 * square's count, and each piece's attack bitboard is added to all 81 counters at once with a
 * ripple-carry adder on whole words. That is several times faster than incrementing an array
 * square by square. Stepping pieces and lances read their attacks from this class's own tables
 * (no switch on the kind, no multiplication); the other sliders ask {@link Attacks}. A mutable scratch object: {@link #compute}
 * overwrites everything and allocates nothing.
 */
final class EffectCounts {

    private static final int N = Square.COUNT;

    /** Attacks of the stepping pieces ({@code piece * 81 + sq}); zero for the sliders. */
    private static final long[] STEP_LO = new long[Piece.PIECE_LIMIT * N];
    private static final long[] STEP_HI = new long[Piece.PIECE_LIMIT * N];
    /** Whether a piece code is a slider (lance, bishop, rook, horse, dragon). */
    private static final boolean[] SLIDER = new boolean[Piece.PIECE_LIMIT];
    /**
     * Lance attacks within its file, as a 9-bit pattern from rank 1: index
     * {@code (side * 9 + rank - 1) * 128 + inner}, where {@code inner} is the occupancy of
     * ranks 2 to 8 of the file. A file is nine adjacent bits of one word, so a shift gathers
     * the index (no multiplication) and only one word is attacked.
     */
    private static final long[] LANCE_FILE = new long[2 * 9 * 128];

    static {
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
                int piece = Piece.of(side, kind);
                SLIDER[piece] = kind == Piece.LANCE || kind == Piece.BISHOP || kind == Piece.ROOK
                        || kind == Piece.HORSE || kind == Piece.DRAGON;
                for (int sq = 0; sq < N && !SLIDER[piece]; sq++) {
                    STEP_LO[piece * N + sq] = Attacks.attacksLo(piece, sq, 0, 0);
                    STEP_HI[piece * N + sq] = Attacks.attacksHi(piece, sq, 0, 0);
                }
            }
            // File 1 holds squares 0 to 8, bits 0 to 8 of the lo word.
            for (int rank = 1; rank <= 9; rank++) {
                for (int inner = 0; inner < 128; inner++) {
                    LANCE_FILE[(side * 9 + rank - 1) * 128 + inner] =
                            Attacks.attacksLo(Piece.of(side, Piece.LANCE), Square.of(1, rank), (long) inner << 1, 0);
                }
            }
        }
    }

    /** Bit planes: {@code side * 4 + bit}. */
    private final long[] planeLo = new long[8];
    private final long[] planeHi = new long[8];
    /** Squares with at least one / at least two effects: {@code side}. */
    private final long[] oneLo = new long[2];
    private final long[] oneHi = new long[2];
    private final long[] twoLo = new long[2];
    private final long[] twoHi = new long[2];

    /** Whether the last computation kept the full counts (else only the capped ones). */
    private boolean full;

    /** Recomputes the counts of {@code pos}. */
    void compute(Position pos) {
        compute(pos, true);
    }

    /**
     * Recomputes only {@link #capped} and the one/two masks of {@code pos}: two bitboards per
     * side instead of four bit planes, a cheaper add (the levels 6 to 9 need no more).
     * {@link #count} and the planes are then unavailable until the next {@link #compute}.
     */
    void computeCapped(Position pos) {
        compute(pos, false);
    }

    private void compute(Position pos, boolean fullCounts) {
        full = fullCounts;
        long occLo = pos.occupiedLo();
        long occHi = pos.occupiedHi();
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            long p0Lo = pawnAttacksLo(pos, side);
            long p1Lo = 0;
            long p2Lo = 0;
            long p3Lo = 0;
            long p0Hi = pawnAttacksHi(pos, side);
            long p1Hi = 0;
            long p2Hi = 0;
            long p3Hi = 0;
            long lo = pos.occupiedLo(side) & ~pos.piecesLo(side, Piece.PAWN);
            long hi = pos.occupiedHi(side) & ~pos.piecesHi(side, Piece.PAWN);
            for (int sq = Bitboards.first(lo, hi); sq != Square.NONE; sq = Bitboards.next(lo, hi, sq)) {
                int piece = pos.pieceOn(sq);
                long aLo;
                long aHi;
                if (Piece.kind(piece) == Piece.LANCE) {
                    boolean low = sq < Bitboards.HI_OFFSET;
                    int rank = Square.rank(sq);
                    // The bit of rank 1 of the lance's file in its word.
                    int fileBit = (low ? sq : sq - Bitboards.HI_OFFSET) - (rank - 1);
                    long inner = ((low ? occLo : occHi) >>> (fileBit + 1)) & 0x7F;
                    long attacks = LANCE_FILE[(side * 9 + rank - 1) * 128 + (int) inner] << fileBit;
                    aLo = low ? attacks : 0;
                    aHi = low ? 0 : attacks;
                } else if (SLIDER[piece]) {
                    aLo = Attacks.attacksLo(piece, sq, occLo, occHi);
                    aHi = Attacks.attacksHi(piece, sq, occLo, occHi);
                } else {
                    aLo = STEP_LO[piece * N + sq];
                    aHi = STEP_HI[piece * N + sq];
                }
                if (!fullCounts) {
                    // Saturating count: p0 = at least one effect, p1 = at least two.
                    p1Lo |= p0Lo & aLo;
                    p0Lo |= aLo;
                    p1Hi |= p0Hi & aHi;
                    p0Hi |= aHi;
                    continue;
                }
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
            // Capped, p2 and p3 stay 0 and p0 already includes p1.
            twoLo[side] = p1Lo | p2Lo | p3Lo;
            twoHi[side] = p1Hi | p2Hi | p3Hi;
            oneLo[side] = p0Lo | twoLo[side];
            oneHi[side] = p0Hi | twoHi[side];
        }
    }

    /**
     * All of {@code side}'s pawn attacks at once: each pawn attacks the square in front of it,
     * one bit away in the same word (files are contiguous), and no two pawns attack the same
     * square. The mask drops pawns on the last rank, which legal positions never have.
     */
    private static long pawnAttacksLo(Position pos, int side) {
        long pawns = pos.piecesLo(side, Piece.PAWN);
        return side == Side.BLACK ? (pawns & ~Bitboards.rankLo(1)) >>> 1 : (pawns & ~Bitboards.rankLo(9)) << 1;
    }

    /** The {@code hi} word matching {@link #pawnAttacksLo}. */
    private static long pawnAttacksHi(Position pos, int side) {
        long pawns = pos.piecesHi(side, Piece.PAWN);
        return side == Side.BLACK ? (pawns & ~Bitboards.rankHi(1)) >>> 1 : (pawns & ~Bitboards.rankHi(9)) << 1;
    }

    /** The {@code lo} word of the squares {@code side} attacks at least once. */
    long oneLo(int side) {
        return oneLo[side];
    }

    /** The {@code hi} word of the squares {@code side} attacks at least once. */
    long oneHi(int side) {
        return oneHi[side];
    }

    /** The {@code lo} word of the squares {@code side} attacks at least twice. */
    long twoLo(int side) {
        return twoLo[side];
    }

    /** The {@code hi} word of the squares {@code side} attacks at least twice. */
    long twoHi(int side) {
        return twoHi[side];
    }

    /**
     * The {@code lo} word of bit {@code bit} (0 to 3) of {@code side}'s counts.
     *
     * @throws IllegalStateException after {@link #computeCapped}
     */
    long planeLo(int side, int bit) {
        requireFull();
        return planeLo[side * 4 + bit];
    }

    /**
     * The {@code hi} word of bit {@code bit} (0 to 3) of {@code side}'s counts.
     *
     * @throws IllegalStateException after {@link #computeCapped}
     */
    long planeHi(int side, int bit) {
        requireFull();
        return planeHi[side * 4 + bit];
    }

    private void requireFull() {
        if (!full) {
            throw new IllegalStateException("only capped counts were computed");
        }
    }

    /**
     * How many of {@code side}'s pieces attack {@code sq} (0 to 10).
     *
     * @throws IllegalStateException after {@link #computeCapped}
     */
    int count(int side, int sq) {
        requireFull();
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
