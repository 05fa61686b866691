package io.github.tansaku.chess;

import io.github.tansaku.chess.board.MoveCode;

/**
 * A chess move as users see it: an immutable, interned wrapper of a 16-bit {@link MoveCode}.
 * There is exactly one object per code, so {@link #of} never allocates and moves compare with
 * {@code ==}. {@link #toString()} is the UCI form ({@code e2e4}, {@code e7e8q}, {@code e1g1}).
 */
public final class Move {

    private static final Move[] INTERNED = new Move[MoveCode.CODE_COUNT];

    static {
        for (int code = 1; code < MoveCode.CODE_COUNT; code++) {
            if (MoveCode.isWellFormed(code)) {
                INTERNED[code] = new Move(code);
            }
        }
    }

    private final int code;
    private final String uci;

    private Move(int code) {
        this.code = code;
        this.uci = MoveCode.toUci(code);
    }

    /**
     * The move with {@code code}.
     *
     * @throws IllegalArgumentException if the code is 0 (no move) or not a well-formed move code
     */
    public static Move of(int code) {
        Move move = code > 0 && code < MoveCode.CODE_COUNT ? INTERNED[code] : null;
        if (move == null) {
            throw new IllegalArgumentException("not a move code: " + code);
        }
        return move;
    }

    /** The 16-bit code. */
    public int code() {
        return code;
    }

    /** The origin square (0 = a1 ... 63 = h8). */
    public int from() {
        return MoveCode.from(code);
    }

    /** The destination square; for castling, the king's. */
    public int to() {
        return MoveCode.to(code);
    }

    /** The promotion piece type, or -1. */
    public int promotion() {
        return MoveCode.promotionType(code);
    }

    /** Whether the move captures (en passant included). */
    public boolean isCapture() {
        return MoveCode.isCapture(code);
    }

    /** Whether the move promotes a pawn. */
    public boolean isPromotion() {
        return MoveCode.isPromotion(code);
    }

    /** Whether the move is castling. */
    public boolean isCastling() {
        return MoveCode.isCastling(code);
    }

    /** The move in UCI notation. */
    @Override
    public String toString() {
        return uci;
    }
}
