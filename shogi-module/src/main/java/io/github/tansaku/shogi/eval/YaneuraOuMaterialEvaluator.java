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
 * YaneuraOu's "Material" evaluator, levels 1 to 9 (spec {@code shogi.md} section 5.3; seed 003
 * is the level 9 article). Each level extends the previous one:
 *
 * <ol>
 *   <li>Apery material (board and hand), as {@link AperyMaterialEvaluator}.
 *   <li>minus about 10 % ({@code V * 104 / 1024}) of every piece on the board, kings included.
 *   <li>plus the value of each square's effects (利き) near both kings, inversely proportional to
 *       the distance to the king (68 and 96 points per effect next to it).
 *   <li>with diminishing value of several effects on one square ({@code multi[]}; 85/98 points).
 *   <li>the same model YaneuraOu folds into one 128 MB table (83/92 points).
 *   <li>effect counts capped at 2 and the piece term folded in ("KKPEE9"), in double precision.
 *   <li>a piece's own defenders (+0.81 %, +1.05 % of its value) and attackers (−2.76 %, −2.98 %),
 *       table entries ×32.
 *   <li>the king's eight neighbours without a second defender, and a bonus by king square.
 *   <li>every effect term weighted by the direction of the square seen from each king.
 * </ol>
 *
 * <p>YaneuraOu looks levels 5 to 9 up in tables indexed by both kings' squares, the square, its
 * effect counts and (6 to 9) its piece: 128 MB for level 5, 306 MB for 6 to 9. Those tables are
 * only a speed device, so this class computes each square's entry on the fly from small tables
 * (about 0.5 MB in all) with exactly YaneuraOu's integer and double arithmetic, including the
 * per-square truncation of the entry (×32 from level 7), so scores equal YaneuraOu's. The one
 * exception: YaneuraOu stores the entries in {@code int16_t}, and at levels 8 and 9 a few
 * entries do not fit (up to 36672 = 32 × 1146 points): only the entry of a king's own square
 * when the king stands on the opponent's back rank with a large square bonus (945 on 2一) and
 * its square is defended twice, about 470 of the 21 million king-placement combinations. The
 * C++ conversion is undefined there (on x86 it wraps to a large negative value); this class
 * keeps the value the formula gives.
 *
 * <p>Thread-safe: the per-evaluation effect counts live in a thread-local scratch object, so
 * {@link #evaluate} allocates nothing after a thread's first call. Scores are in Apery units
 * (pawn 90) from the side to move's view, clamped to {@link ShogiEvaluator#MAX_SCORE} (material
 * on this scale stays below 23100, so only the effect terms of a freak position could reach it).
 */
public final class YaneuraOuMaterialEvaluator implements ShogiEvaluator {

    /** The lowest level. */
    public static final int MIN_LEVEL = 1;
    /** The highest level, the default. */
    public static final int MAX_LEVEL = 9;
    /** The registry name prefix: {@code "yaneuraou-level" + level}. */
    public static final String NAME_PREFIX = "yaneuraou-level";

    private static final int N = Square.COUNT;
    private static final ThreadLocal<EffectCounts> SCRATCH = ThreadLocal.withInitial(EffectCounts::new);

    private final int level;
    /** Levels 3 to 5: effect values by {@code count * 9 + distance}, in points (truncated). */
    private final int[] ourIntTerm;
    private final int[] theirIntTerm;
    /**
     * Levels 6 to 9: effect values by {@code (kingSq * 81 + sq) * 3 + cappedCount}, in points,
     * direction rate included at level 9, computed exactly as YaneuraOu's table initialisation.
     */
    private final double[] ourTerm;
    private final double[] theirTerm;

    /** The highest level, {@value #MAX_LEVEL}. */
    public YaneuraOuMaterialEvaluator() {
        this(MAX_LEVEL);
    }

    /**
     * The evaluator of {@code level}.
     *
     * @throws IllegalArgumentException if {@code level} is not in 1 to 9
     */
    public YaneuraOuMaterialEvaluator(int level) {
        if (level < MIN_LEVEL || level > MAX_LEVEL) {
            throw new IllegalArgumentException(
                    "YaneuraOu material level must be " + MIN_LEVEL + " to " + MAX_LEVEL + ", got " + level);
        }
        this.level = level;
        boolean intEffects = level >= YaneuraOuTables.FIRST_EFFECT_LEVEL && level < YaneuraOuTables.FIRST_CAPPED_LEVEL;
        boolean doubleEffects = level >= YaneuraOuTables.FIRST_CAPPED_LEVEL;
        int[] ourValue = YaneuraOuTables.distanceValues(YaneuraOuTables.ourPoints(level));
        int[] theirValue = YaneuraOuTables.distanceValues(YaneuraOuTables.theirPoints(level));
        ourIntTerm = intEffects ? intTerms(level, ourValue) : null;
        theirIntTerm = intEffects ? intTerms(level, theirValue) : null;
        ourTerm = doubleEffects ? doubleTerms(level, ourValue, OUR_RATE) : null;
        theirTerm = doubleEffects ? doubleTerms(level, theirValue, THEIR_RATE) : null;
    }

    /** Level 3: {@code m * V[d] / 1024}; levels 4 and 5: {@code multi[m] * V[d] / 2^20}. */
    private static int[] intTerms(int level, int[] value) {
        int[] terms = new int[(MAX_EFFECTS + 1) * 9];
        for (int m = 0; m <= MAX_EFFECTS; m++) {
            for (int d = 0; d < 9; d++) {
                terms[m * 9 + d] = level == 3 ? m * value[d] / 1024 : MULTI[m] * value[d] / (1024 * 1024);
            }
        }
        return terms;
    }

    /**
     * {@code multi[m] * V[d] / 2^20} in double for m = 0 to 2; at level 9 then
     * {@code * rate[direction] / 1024}, in that order of operations.
     */
    private static double[] doubleTerms(int level, int[] value, int[] rate) {
        double[] terms = new double[N * N * 3];
        for (int king = 0; king < N; king++) {
            for (int sq = 0; sq < N; sq++) {
                int d = DISTANCE[king * N + sq];
                for (int m = 0; m < 3; m++) {
                    double t = (double) (MULTI[m] * value[d]) / (1024 * 1024);
                    if (level == MAX_LEVEL) {
                        t = t * rate[DIRECTION[king * N + sq]] / 1024;
                    }
                    terms[(king * N + sq) * 3 + m] = t;
                }
            }
        }
        return terms;
    }

    /** The level, 1 to 9. */
    public int level() {
        return level;
    }

    @Override
    public String name() {
        return NAME_PREFIX + level;
    }

    @Override
    public int evaluate(Position position) {
        int black = ShogiEvaluator.clamp(blackScore(position));
        return position.sideToMove() == Side.BLACK ? black : -black;
    }

    /** The score from Black's view, not clamped to {@link ShogiEvaluator#MAX_SCORE}. */
    public int blackScore(Position position) {
        int material = position.aperyMaterial();
        if (level == 1) {
            return material;
        }
        if (level == 2) {
            return material + boardPieceTerm(position);
        }
        EffectCounts effects = SCRATCH.get();
        effects.compute(position);
        if (level < YaneuraOuTables.FIRST_CAPPED_LEVEL) {
            return material + boardPieceTerm(position) + intEffectTerm(position, effects);
        }
        return material + tableTerm(position, effects);
    }

    /** Levels 2 to 5: minus {@code V * 104 / 1024} (signed, truncated) for every piece on the board. */
    private static int boardPieceTerm(Position position) {
        int sum = 0;
        long lo = position.occupiedLo();
        long hi = position.occupiedHi();
        while (lo != 0) {
            sum -= signedValue(position.pieceOn(Long.numberOfTrailingZeros(lo))) * 104 / 1024;
            lo &= lo - 1;
        }
        while (hi != 0) {
            sum -= signedValue(position.pieceOn(Bitboards.HI_OFFSET + Long.numberOfTrailingZeros(hi))) * 104 / 1024;
            hi &= hi - 1;
        }
        return sum;
    }

    /** Levels 3 to 5: the effect values of all squares, in integer arithmetic. */
    private int intEffectTerm(Position position, EffectCounts effects) {
        int blackKing = position.kingSquare(Side.BLACK);
        int whiteKing = position.kingSquare(Side.WHITE);
        int sum = 0;
        for (int sq = 0; sq < N; sq++) {
            int eb = effects.count(Side.BLACK, sq);
            int ew = effects.count(Side.WHITE, sq);
            int db = DISTANCE[blackKing * N + sq];
            int dw = DISTANCE[whiteKing * N + sq];
            sum += ourIntTerm[eb * 9 + db] - theirIntTerm[ew * 9 + db];
            sum -= ourIntTerm[ew * 9 + dw] - theirIntTerm[eb * 9 + dw];
        }
        return sum;
    }

    /** Levels 6 to 9: the sum over the squares of YaneuraOu's table entries (÷32 from level 7). */
    private int tableTerm(Position position, EffectCounts effects) {
        int blackKing = position.kingSquare(Side.BLACK);
        int whiteKing = position.kingSquare(Side.WHITE);
        int sum = 0;
        for (int sq = 0; sq < N; sq++) {
            int piece = position.pieceOn(sq);
            int mb = effects.capped(Side.BLACK, sq);
            int mw = effects.capped(Side.WHITE, sq);
            // An empty square nobody attacks has entry 0 (every effect term is 0.0, and a king's
            // neighbours are never unattacked), so it is skipped.
            if ((piece | mb | mw) != 0) {
                sum += entry(piece, sq, blackKing, whiteKing, mb, mw);
            }
        }
        return level == 6 ? sum : sum / FV_SCALE;
    }

    /**
     * One square's entry of YaneuraOu's KKPEE table for levels 6 to 9 (Black's view), computed
     * with the same operations in the same order as YaneuraOu's table initialisation: the four
     * effect terms, the king-neighbourhood terms, the piece or king term, then the truncation.
     */
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

    /**
     * Level 8: a square next to {@code side}'s king defended by the king alone costs 11 when it
     * is empty or holds an opposing piece and gains 20 when it holds one of {@code side}'s
     * pieces; with a second defender, it gains 11 when it holds one of {@code side}'s pieces.
     */
    private static double neighbourhood(double score, int piece, int sq, int king, int side, int ownEffects) {
        if (DISTANCE[king * N + sq] != 1) {
            return score;
        }
        boolean ours = piece != Piece.NONE && Piece.side(piece) == side;
        double penalty = ownEffects <= 1 ? (ours ? -20 : 11) : (ours ? -11 : 0);
        return score - penalty * (side == Side.BLACK ? 1 : -1);
    }

    /**
     * Level 7: minus 104/1024 of the piece's value, plus its defenders, minus its attackers.
     * Multiplying by 2^-10 and 2^-12 gives exactly the quotients of YaneuraOu's divisions by
     * 1024 and 4096 (scaling by a power of two is exact), without the cost of a division.
     */
    private static double pieceTerms(double score, int piece, int mb, int mw) {
        double value = signedValue(piece);
        boolean black = Piece.side(piece) == Side.BLACK;
        int own = black ? mb : mw;
        int opponent = black ? mw : mb;
        score -= value * 104 * 0x1p-10;
        score += value * OWN_DEFENDER_RATE[own] * 0x1p-12;
        score -= value * OPPONENT_ATTACKER_RATE[opponent] * 0x1p-12;
        return score;
    }

    /** The piece's YaneuraOu value, negative for White's pieces; the king is worth 15000. */
    private static int signedValue(int piece) {
        int kind = Piece.kind(piece);
        int value = kind == Piece.KING ? YaneuraOuTables.KING_VALUE : PieceValues.aperyBoard(kind);
        return Piece.side(piece) == Side.BLACK ? value : -value;
    }

    @Override
    public String trace(Position position) {
        int material = position.aperyMaterial();
        Trace trace = new Trace(name()).term("material (Apery values, hands included)", material);
        if (level >= 2 && level < YaneuraOuTables.FIRST_CAPPED_LEVEL) {
            trace.term("pieces on the board, -104/1024 of their value", boardPieceTerm(position));
        }
        if (level >= YaneuraOuTables.FIRST_EFFECT_LEVEL) {
            EffectCounts effects = new EffectCounts();
            effects.compute(position);
            if (level < YaneuraOuTables.FIRST_CAPPED_LEVEL) {
                trace.term("effects near the kings", intEffectTerm(position, effects));
            } else {
                traceTable(trace, position, effects);
            }
        }
        int black = blackScore(position);
        return trace.total(position, black, evaluate(position)).toString();
    }

    /** The sum of the square entries, and what each kind of term contributes before truncation. */
    private void traceTable(Trace trace, Position position, EffectCounts effects) {
        int blackKing = position.kingSquare(Side.BLACK);
        int whiteKing = position.kingSquare(Side.WHITE);
        double effectSum = 0;
        double neighbourhoodSum = 0;
        double pieceSum = 0;
        double kingSum = 0;
        for (int sq = 0; sq < N; sq++) {
            int piece = position.pieceOn(sq);
            int mb = effects.capped(Side.BLACK, sq);
            int mw = effects.capped(Side.WHITE, sq);
            int black = (blackKing * N + sq) * 3;
            int white = (Square.flip(whiteKing) * N + Square.flip(sq)) * 3;
            effectSum += ourTerm[black + mb] - theirTerm[black + mw] - ourTerm[white + mw] + theirTerm[white + mb];
            if (level >= 8) {
                neighbourhoodSum += neighbourhood(0, piece, sq, blackKing, Side.BLACK, mb)
                        + neighbourhood(0, piece, sq, whiteKing, Side.WHITE, mw);
            }
            if (piece == Piece.NONE) {
                continue;
            }
            if (level == 6) {
                pieceSum -= signedValue(piece) * 104 / 1024;
            } else if (Piece.kind(piece) != Piece.KING) {
                pieceSum += pieceTerms(0, piece, mb, mw);
            } else if (level >= 8) {
                kingSum += Piece.side(piece) == Side.BLACK ? KING_BONUS[sq] : -KING_BONUS[Square.flip(sq)];
            }
        }
        trace.term(level == 6 ? "square entries, each truncated" : "square entries, each truncated x32, sum / 32",
                tableTerm(position, effects));
        trace.approximateTerm("  effects near the kings" + (level == 9 ? ", by direction" : ""), effectSum);
        trace.approximateTerm(level == 6 ? "  pieces on the board, -104/1024 of their value"
                : "  pieces: -104/1024 of value, defenders, attackers", pieceSum);
        if (level >= 8) {
            trace.approximateTerm("  king neighbourhood", neighbourhoodSum);
            trace.approximateTerm("  king squares", kingSum);
        }
    }
}
