package io.github.tansaku.shogi;

/**
 * 入玉宣言: whether the side to move may declare a win (USI {@code bestmove win}, CSA
 * {@code %KACHI}), by the CSA 27-point rule. All must hold: the declarer's king is in
 * the enemy camp (the opponent's three ranks); at least 10 of the declarer's other pieces are
 * there; the declarer is not in check; and its points, counting rook and bishop (promoted or
 * not) 5 and every other piece 1, over its pieces in the enemy camp plus in hand, reach the
 * rule's threshold ({@link EnteringKingRule}). The clock condition is the caller's business.
 */
public final class Declaration {

    /** How many of the declarer's pieces other than the king must stand in the enemy camp. */
    public static final int PIECES_IN_CAMP = 10;

    private Declaration() {
    }

    /** Whether the side to move of {@code pos} may declare a win under {@code rule}. */
    public static boolean canDeclare(Position pos, EnteringKingRule rule) {
        if (rule == EnteringKingRule.NONE || pos.inCheck()) {
            return false;
        }
        int us = pos.sideToMove();
        if (!Square.inZone(us, pos.kingSquare(us))) {
            return false;
        }
        return piecesInCamp(pos, us) >= PIECES_IN_CAMP && points(pos, us) >= rule.pointsNeeded(us);
    }

    /** The number of {@code side}'s pieces other than the king in its enemy camp. */
    public static int piecesInCamp(Position pos, int side) {
        long campLo = Bitboards.farRanksLo(side, 3);
        long campHi = Bitboards.farRanksHi(side, 3);
        int king = pos.kingSquare(side);
        return Bitboards.count(pos.occupiedLo(side) & campLo & ~Bitboards.bitLo(king),
                pos.occupiedHi(side) & campHi & ~Bitboards.bitHi(king));
    }

    /** {@code side}'s declaration points: its pieces in the enemy camp plus in hand. */
    public static int points(Position pos, int side) {
        long campLo = Bitboards.farRanksLo(side, 3);
        long campHi = Bitboards.farRanksHi(side, 3);
        int points = 0;
        for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
            if (kind == Piece.KING) {
                continue;
            }
            int n = Bitboards.count(pos.piecesLo(side, kind) & campLo, pos.piecesHi(side, kind) & campHi);
            points += n * value(kind);
        }
        for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
            points += pos.handCount(side, kind) * value(kind);
        }
        return points;
    }

    private static int value(int kind) {
        int base = Piece.unpromote(kind);
        return base == Piece.ROOK || base == Piece.BISHOP ? 5 : 1;
    }
}
