package io.github.tansaku.examples.games.othello;

/**
 * A move of Othello: a disc placed on a square ({@code "d3"}: file a..h, rank 1..8) or a forced
 * pass. Instances are interned: {@link #of} and {@link #PASS} always return the same objects.
 */
public final class OthelloMove {

    /** The pass, played when the side to move has no square but its opponent has one. */
    public static final OthelloMove PASS = new OthelloMove(-1);

    private static final OthelloMove[] PLACEMENTS = new OthelloMove[64];

    static {
        for (int square = 0; square < 64; square++) {
            PLACEMENTS[square] = new OthelloMove(square);
        }
    }

    private final int square;

    private OthelloMove(int square) {
        this.square = square;
    }

    /**
     * The move placing a disc on {@code square} (0 = a1, 7 = h1, 63 = h8).
     *
     * @throws IllegalArgumentException unless {@code 0 <= square < 64}
     */
    public static OthelloMove of(int square) {
        if (square < 0 || square >= 64) {
            throw new IllegalArgumentException("an Othello square is 0..63: " + square);
        }
        return PLACEMENTS[square];
    }

    /**
     * Reads {@code "d3"} or {@code "pass"}.
     *
     * @throws IllegalArgumentException for any other text
     */
    public static OthelloMove parse(String text) {
        if (text.equals("pass")) {
            return PASS;
        }
        if (text.length() != 2 || text.charAt(0) < 'a' || text.charAt(0) > 'h' || text.charAt(1) < '1'
                || text.charAt(1) > '8') {
            throw new IllegalArgumentException("an Othello move is a square such as d3, or pass: '" + text + "'");
        }
        return of((text.charAt(1) - '1') * 8 + (text.charAt(0) - 'a'));
    }

    /** Whether this is the pass. */
    public boolean isPass() {
        return square < 0;
    }

    /**
     * The square of a placement.
     *
     * @throws IllegalStateException for the pass
     */
    public int square() {
        if (isPass()) {
            throw new IllegalStateException("a pass has no square");
        }
        return square;
    }

    @Override
    public String toString() {
        return isPass() ? "pass" : "" + (char) ('a' + square % 8) + (char) ('1' + square / 8);
    }
}
