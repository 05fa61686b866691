package io.github.tansaku.chess.eval.stockfish;

/**
 * The rows of the evaluation trace, in the order the reference engine prints them. Material,
 * Imbalance, Initiative and Total are White-relative net values only; the others are kept per
 * colour.
 */
public enum StockfishTerm {
    /** Material plus piece-square tables. */
    MATERIAL("Material", true),
    /** Material imbalance (the same number for middlegame and endgame). */
    IMBALANCE("Imbalance", true),
    /** Initiative (endgame only). */
    INITIATIVE("Initiative", true),
    /** Pawn structure. */
    PAWNS("Pawns", false),
    /** Knight terms. */
    KNIGHTS("Knights", false),
    /** Bishop terms. */
    BISHOPS("Bishops", false),
    /** Rook terms. */
    ROOKS("Rooks", false),
    /** Queen terms. */
    QUEENS("Queens", false),
    /** Mobility of knights, bishops, rooks and queens. */
    MOBILITY("Mobility", false),
    /** King shelter, storm and king danger. */
    KING_SAFETY("King safety", false),
    /** Threats. */
    THREATS("Threats", false),
    /** Passed pawns. */
    PASSED("Passed", false),
    /** Space. */
    SPACE("Space", false),
    /** The sum of all rows, before scale factor and phase blend. */
    TOTAL("Total", true);

    private final String label;
    private final boolean netOnly;

    StockfishTerm(String label, boolean netOnly) {
        this.label = label;
        this.netOnly = netOnly;
    }

    /** The row label the reference engine prints. */
    public String label() {
        return label;
    }

    /** Whether the row has only a White-relative net value (no per-colour columns). */
    public boolean netOnly() {
        return netOnly;
    }
}
