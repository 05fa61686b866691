package io.github.tansaku.chess.eval.stockfish;

import static io.github.tansaku.chess.board.PieceType.BISHOP;
import static io.github.tansaku.chess.board.PieceType.KNIGHT;
import static io.github.tansaku.chess.board.PieceType.PAWN;
import static io.github.tansaku.chess.board.PieceType.QUEEN;
import static io.github.tansaku.chess.board.PieceType.ROOK;

import io.github.tansaku.chess.board.Position;

/**
 * One colour's share of an evaluation in progress: its men, the squares its men attack (the
 * reference's {@code attackedBy[colour][type]} and {@code attackedBy2[colour]}) and its attack on
 * the enemy king. {@link StockfishClassicalEvaluator} owns one per colour and refills both for
 * each evaluation that gets past the lazy exit.
 *
 * <p>Why plain fields rather than arrays indexed by colour and piece type: every term reads these
 * maps several times, and a field is one load, where an element of a per-colour array costs the
 * array's load and a bounds check each time. The terms are written for "our side" and "their
 * side", two of these, so that one method serves both colours as in the reference.
 */
final class Side {

    /** The colour, {@code Color.WHITE} or {@code Color.BLACK}. */
    final int color;

    // The men, loaded by load().
    long pieces;
    long pawns;
    long knights;
    long bishops;
    long rooks;
    long queens;
    int kingSquare;

    // The squares attacked, by the men of one type, by any man, by two men or more.
    long pawnAttacks;
    long knightAttacks;
    long bishopAttacks;
    long rookAttacks;
    long queenAttacks;
    long kingAttacks;
    long attacks;
    long attackedTwice;

    /** The squares that count for this side's mobility. */
    long mobilityArea;
    /** The squares around this side's king whose attack counts as an attack on the king (0: none counted). */
    long kingRing;
    /** The men (either colour's) that alone stand between this side's king and an enemy slider. */
    long kingBlockers;
    /** The packed mobility score of this side's pieces. */
    int mobility;

    // This side's attack on the enemy king ring.
    /** How many of this side's men attack the enemy king ring. */
    int kingAttackersCount;
    /** The sum of those attackers' weights. */
    int kingAttackersWeight;
    /** How many attacks of those attackers land next to the enemy king. */
    int kingAttacksCount;

    Side(int color) {
        this.color = color;
    }

    /** Reads this side's men from {@code p}. */
    void load(Position p) {
        pieces = p.pieces(color);
        pawns = p.pieces(color, PAWN);
        knights = p.pieces(color, KNIGHT);
        bishops = p.pieces(color, BISHOP);
        rooks = p.pieces(color, ROOK);
        queens = p.pieces(color, QUEEN);
        kingSquare = p.kingSquare(color);
    }

    /**
     * Adds the attacks {@code b} of one of this side's men of king-attack weight {@code weight}
     * to the all-men maps and, when they reach {@code enemy}'s king ring, to the attack on the
     * king; the caller adds them to the map of the man's type.
     */
    void addAttacks(long b, int weight, Side enemy) {
        attackedTwice |= attacks & b;
        attacks |= b;
        if ((b & enemy.kingRing) != 0) {
            kingAttackersCount++;
            kingAttackersWeight += weight;
            kingAttacksCount += Long.bitCount(b & enemy.kingAttacks);
        }
    }
}
