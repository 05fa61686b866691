package io.github.tansaku.chess.board;

import java.util.SplittableRandom;

/**
 * The random 64-bit numbers of Zobrist hashing, from a fixed seed so keys are the same in every
 * run: one per (piece, square), one for black to move, one per castling-rights set and one per
 * en passant file (used only while an en passant capture is possible).
 */
final class Zobrist {

    /** One number per (piece, square), at {@code PIECE_SQUARE[piece << 6 | square]}. */
    static final long[] PIECE_SQUARE = new long[Piece.COUNT * 64];
    static final long BLACK_TO_MOVE;
    static final long[] CASTLING = new long[16];
    static final long[] EN_PASSANT_FILE = new long[8];

    static {
        SplittableRandom random = new SplittableRandom(0x54616E73616B75L);
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            PIECE_SQUARE[i] = random.nextLong();
        }
        BLACK_TO_MOVE = random.nextLong();
        // Each right gets a number; a set of rights is the XOR of its members.
        long[] single = new long[4];
        for (int i = 0; i < 4; i++) {
            single[i] = random.nextLong();
        }
        for (int rights = 0; rights < 16; rights++) {
            for (int i = 0; i < 4; i++) {
                if ((rights & 1 << i) != 0) {
                    CASTLING[rights] ^= single[i];
                }
            }
        }
        for (int file = 0; file < 8; file++) {
            EN_PASSANT_FILE[file] = random.nextLong();
        }
    }

    private Zobrist() {
    }
}
