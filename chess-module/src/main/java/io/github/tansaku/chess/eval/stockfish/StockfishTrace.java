package io.github.tansaku.chess.eval.stockfish;

import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.eval.TraceFormat;

/**
 * One evaluation broken down term by term, in internal units (a pawn is about 207), as the
 * reference engine's {@code eval} command shows it. Per-colour terms are from that colour's own
 * point of view; net rows ({@link StockfishTerm#netOnly()}) are White-relative and stored in the
 * White column.
 *
 * @param mg middlegame values, {@code mg[term.ordinal()][colour]}
 * @param eg endgame values, {@code eg[term.ordinal()][colour]}
 * @param phase the game phase, 0 (endgame) to 128 (middlegame)
 * @param scaleFactor the endgame scale factor, 0 to 128 (64 normal)
 * @param exit how the evaluation finished
 * @param whiteValue the final value from White's point of view, tempo included
 */
public record StockfishTrace(int[][] mg, int[][] eg, int phase, int scaleFactor, Exit exit, int whiteValue) {

    /** How an evaluation finished. */
    public enum Exit {
        /** Every term was computed. */
        FULL,
        /** The lazy exit: material, imbalance and pawns already decided it (all rows are zero). */
        LAZY,
        /** A specialised endgame evaluation replaced everything (all rows are zero). */
        SPECIALISED
    }

    /** The middlegame value of {@code term} for {@code color} (net rows: White column). */
    public int mg(StockfishTerm term, int color) {
        return mg[term.ordinal()][color];
    }

    /** The endgame value of {@code term} for {@code color} (net rows: White column). */
    public int eg(StockfishTerm term, int color) {
        return eg[term.ordinal()][color];
    }

    /** The White minus Black middlegame value of {@code term}. */
    public int netMg(StockfishTerm term) {
        return mg[term.ordinal()][Color.WHITE] - mg[term.ordinal()][Color.BLACK];
    }

    /** The White minus Black endgame value of {@code term}. */
    public int netEg(StockfishTerm term) {
        return eg[term.ordinal()][Color.WHITE] - eg[term.ordinal()][Color.BLACK];
    }

    /**
     * The table the reference engine of that period prints for {@code eval}: the same header,
     * rows and columns, values in pawns ({@code value / 207}) with two decimals, and the closing
     * {@code Total evaluation: x (white side)} line, so the two can be diffed line by line.
     */
    public String format() {
        StringBuilder sb = new StringBuilder(1200);
        sb.append("     Term    |    White    |    Black    |    Total   \n");
        sb.append("             |   MG    EG  |   MG    EG  |   MG    EG \n");
        sb.append(" ------------+-------------+-------------+------------\n");
        for (StockfishTerm term : StockfishTerm.values()) {
            if (term == StockfishTerm.TOTAL) {
                sb.append(" ------------+-------------+-------------+------------\n");
            }
            sb.append(String.format("%12s | ", term.label()));
            if (term.netOnly()) {
                sb.append(" ----  ---- |  ----  ---- | ");
            } else {
                pair(sb, mg(term, Color.WHITE), eg(term, Color.WHITE)).append(" | ");
                pair(sb, mg(term, Color.BLACK), eg(term, Color.BLACK)).append(" | ");
            }
            pair(sb, netMg(term), netEg(term)).append('\n');
        }
        sb.append('\n').append(TraceFormat.totalLine(whiteValue, Tables.PAWN_EG));
        return sb.toString();
    }

    private static StringBuilder pair(StringBuilder sb, int mg, int eg) {
        return sb.append(TraceFormat.pawns(mg, Tables.PAWN_EG, 5)).append(' ')
                .append(TraceFormat.pawns(eg, Tables.PAWN_EG, 5));
    }
}
