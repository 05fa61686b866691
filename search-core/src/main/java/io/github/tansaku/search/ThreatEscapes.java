package io.github.tansaku.search;

/**
 * Capability: which quiet moves take a piece out of an attack by a cheaper enemy piece, for
 * move ordering. Such an attack wins material even where the piece is defended, so a quiet move
 * that takes the piece to a square no cheaper enemy piece attacks is often the one that matters;
 * the search orders it before quiet moves of equal history (search parameter
 * {@code quietThreatEscape}).
 *
 * @param <P> the position type
 */
public interface ThreatEscapes<P> {

    /**
     * Whether any piece of {@code position}'s side to move stands attacked by a cheaper enemy
     * piece: when not, {@link #escapeWeight} is 0 for every move, and the search asks it of
     * none. Asked once for each node whose quiet moves the search orders; most positions have no
     * such piece, so this answer saves asking each quiet move.
     */
    boolean hasThreatenedPieces(P position);

    /**
     * How much the quiet {@code move} of {@code position}'s side to move saves: 0 when it takes
     * no attacked piece out of its attack, else a weight that grows with the value of the piece
     * saved (in chess 3 for a knight or bishop, 5 for a rook, 10 for a queen). Must be fast: at a
     * node where {@link #hasThreatenedPieces} holds, the search asks it of every quiet move it
     * orders.
     */
    int escapeWeight(P position, int move);
}
