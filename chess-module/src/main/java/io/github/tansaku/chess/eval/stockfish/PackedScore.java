package io.github.tansaku.chess.eval.stockfish;

/**
 * A middlegame/endgame pair packed into one {@code int}, as the reference engine keeps it: the
 * endgame half in the upper 16 bits, the middlegame half (signed) in the lower 16. Pairs add,
 * subtract and multiply by an int directly as ints; division must go through {@link #div}.
 */
final class PackedScore {

    static final int ZERO = 0;

    private PackedScore() {
    }

    static int of(int mg, int eg) {
        return (eg << 16) + mg;
    }

    static int mg(int score) {
        return (short) score;
    }

    static int eg(int score) {
        return (short) ((score + 0x8000) >> 16);
    }

    /** Both halves divided by {@code k}, truncating toward zero. */
    static int div(int score, int k) {
        return of(mg(score) / k, eg(score) / k);
    }
}
