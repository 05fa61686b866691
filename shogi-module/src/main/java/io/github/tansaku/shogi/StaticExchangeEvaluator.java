package io.github.tansaku.shogi;

/**
 * Static exchange evaluation on the textbook scale (the textbook chapter's 交換値).
 *
 * <p>Both sides capture alternately on one square, each with its cheapest remaining attacker
 * (attackers hidden behind another attacker on the same line join when it has gone; a king only
 * when the other side has no attacker left), each free to stop; a capture gains the capture
 * value of the piece taken ({@link PieceValues#textbookCapture}) and, when the capturer may
 * promote there (it can promote and the square or its origin is in its zone), the promotion
 * gain. Pins are not considered, as in the textbook. Uses the position's scratch state and
 * allocates nothing.
 *
 * <p>The textbook leaves open which of two equally cheap attackers captures first. They can
 * differ: one may promote where the other may not (a silver, bishop or rook leaving its zone), or
 * one may hide a slider that joins the exchange once it has gone. Here the capturing side picks,
 * among its attackers of the cheapest kind, the one that is best for it (the exchange is
 * searched with each distinct choice). That rule depends only on the position, not on how the
 * board is drawn or numbered, so the exchange value of a position and of its colour-flipped
 * twin (board turned by 180 degrees, colours swapped) are equal.
 *
 * <p>Capturing a king, which a legal position never allows, is worth the king's value, 10000
 * ({@link PieceValues#textbookCapture}), and ends the exchange.
 */
public final class StaticExchangeEvaluator {

    /** Order in which a side uses its attackers: cheapest first. */
    private static final int[] CHEAPEST_FIRST = {
        Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER, Piece.PRO_PAWN, Piece.PRO_LANCE, Piece.PRO_KNIGHT,
        Piece.PRO_SILVER, Piece.GOLD, Piece.BISHOP, Piece.ROOK, Piece.HORSE, Piece.DRAGON, Piece.KING};

    /** The kinds that slide along files and ranks, and along diagonals. */
    private static final int[] ORTHOGONAL_SLIDERS = {Piece.LANCE, Piece.ROOK, Piece.DRAGON};
    private static final int[] DIAGONAL_SLIDERS = {Piece.BISHOP, Piece.HORSE};

    /** The largest textbook promotion gain (a pawn becoming a tokin). */
    private static final int MAX_PROMOTION_GAIN = maxPromotionGain();

    /** {@link #tryChoice}'s answer for an attacker that need not be tried. */
    private static final int SKIP = -1;
    /** Bits of {@link #tryChoice}'s record: a plain attacker that promotes, one that does not. */
    private static final int TRIED_PLAIN_PROMOTING = 1;
    private static final int TRIED_PLAIN_UNPROMOTING = 2;

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
     * recaptures on its destination, each side free to stop after any capture. A move that
     * captures a king ends the game: it is worth {@link #materialGain} with no recapture.
     */
    public static int see(Position pos, int move) {
        int us = pos.sideToMove();
        int to = Moves.to(move);
        if (!Moves.isDrop(move) && Piece.kind(pos.pieceOn(to)) == Piece.KING) {
            return materialGain(pos, move);
        }
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
     * starting captures there (0 when it cannot capture or should not). On the opponent's king,
     * which a legal position never leaves attacked, it is the king's value if the king is
     * attacked.
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
        for (int sq = Bitboards.first(lo, hi); sq != Square.NONE; sq = Bitboards.next(lo, hi, sq)) {
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
        if (onSquare == Piece.KING) {
            return PieceValues.textbookCapture(Piece.KING); // taking the king ends the game
        }
        for (int kind : CHEAPEST_FIRST) {
            long lo = attLo & pos.piecesLo(side, kind);
            long hi = attHi & pos.piecesHi(side, kind);
            if ((lo | hi) != 0) {
                return captureWithCheapest(pos, sq, side, onSquare, occLo, occHi, kind, lo, hi);
            }
        }
        throw new IllegalStateException("attacker of no kind on " + Square.toUsi(sq));
    }

    /**
     * The best of {@link #captureWith} over the attackers ({@code lo}, {@code hi}) of the
     * cheapest {@code kind}. Equally valued attackers still differ when one can promote and
     * another cannot (a move out of the zone) or when one hides a slider that joins once it has
     * gone, so the side chooses the one best for it: a rule that does not depend on how the
     * board is oriented, which keeps the exchange value colour-symmetric. Attackers that uncover
     * nothing and promote alike are interchangeable, so only one of them is tried.
     */
    private static int captureWithCheapest(Position pos, int sq, int side, int onSquare, long occLo, long occHi,
            int kind, long lo, long hi) {
        if (Bitboards.count(lo, hi) == 1) {
            return captureWith(pos, sq, side, onSquare, occLo, occHi, kind, Bitboards.first(lo, hi));
        }
        int best = 0;
        int tried = 0;
        while ((lo | hi) != 0) {
            int attacker = Bitboards.first(lo, hi);
            lo &= ~Bitboards.bitLo(attacker);
            hi &= ~Bitboards.bitHi(attacker);
            int nowTried = tryChoice(pos, sq, side, kind, attacker, occLo, occHi, tried);
            if (nowTried == SKIP) {
                continue;
            }
            tried = nowTried;
            best = Math.max(best, captureWith(pos, sq, side, onSquare, occLo, occHi, kind, attacker));
        }
        return best;
    }

    /**
     * Whether {@code side}'s attacker of the cheapest {@code kind} on {@code attacker} must be
     * tried, given the record {@code tried} of those tried before: {@link #SKIP} if not, else the
     * record with it. A plain attacker (one that uncovers no slider) is interchangeable with an
     * earlier plain one that promotes alike.
     */
    private static int tryChoice(Position pos, int sq, int side, int kind, int attacker, long occLo, long occHi,
            int tried) {
        if (uncoversSlider(pos, sq, attacker, occLo, occHi)) {
            return tried;
        }
        int bit = promotes(side, kind, sq, attacker) ? TRIED_PLAIN_PROMOTING : TRIED_PLAIN_UNPROMOTING;
        return (tried & bit) != 0 ? SKIP : tried | bit;
    }

    /** Whether a king of {@code side} capturing on {@code sq} would stand attacked there. */
    private static boolean kingCaptureIntoCheck(Position pos, int sq, int side, long nextLo, long nextHi) {
        pos.computeAttackers(side ^ 1, sq, nextLo, nextHi);
        return ((pos.attackersLo() & nextLo) | (pos.attackersHi() & nextHi)) != 0;
    }

    /**
     * The value for {@code side} of capturing on {@code sq} with its piece of {@code kind} on
     * {@code attacker} (promoting when it may) and continuing as in {@link #exchange}.
     */
    private static int captureWith(Position pos, int sq, int side, int onSquare, long occLo, long occHi, int kind,
            int attacker) {
        long nextLo = occLo & ~Bitboards.bitLo(attacker);
        long nextHi = occHi & ~Bitboards.bitHi(attacker);
        if (kind == Piece.KING && kingCaptureIntoCheck(pos, sq, side, nextLo, nextHi)) {
            return 0; // the king may not capture into an attacked square
        }
        int gain = PieceValues.textbookCapture(onSquare);
        int standing = kind;
        if (promotes(side, kind, sq, attacker)) {
            gain += PieceValues.textbookPromotionGain(kind);
            standing = Piece.promote(kind);
        }
        int reply = exchange(pos, sq, side ^ 1, standing, nextLo, nextHi);
        return Math.max(0, gain - reply);
    }

    private static int maxPromotionGain() {
        int max = 0;
        for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
            if (Piece.canPromote(kind)) {
                max = Math.max(max, PieceValues.textbookPromotionGain(kind));
            }
        }
        return max;
    }

    /**
     * Whether {@code side}'s piece of {@code kind} promotes capturing from {@code from} on
     * {@code to}: whenever the rules allow, that is when it can promote and either square is in
     * its zone. This covers the forced promotions (a pawn or lance reaching the last rank, a
     * knight the last two), which are all in the zone; promoting is never worse for the exchange,
     * because a promoted piece that is recaptured returns exactly the gain to the opponent.
     */
    private static boolean promotes(int side, int kind, int to, int from) {
        return Piece.canPromote(kind) && (Square.inZone(side, to) || Square.inZone(side, from));
    }

    /**
     * Whether removing {@code attacker} from the board opens a line from {@code sq} to a slider
     * (of either side) that then attacks {@code sq}.
     */
    private static boolean uncoversSlider(Position pos, int sq, int attacker, long occLo, long occHi) {
        long lineLo = Attacks.LINE_LO[sq * Square.COUNT + attacker];
        long lineHi = Attacks.LINE_HI[sq * Square.COUNT + attacker];
        if ((lineLo | lineHi) == 0) {
            return false; // a knight, off every line through the square
        }
        boolean orthogonal = Square.file(sq) == Square.file(attacker) || Square.rank(sq) == Square.rank(attacker);
        if (!sliderOn(pos, orthogonal, lineLo, lineHi)) {
            return false; // nothing on the line could join: skip the occupancy lookups
        }
        long nextLo = occLo & ~Bitboards.bitLo(attacker);
        long nextHi = occHi & ~Bitboards.bitHi(attacker);
        // Squares on the line that become visible from sq: those beyond the attacker.
        long seenLo;
        long seenHi;
        if (orthogonal) {
            seenLo = Attacks.rookLo(sq, nextLo, nextHi) & ~Attacks.rookLo(sq, occLo, occHi);
            seenHi = Attacks.rookHi(sq, nextLo, nextHi) & ~Attacks.rookHi(sq, occLo, occHi);
        } else {
            seenLo = Attacks.bishopLo(sq, nextLo, nextHi) & ~Attacks.bishopLo(sq, occLo, occHi);
            seenHi = Attacks.bishopHi(sq, nextLo, nextHi) & ~Attacks.bishopHi(sq, occLo, occHi);
        }
        seenLo &= lineLo & nextLo;
        seenHi &= lineHi & nextHi;
        if ((seenLo | seenHi) == 0) {
            return false;
        }
        int behind = Bitboards.first(seenLo, seenHi);
        int piece = pos.pieceOn(behind);
        return Bitboards.contains(Attacks.attacksLo(piece, behind, nextLo, nextHi),
                Attacks.attacksHi(piece, behind, nextLo, nextHi), sq);
    }

    /**
     * Whether a piece of either side that slides along lines of that kind (orthogonal: lance,
     * rook, dragon; else bishop, horse) stands on the line ({@code lineLo}, {@code lineHi}).
     */
    private static boolean sliderOn(Position pos, boolean orthogonal, long lineLo, long lineHi) {
        int[] kinds = orthogonal ? ORTHOGONAL_SLIDERS : DIAGONAL_SLIDERS;
        for (int side = 0; side < 2; side++) {
            for (int kind : kinds) {
                if ((pos.piecesLo(side, kind) & lineLo | pos.piecesHi(side, kind) & lineHi) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether {@code see(pos, move) >= threshold}. Decided without the exchange where a bound
     * suffices (the result is never above {@link #materialGain}, and the opponent's recaptures
     * can win back at most the capture value of the piece left on the square plus the largest
     * promotion gain), else by the exchange searched only as far as the threshold needs: a side
     * that already has what it needs by stopping, or whose opponent could not reach it even by
     * taking everything on offer, ends the search there, before its attackers are looked up.
     */
    public static boolean seeAtLeast(Position pos, int move, int threshold) {
        int gain = materialGain(pos, move);
        if (gain < threshold) {
            return false;
        }
        int to = Moves.to(move);
        int standing;
        long occLo = pos.occupiedLo();
        long occHi = pos.occupiedHi();
        if (Moves.isDrop(move)) {
            standing = Moves.dropKind(move);
            occLo |= Bitboards.bitLo(to);
            occHi |= Bitboards.bitHi(to);
        } else {
            int from = Moves.from(move);
            if (Piece.kind(pos.pieceOn(to)) == Piece.KING) {
                return true; // taking the king ends the game: see is the material gain
            }
            standing = Piece.kind(pos.pieceOn(from));
            if (Moves.isPromotion(move)) {
                standing = Piece.promote(standing);
            }
            occLo &= ~Bitboards.bitLo(from);
            occHi &= ~Bitboards.bitHi(from);
        }
        return exchangeAtMost(pos, to, pos.sideToMove() ^ 1, standing, occLo, occHi, gain - threshold);
    }

    /**
     * Whether {@link #exchange exchange(pos, sq, side, onSquare, occLo, occHi)} is at most
     * {@code limit}: every capture {@code side} can start leaves the other side an exchange of at
     * least its gain minus {@code limit}. The same search as {@link #exchange}, with the same
     * choice of attackers, cut off as soon as the answer is known.
     */
    private static boolean exchangeAtMost(Position pos, int sq, int side, int onSquare, long occLo, long occHi,
            int limit) {
        if (limit < 0) {
            return false; // a side may always decline: the exchange is never negative
        }
        int mostOnOffer = PieceValues.textbookCapture(onSquare) + MAX_PROMOTION_GAIN;
        if (limit >= mostOnOffer) {
            return true; // no capture gains more than the piece taken and a promotion
        }
        pos.computeAttackers(side, sq, occLo, occHi);
        long attLo = pos.attackersLo() & occLo;
        long attHi = pos.attackersHi() & occHi;
        if ((attLo | attHi) == 0) {
            return true;
        }
        if (onSquare == Piece.KING) {
            return PieceValues.textbookCapture(Piece.KING) <= limit;
        }
        for (int kind : CHEAPEST_FIRST) {
            long lo = attLo & pos.piecesLo(side, kind);
            long hi = attHi & pos.piecesHi(side, kind);
            if ((lo | hi) != 0) {
                return everyCaptureAtMost(pos, sq, side, onSquare, occLo, occHi, kind, lo, hi, limit);
            }
        }
        throw new IllegalStateException("attacker of no kind on " + Square.toUsi(sq));
    }

    /**
     * Whether each capture {@link #captureWithCheapest} would try is worth at most {@code limit}
     * (not negative) to {@code side}.
     */
    private static boolean everyCaptureAtMost(Position pos, int sq, int side, int onSquare, long occLo, long occHi,
            int kind, long lo, long hi, int limit) {
        boolean several = Bitboards.count(lo, hi) > 1;
        int tried = 0;
        while ((lo | hi) != 0) {
            int attacker = Bitboards.first(lo, hi);
            lo &= ~Bitboards.bitLo(attacker);
            hi &= ~Bitboards.bitHi(attacker);
            if (several) {
                int nowTried = tryChoice(pos, sq, side, kind, attacker, occLo, occHi, tried);
                if (nowTried == SKIP) {
                    continue;
                }
                tried = nowTried;
            }
            long nextLo = occLo & ~Bitboards.bitLo(attacker);
            long nextHi = occHi & ~Bitboards.bitHi(attacker);
            if (kind == Piece.KING && kingCaptureIntoCheck(pos, sq, side, nextLo, nextHi)) {
                continue; // worth 0, which is at most the limit
            }
            int gain = PieceValues.textbookCapture(onSquare);
            int standing = kind;
            if (promotes(side, kind, sq, attacker)) {
                gain += PieceValues.textbookPromotionGain(kind);
                standing = Piece.promote(kind);
            }
            // This capture is worth max(0, gain - reply) <= limit iff reply >= gain - limit.
            if (exchangeAtMost(pos, sq, side ^ 1, standing, nextLo, nextHi, gain - limit - 1)) {
                return false;
            }
        }
        return true;
    }
}
