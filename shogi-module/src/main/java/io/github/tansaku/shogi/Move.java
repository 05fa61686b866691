package io.github.tansaku.shogi;

/**
 * A move as users see it: an interned, immutable object per move code (see {@link Moves}), so
 * that turning codes into moves allocates nothing. {@link #toString()} is the USI text.
 */
public final class Move {

    private static final Move[] BY_CODE = new Move[Moves.CODE_LIMIT];

    static {
        for (int code = 1; code < Moves.CODE_LIMIT; code++) {
            if (Moves.isWellFormed(code)) {
                BY_CODE[code] = new Move(code);
            }
        }
    }

    private final int code;
    private final String usi;

    private Move(int code) {
        this.code = code;
        this.usi = Moves.toUsi(code);
    }

    /**
     * The interned move of {@code code}.
     *
     * @throws IllegalArgumentException if {@code code} does not have the shape of a move
     */
    public static Move of(int code) {
        Move move = code > 0 && code < Moves.CODE_LIMIT ? BY_CODE[code] : null;
        if (move == null) {
            throw new IllegalArgumentException("not a shogi move code: " + code);
        }
        return move;
    }

    /**
     * The move written in USI notation, such as {@code 7g7f}, {@code 8h2b+} or {@code P*5e},
     * without checking that it is legal anywhere.
     *
     * @throws IllegalArgumentException if {@code usi} is not USI move text
     */
    public static Move parse(String usi) {
        int code = Moves.parseUsi(usi);
        if (code == 0) {
            throw new IllegalArgumentException("not a USI move: '" + usi + "'");
        }
        return of(code);
    }

    /** The move code. */
    public int code() {
        return code;
    }

    /** The destination square. */
    public int to() {
        return Moves.to(code);
    }

    /** The origin square; {@link Square#NONE} for drops. */
    public int from() {
        return isDrop() ? Square.NONE : Moves.from(code);
    }

    /** Whether this is a drop. */
    public boolean isDrop() {
        return Moves.isDrop(code);
    }

    /** The dropped kind for drops, {@link Piece#NONE} otherwise. */
    public int dropKind() {
        return isDrop() ? Moves.dropKind(code) : Piece.NONE;
    }

    /** Whether the move promotes. */
    public boolean isPromotion() {
        return Moves.isPromotion(code);
    }

    /** The USI text. */
    @Override
    public String toString() {
        return usi;
    }
}
