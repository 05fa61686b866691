package io.github.tansaku.chess.exchange;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;

/**
 * Static exchange evaluation (SEE): plays out the captures on a move's destination square,
 * each side recapturing with its least valuable attacker and free to stop, and reports the
 * material outcome for the side that moves, in centipawns ({@link PieceType#value}).
 *
 * <p>Sliders hidden behind a capturer join in as it leaves (x-rays). A king recaptures only
 * if the other side has no attacker left. Pins are ignored and only the first move's promotion
 * counts, the usual simplifications. All methods are static and allocation-free.
 */
public final class StaticExchangeEvaluator {

    private StaticExchangeEvaluator() {
    }

    /**
     * The immediate material change of {@code move} for the mover: the captured piece's value
     * (a pawn for en passant) plus, for a promotion, the new piece's value minus a pawn's.
     */
    public static int materialGain(Position position, int move) {
        int taken = capturedType(position, move);
        int gain = taken == NOTHING_TAKEN ? 0 : PieceType.value(taken);
        if (MoveCode.isPromotion(move)) {
            gain += PieceType.value(MoveCode.promotionType(move)) - PieceType.value(PieceType.PAWN);
        }
        return gain;
    }

    /** What {@link #capturedType} returns for a move that takes nothing. */
    public static final int NOTHING_TAKEN = -1;

    /**
     * The {@link PieceType} that {@code move} takes in {@code position} (a pawn en passant), or
     * {@link #NOTHING_TAKEN}.
     */
    public static int capturedType(Position position, int move) {
        if (MoveCode.isEnPassant(move)) {
            return PieceType.PAWN;
        }
        return MoveCode.isCapture(move) ? Piece.type(position.pieceAt(MoveCode.to(move))) : NOTHING_TAKEN;
    }

    /** The value of the exchange started by {@code move} (legal in {@code position}). */
    public static int see(Position position, int move) {
        if (MoveCode.isCastling(move)) {
            return 0;
        }
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        long occupied = position.occupied() ^ (1L << from);
        if (MoveCode.isEnPassant(move)) {
            occupied ^= 1L << (to ^ 8);
        }
        int mover = position.pieceAt(from);
        int onSquare = MoveCode.isPromotion(move)
                ? PieceType.value(MoveCode.promotionType(move)) : valueOf(Piece.type(mover));
        long attackers = position.attackersTo(to, occupied) & occupied;
        return materialGain(position, move)
                - bestReply(position, to, occupied, attackers, Piece.color(mover) ^ 1, onSquare);
    }

    /**
     * What {@code side} gains at best by capturing the piece worth {@code onSquare} on
     * {@code to} and continuing the exchange, or 0 if it stops.
     */
    private static int bestReply(Position position, int to, long occupied, long attackers, int side, int onSquare) {
        long ours = attackers & position.pieces(side);
        if (ours == 0) {
            return 0;
        }
        int type = leastValuableType(position, ours, side);
        if (type == PieceType.KING && (attackers & position.pieces(side ^ 1)) != 0) {
            return 0; // the king may not capture onto a defended square
        }
        long from = position.pieces(side, type) & ours;
        occupied ^= from & -from;
        attackers = (attackers | xrays(position, to, occupied, type)) & occupied;
        int value = onSquare - bestReply(position, to, occupied, attackers, side ^ 1, valueOf(type));
        return Math.max(0, value);
    }

    /**
     * Whether {@code see(position, move) >= threshold}, with early exits: the exchange is
     * followed only until one side can stop with the threshold decided.
     */
    public static boolean seeAtLeast(Position position, int move, int threshold) {
        if (MoveCode.isCastling(move)) {
            return 0 >= threshold;
        }
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int mover = position.pieceAt(from);
        // swap: how far above the threshold the mover stands if the exchange stopped now.
        int swap = materialGain(position, move) - threshold;
        if (swap < 0) {
            return false; // even if nothing recaptures
        }
        int onSquare = MoveCode.isPromotion(move)
                ? PieceType.value(MoveCode.promotionType(move)) : valueOf(Piece.type(mover));
        swap = onSquare - swap;
        if (swap <= 0) {
            return true; // even losing the piece keeps the mover at or above the threshold
        }
        long occupied = position.occupied() ^ (1L << from);
        if (MoveCode.isEnPassant(move)) {
            occupied ^= 1L << (to ^ 8);
        }
        long attackers = position.attackersTo(to, occupied) & occupied;
        int side = Piece.color(mover);
        boolean result = true;
        while (true) {
            side ^= 1;
            attackers &= occupied;
            long ours = attackers & position.pieces(side);
            if (ours == 0) {
                break;
            }
            int type = leastValuableType(position, ours, side);
            if (type == PieceType.KING) {
                // The king takes only if the other side has nothing left to take back.
                return (attackers & position.pieces(side ^ 1)) != 0 ? result : !result;
            }
            result = !result;
            swap = valueOf(type) - swap;
            if (swap < (result ? 1 : 0)) {
                break;
            }
            long fromBit = position.pieces(side, type) & ours;
            occupied ^= fromBit & -fromBit;
            attackers |= xrays(position, to, occupied, type);
        }
        return result;
    }

    /**
     * The sliders that attack {@code to} once a piece of {@code capturerType} has left its square
     * for it: only the lines that piece stood on can open (a pawn or bishop stood on a diagonal,
     * a rook on a file or rank, a knight on neither).
     */
    private static long xrays(Position position, int to, long occupied, int capturerType) {
        long queens = position.piecesOfType(PieceType.QUEEN);
        long found = 0;
        if (capturerType == PieceType.PAWN || capturerType == PieceType.BISHOP || capturerType == PieceType.QUEEN) {
            found |= Attacks.bishop(to, occupied) & (position.piecesOfType(PieceType.BISHOP) | queens);
        }
        if (capturerType == PieceType.ROOK || capturerType == PieceType.QUEEN) {
            found |= Attacks.rook(to, occupied) & (position.piecesOfType(PieceType.ROOK) | queens);
        }
        return found;
    }

    private static int leastValuableType(Position position, long attackers, int side) {
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            if ((attackers & position.pieces(side, type)) != 0) {
                return type;
            }
        }
        return PieceType.KING;
    }

    /** Piece values for the exchange; the king's is only used as the value of the piece on the square. */
    private static int valueOf(int type) {
        return type == PieceType.KING ? 20_000 : PieceType.value(type);
    }
}
