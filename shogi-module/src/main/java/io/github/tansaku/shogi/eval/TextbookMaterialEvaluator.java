package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;
import io.github.tansaku.shogi.StaticExchangeEvaluator;

/**
 * The textbook evaluator (spec {@code shogi.md} section 5.1, seed 002): material plus the best
 * exchange value (交換値) the side to move can win on one square.
 *
 * <p><b>Material</b> uses pawn 100, lance 600, knight 700, silver 1000, gold 1200, bishop 1800,
 * rook 2000, the four gold-moving promoted pieces 1200, horse 2000, dragon 2200, king 10000 on
 * the board, and 5 % more in hand (pawn 105 ... rook 2100) so that the program does not drop
 * pieces without purpose. {@link Position#textbookMaterial()} keeps it up to date in
 * make/unmake exactly as the textbook's move function does (a drop adds board − hand value, a
 * promotion the promotion gain, a capture the captured piece's board value plus its unpromoted
 * kind's hand value).
 *
 * <p><b>Exchange value</b>: for every square holding a piece of the side not to move, the side to
 * move and its opponent capture there alternately, each with its cheapest remaining attacker
 * (x-ray attackers joining as the line opens, a king only onto a square the other side no
 * longer attacks, promotion where allowed), each free to stop; pins are ignored, as the textbook
 * allows for speed. The evaluation adds the best such gain, or 0:
 * {@code eval = M(side to move) + max(0, max over squares of gain)}. Only the single best square
 * counts and the opponent's threats are not subtracted (the chapter's one-ply player relies on
 * the search for those). The exchange itself is
 * {@link StaticExchangeEvaluator#bestExchangeValue}.
 *
 * <p>Scores stay below 30000 in magnitude (all material on one side is about 25000, plus one
 * capture). Stateless and thread-safe; {@link #evaluate} allocates nothing, but it writes the
 * position's attacker scratch fields, like every attack query of {@link Position}.
 */
public final class TextbookMaterialEvaluator implements ShogiEvaluator {

    /** The registry name. */
    public static final String NAME = "textbook";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int evaluate(Position position) {
        return material(position) + StaticExchangeEvaluator.bestExchangeValue(position);
    }

    /** The material term M from the side to move's view (no exchange term). */
    public static int material(Position position) {
        int black = position.textbookMaterial();
        return position.sideToMove() == Side.BLACK ? black : -black;
    }

    /**
     * The square where the side to move wins the most by exchanging, or {@link Square#NONE} when
     * no exchange gains anything.
     */
    public static int bestExchangeSquare(Position position) {
        int best = 0;
        int bestSquare = Square.NONE;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int piece = position.pieceOn(sq);
            if (piece != Piece.NONE && Piece.side(piece) != position.sideToMove()) {
                int gain = StaticExchangeEvaluator.exchangeValue(position, sq);
                if (gain > best) {
                    best = gain;
                    bestSquare = sq;
                }
            }
        }
        return bestSquare;
    }

    @Override
    public String trace(Position position) {
        int exchange = StaticExchangeEvaluator.bestExchangeValue(position);
        int square = bestExchangeSquare(position);
        int sign = position.sideToMove() == Side.BLACK ? 1 : -1;
        Trace trace = new Trace(NAME).term("material (textbook values, hands +5 %)", position.textbookMaterial());
        trace.term("best exchange for the side to move"
                + (square == Square.NONE ? " (none)" : " on " + Square.toUsi(square)), sign * exchange);
        int score = evaluate(position);
        return trace.total(position, sign * score, score).toString();
    }
}
