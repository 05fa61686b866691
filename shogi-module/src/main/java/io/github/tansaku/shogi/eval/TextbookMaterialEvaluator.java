package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.Attacks;
import io.github.tansaku.shogi.Bitboards;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.PieceValues;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;
import io.github.tansaku.shogi.StaticExchangeEvaluator;

/**
 * The textbook evaluator (a shogi programming textbook's chapter on evaluation): material plus the best
 * exchange value (交換値) the side to move can win on one square.
 *
 * <p><b>Material</b> uses pawn 100, lance 600, knight 700, silver 1000, gold 1200, bishop 1800,
 * rook 2000, the four gold-moving promoted pieces 1200, horse 2000, dragon 2200, king 10000 on
 * the board, and 5 % more in hand (pawn 105 ... rook 2100) so that the program does not drop
 * pieces without purpose. A {@link MaterialCount} attached to the position keeps it up to date
 * in make/unmake exactly as the textbook's move function does (a drop adds board − hand value, a
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
 * the search for those). The exchange on one square is
 * {@link StaticExchangeEvaluator#exchangeValue}; {@link #bestExchangeValue} picks the squares.
 * The textbook leaves open which of two equally cheap attackers goes first; the capturing side
 * takes the one best for it (see {@link StaticExchangeEvaluator}), so a position and its
 * colour-flipped twin get the same evaluation.
 *
 * <p>Scores are clamped to {@link ShogiEvaluator#MAX_SCORE}: all material on one side is about
 * 25000 with the pieces in hand, and each tokin on the board adds 1095 to that. Stateless and
 * thread-safe; {@link #evaluate} allocates nothing, but it writes the
 * position's attacker scratch fields, like every attack query of {@link Position}.
 */
public final class TextbookMaterialEvaluator implements ShogiEvaluator {

    /** The registry name. */
    public static final String NAME = "textbook";

    /** Every kind but the king, by decreasing capture value (board + hand value). */
    private static final int[] MOST_VALUABLE_FIRST = {
        Piece.DRAGON, Piece.ROOK, Piece.HORSE, Piece.BISHOP, Piece.GOLD, Piece.PRO_SILVER, Piece.SILVER,
        Piece.PRO_KNIGHT, Piece.PRO_LANCE, Piece.KNIGHT, Piece.PRO_PAWN, Piece.LANCE, Piece.PAWN};
    /** The largest promotion gain (a pawn becoming a tokin). */
    private static final int MAX_PROMOTION_GAIN = PieceValues.textbookPromotionGain(Piece.PAWN);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int evaluate(Position position) {
        return ShogiEvaluator.clamp(material(position) + bestExchangeValue(position));
    }

    /**
     * The exchange term: {@code max(0, max over squares of the side to move's exchange gain)}.
     * Equal to {@link StaticExchangeEvaluator#bestExchangeValue}, but faster: only pieces the side
     * to move attacks are tried, most valuable first, and the search stops once no remaining
     * piece could beat the best gain (a gain never exceeds the piece's capture value plus the
     * largest promotion gain, 1100). The opponent's king is never a target.
     */
    public static int bestExchangeValue(Position position) {
        int us = position.sideToMove();
        int them = us ^ 1;
        long attackedLo = 0;
        long attackedHi = 0;
        long occLo = position.occupiedLo();
        long occHi = position.occupiedHi();
        long lo = position.occupiedLo(us);
        long hi = position.occupiedHi(us);
        for (int sq = Bitboards.first(lo, hi); sq != Square.NONE; sq = Bitboards.next(lo, hi, sq)) {
            int piece = position.pieceOn(sq);
            attackedLo |= Attacks.attacksLo(piece, sq, occLo, occHi);
            attackedHi |= Attacks.attacksHi(piece, sq, occLo, occHi);
        }
        int best = 0;
        for (int kind : MOST_VALUABLE_FIRST) {
            if (PieceValues.textbookCapture(kind) + MAX_PROMOTION_GAIN <= best) {
                break;
            }
            long targetsLo = position.piecesLo(them, kind) & attackedLo;
            long targetsHi = position.piecesHi(them, kind) & attackedHi;
            for (int sq = Bitboards.first(targetsLo, targetsHi);
                    sq != Square.NONE; sq = Bitboards.next(targetsLo, targetsHi, sq)) {
                best = Math.max(best, StaticExchangeEvaluator.exchangeValue(position, sq));
            }
        }
        return best;
    }

    /** The material term M from the side to move's view (no exchange term). */
    public static int material(Position position) {
        int black = MaterialCount.black(position, MaterialCount.Scale.TEXTBOOK);
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
            if (piece != Piece.NONE && Piece.side(piece) != position.sideToMove() && Piece.kind(piece) != Piece.KING) {
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
        int exchange = bestExchangeValue(position);
        int square = bestExchangeSquare(position);
        int sign = position.sideToMove() == Side.BLACK ? 1 : -1;
        Trace trace = new Trace(NAME).term("material (textbook values, hands +5 %)",
                MaterialCount.count(position, MaterialCount.Scale.TEXTBOOK));
        trace.term("best exchange for the side to move"
                + (square == Square.NONE ? " (none)" : " on " + Square.toUsi(square)), sign * exchange);
        int score = evaluate(position);
        return trace.total(position, sign * score, score).toString();
    }
}
