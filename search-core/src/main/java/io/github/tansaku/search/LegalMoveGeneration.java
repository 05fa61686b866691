package io.github.tansaku.search;

/**
 * Capability: {@link Game#generateMoves} writes legal moves only, so a move just generated in a
 * position can be made there without {@link Game#makeMove}'s legality test. Perft makes its moves
 * this way at every node above the last ply (where {@link LegalMoveCounting} counts them in bulk):
 * together the two are the fast path a game plugs into perft, and they make it count as fast as
 * a perft written for the game alone.
 *
 * <p>A game with this capability writes legal moves only from its other generators too, when it
 * has them: {@link NoisyMoves#generateNoisyMoves}, {@link QuietMoves#generateQuietMoves} and
 * {@link QuietChecks#generateQuietChecks}. The alpha-beta search then makes every move it
 * generated, or found legal with {@link MoveLegality}, with {@link #makeLegalMove}; only a move
 * from elsewhere (the table's) goes through {@link Game#makeMove}'s test.
 *
 * @param <P> the position type
 */
public interface LegalMoveGeneration<P> {

    /**
     * Makes {@code move}, which {@link Game#generateMoves} (or one of the generators named above)
     * wrote for this very position, or which {@link MoveLegality#isLegal} accepted for it, without
     * testing its legality; {@link Game#unmakeMove} takes it back. Any other code is undefined
     * behaviour: use {@link Game#makeMove} for codes from elsewhere.
     */
    void makeLegalMove(P position, int move);
}
