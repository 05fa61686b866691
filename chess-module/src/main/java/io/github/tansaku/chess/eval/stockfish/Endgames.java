package io.github.tansaku.chess.eval.stockfish;

import static io.github.tansaku.chess.board.PieceType.BISHOP;
import static io.github.tansaku.chess.board.PieceType.KNIGHT;
import static io.github.tansaku.chess.board.PieceType.PAWN;
import static io.github.tansaku.chess.board.PieceType.QUEEN;
import static io.github.tansaku.chess.board.PieceType.ROOK;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;

/**
 * Specialised endgames (reference section 19): evaluation functions that replace the whole
 * evaluation for a material signature, and scaling functions that only supply the endgame scale
 * factor of their strong side. Implemented: the evaluations KXK, KBNK, KPK (through
 * {@link KpkBitbase}) and KNNK, the scalings KBPsK, KQKRPs, KPsK and KPKP. The dedicated scaling
 * signatures (KNPK, KNPKB, KRPKR, KRPKB, KBPKB, KBPKN, KBPPKB, KRPPKRP) are recognised, so the
 * material entry stops early for them as the reference does, but their rules are not implemented
 * and they scale normally.
 */
final class Endgames {

    static final int NONE = 0;
    static final int EVAL_KXK = 1;
    static final int EVAL_KBNK = 2;
    static final int EVAL_KPK = 3;
    static final int EVAL_KNNK = 4;
    static final int SCALE_KBPSK = 10;
    static final int SCALE_KQKRPS = 11;
    static final int SCALE_KPSK = 12;
    static final int SCALE_KPKP = 13;
    /** A dedicated scaling signature whose rules are not implemented: scales normally. */
    static final int SCALE_DEDICATED_UNIMPLEMENTED = 20;

    /** Returned by a scaling function that does not apply. */
    static final int SCALE_NONE = 255;
    static final int KNOWN_WIN = 10000;
    /** Largest value a won endgame may reach (the reference's mate-in-max-ply bound minus one). */
    static final int MAX_KNOWN = 32000 - 128 - 1;

    private static final int[] PUSH_TO_EDGES = {
        100, 90, 80, 70, 70, 80, 90, 100,
        90, 70, 60, 50, 50, 60, 70, 90,
        80, 60, 40, 30, 30, 40, 60, 80,
        70, 50, 30, 20, 20, 30, 50, 70,
        70, 50, 30, 20, 20, 30, 50, 70,
        80, 60, 40, 30, 30, 40, 60, 80,
        90, 70, 60, 50, 50, 60, 70, 90,
        100, 90, 80, 70, 70, 80, 90, 100,
    };
    /** Drives the king to a dark corner (a1 or h8); flipped for a light-squared bishop. */
    private static final int[] PUSH_TO_CORNERS = {
        200, 190, 180, 170, 160, 150, 140, 130,
        190, 180, 170, 160, 150, 140, 130, 140,
        180, 170, 155, 140, 140, 125, 140, 150,
        170, 160, 140, 120, 110, 140, 150, 160,
        160, 150, 140, 110, 120, 140, 160, 170,
        150, 140, 125, 140, 140, 155, 170, 180,
        140, 130, 140, 150, 160, 170, 180, 190,
        130, 140, 150, 160, 170, 180, 190, 200,
    };
    private static final int[] PUSH_CLOSE = {0, 0, 100, 80, 60, 40, 20, 10};

    private Endgames() {
    }

    // ------------------------------------------------------------------ recognition

    /** The evaluation function for {@code strong} against {@code weak} (counts by type), or NONE. */
    static int evaluationFor(int[] strong, int[] weak, int strongNpm) {
        if (isBare(weak)) {
            if (matches(strong, 1, 0, 0, 0, 0)) {
                return EVAL_KPK;
            }
            if (matches(strong, 0, 1, 1, 0, 0)) {
                return EVAL_KBNK;
            }
            if (matches(strong, 0, 2, 0, 0, 0)) {
                return EVAL_KNNK;
            }
            if (strongNpm >= Tables.ROOK_MG) {
                return EVAL_KXK;
            }
        }
        return NONE;
    }

    /** A dedicated scaling signature with {@code strong} as the stronger side, or NONE. */
    static int dedicatedScalingFor(int[] s, int[] w) {
        boolean dedicated = matches(s, 1, 1, 0, 0, 0) && isBare(w)                       // KNPK
                || matches(s, 1, 1, 0, 0, 0) && matches(w, 0, 0, 1, 0, 0)             // KNPKB
                || matches(s, 1, 0, 0, 1, 0) && matches(w, 0, 0, 0, 1, 0)             // KRPKR
                || matches(s, 1, 0, 0, 1, 0) && matches(w, 0, 0, 1, 0, 0)             // KRPKB
                || matches(s, 1, 0, 1, 0, 0) && matches(w, 0, 0, 1, 0, 0)             // KBPKB
                || matches(s, 1, 0, 1, 0, 0) && matches(w, 0, 1, 0, 0, 0)             // KBPKN
                || matches(s, 2, 0, 1, 0, 0) && matches(w, 0, 0, 1, 0, 0)             // KBPPKB
                || matches(s, 2, 0, 0, 1, 0) && matches(w, 1, 0, 0, 1, 0);            // KRPPKRP
        return dedicated ? SCALE_DEDICATED_UNIMPLEMENTED : NONE;
    }

    /** The generic scaling function helping {@code us}, or NONE. */
    static int genericScalingFor(int[] us, int[] them, int ourNpm, int theirNpm) {
        if (ourNpm == Tables.BISHOP_MG && us[BISHOP] == 1 && us[PAWN] >= 1) {
            return SCALE_KBPSK;
        }
        if (us[PAWN] == 0 && ourNpm == Tables.QUEEN_MG && us[QUEEN] == 1 && them[ROOK] == 1 && them[PAWN] >= 1) {
            return SCALE_KQKRPS;
        }
        return NONE;
    }

    private static boolean isBare(int[] n) {
        return matches(n, 0, 0, 0, 0, 0);
    }

    private static boolean matches(int[] n, int pawns, int knights, int bishops, int rooks, int queens) {
        return n[PAWN] == pawns && n[KNIGHT] == knights && n[BISHOP] == bishops && n[ROOK] == rooks
                && n[QUEEN] == queens;
    }

    // ------------------------------------------------------------------ evaluation functions

    /** The value of evaluation {@code code} for {@code strong}, from the side to move's view. */
    static int evaluate(int code, Position pos, int strong) {
        int result = switch (code) {
            case EVAL_KXK -> kxk(pos, strong);
            case EVAL_KBNK -> kbnk(pos, strong);
            case EVAL_KPK -> kpk(pos, strong);
            case EVAL_KNNK -> 0;
            default -> throw new IllegalStateException("unknown endgame evaluation " + code);
        };
        return pos.sideToMove() == strong ? result : -result;
    }

    /** Mate with a lone king: material, the weak king pushed to the edge, kings close. */
    private static int kxk(Position pos, int strong) {
        int weak = strong ^ 1;
        if (pos.sideToMove() == weak && !pos.inCheck() && MoveGenerator.countLegal(pos) == 0) {
            return 0; // stalemate
        }
        int winnerKing = pos.kingSquare(strong);
        int loserKing = pos.kingSquare(weak);
        int npm = nonPawn(pos, strong);
        int result = npm + Long.bitCount(pos.pieces(strong, PAWN)) * Tables.PAWN_EG
                + PUSH_TO_EDGES[loserKing] + PUSH_CLOSE[Geometry.distance(winnerKing, loserKing)];
        long bishops = pos.pieces(strong, BISHOP);
        if (pos.pieces(strong, QUEEN) != 0 || pos.pieces(strong, ROOK) != 0
                || (bishops != 0 && pos.pieces(strong, KNIGHT) != 0)
                || ((bishops & Geometry.DARK_SQUARES) != 0 && (bishops & ~Geometry.DARK_SQUARES) != 0)) {
            result = Math.min(result + KNOWN_WIN, MAX_KNOWN);
        }
        return result;
    }

    /** Bishop and knight: drive the king to a corner of the bishop's colour. */
    private static int kbnk(Position pos, int strong) {
        int winnerKing = pos.kingSquare(strong);
        int loserKing = pos.kingSquare(strong ^ 1);
        int bishop = Long.numberOfTrailingZeros(pos.pieces(strong, BISHOP));
        if (Geometry.oppositeColors(bishop, 0)) {
            loserKing ^= 56;
            winnerKing ^= 56;
        }
        return KNOWN_WIN + PUSH_CLOSE[Geometry.distance(winnerKing, loserKing)] + PUSH_TO_CORNERS[loserKing];
    }

    /** King and pawn against king, from the bitbase. */
    private static int kpk(Position pos, int strong) {
        int pawnSquare = Long.numberOfTrailingZeros(pos.pieces(strong, PAWN));
        int flip = normalization(strong, pawnSquare);
        int wk = pos.kingSquare(strong) ^ flip;
        int bk = pos.kingSquare(strong ^ 1) ^ flip;
        int pawn = pawnSquare ^ flip;
        if (!KpkBitbase.probe(wk, pawn, bk, pos.sideToMove() == strong)) {
            return 0;
        }
        return KNOWN_WIN + Tables.PAWN_EG + (pawn >>> 3);
    }

    /** XOR mask that turns {@code strong} into White and puts its pawn on files a to d. */
    private static int normalization(int strong, int pawnSquare) {
        return (strong == Color.BLACK ? 56 : 0) | ((pawnSquare & 7) >= 4 ? 7 : 0);
    }

    // ------------------------------------------------------------------ scaling functions

    /** The scale factor scaling function {@code code} gives {@code strong}, or {@link #SCALE_NONE}. */
    static int scale(int code, Position pos, int strong) {
        return switch (code) {
            case SCALE_KBPSK -> kbpsk(pos, strong);
            case SCALE_KQKRPS -> kqkrps(pos, strong);
            case SCALE_KPSK -> kpsk(pos, strong);
            case SCALE_KPKP -> kpkp(pos, strong);
            case SCALE_DEDICATED_UNIMPLEMENTED -> SCALE_NONE;
            default -> throw new IllegalStateException("unknown scaling function " + code);
        };
    }

    /** Bishop and pawns: the wrong rook pawn, or blocked b/g-file pawns, draw. */
    private static int kbpsk(Position pos, int strong) {
        int weak = strong ^ 1;
        long pawns = pos.pieces(strong, PAWN);
        int pawnsFile = Long.numberOfTrailingZeros(pawns) & 7;
        long fileMask = Geometry.FILE_A << pawnsFile;
        if ((pawnsFile == 0 || pawnsFile == 7) && (pawns & ~fileMask) == 0) {
            int bishop = Long.numberOfTrailingZeros(pos.pieces(strong, BISHOP));
            int queening = Geometry.relativeSquare(strong, 56 + pawnsFile);
            int king = pos.kingSquare(weak);
            if (Geometry.oppositeColors(queening, bishop) && Geometry.distance(queening, king) <= 1) {
                return Tables.SCALE_DRAW;
            }
        }
        long weakPawns = pos.pieces(weak, PAWN);
        if ((pawnsFile == 1 || pawnsFile == 6)
                && (pos.piecesOfType(PAWN) & ~fileMask) == 0
                && nonPawn(pos, weak) == 0 && weakPawns != 0) {
            int weakPawn = Geometry.backmost(weak, weakPawns);
            int strongKing = pos.kingSquare(strong);
            int weakKing = pos.kingSquare(weak);
            int bishop = Long.numberOfTrailingZeros(pos.pieces(strong, BISHOP));
            if (Geometry.relativeRank(strong, weakPawn) == 6
                    && (pawns & (1L << (weakPawn + Geometry.up(weak)))) != 0
                    && (Geometry.oppositeColors(bishop, weakPawn) || Long.bitCount(pawns) == 1)) {
                int strongKingDist = Geometry.distance(weakPawn, strongKing);
                int weakKingDist = Geometry.distance(weakPawn, weakKing);
                if (Geometry.relativeRank(strong, weakKing) >= 6 && weakKingDist <= 2
                        && weakKingDist <= strongKingDist) {
                    return Tables.SCALE_DRAW;
                }
            }
        }
        return SCALE_NONE;
    }

    /** Queen against rook and pawns: the rook on its third rank guarded by a pawn is a fortress. */
    private static int kqkrps(Position pos, int strong) {
        int weak = strong ^ 1;
        int king = pos.kingSquare(weak);
        int rook = Long.numberOfTrailingZeros(pos.pieces(weak, ROOK));
        if (Geometry.relativeRank(weak, king) <= 1
                && Geometry.relativeRank(weak, pos.kingSquare(strong)) >= 3
                && Geometry.relativeRank(weak, rook) == 2
                && (pos.pieces(weak, PAWN) & Attacks.king(king) & Attacks.pawn(strong, rook)) != 0) {
            return Tables.SCALE_DRAW;
        }
        return SCALE_NONE;
    }

    /** Pawns only against a bare king: all on one rook file in front of the king is a draw. */
    private static int kpsk(Position pos, int strong) {
        int weak = strong ^ 1;
        int king = pos.kingSquare(weak);
        long pawns = pos.pieces(strong, PAWN);
        if ((pawns & ~Geometry.forwardRanks(weak, king)) == 0
                && !((pawns & ~Geometry.FILE_A) != 0 && (pawns & ~Geometry.FILE_H) != 0)
                && Math.abs((king & 7) - (Long.numberOfTrailingZeros(pawns) & 7)) <= 1) {
            return Tables.SCALE_DRAW;
        }
        return SCALE_NONE;
    }

    /** One pawn each: a bitbase draw without the defender's pawn is probably still a draw. */
    private static int kpkp(Position pos, int strong) {
        int pawnSquare = Long.numberOfTrailingZeros(pos.pieces(strong, PAWN));
        int flip = normalization(strong, pawnSquare);
        int wk = pos.kingSquare(strong) ^ flip;
        int bk = pos.kingSquare(strong ^ 1) ^ flip;
        int pawn = pawnSquare ^ flip;
        if ((pawn >>> 3) >= 4 && (pawn & 7) != 0) {
            return SCALE_NONE;
        }
        return KpkBitbase.probe(wk, pawn, bk, pos.sideToMove() == strong) ? SCALE_NONE : Tables.SCALE_DRAW;
    }

    /** Non-pawn material (middlegame values) of {@code color}. */
    static int nonPawn(Position pos, int color) {
        return Long.bitCount(pos.pieces(color, KNIGHT)) * Tables.KNIGHT_MG
                + Long.bitCount(pos.pieces(color, BISHOP)) * Tables.BISHOP_MG
                + Long.bitCount(pos.pieces(color, ROOK)) * Tables.ROOK_MG
                + Long.bitCount(pos.pieces(color, QUEEN)) * Tables.QUEEN_MG;
    }
}
