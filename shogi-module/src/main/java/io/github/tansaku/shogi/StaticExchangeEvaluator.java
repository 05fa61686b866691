package io.github.tansaku.shogi;

/**
 * Static exchange evaluation on the textbook scale (spec {@code shogi.md} section 5.1, 交換値).
 *
 * <p>Both sides capture alternately on one square, each with its cheapest remaining attacker
 * (attackers hidden behind another attacker on the same line join when it has gone; a king only
 * when the other side has no attacker left), each free to stop; a capture gains the capture
 * value of the piece taken ({@link PieceValues#textbookCapture}) and, when the capturer may
 * promote there (it can promote and the square or its origin is in its zone), the promotion
 * gain. Pins are not considered, as in the textbook. Uses the position's scratch state and
 * allocates nothing.
 */
public final class StaticExchangeEvaluator {

    /** Order in which a side uses its attackers: cheapest first. */
    private static final int[] CHEAPEST_FIRST = {
        Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER, Piece.PRO_PAWN, Piece.PRO_LANCE, Piece.PRO_KNIGHT,
        Piece.PRO_SILVER, Piece.GOLD, Piece.BISHOP, Piece.ROOK, Piece.HORSE, Piece.DRAGON, Piece.KING};

    private StaticExchangeEvaluator() {
    }

    /**
     * The immediate material change for the mover of the legal {@code move}: the capture value
     * of the captured piece plus any promotion gain.
     */
    public static int materialGain(Position pos, int move) {
        if (Moves.isDrop(move)) {
            return 0;
        }
        int gain = 0;
        int captured = pos.pieceOn(Moves.to(move));
        if (captured != Piece.NONE) {
            gain += PieceValues.textbookCapture(Piece.kind(captured));
        }
        if (Moves.isPromotion(move)) {
            gain += PieceValues.textbookPromotionGain(Piece.kind(pos.pieceOn(Moves.from(move))));
        }
        return gain;
    }

    /**
     * The outcome for the mover of the legal {@code move} followed by the best sequence of
     * recaptures on its destination, each side free to stop after any capture.
     */
    public static int see(Position pos, int move) {
        int us = pos.sideToMove();
        int to = Moves.to(move);
        long occLo = pos.occupiedLo();
        long occHi = pos.occupiedHi();
        int onSquare;
        if (Moves.isDrop(move)) {
            onSquare = Moves.dropKind(move);
            occLo |= Bitboards.bitLo(to);
            occHi |= Bitboards.bitHi(to);
        } else {
            int from = Moves.from(move);
            onSquare = Piece.kind(pos.pieceOn(from));
            if (Moves.isPromotion(move)) {
                onSquare = Piece.promote(onSquare);
            }
            occLo &= ~Bitboards.bitLo(from);
            occHi &= ~Bitboards.bitHi(from);
        }
        return materialGain(pos, move) - exchange(pos, to, us ^ 1, onSquare, occLo, occHi);
    }

    /**
     * The exchange value of square {@code sq} for the side to move: the most it can gain by
     * starting captures there (0 when it cannot capture or should not).
     */
    public static int exchangeValue(Position pos, int sq) {
        int piece = pos.pieceOn(sq);
        if (piece == Piece.NONE || Piece.side(piece) == pos.sideToMove()) {
            return 0;
        }
        return Math.max(0, exchange(pos, sq, pos.sideToMove(), Piece.kind(piece), pos.occupiedLo(), pos.occupiedHi()));
    }

    /**
     * The best exchange value over all squares for the side to move (the textbook evaluator's
     * threat term): {@code max(0, max_s exchangeValue(s))}.
     */
    public static int bestExchangeValue(Position pos) {
        int best = 0;
        int them = pos.sideToMove() ^ 1;
        long lo = pos.occupiedLo(them);
        long hi = pos.occupiedHi(them);
        while ((lo | hi) != 0) {
            int sq;
            if (lo != 0) {
                sq = Long.numberOfTrailingZeros(lo);
                lo &= lo - 1;
            } else {
                sq = Bitboards.HI_OFFSET + Long.numberOfTrailingZeros(hi);
                hi &= hi - 1;
            }
            best = Math.max(best, exchangeValue(pos, sq));
        }
        return best;
    }

    /**
     * The value for {@code side} of capturing on {@code sq} (holding a piece of kind
     * {@code onSquare} of the other side) and continuing the exchange, where {@code side} may
     * also decline: never below 0. Occupancy ({@code occLo}, {@code occHi}) is the board at that
     * point.
     */
    private static int exchange(Position pos, int sq, int side, int onSquare, long occLo, long occHi) {
        // Negamax over the capture sequence without a swap list: each level returns
        // max(0, value captured + promotion gain - opponent's best continuation). Depth is at
        // most the number of attackers (about 20), so recursion is shallow.
        pos.computeAttackers(side, sq, occLo, occHi);
        long attLo = pos.attackersLo() & occLo;
        long attHi = pos.attackersHi() & occHi;
        if ((attLo | attHi) == 0) {
            return 0;
        }
        int attacker = Square.NONE;
        int kind = Piece.NONE;
        for (int k : CHEAPEST_FIRST) {
            long lo = attLo & pos.piecesLo(side, k);
            long hi = attHi & pos.piecesHi(side, k);
            if ((lo | hi) != 0) {
                attacker = Bitboards.first(lo, hi);
                kind = k;
                break;
            }
        }
        long nextLo = occLo & ~Bitboards.bitLo(attacker);
        long nextHi = occHi & ~Bitboards.bitHi(attacker);
        if (kind == Piece.KING) {
            pos.computeAttackers(side ^ 1, sq, nextLo, nextHi);
            if (((pos.attackersLo() & nextLo) | (pos.attackersHi() & nextHi)) != 0) {
                return 0; // the king may not capture into an attacked square
            }
        }
        int gain = PieceValues.textbookCapture(onSquare);
        int standing = kind;
        if (Piece.canPromote(kind) && (Square.inZone(side, sq) || Square.inZone(side, attacker))) {
            gain += PieceValues.textbookPromotionGain(kind);
            standing = Piece.promote(kind);
        }
        int reply = exchange(pos, sq, side ^ 1, standing, nextLo, nextHi);
        return Math.max(0, gain - reply);
    }

    /** Whether {@code see(pos, move) >= threshold}. */
    public static boolean seeAtLeast(Position pos, int move, int threshold) {
        return see(pos, move) >= threshold;
    }
}
