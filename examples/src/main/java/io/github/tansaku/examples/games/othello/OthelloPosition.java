package io.github.tansaku.examples.games.othello;

/**
 * A mutable Othello position: one bitboard per colour (bit {@code 8 * rank + file}, a1 = bit 0),
 * the side to move, and the history make/unmake needs (the discs each move flipped, the keys).
 * Only {@link Othello} changes it.
 */
public final class OthelloPosition {

    /** Discs placed plus passes: at most 60 placements, and a pass is never followed by a pass. */
    static final int MAX_PLIES = 128;

    long black;
    long white;
    boolean blackToMove;
    long hash;
    int plies;
    final long[] flipped = new long[MAX_PLIES];
    final long[] hashes = new long[MAX_PLIES];

    OthelloPosition() {
    }

    /** The discs of the side to move. */
    long own() {
        return blackToMove ? black : white;
    }

    /** The discs of the side not to move. */
    long other() {
        return blackToMove ? white : black;
    }

    /** Whether black is to move. */
    public boolean blackToMove() {
        return blackToMove;
    }

    /** The number of black discs. */
    public int blackDiscs() {
        return Long.bitCount(black);
    }

    /** The number of white discs. */
    public int whiteDiscs() {
        return Long.bitCount(white);
    }

    /**
     * The board as 64 characters from a1 to h8 ({@code X} black, {@code O} white, {@code -}
     * empty), a space and the side to move ({@code X} or {@code O}): the form
     * {@link Othello#parse} reads.
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(66);
        for (int square = 0; square < 64; square++) {
            long bit = 1L << square;
            text.append((black & bit) != 0 ? 'X' : (white & bit) != 0 ? 'O' : '-');
        }
        return text.append(' ').append(blackToMove ? 'X' : 'O').toString();
    }
}
