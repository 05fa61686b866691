package io.github.tansaku.search;

/**
 * Capability: counts the legal moves of a position faster than generating and making each of
 * them. Perft uses it at the last ply ("bulk counting").
 *
 * @param <P> the position type
 */
public interface LegalMoveCounting<P> {

    /** The number of legal moves of the side to move. */
    int countLegalMoves(P position);
}
