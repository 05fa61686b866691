package io.github.tansaku.shogi.eval;

import static io.github.tansaku.shogi.eval.YaneuraOuTables.DIRECTION;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.DISTANCE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.FV_SCALE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.KING_BONUS;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.MAX_EFFECTS;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.MULTI;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.OPPONENT_ATTACKER_RATE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.OUR_RATE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.OWN_DEFENDER_RATE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.THEIR_RATE;

import io.github.tansaku.shogi.Bitboards;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.PieceValues;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;

/**
 * The straightforward YaneuraOu "Material" evaluator, levels 1 to 9, kept as the reference the
 * fast {@link YaneuraOuMaterialEvaluator} must equal. It is the first implementation, written
 * from YaneuraOu's MATERIAL_LEVEL evaluators and checked against 22 test vectors: every square's
 * entry is computed with YaneuraOu's own double arithmetic and order of operations, and the
 * effect counts come from {@link Position#computeAttackers}, square by square, instead of the
 * bit-sliced {@link EffectCounts}. Slow, allocation-free and independent of the fast path's
 * fixed-point tables.
 */
final class ReferenceYaneuraOuEvaluator {

    private static final int N = Square.COUNT;

    private final int level;
    private final int[] ourIntTerm;
    private final int[] theirIntTerm;
    private final double[] ourTerm;
    private final double[] theirTerm;

    ReferenceYaneuraOuEvaluator(int level) {
        this.level = level;
        boolean intEffects = level >= 3 && level < 6;
        boolean doubleEffects = level >= 6;
        int[] ourValue = YaneuraOuTables.distanceValues(YaneuraOuTables.ourPoints(level));
        int[] theirValue = YaneuraOuTables.distanceValues(YaneuraOuTables.theirPoints(level));
        ourIntTerm = intEffects ? intTerms(level, ourValue) : null;
        theirIntTerm = intEffects ? intTerms(level, theirValue) : null;
        ourTerm = doubleEffects ? doubleTerms(level, ourValue, OUR_RATE) : null;
        theirTerm = doubleEffects ? doubleTerms(level, theirValue, THEIR_RATE) : null;
    }

    private static int[] intTerms(int level, int[] value) {
        int[] terms = new int[(MAX_EFFECTS + 1) * 9];
        for (int m = 0; m <= MAX_EFFECTS; m++) {
            for (int d = 0; d < 9; d++) {
                terms[m * 9 + d] = level == 3 ? m * value[d] / 1024 : MULTI[m] * value[d] / (1024 * 1024);
            }
        }
        return terms;
    }

    private static double[] doubleTerms(int level, int[] value, int[] rate) {
        double[] terms = new double[N * N * 3];
        for (int king = 0; king < N; king++) {
            for (int sq = 0; sq < N; sq++) {
                int d = DISTANCE[king * N + sq];
                for (int m = 0; m < 3; m++) {
                    double t = (double) (MULTI[m] * value[d]) / (1024 * 1024);
                    if (level == 9) {
                        t = t * rate[DIRECTION[king * N + sq]] / 1024;
                    }
                    terms[(king * N + sq) * 3 + m] = t;
                }
            }
        }
        return terms;
    }

    /**
     * The effect counts of {@code position}: {@code counts[side * 81 + sq]}, by asking the
     * position for the attackers of every square.
     */
    static int[] effectCounts(Position position) {
        int[] counts = new int[2 * N];
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            for (int sq = 0; sq < N; sq++) {
                position.computeAttackers(side, sq, position.occupiedLo(), position.occupiedHi());
                counts[side * N + sq] = Bitboards.count(position.attackersLo(), position.attackersHi());
            }
        }
        return counts;
    }

    /** The score from the side to move's view, not clamped. */
    int evaluate(Position position) {
        int black = blackScore(position, effectCounts(position));
        return position.sideToMove() == Side.BLACK ? black : -black;
    }

    /** The score from Black's view, not clamped, with the counts of {@link #effectCounts}. */
    int blackScore(Position position, int[] counts) {
        int material = MaterialCount.count(position, MaterialCount.Scale.APERY);
        if (level == 1) {
            return material;
        }
        if (level == 2) {
            return material + boardPieceTerm(position);
        }
        if (level < 6) {
            return material + boardPieceTerm(position) + intEffectTerm(position, counts);
        }
        return material + tableTerm(position, counts);
    }

    private static int boardPieceTerm(Position position) {
        int sum = 0;
        for (int sq = 0; sq < N; sq++) {
            int piece = position.pieceOn(sq);
            if (piece != Piece.NONE) {
                sum -= signedValue(piece) * 104 / 1024;
            }
        }
        return sum;
    }

    private int intEffectTerm(Position position, int[] counts) {
        int blackKing = position.kingSquare(Side.BLACK);
        int whiteKing = position.kingSquare(Side.WHITE);
        int sum = 0;
        for (int sq = 0; sq < N; sq++) {
            int eb = counts[sq];
            int ew = counts[N + sq];
            int db = DISTANCE[blackKing * N + sq];
            int dw = DISTANCE[whiteKing * N + sq];
            sum += ourIntTerm[eb * 9 + db] - theirIntTerm[ew * 9 + db];
            sum -= ourIntTerm[ew * 9 + dw] - theirIntTerm[eb * 9 + dw];
        }
        return sum;
    }

    private int tableTerm(Position position, int[] counts) {
        int blackKing = position.kingSquare(Side.BLACK);
        int whiteKing = position.kingSquare(Side.WHITE);
        int sum = 0;
        for (int sq = 0; sq < N; sq++) {
            int mb = Math.min(counts[sq], 2);
            int mw = Math.min(counts[N + sq], 2);
            sum += entry(position.pieceOn(sq), sq, blackKing, whiteKing, mb, mw);
        }
        return level == 6 ? sum : sum / FV_SCALE;
    }

    private int entry(int piece, int sq, int blackKing, int whiteKing, int mb, int mw) {
        int black = (blackKing * N + sq) * 3;
        int white = (Square.flip(whiteKing) * N + Square.flip(sq)) * 3;
        double score = ourTerm[black + mb];
        score -= theirTerm[black + mw];
        score -= ourTerm[white + mw];
        score += theirTerm[white + mb];
        if (level == 6) {
            if (piece != Piece.NONE) {
                score -= signedValue(piece) * 104 / 1024;
            }
            return (int) score;
        }
        if (level >= 8) {
            score = neighbourhood(score, piece, sq, blackKing, Side.BLACK, mb);
            score = neighbourhood(score, piece, sq, whiteKing, Side.WHITE, mw);
        }
        if (piece != Piece.NONE) {
            if (Piece.kind(piece) == Piece.KING) {
                if (level >= 8) {
                    score += Piece.side(piece) == Side.BLACK ? KING_BONUS[sq] : -KING_BONUS[Square.flip(sq)];
                }
            } else {
                score = pieceTerms(score, piece, mb, mw);
            }
        }
        return (int) (score * FV_SCALE);
    }

    private static double neighbourhood(double score, int piece, int sq, int king, int side, int ownEffects) {
        if (DISTANCE[king * N + sq] != 1) {
            return score;
        }
        boolean ours = piece != Piece.NONE && Piece.side(piece) == side;
        double penalty = ownEffects <= 1 ? (ours ? -20 : 11) : (ours ? -11 : 0);
        return score - penalty * (side == Side.BLACK ? 1 : -1);
    }

    /** YaneuraOu's {@code V * 104 / 1024} and {@code V * rate / 4096}, as divisions in double. */
    private static double pieceTerms(double score, int piece, int mb, int mw) {
        double value = signedValue(piece);
        boolean black = Piece.side(piece) == Side.BLACK;
        int own = black ? mb : mw;
        int opponent = black ? mw : mb;
        score -= value * 104 / 1024;
        score += value * OWN_DEFENDER_RATE[own] / 4096;
        score -= value * OPPONENT_ATTACKER_RATE[opponent] / 4096;
        return score;
    }

    private static int signedValue(int piece) {
        int kind = Piece.kind(piece);
        int value = kind == Piece.KING ? YaneuraOuTables.KING_VALUE : PieceValues.aperyBoard(kind);
        return Piece.side(piece) == Side.BLACK ? value : -value;
    }
}
