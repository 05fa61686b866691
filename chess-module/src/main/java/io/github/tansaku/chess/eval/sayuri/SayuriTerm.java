package io.github.tansaku.chess.eval.sayuri;

/** The rows of the Sayuri evaluation trace: one per feature of Sayuri's evaluator. */
public enum SayuriTerm {
    /** F1: piece-square tables, opening. */
    PST_OPENING("PST opening"),
    /** F2: piece-square tables, ending. */
    PST_ENDING("PST ending"),
    /** F3: mobility. */
    MOBILITY("Mobility"),
    /** F4: control of the 16 centre squares. */
    CENTER("Centre control"),
    /** F5: control of d4, e4, d5, e5. */
    SWEET_CENTER("Sweet centre"),
    /** F6: attacks on enemy men. */
    ATTACK("Attack"),
    /** F7: defence of own men. */
    DEFENSE("Defence"),
    /** F8: attacks on the squares around the enemy king. */
    KING_ZONE("King zone"),
    /** Passed pawns. */
    PASSED_PAWN("Passed pawn"),
    /** Passed pawns defended by a pawn (on top of the passed pawn term). */
    PROTECTED_PASSED_PAWN("Protected passed"),
    /** Doubled pawns. */
    DOUBLED_PAWN("Doubled pawn"),
    /** Isolated pawns. */
    ISOLATED_PAWN("Isolated pawn"),
    /** Pawn shield of a king on a wing. */
    PAWN_SHIELD("Pawn shield"),
    /** Own pawns on the bishop's colour. */
    BAD_BISHOP("Bad bishop"),
    /** Rook on a file without own pawns. */
    ROOK_SEMI_OPEN("Rook semi-open"),
    /** Rook on a file without any pawn (on top of semi-open). */
    ROOK_OPEN("Rook open"),
    /** Queen out while minor pieces are still at home. */
    EARLY_QUEEN("Early queen"),
    /** Men off their initial squares. */
    DEVELOPMENT("Development"),
    /** Bishops on both colours. */
    BISHOP_PAIR("Bishop pair"),
    /** Two rooks or more. */
    ROOK_PAIR("Rook pair"),
    /** Squares of an enemy bishop's colour without own pawns. */
    WEAK_SQUARE("Weak squares"),
    /** The side has castled. */
    CASTLING("Castling"),
    /** The side has neither castled nor any castling right left. */
    ABANDONED_CASTLING("Abandoned castling");

    private final String label;

    SayuriTerm(String label) {
        this.label = label;
    }

    /** The row label in the trace. */
    public String label() {
        return label;
    }
}
