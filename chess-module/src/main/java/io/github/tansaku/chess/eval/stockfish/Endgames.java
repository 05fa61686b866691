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
 * factor of their strong side: all of the reference's list, namely the evaluations KXK, KBNK,
 * KPK (through {@link KpkBitbase}), KNNK, KRKP, KRKB, KRKN, KQKP and KQKR, the generic scalings
 * KBPsK, KQKRPs, KPsK and KPKP and the dedicated scalings KNPK, KNPKB, KRPKR, KRPKB, KBPKB,
 * KBPKN, KBPPKB and KRPPKRP. Squares are "normalised" where a rule is written for White with the
 * pawn on files a to d.
 */
final class Endgames {

    static final int NONE = 0;
    static final int EVAL_KXK = 1;
    static final int EVAL_KBNK = 2;
    static final int EVAL_KPK = 3;
    static final int EVAL_KNNK = 4;
    static final int EVAL_KRKP = 5;
    static final int EVAL_KRKB = 6;
    static final int EVAL_KRKN = 7;
    static final int EVAL_KQKP = 8;
    static final int EVAL_KQKR = 9;
    static final int SCALE_KBPSK = 10;
    static final int SCALE_KQKRPS = 11;
    static final int SCALE_KPSK = 12;
    static final int SCALE_KPKP = 13;
    static final int SCALE_KNPK = 20;
    static final int SCALE_KNPKB = 21;
    static final int SCALE_KRPKR = 22;
    static final int SCALE_KRPKB = 23;
    static final int SCALE_KBPKB = 24;
    static final int SCALE_KBPKN = 25;
    static final int SCALE_KBPPKB = 26;
    static final int SCALE_KRPPKRP = 27;

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
    private static final int[] PUSH_AWAY = {0, 5, 20, 40, 60, 80, 90, 100};
    /** KRPPKRP scale factor by the rank index of the most advanced pawn. */
    private static final int[] KRPPKRP_SCALE = {0, 9, 10, 14, 21, 44, 0, 0};
    private static final int SCALE_MAX = 128;

    private Endgames() {
    }

    // ------------------------------------------------------------------ recognition

    /** The evaluation function for {@code strong} against {@code weak} (counts by type), or NONE. */
    static int evaluationFor(int[] strong, int[] weak, int strongNpm) {
        if (matches(strong, 0, 0, 0, 1, 0)) {
            if (matches(weak, 1, 0, 0, 0, 0)) {
                return EVAL_KRKP;
            }
            if (matches(weak, 0, 0, 1, 0, 0)) {
                return EVAL_KRKB;
            }
            if (matches(weak, 0, 1, 0, 0, 0)) {
                return EVAL_KRKN;
            }
        }
        if (matches(strong, 0, 0, 0, 0, 1)) {
            if (matches(weak, 1, 0, 0, 0, 0)) {
                return EVAL_KQKP;
            }
            if (matches(weak, 0, 0, 0, 1, 0)) {
                return EVAL_KQKR;
            }
        }
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
        if (matches(s, 1, 1, 0, 0, 0)) {
            return isBare(w) ? SCALE_KNPK : matches(w, 0, 0, 1, 0, 0) ? SCALE_KNPKB : NONE;
        }
        if (matches(s, 1, 0, 0, 1, 0)) {
            return matches(w, 0, 0, 0, 1, 0) ? SCALE_KRPKR : matches(w, 0, 0, 1, 0, 0) ? SCALE_KRPKB : NONE;
        }
        if (matches(s, 1, 0, 1, 0, 0)) {
            return matches(w, 0, 0, 1, 0, 0) ? SCALE_KBPKB : matches(w, 0, 1, 0, 0, 0) ? SCALE_KBPKN : NONE;
        }
        if (matches(s, 2, 0, 1, 0, 0) && matches(w, 0, 0, 1, 0, 0)) {
            return SCALE_KBPPKB;
        }
        if (matches(s, 2, 0, 0, 1, 0) && matches(w, 1, 0, 0, 1, 0)) {
            return SCALE_KRPPKRP;
        }
        return NONE;
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
            case EVAL_KRKP -> krkp(pos, strong);
            case EVAL_KRKB -> PUSH_TO_EDGES[pos.kingSquare(strong ^ 1)];
            case EVAL_KRKN -> krkn(pos, strong);
            case EVAL_KQKP -> kqkp(pos, strong);
            case EVAL_KQKR -> kqkr(pos, strong);
            default -> throw new IllegalStateException("unknown endgame evaluation " + code);
        };
        return pos.sideToMove() == strong ? result : -result;
    }

    /**
     * Mate with a lone king: material, the weak king pushed to the edge, kings close. A stalemated
     * bare king is a draw; a checkmated one keeps the winning value (the reference returns 0 for
     * any bare king without moves, but evaluation is never asked about a position in check).
     */
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

    /** Rook against pawn: won when the rook side's king is in front or the defence is far; else by races. */
    private static int krkp(Position pos, int strong) {
        int weak = strong ^ 1;
        int flip = strong == Color.BLACK ? 56 : 0;
        int wksq = pos.kingSquare(strong) ^ flip;
        int bksq = pos.kingSquare(weak) ^ flip;
        int rsq = Long.numberOfTrailingZeros(pos.pieces(strong, ROOK)) ^ flip;
        int psq = Long.numberOfTrailingZeros(pos.pieces(weak, PAWN)) ^ flip;
        int queening = psq & 7;
        boolean weakToMove = pos.sideToMove() == weak;
        if ((Geometry.forwardFile(Color.WHITE, wksq) & (1L << psq)) != 0) {
            return Tables.ROOK_EG - Geometry.distance(wksq, psq);
        }
        if (Geometry.distance(bksq, psq) >= 3 + (weakToMove ? 1 : 0) && Geometry.distance(bksq, rsq) >= 3) {
            return Tables.ROOK_EG - Geometry.distance(wksq, psq);
        }
        if ((bksq >>> 3) <= 2 && Geometry.distance(bksq, psq) == 1 && (wksq >>> 3) >= 3
                && Geometry.distance(wksq, psq) > 2 + (weakToMove ? 0 : 1)) {
            return 80 - 8 * Geometry.distance(wksq, psq);
        }
        int below = psq - 8;
        return 200 - 8 * (Geometry.distance(wksq, below) - Geometry.distance(bksq, below)
                - Geometry.distance(psq, queening));
    }

    /** Rook against knight: drawish; push the king to the edge and away from its knight. */
    private static int krkn(Position pos, int strong) {
        int weak = strong ^ 1;
        int king = pos.kingSquare(weak);
        int knight = Long.numberOfTrailingZeros(pos.pieces(weak, KNIGHT));
        return PUSH_TO_EDGES[king] + PUSH_AWAY[Geometry.distance(king, knight)];
    }

    /**
     * Queen against pawn: won unless a rook or bishop pawn on its seventh has its king next to it;
     * in either case the winning king is drawn towards the losing king (not towards the pawn).
     */
    private static int kqkp(Position pos, int strong) {
        int weak = strong ^ 1;
        int weakKing = pos.kingSquare(weak);
        int pawn = Long.numberOfTrailingZeros(pos.pieces(weak, PAWN));
        int result = PUSH_CLOSE[Geometry.distance(pos.kingSquare(strong), weakKing)];
        int file = pawn & 7;
        boolean drawingFile = file == 0 || file == 2 || file == 5 || file == 7;
        if (Geometry.relativeRank(weak, pawn) != 6 || Geometry.distance(weakKing, pawn) != 1
                || !drawingFile) {
            result += Tables.QUEEN_EG - Tables.PAWN_EG;
        }
        return result;
    }

    /** Queen against rook: won; push the king to the edge and keep the kings close. */
    private static int kqkr(Position pos, int strong) {
        int winner = pos.kingSquare(strong);
        int loser = pos.kingSquare(strong ^ 1);
        return Tables.QUEEN_EG - Tables.ROOK_EG + PUSH_TO_EDGES[loser] + PUSH_CLOSE[Geometry.distance(winner, loser)];
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
            case SCALE_KNPK -> knpk(pos, strong);
            case SCALE_KNPKB -> knpkb(pos, strong);
            case SCALE_KRPKR -> krpkr(pos, strong);
            case SCALE_KRPKB -> krpkb(pos, strong);
            case SCALE_KBPKB -> kbpkb(pos, strong);
            case SCALE_KBPKN -> kbpkn(pos, strong);
            case SCALE_KBPPKB -> kbppkb(pos, strong);
            case SCALE_KRPPKRP -> krppkrp(pos, strong);
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

    /** Knight and rook pawn on the seventh with the defending king at the corner. */
    private static int knpk(Position pos, int strong) {
        int pawnSquare = Long.numberOfTrailingZeros(pos.pieces(strong, PAWN));
        int flip = normalization(strong, pawnSquare);
        int pawn = pawnSquare ^ flip;
        int weakKing = pos.kingSquare(strong ^ 1) ^ flip;
        return pawn == 48 && Geometry.distance(56, weakKing) <= 1 ? Tables.SCALE_DRAW : SCALE_NONE;
    }

    /** Knight and pawn against bishop: if the bishop watches the path, scale by the king's distance. */
    private static int knpkb(Position pos, int strong) {
        int weak = strong ^ 1;
        int pawn = Long.numberOfTrailingZeros(pos.pieces(strong, PAWN));
        int bishop = Long.numberOfTrailingZeros(pos.pieces(weak, BISHOP));
        if ((Geometry.forwardFile(strong, pawn) & Attacks.bishop(bishop, pos.occupied())) != 0) {
            return Geometry.distance(pos.kingSquare(weak), pawn);
        }
        return SCALE_NONE;
    }

    /** Rook and pawn against rook: the classical drawing and winning set-ups. */
    private static int krpkr(Position pos, int strong) {
        int weak = strong ^ 1;
        int pawnSquare = Long.numberOfTrailingZeros(pos.pieces(strong, PAWN));
        int flip = normalization(strong, pawnSquare);
        int wksq = pos.kingSquare(strong) ^ flip;
        int bksq = pos.kingSquare(weak) ^ flip;
        int wrsq = Long.numberOfTrailingZeros(pos.pieces(strong, ROOK)) ^ flip;
        int brsq = Long.numberOfTrailingZeros(pos.pieces(weak, ROOK)) ^ flip;
        int wpsq = pawnSquare ^ flip;
        int f = wpsq & 7;
        int r = wpsq >>> 3;
        int queening = 56 + f;
        int tempo = pos.sideToMove() == strong ? 1 : 0;
        int d = Geometry.distance(bksq, queening);

        // Third-rank defence: the pawn not far advanced, the defending king on the queening square.
        if (r <= 4 && d <= 1 && wksq <= 39 && ((brsq >>> 3) == 5 || (r <= 2 && (wrsq >>> 3) != 5))) {
            return Tables.SCALE_DRAW;
        }
        // Checks from behind when the pawn has reached the sixth with the king behind it.
        if (r == 5 && d <= 1 && (wksq >>> 3) + tempo <= 5
                && ((brsq >>> 3) == 0 || (tempo == 0 && fileDistance(brsq, wpsq) >= 3))) {
            return Tables.SCALE_DRAW;
        }
        if (r >= 5 && bksq == queening && (brsq >>> 3) == 0 && (tempo == 0 || Geometry.distance(wksq, wpsq) >= 2)) {
            return Tables.SCALE_DRAW;
        }
        // Pawn a7, rook a8: a draw with the king on g7/h7 and the defending rook behind the pawn.
        if (wpsq == 48 && wrsq == 56 && (bksq == 55 || bksq == 54) && (brsq & 7) == 0
                && ((brsq >>> 3) <= 2 || (wksq & 7) >= 3 || (wksq >>> 3) <= 4)) {
            return Tables.SCALE_DRAW;
        }
        // The defending king blocks the pawn and the attacking king is too far away.
        if (r <= 4 && bksq == wpsq + 8 && Geometry.distance(wksq, wpsq) - tempo >= 2
                && Geometry.distance(wksq, brsq) - tempo >= 2) {
            return Tables.SCALE_DRAW;
        }
        // Pawn on the seventh supported by the rook from behind, attacking king closer: a win.
        if (r == 6 && f != 0 && (wrsq & 7) == f && wrsq != queening
                && Geometry.distance(wksq, queening) < d - 2 + tempo
                && Geometry.distance(wksq, queening) < Geometry.distance(bksq, wrsq) + tempo) {
            return SCALE_MAX - 2 * Geometry.distance(wksq, queening);
        }
        // The same with the pawn further back.
        int front = wpsq + 8;
        if (f != 0 && (wrsq & 7) == f && wrsq < wpsq
                && Geometry.distance(wksq, queening) < d - 2 + tempo
                && Geometry.distance(wksq, front) < Geometry.distance(bksq, front) - 2 + tempo
                && (Geometry.distance(bksq, wrsq) + tempo >= 3
                    || (Geometry.distance(wksq, queening) < Geometry.distance(bksq, wrsq) + tempo
                        && Geometry.distance(wksq, front) < Geometry.distance(bksq, wrsq) + tempo))) {
            return SCALE_MAX - 8 * Geometry.distance(wpsq, queening) - 2 * Geometry.distance(wksq, queening);
        }
        // The pawn not far advanced and the defending king in its path: probably a draw.
        if (r <= 3 && bksq > wpsq) {
            if ((bksq & 7) == (wpsq & 7)) {
                return 10;
            }
            if (fileDistance(bksq, wpsq) == 1 && Geometry.distance(wksq, bksq) > 2) {
                return 24 - 2 * Geometry.distance(wksq, bksq);
            }
        }
        return SCALE_NONE;
    }

    /** Rook and rook pawn against bishop: fortress chances on the fifth and sixth ranks. */
    private static int krpkb(Position pos, int strong) {
        if ((pos.piecesOfType(PAWN) & (Geometry.FILE_A | Geometry.FILE_H)) == 0) {
            return SCALE_NONE;
        }
        int weak = strong ^ 1;
        int ksq = pos.kingSquare(weak);
        int bsq = Long.numberOfTrailingZeros(pos.pieces(weak, BISHOP));
        int psq = Long.numberOfTrailingZeros(pos.pieces(strong, PAWN));
        int rank = Geometry.relativeRank(strong, psq);
        int push = Geometry.up(strong);
        if (rank == 4 && !Geometry.oppositeColors(bsq, psq)) {
            int d = Geometry.distance(psq + 3 * push, ksq);
            if (d <= 2 && !(d == 0 && ksq == pos.kingSquare(strong) + 2 * push)) {
                return 24;
            }
            return 48;
        }
        if (rank == 5 && Geometry.distance(psq + 2 * push, ksq) <= 1
                && (Attacks.bishop(bsq, 0) & (1L << (psq + push))) != 0
                && fileDistance(bsq, psq) >= 2) {
            return 8;
        }
        return SCALE_NONE;
    }

    /**
     * Bishop and pawn against bishop: a draw when the defending king blockades the pawn, and a
     * draw outright with bishops of opposite colours, wherever the pawn and the defenders stand.
     */
    private static int kbpkb(Position pos, int strong) {
        int weak = strong ^ 1;
        int pawn = Long.numberOfTrailingZeros(pos.pieces(strong, PAWN));
        int strongBishop = Long.numberOfTrailingZeros(pos.pieces(strong, BISHOP));
        int weakBishop = Long.numberOfTrailingZeros(pos.pieces(weak, BISHOP));
        if (kingBlocksPawn(strong, pawn, pos.kingSquare(weak), strongBishop)
                || Geometry.oppositeColors(strongBishop, weakBishop)) {
            return Tables.SCALE_DRAW;
        }
        return SCALE_NONE;
    }

    /** Bishop and pawn against knight: blockade by the king. */
    private static int kbpkn(Position pos, int strong) {
        int pawn = Long.numberOfTrailingZeros(pos.pieces(strong, PAWN));
        int bishop = Long.numberOfTrailingZeros(pos.pieces(strong, BISHOP));
        return kingBlocksPawn(strong, pawn, pos.kingSquare(strong ^ 1), bishop) ? Tables.SCALE_DRAW : SCALE_NONE;
    }

    /** The defending king stands in front of the pawn, where the bishop cannot drive it away. */
    private static boolean kingBlocksPawn(int strong, int pawn, int weakKing, int strongBishop) {
        return (weakKing & 7) == (pawn & 7)
                && Geometry.relativeRank(strong, pawn) < Geometry.relativeRank(strong, weakKing)
                && (Geometry.oppositeColors(weakKing, strongBishop) || Geometry.relativeRank(strong, weakKing) <= 5);
    }

    /** Bishop and two pawns against bishop of the other colour: blockades. */
    private static int kbppkb(Position pos, int strong) {
        int weak = strong ^ 1;
        int wbsq = Long.numberOfTrailingZeros(pos.pieces(strong, BISHOP));
        int bbsq = Long.numberOfTrailingZeros(pos.pieces(weak, BISHOP));
        if (!Geometry.oppositeColors(wbsq, bbsq)) {
            return SCALE_NONE;
        }
        int ksq = pos.kingSquare(weak);
        long pawns = pos.pieces(strong, PAWN);
        int psq1 = Long.numberOfTrailingZeros(pawns);
        int psq2 = 63 - Long.numberOfLeadingZeros(pawns);
        int blockSq1;
        int blockSq2;
        if (Geometry.relativeRank(strong, psq1) > Geometry.relativeRank(strong, psq2)) {
            blockSq1 = psq1 + Geometry.up(strong);
            blockSq2 = (psq1 & 56) | (psq2 & 7);
        } else {
            blockSq1 = psq2 + Geometry.up(strong);
            blockSq2 = (psq2 & 56) | (psq1 & 7);
        }
        long weakBishops = pos.pieces(weak, BISHOP);
        switch (fileDistance(psq1, psq2)) {
            case 0:
                if ((ksq & 7) == (blockSq1 & 7)
                        && Geometry.relativeRank(strong, ksq) >= Geometry.relativeRank(strong, blockSq1)
                        && Geometry.oppositeColors(ksq, wbsq)) {
                    return Tables.SCALE_DRAW;
                }
                return SCALE_NONE;
            case 1:
                if (ksq == blockSq1 && Geometry.oppositeColors(ksq, wbsq)
                        && (bbsq == blockSq2
                            || (Attacks.bishop(blockSq2, pos.occupied()) & weakBishops) != 0
                            || Math.abs((psq1 >>> 3) - (psq2 >>> 3)) >= 2)) {
                    return Tables.SCALE_DRAW;
                }
                if (ksq == blockSq2 && Geometry.oppositeColors(ksq, wbsq)
                        && (bbsq == blockSq1 || (Attacks.bishop(blockSq1, pos.occupied()) & weakBishops) != 0)) {
                    return Tables.SCALE_DRAW;
                }
                return SCALE_NONE;
            default:
                return SCALE_NONE;
        }
    }

    /** Two pawns against one with rooks: no passed pawn and the king in front scale by rank. */
    private static int krppkrp(Position pos, int strong) {
        int weak = strong ^ 1;
        long pawns = pos.pieces(strong, PAWN);
        int p1 = Long.numberOfTrailingZeros(pawns);
        int p2 = 63 - Long.numberOfLeadingZeros(pawns);
        long enemyPawns = pos.pieces(weak, PAWN);
        if ((enemyPawns & Geometry.passedMask(strong, p1)) == 0 || (enemyPawns & Geometry.passedMask(strong, p2)) == 0) {
            return SCALE_NONE;
        }
        int r = Math.max(Geometry.relativeRank(strong, p1), Geometry.relativeRank(strong, p2));
        int king = pos.kingSquare(weak);
        if (fileDistance(king, p1) <= 1 && fileDistance(king, p2) <= 1 && Geometry.relativeRank(strong, king) > r) {
            return KRPPKRP_SCALE[r];
        }
        return SCALE_NONE;
    }

    private static int fileDistance(int a, int b) {
        return Math.abs((a & 7) - (b & 7));
    }

    /** Non-pawn material (middlegame values) of {@code color}. */
    static int nonPawn(Position pos, int color) {
        return Long.bitCount(pos.pieces(color, KNIGHT)) * Tables.KNIGHT_MG
                + Long.bitCount(pos.pieces(color, BISHOP)) * Tables.BISHOP_MG
                + Long.bitCount(pos.pieces(color, ROOK)) * Tables.ROOK_MG
                + Long.bitCount(pos.pieces(color, QUEEN)) * Tables.QUEEN_MG;
    }
}
