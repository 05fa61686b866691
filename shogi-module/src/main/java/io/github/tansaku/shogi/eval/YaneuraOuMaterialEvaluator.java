package io.github.tansaku.shogi.eval;

import static io.github.tansaku.shogi.eval.SquareEntryTable.ONE;
import static io.github.tansaku.shogi.eval.SquareEntryTable.OURS;
import static io.github.tansaku.shogi.eval.SquareEntryTable.PER_SQUARE;
import static io.github.tansaku.shogi.eval.SquareEntryTable.SCALED_ONE;
import static io.github.tansaku.shogi.eval.SquareEntryTable.THEIRS;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.DISTANCE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.FV_SCALE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.MAX_EFFECTS;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.MULTI;

import io.github.tansaku.shogi.Bitboards;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;

/**
 * YaneuraOu's "Material" evaluator, levels 1 to 9 (YaneuraOu's build option MATERIAL_LEVEL,
 * described in its 2020 blog series 評価関数を作ってみよう!). Each level extends the previous one:
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
 * only a speed device. This class gets the same numbers from smaller ones: levels 3 to 5 look
 * each effect term up by count and distance (as YaneuraOu's entry is a sum of separately
 * truncated integer terms, they can be summed per side); levels 6 to 9 split each square's
 * entry into a part per king and a piece part, held in exact fixed point in a
 * {@link SquareEntryTable} (1.4 MB per level, shared by all instances; see that class for why
 * the fixed point reproduces YaneuraOu's double arithmetic and its per-square truncation of the
 * entry ×32 bit for bit); their effect counts saturate at 2 ({@link EffectCounts#computeCapped}),
 * and only squares that hold a piece or are attacked are visited, grouped by capped counts and
 * content. The one departure from YaneuraOu: it stores the entries in
 * {@code int16_t}, and at levels 8 and 9 a few entries do not fit (up to 36672 = 32 × 1146
 * points): only the entry of a king's own square when the king stands on the opponent's back
 * rank with a large square bonus (945 on 2一) and its square is defended twice, about 470 of
 * the 21 million king-placement combinations. The C++ conversion is undefined there (on x86 it
 * wraps to a large negative value); this class keeps the value the formula gives.
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
    /** Levels 6 to 9: the square entries' parts (shared). */
    private final SquareEntryTable table;
    private final long[] kingPart;
    private final long[] piecePart;

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
        ourIntTerm = intEffects ? intTerms(level, YaneuraOuTables.ourPoints(level)) : null;
        theirIntTerm = intEffects ? intTerms(level, YaneuraOuTables.theirPoints(level)) : null;
        table = level >= YaneuraOuTables.FIRST_CAPPED_LEVEL ? SquareEntryTable.forLevel(level) : null;
        kingPart = table == null ? null : table.kingPart();
        piecePart = table == null ? null : table.piecePart();
    }

    /** Level 3: {@code m * V[d] / 1024}; levels 4 and 5: {@code multi[m] * V[d] / 2^20}. */
    private static int[] intTerms(int level, int points) {
        int[] value = YaneuraOuTables.distanceValues(points);
        int[] terms = new int[(MAX_EFFECTS + 1) * 9];
        for (int m = 0; m <= MAX_EFFECTS; m++) {
            for (int d = 0; d < 9; d++) {
                terms[m * 9 + d] = level == 3 ? m * value[d] / 1024 : MULTI[m] * value[d] / (1024 * 1024);
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
        int material = MaterialCount.black(position, MaterialCount.Scale.APERY);
        if (level == 1) {
            return material;
        }
        if (level == 2) {
            return material + boardPieceTerm(position);
        }
        EffectCounts effects = SCRATCH.get();
        if (level < YaneuraOuTables.FIRST_CAPPED_LEVEL) {
            effects.compute(position);
            return material + boardPieceTerm(position) + intEffectTerm(position, effects);
        }
        return cappedBlackScore(position, effects);
    }

    /**
     * Levels 6 to 9: the score from Black's view, computing the capped effect counts into
     * {@code effects}, so that the caller can use them too (the {@link LearnedEvaluator} does).
     */
    int cappedBlackScore(Position position, EffectCounts effects) {
        effects.computeCapped(position);
        return MaterialCount.black(position, MaterialCount.Scale.APERY) + tableTerm(position, effects);
    }

    /** Levels 2 to 5: minus {@code V * 104 / 1024} (signed, truncated) for every piece on the board. */
    private static int boardPieceTerm(Position position) {
        return boardPieceTerm(position, position.occupiedLo(), 0) + boardPieceTerm(position, position.occupiedHi(),
                Bitboards.HI_OFFSET);
    }

    /** {@link #boardPieceTerm(Position)} over one word of the occupied squares. */
    private static int boardPieceTerm(Position position, long occupied, int offset) {
        int sum = 0;
        while (occupied != 0) {
            sum += YaneuraOuTables.boardPieceTerm(position.pieceOn(offset + Long.numberOfTrailingZeros(occupied)));
            occupied &= occupied - 1;
        }
        return sum;
    }

    /**
     * Levels 3 to 5: the effect values of all squares, in integer arithmetic. Each square's
     * value is a sum of four separately truncated terms, one per side and king, so it is summed
     * side by side over the squares that side attacks (0 effects are worth 0).
     */
    private int intEffectTerm(Position position, EffectCounts effects) {
        int blackKing = position.kingSquare(Side.BLACK);
        int whiteKing = position.kingSquare(Side.WHITE);
        return sideEffects(effects, Side.BLACK, blackKing, whiteKing)
                - sideEffects(effects, Side.WHITE, whiteKing, blackKing);
    }

    /**
     * The value for {@code side} of its effects: our value near its own king plus their value
     * near the opposing king.
     */
    private int sideEffects(EffectCounts effects, int side, int ownKing, int opposingKing) {
        return sideEffects(effects.oneLo(side), 0, effects.planeLo(side, 0), effects.planeLo(side, 1),
                effects.planeLo(side, 2), effects.planeLo(side, 3), ownKing, opposingKing)
                + sideEffects(effects.oneHi(side), Bitboards.HI_OFFSET, effects.planeHi(side, 0),
                        effects.planeHi(side, 1), effects.planeHi(side, 2), effects.planeHi(side, 3), ownKing,
                        opposingKing);
    }

    /** {@link #sideEffects(EffectCounts, int, int, int)} over one word, given its count planes. */
    private int sideEffects(long attacked, int offset, long p0, long p1, long p2, long p3, int ownKing,
            int opposingKing) {
        int sum = 0;
        while (attacked != 0) {
            int bit = Long.numberOfTrailingZeros(attacked);
            attacked &= attacked - 1;
            int count = (int) (p0 >>> bit & 1) | (int) (p1 >>> bit & 1) << 1 | (int) (p2 >>> bit & 1) << 2
                    | (int) (p3 >>> bit & 1) << 3;
            int sq = offset + bit;
            sum += ourIntTerm[count * 9 + DISTANCE[ownKing * N + sq]]
                    + theirIntTerm[count * 9 + DISTANCE[opposingKing * N + sq]];
        }
        return sum;
    }

    /**
     * Levels 6 to 9: the sum over the squares of YaneuraOu's table entries (÷32 from level 7).
     * The squares are visited in groups by their capped counts (Black's, White's) and content
     * (empty, a Black piece, a White piece), so the table offsets are constants of each group.
     * An empty square nobody attacks has entry 0 (every effect term is 0, and a king's
     * neighbours are never unattacked), so it is skipped.
     */
    private int tableTerm(Position position, EffectCounts effects) {
        int blackBase = position.kingSquare(Side.BLACK) * N * PER_SQUARE;
        // White's part is read from the rotated board: square sq becomes 80 - sq.
        int whiteBase = (Square.flip(position.kingSquare(Side.WHITE)) * N + N - 1) * PER_SQUARE;
        long blackPiecesLo = position.occupiedLo(Side.BLACK);
        long blackPiecesHi = position.occupiedHi(Side.BLACK);
        long whitePiecesLo = position.occupiedLo(Side.WHITE);
        long whitePiecesHi = position.occupiedHi(Side.WHITE);
        long emptyLo = ~(blackPiecesLo | whitePiecesLo);
        long emptyHi = ~(blackPiecesHi | whitePiecesHi);
        int sum = 0;
        for (int mb = 0; mb < 3; mb++) {
            long byBlackLo = cappedMask(mb, effects.oneLo(Side.BLACK), effects.twoLo(Side.BLACK), Bitboards.ALL_LO);
            long byBlackHi = cappedMask(mb, effects.oneHi(Side.BLACK), effects.twoHi(Side.BLACK), Bitboards.ALL_HI);
            for (int mw = 0; mw < 3; mw++) {
                long lo = byBlackLo & cappedMask(mw, effects.oneLo(Side.WHITE), effects.twoLo(Side.WHITE), -1L);
                long hi = byBlackHi & cappedMask(mw, effects.oneHi(Side.WHITE), effects.twoHi(Side.WHITE), -1L);
                int black = blackBase + (mb * 3 + mw) * 3;
                int white = whiteBase + (mw * 3 + mb) * 3;
                int counts = mb * 3 + mw;
                if (mb + mw != 0) {
                    sum += sumEmpty(lo & emptyLo, 0, black, white)
                            + sumEmpty(hi & emptyHi, Bitboards.HI_OFFSET, black, white);
                }
                sum += sumPieces(position, lo & blackPiecesLo, 0, black + OURS, white + THEIRS, counts)
                        + sumPieces(position, hi & blackPiecesHi, Bitboards.HI_OFFSET, black + OURS, white + THEIRS,
                                counts)
                        + sumPieces(position, lo & whitePiecesLo, 0, black + THEIRS, white + OURS, counts)
                        + sumPieces(position, hi & whitePiecesHi, Bitboards.HI_OFFSET, black + THEIRS, white + OURS,
                                counts);
            }
        }
        return level == 6 ? sum : sum / FV_SCALE;
    }

    /** The squares of a side where it has exactly {@code capped} (0, 1, 2 or more) effects. */
    private static long cappedMask(int capped, long one, long two, long all) {
        return capped == 0 ? ~one & all : capped == 1 ? one & ~two : two;
    }

    /**
     * The entries of the empty squares in one word {@code squares}, all with the same capped
     * counts; {@code black} and {@code white} are the kings' part indices without the square's
     * share.
     */
    private int sumEmpty(long squares, int offset, int black, int white) {
        int sum = 0;
        while (squares != 0) {
            int sq = offset + Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            sum += truncate(kingPart[black + sq * PER_SQUARE] - kingPart[white - sq * PER_SQUARE]);
        }
        return sum;
    }

    /** As {@link #sumEmpty} for squares holding pieces of one side: plus the piece part. */
    private int sumPieces(Position position, long squares, int offset, int black, int white, int counts) {
        int sum = 0;
        while (squares != 0) {
            int sq = offset + Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            sum += truncate(kingPart[black + sq * PER_SQUARE] - kingPart[white - sq * PER_SQUARE]
                    + piecePart[position.pieceOn(sq) * 9 + counts]);
        }
        return sum;
    }

    /**
     * Level 6 truncates the entry, levels 7 to 9 truncate 32 times the entry. Long division
     * (by a constant, so a shift) truncates towards zero, as C's conversion of a double does.
     */
    private int truncate(long entry) {
        return level == 6 ? (int) (entry / ONE) : (int) (entry / SCALED_ONE);
    }

    @Override
    public String trace(Position position) {
        int material = MaterialCount.count(position, MaterialCount.Scale.APERY);
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

    /**
     * The sum of the square entries, and what each kind of term contributes before truncation
     * (computed part by part from {@link SquareEntryTable}'s terms, not from its table).
     */
    private void traceTable(Trace trace, Position position, EffectCounts effects) {
        int blackKing = position.kingSquare(Side.BLACK);
        int whiteKing = Square.flip(position.kingSquare(Side.WHITE));
        long effectSum = 0;
        long neighbourhoodSum = 0;
        long pieceSum = 0;
        long kingSum = 0;
        for (int sq = 0; sq < N; sq++) {
            int piece = position.pieceOn(sq);
            int mb = effects.capped(Side.BLACK, sq);
            int mw = effects.capped(Side.WHITE, sq);
            int flipped = Square.flip(sq);
            effectSum += table.effects(blackKing, sq, mb, mw) - table.effects(whiteKing, flipped, mw, mb);
            if (level >= 8) {
                neighbourhoodSum += SquareEntryTable.neighbourhoodTerm(blackKing, sq, mb,
                        SquareEntryTable.classForBlack(piece))
                        - SquareEntryTable.neighbourhoodTerm(whiteKing, flipped, mw,
                                SquareEntryTable.classForWhite(piece));
                kingSum += SquareEntryTable.kingSquareTerm(blackKing, sq)
                        - SquareEntryTable.kingSquareTerm(whiteKing, flipped);
            }
            if (piece != Piece.NONE) {
                pieceSum += level == 6 ? YaneuraOuTables.boardPieceTerm(piece) * ONE : SquareEntryTable.pieceTerm(piece, mb, mw);
            }
        }
        double one = ONE;
        trace.term(level == 6 ? "square entries, each truncated" : "square entries, each truncated x32, sum / 32",
                tableTerm(position, effects));
        trace.approximateTerm("  effects near the kings" + (level == 9 ? ", by direction" : ""), effectSum / one);
        trace.approximateTerm(level == 6 ? "  pieces on the board, -104/1024 of their value"
                : "  pieces: -104/1024 of value, defenders, attackers", pieceSum / one);
        if (level >= 8) {
            trace.approximateTerm("  king neighbourhood", neighbourhoodSum / one);
            trace.approximateTerm("  king squares", kingSum / one);
        }
    }
}
