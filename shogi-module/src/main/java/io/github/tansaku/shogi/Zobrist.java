package io.github.tansaku.shogi;

/**
 * The random keys of the 64-bit position key: one per (coloured piece, square), one per
 * (side, hand kind), and one for White to move. The key is the <em>sum</em> (modulo 2^64) of
 * the keys of what the position holds: each piece on its square, each piece in hand once (a hand
 * of three pawns adds the pawn key three times), and the side key when White is to move. A sum,
 * unlike an exclusive or, lets hand counts be added and subtracted, and it stays order-free. The keys come from a fixed-seed SplitMix64 sequence, so keys are the same in every
 * run.
 */
final class Zobrist {

    static final long[] PIECE_SQUARE = new long[Piece.PIECE_LIMIT * Square.COUNT];
    static final long[] HAND = new long[16];
    static final long WHITE_TO_MOVE;

    static {
        long[] state = {0x5441_4E53_414B_5531L}; // "TANSAKU1"
        for (int piece = 1; piece < Piece.PIECE_LIMIT; piece++) {
            for (int sq = 0; sq < Square.COUNT; sq++) {
                PIECE_SQUARE[piece * Square.COUNT + sq] = next(state);
            }
        }
        for (int i = 0; i < HAND.length; i++) {
            HAND[i] = next(state);
        }
        WHITE_TO_MOVE = next(state);
    }

    private Zobrist() {
    }

    private static long next(long[] state) {
        long z = state[0] += 0x9E37_79B9_7F4A_7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
