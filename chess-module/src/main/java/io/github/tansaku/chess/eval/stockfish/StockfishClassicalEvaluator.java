package io.github.tansaku.chess.eval.stockfish;

import static io.github.tansaku.chess.board.PieceType.BISHOP;
import static io.github.tansaku.chess.board.PieceType.KNIGHT;
import static io.github.tansaku.chess.board.PieceType.PAWN;
import static io.github.tansaku.chess.board.PieceType.QUEEN;
import static io.github.tansaku.chess.board.PieceType.ROOK;
import static io.github.tansaku.chess.eval.stockfish.Geometry.relativeRank;
import static io.github.tansaku.chess.eval.stockfish.PackedScore.eg;
import static io.github.tansaku.chess.eval.stockfish.PackedScore.mg;
import static io.github.tansaku.chess.eval.stockfish.PackedScore.of;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.chess.board.CastlingRights;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.ChessEvaluator;
import java.util.Arrays;

/**
 * Stockfish's hand-crafted ("classical") evaluation as of commit {@code d0f09de2d} (August 2018),
 * the revision the source article describes, re-implemented term by term from the project's
 * public source of Stockfish 11's classical evaluation: material and piece-square tables, imbalance,
 * pawn structure, king shelter and storm, piece terms, mobility, king danger, threats, passed
 * pawns, space, initiative, scale factors, the specialised endgames of the reference's list
 * (with a KPK bitbase built at first use), the phase blend, tempo, contempt and the lazy exit.
 *
 * <p><b>Units.</b> The reference works in its own internal units, where a pawn in the endgame is
 * 207. {@link #evaluateInternal} returns those (bit-exact with the reference engine);
 * {@link #evaluate} returns centipawns, {@code internal * 100 / 207} truncated toward zero, which
 * is what the search's margins (tuned for a pawn of about 100) and UCI {@code score cp} expect.
 * Both are from the side to move's point of view and include the tempo bonus (20 internal units,
 * 9 centipawns); lazy exits and specialised endgames are returned without tempo, as in the
 * reference.
 *
 * <p><b>Threads and caches.</b> An instance owns a pawn-structure cache and a material cache
 * (preallocated, {@value #PAWN_TABLE_SIZE} and {@value #MATERIAL_TABLE_SIZE} entries) and scratch
 * space, so it must be used by one thread only: create one per search thread (see
 * {@code Evaluators}). After the caches are warm {@link #evaluate} allocates nothing, except
 * that it attaches a {@link PieceSquareSum} (material and piece-square tables, kept up to date in
 * make and unmake) to a position at that position's first evaluation.
 *
 * <p>The side to move should not be in check (the search does not evaluate such nodes); the
 * value is still computed, the same way, if it is.
 */
public final class StockfishClassicalEvaluator implements ChessEvaluator {

    /** Entries of the pawn-structure cache. */
    public static final int PAWN_TABLE_SIZE = 8192;
    /** Entries of the material cache. */
    public static final int MATERIAL_TABLE_SIZE = 2048;
    /** Internal units per pawn (the endgame pawn value). */
    public static final int PAWN_VALUE = Tables.PAWN_EG;

    private static final int KNIGHT_ATTACK_WEIGHT = Tables.KING_ATTACK_WEIGHTS[KNIGHT];
    private static final int BISHOP_ATTACK_WEIGHT = Tables.KING_ATTACK_WEIGHTS[BISHOP];
    private static final int ROOK_ATTACK_WEIGHT = Tables.KING_ATTACK_WEIGHTS[ROOK];
    private static final int QUEEN_ATTACK_WEIGHT = Tables.KING_ATTACK_WEIGHTS[QUEEN];
    private static final int TERMS = StockfishTerm.values().length;
    /** {@link #evaluateEitherSide}'s flags: the side to move's tempo belongs to the value. */
    static final int WITH_TEMPO = 1;
    /** The value holds only for the side to move it was computed for, in the next bit. */
    private static final int SIDE_BOUND = 2;
    private static final int FLAG_BITS = 3;

    private final PawnTable pawnTable;
    private final MaterialTable materialTable;
    /** Contempt as a White-relative packed pair. */
    private int contempt;

    // Scratch space of one evaluation.
    private Position pos;
    /** The pawn-table slot of the position being evaluated. */
    private int pawnSlot;
    private MaterialTable.Entry me;
    /** The two colours' men and attack maps, {@link Side}. */
    private final Side white = new Side(Color.WHITE);
    private final Side black = new Side(Color.BLACK);
    // Both colours' men, set with the sides.
    private long occupied;
    private long allPawns;
    private long allRooks;
    private long allQueens;
    /** Whether the evaluation in progress records its terms (only {@link #traceTerms} asks). */
    private boolean tracing;
    /** The terms of the last traced evaluation: packed pairs at {@code 2 * term + colour}. */
    private final int[] terms = new int[2 * TERMS];
    private int lastPhase;
    private int lastScale;
    private StockfishTrace.Exit lastExit;

    /** A new evaluator with empty caches and no contempt. */
    public StockfishClassicalEvaluator() {
        this(PAWN_TABLE_SIZE, MATERIAL_TABLE_SIZE);
    }

    /** An evaluator with caches of the given sizes (powers of two), for tests of the caches. */
    StockfishClassicalEvaluator(int pawnEntries, int materialEntries) {
        pawnTable = new PawnTable(pawnEntries);
        materialTable = new MaterialTable(materialEntries);
    }

    /**
     * Sets the contempt the reference's search would apply: {@code centipawns} as the UCI option
     * (the reference's default is 21; here 0 unless set), in favour of {@code rootSideToMove}.
     * It becomes the pair {@code (ct, ct / 2)} with {@code ct = centipawns * 207 / 100}, added
     * from White's point of view with the sign of the root side. Contempt breaks the colour
     * symmetry of the evaluation on purpose.
     */
    public void setContempt(int centipawns, int rootSideToMove) {
        setContemptInternal(centipawns * Tables.PAWN_EG / 100, rootSideToMove);
    }

    /**
     * Sets the reference's dynamic contempt, which its search recomputes before each iteration
     * from depth 5 on: {@code ct + 88 * previous / (|previous| + 200)}, with {@code ct} from
     * {@code centipawns} as in {@link #setContempt} and {@code previousScore} the previous
     * iteration's score of the root move in internal units, root side's view. Recomputed from
     * the fixed base each time, never accumulated.
     */
    public void setDynamicContempt(int centipawns, int rootSideToMove, int previousScore) {
        int ct = centipawns * Tables.PAWN_EG / 100;
        setContemptInternal(ct + 88 * previousScore / (Math.abs(previousScore) + 200), rootSideToMove);
    }

    /** The contempt pair currently applied (packed middlegame and endgame halves), White's view, internal units. */
    public int contempt() {
        return contempt;
    }

    /** The contempt pair currently applied, middlegame half, White's view, internal units. */
    public int contemptMg() {
        return mg(contempt);
    }

    /**
     * Sets the contempt {@code ct} in the reference's internal units (pawn = 207) as the pair
     * {@code (ct, ct / 2)} in favour of {@code rootSideToMove}: the form both
     * {@link #setContempt} and {@link #setDynamicContempt} reduce to.
     */
    public void setContemptInternal(int ct, int rootSideToMove) {
        int pair = of(ct, ct / 2);
        contempt = rootSideToMove == Color.WHITE ? pair : -pair;
    }

    /** The evaluation in centipawns from the side to move's point of view (see the class notes). */
    @Override
    public int evaluate(Position position) {
        return evaluateInternal(position) * 100 / Tables.PAWN_EG;
    }

    /** The evaluation in the reference's internal units (pawn = 207), side to move's view. */
    public int evaluateInternal(Position position) {
        return internal(evaluateEitherSide(position), position.sideToMove());
    }

    /**
     * The evaluation of {@code position} in a form that also serves the same placement with the
     * other side to move, where it can ({@link #serves}): the value from White's point of view in
     * internal units, whether the side to move's tempo is added to it (the full evaluation adds
     * it, the lazy exit does not), and, where the value itself depends on the side to move (a
     * specialised endgame, or a full evaluation with a scaling function, some of which read it),
     * that it holds for {@code position}'s side to move alone. Every other term is the same for
     * either side to move, so a cache keyed by {@link Position#placementKey()} can answer for the
     * position after a null move from its parent's evaluation, as the reference's search does.
     * {@link #centipawns} reads the form as {@link #evaluate} would return.
     */
    public int evaluateEitherSide(Position position) {
        int white = evaluateWhite(position);
        boolean withTempo = lastExit == StockfishTrace.Exit.FULL;
        boolean sideBound = lastExit == StockfishTrace.Exit.SPECIALISED
                || withTempo && (me.scaling[Color.WHITE] != Endgames.NONE || me.scaling[Color.BLACK] != Endgames.NONE);
        int flags = (withTempo ? WITH_TEMPO : 0) | (sideBound ? SIDE_BOUND | position.sideToMove() << 2 : 0);
        return white << FLAG_BITS | flags;
    }

    /** Whether {@code eitherSide} ({@link #evaluateEitherSide}) holds with {@code sideToMove} to move. */
    public static boolean serves(int eitherSide, int sideToMove) {
        return (eitherSide & SIDE_BOUND) == 0 || (eitherSide >>> 2 & 1) == sideToMove;
    }

    /**
     * The evaluation in centipawns, side to move's view, that {@code eitherSide}
     * ({@link #evaluateEitherSide}) gives with {@code sideToMove} to move, which it must
     * {@linkplain #serves serve}: what {@link #evaluate} returns for that position.
     */
    public static int centipawns(int eitherSide, int sideToMove) {
        return internal(eitherSide, sideToMove) * 100 / Tables.PAWN_EG;
    }

    /** {@link #centipawns} in internal units. */
    private static int internal(int eitherSide, int sideToMove) {
        int white = eitherSide >> FLAG_BITS;
        int v = sideToMove == Color.WHITE ? white : -white;
        return (eitherSide & WITH_TEMPO) != 0 ? v + Tables.TEMPO : v;
    }

    /**
     * The evaluation broken down term by term, computed with contempt 0 as the reference's
     * {@code eval} command does.
     */
    public StockfishTrace traceTerms(Position position) {
        int savedContempt = contempt;
        contempt = 0;
        tracing = true;
        Arrays.fill(terms, 0);
        try {
            int v = evaluateInternal(position);
            int whiteValue = position.sideToMove() == Color.WHITE ? v : -v;
            int[][] mgs = new int[TERMS][2];
            int[][] egs = new int[TERMS][2];
            for (int t = 0; t < TERMS; t++) {
                for (int c = 0; c < 2; c++) {
                    mgs[t][c] = mg(terms[2 * t + c]);
                    egs[t][c] = eg(terms[2 * t + c]);
                }
            }
            return new StockfishTrace(mgs, egs, lastPhase, lastScale, lastExit, whiteValue);
        } finally {
            contempt = savedContempt;
            tracing = false;
        }
    }

    /**
     * The reference engine's {@code eval} table for {@code position} (see
     * {@link StockfishTrace#format()}), contempt 0.
     */
    @Override
    public String trace(Position position) {
        return traceTerms(position).format();
    }

    /** The value from White's point of view, without tempo; sets {@link #lastExit}. */
    private int evaluateWhite(Position p) {
        pos = p;
        me = materialTable.probe(p);
        lastPhase = me.phase;
        lastScale = Tables.SCALE_NORMAL;
        if (me.evaluation != Endgames.NONE) {
            lastExit = StockfishTrace.Exit.SPECIALISED;
            int v = Endgames.evaluate(me.evaluation, p, me.evaluationStrongSide);
            return p.sideToMove() == Color.WHITE ? v : -v;
        }

        int psq = PieceSquareSum.of(p).white();
        int imbalance = of(me.imbalance, me.imbalance);
        pawnSlot = pawnTable.probe(p);
        int pawns = pawnTable.score(pawnSlot, Color.WHITE) - pawnTable.score(pawnSlot, Color.BLACK);
        int score = psq + imbalance + contempt + pawns;

        int lazy = (mg(score) + eg(score)) / 2;
        if (Math.abs(lazy) > Tables.LAZY_THRESHOLD) {
            lastExit = StockfishTrace.Exit.LAZY;
            return lazy;
        }
        lastExit = StockfishTrace.Exit.FULL;
        if (tracing) {
            record(StockfishTerm.MATERIAL, psq, 0);
            record(StockfishTerm.IMBALANCE, imbalance, 0);
            record(StockfishTerm.PAWNS, pawnTable.score(pawnSlot, Color.WHITE), pawnTable.score(pawnSlot, Color.BLACK));
        }
        score = addPieceTerms(score);
        int sf = scaleFactor(eg(score));
        lastScale = sf;
        int phase = me.phase;
        return (mg(score) * phase + eg(score) * (Tables.PHASE_MIDGAME - phase) * sf / Tables.SCALE_NORMAL)
                / Tables.PHASE_MIDGAME;
    }

    /**
     * Steps 5 to 9 of the pipeline: attack maps, piece terms and mobility for both colours first
     * (king safety, threats and passed pawns read the complete maps), then the rest and initiative.
     * The terms are called in the reference's order, White's before Black's: each piece term
     * adds its pieces' attacks to its side's maps.
     */
    private int addPieceTerms(int score) {
        Side w = white;
        Side b = black;
        loadSides();
        initialize(w, b);
        initialize(b, w);
        int knightsW = knights(w, b);
        int knightsB = knights(b, w);
        int bishopsW = bishops(w, b);
        int bishopsB = bishops(b, w);
        int rooksW = rooks(w, b);
        int rooksB = rooks(b, w);
        int queensW = queens(w, b);
        int queensB = queens(b, w);
        int kingW = king(w, b);
        int kingB = king(b, w);
        int threatsW = threats(w, b);
        int threatsB = threats(b, w);
        int passedW = passed(w, b);
        int passedB = passed(b, w);
        int spaceW = space(w, b);
        int spaceB = space(b, w);
        score += knightsW - knightsB + bishopsW - bishopsB + rooksW - rooksB + queensW - queensB
                + w.mobility - b.mobility
                + kingW - kingB + threatsW - threatsB + passedW - passedB + spaceW - spaceB;
        int initiative = initiative(eg(score));
        score += initiative;
        if (tracing) {
            record(StockfishTerm.KNIGHTS, knightsW, knightsB);
            record(StockfishTerm.BISHOPS, bishopsW, bishopsB);
            record(StockfishTerm.ROOKS, rooksW, rooksB);
            record(StockfishTerm.QUEENS, queensW, queensB);
            record(StockfishTerm.MOBILITY, w.mobility, b.mobility);
            record(StockfishTerm.KING_SAFETY, kingW, kingB);
            record(StockfishTerm.THREATS, threatsW, threatsB);
            record(StockfishTerm.PASSED, passedW, passedB);
            record(StockfishTerm.SPACE, spaceW, spaceB);
            record(StockfishTerm.INITIATIVE, initiative, 0);
            record(StockfishTerm.TOTAL, score, 0);
        }
        return score;
    }

    /**
     * Records White's and Black's values of {@code term} for the trace (terms the reference
     * prints for White only get 0 for Black).
     */
    private void record(StockfishTerm term, int white, int black) {
        terms[2 * term.ordinal()] = white;
        terms[2 * term.ordinal() + 1] = black;
    }

    // ------------------------------------------------------------------ section 9

    /** Reads both colours' men from the position being evaluated. */
    private void loadSides() {
        white.load(pos);
        black.load(pos);
        occupied = pos.occupied();
        allPawns = white.pawns | black.pawns;
        allRooks = white.rooks | black.rooks;
        allQueens = white.queens | black.queens;
    }

    /**
     * Starts {@code us}'s attack maps with its king's and pawns' attacks, its mobility area,
     * king ring and king blockers, and {@code them}'s attack on that ring with their pawns.
     */
    private void initialize(Side us, Side them) {
        int ksq = us.kingSquare;
        long lowRanks = us.color == Color.WHITE
                ? Bitboards.RANK_2 | Bitboards.RANK_3 : Bitboards.RANK_7 | Bitboards.RANK_6;
        long blocked = us.pawns & (Geometry.shiftDown(us.color, occupied) | lowRanks);
        long theirPawnAttacks = pawnTable.pawnAttacks(pawnSlot, them.color);
        us.mobilityArea = ~(blocked | (1L << ksq) | us.queens | theirPawnAttacks);
        us.kingAttacks = Attacks.king(ksq);
        us.pawnAttacks = pawnTable.pawnAttacks(pawnSlot, us.color);
        us.attacks = us.kingAttacks | us.pawnAttacks;
        us.attackedTwice = us.kingAttacks & us.pawnAttacks;
        us.knightAttacks = 0;
        us.bishopAttacks = 0;
        us.rookAttacks = 0;
        us.queenAttacks = 0;
        us.mobility = 0;
        us.kingBlockers = pos.kingBlockers(us.color);

        them.kingAttacksCount = 0;
        them.kingAttackersWeight = 0;
        if (me.npm[them.color] >= Tables.KING_RING_MIN_NPM) {
            long ring = us.kingAttacks;
            if (relativeRank(us.color, ksq) == 0) {
                ring |= Geometry.shiftUp(us.color, ring);
            }
            if ((ksq & 7) == 7) {
                ring |= Bitboards.west(ring);
            } else if ((ksq & 7) == 0) {
                ring |= Bitboards.east(ring);
            }
            us.kingRing = ring;
            them.kingAttackersCount = Long.bitCount(ring & theirPawnAttacks);
        } else {
            us.kingRing = 0;
            them.kingAttackersCount = 0;
        }
    }

    /**
     * The men (either colour) that alone stand between {@code square} and one of
     * {@code sliderSide}'s sliders in {@code sliders} on a line: pins and discovered-check
     * candidates.
     */
    private long sliderBlockers(Side sliderSide, long sliders, int square) {
        long rookLike = sliderSide.rooks | sliderSide.queens;
        long bishopLike = sliderSide.bishops | sliderSide.queens;
        return pos.soleBlockers(square,
                ((Geometry.rookLines(square) & rookLike) | (Geometry.diagonals(square) & bishopLike)) & sliders);
    }

    // ------------------------------------------------------------------ section 10

    /** {@code b} restricted to the line through the king when {@code us}'s man on {@code s} is pinned. */
    private static long pinnedToLine(Side us, int s, long b) {
        return (us.kingBlockers & (1L << s)) != 0 ? b & Bitboards.line(us.kingSquare, s) : b;
    }

    /** Knight terms of {@code us} (section 10) with their attacks and mobility. */
    private int knights(Side us, Side them) {
        int score = 0;
        int mobilityScore = 0;
        long pcs = us.knights;
        if (pcs != 0) {
            long outposts = outposts(us);
            long behindPawns = Geometry.shiftDown(us.color, allPawns);
            int[] mobilityBonus = Tables.MOBILITY[KNIGHT];
            for (; pcs != 0; pcs &= pcs - 1) {
                int s = Long.numberOfTrailingZeros(pcs);
                long b = pinnedToLine(us, s, Attacks.knight(s));
                us.knightAttacks |= b;
                us.addAttacks(b, KNIGHT_ATTACK_WEIGHT, them);
                mobilityScore += mobilityBonus[Long.bitCount(b & us.mobilityArea)];
                score += minorPiece(us, 0, s, b, outposts, behindPawns);
            }
        }
        us.mobility += mobilityScore;
        return score;
    }

    /** Bishop terms of {@code us} (section 10) with their attacks and mobility. */
    private int bishops(Side us, Side them) {
        int score = 0;
        int mobilityScore = 0;
        long pcs = us.bishops;
        if (pcs != 0) {
            long outposts = outposts(us);
            long behindPawns = Geometry.shiftDown(us.color, allPawns);
            long occupancy = occupied ^ allQueens;
            long blocked = us.pawns & Geometry.shiftDown(us.color, occupied);
            int blockedCentre = 1 + Long.bitCount(blocked & Geometry.CENTER_FILES);
            int[] mobilityBonus = Tables.MOBILITY[BISHOP];
            for (; pcs != 0; pcs &= pcs - 1) {
                int s = Long.numberOfTrailingZeros(pcs);
                long b = pinnedToLine(us, s, Attacks.bishop(s, occupancy));
                us.bishopAttacks |= b;
                us.addAttacks(b, BISHOP_ATTACK_WEIGHT, them);
                mobilityScore += mobilityBonus[Long.bitCount(b & us.mobilityArea)];
                score += minorPiece(us, 1, s, b, outposts, behindPawns);
                score -= Tables.BISHOP_PAWNS * pawnTable.pawnsOnSameColor(pawnSlot, us.color, s) * blockedCentre;
                // Two centre squares lie on one line only on the long diagonals.
                if ((Geometry.LONG_DIAGONALS & (1L << s)) != 0
                        && Bitboards.moreThanOne((Attacks.bishop(s, allPawns) | (1L << s)) & Geometry.CENTER)) {
                    score += Tables.LONG_DIAGONAL_BISHOP;
                }
            }
        }
        us.mobility += mobilityScore;
        return score;
    }

    /** Rook terms of {@code us} (section 10) with their attacks and mobility. */
    private int rooks(Side us, Side them) {
        int score = 0;
        int mobilityScore = 0;
        long rooks = us.rooks;
        // Rooks see through queens and through each other.
        long occupancy = occupied ^ allQueens ^ rooks;
        int[] mobilityBonus = Tables.MOBILITY[ROOK];
        for (long pcs = rooks; pcs != 0; pcs &= pcs - 1) {
            int s = Long.numberOfTrailingZeros(pcs);
            long b = pinnedToLine(us, s, Attacks.rook(s, occupancy));
            us.rookAttacks |= b;
            us.addAttacks(b, ROOK_ATTACK_WEIGHT, them);
            int mob = Long.bitCount(b & us.mobilityArea);
            mobilityScore += mobilityBonus[mob];
            score += rook(us, them, s, mob);
        }
        us.mobility += mobilityScore;
        return score;
    }

    /** Queen terms of {@code us} (section 10) with their attacks and mobility. */
    private int queens(Side us, Side them) {
        int score = 0;
        int mobilityScore = 0;
        int[] mobilityBonus = Tables.MOBILITY[QUEEN];
        for (long pcs = us.queens; pcs != 0; pcs &= pcs - 1) {
            int s = Long.numberOfTrailingZeros(pcs);
            long b = pinnedToLine(us, s, Attacks.queen(s, occupied));
            us.queenAttacks |= b;
            us.addAttacks(b, QUEEN_ATTACK_WEIGHT, them);
            mobilityScore += mobilityBonus[Long.bitCount(b & us.mobilityArea)];
            if (sliderBlockers(them, them.rooks | them.bishops, s) != 0) {
                score -= Tables.WEAK_QUEEN;
            }
        }
        us.mobility += mobilityScore;
        return score;
    }

    /** {@code us}'s outpost squares: ranks 4 to 6 that no enemy pawn can ever attack. */
    private long outposts(Side us) {
        long outpostRanks = us.color == Color.WHITE
                ? Bitboards.RANK_4 | Bitboards.RANK_5 | Bitboards.RANK_6
                : Bitboards.RANK_5 | Bitboards.RANK_4 | Bitboards.RANK_3;
        return outpostRanks & ~pawnTable.pawnAttacksSpan(pawnSlot, us.color ^ 1);
    }

    /**
     * The terms shared by knights ({@code kind} 0) and bishops ({@code kind} 1) on {@code s}
     * attacking {@code b}: outposts, shelter behind a pawn, distance to the own king.
     */
    private static int minorPiece(Side us, int kind, int s, long b, long outposts, long behindPawns) {
        int score = 0;
        long ourPawnAttacks = us.pawnAttacks;
        if ((outposts & (1L << s)) != 0) {
            score += Tables.OUTPOST[kind][(ourPawnAttacks & (1L << s)) != 0 ? 1 : 0] * 2;
        } else {
            long reachable = outposts & b & ~us.pieces;
            if (reachable != 0) {
                score += Tables.OUTPOST[kind][(ourPawnAttacks & reachable) != 0 ? 1 : 0];
            }
        }
        if ((behindPawns & (1L << s)) != 0) {
            score += Tables.MINOR_BEHIND_PAWN;
        }
        return score - Tables.KING_PROTECTOR * Geometry.distance(s, us.kingSquare);
    }

    private int rook(Side us, Side them, int s, int mob) {
        int score = 0;
        if (relativeRank(us.color, s) >= 4) {
            score += Tables.ROOK_ON_PAWN * Long.bitCount(them.pawns & Geometry.rookLines(s));
        }
        int file = s & 7;
        if (pawnTable.semiOpen(pawnSlot, us.color, file)) {
            score += Tables.ROOK_ON_FILE[pawnTable.semiOpen(pawnSlot, them.color, file) ? 1 : 0];
        } else if (mob <= 3) {
            int kingFile = us.kingSquare & 7;
            if ((kingFile < 4) == (file < kingFile)) {
                int rights = us.color == Color.WHITE
                        ? CastlingRights.WHITE_KING_SIDE | CastlingRights.WHITE_QUEEN_SIDE
                        : CastlingRights.BLACK_KING_SIDE | CastlingRights.BLACK_QUEEN_SIDE;
                int noCastling = (pos.castlingRights() & rights) == 0 ? 1 : 0;
                score -= (Tables.TRAPPED_ROOK - of(mob * 22, 0)) * (1 + noCastling);
            }
        }
        return score;
    }

    // ------------------------------------------------------------------ section 12

    private int king(Side us, Side them) {
        int ksq = us.kingSquare;
        int score = pawnTable.kingSafety(pawnSlot, pos, us.color, ksq);
        long kingFlank = Geometry.kingFlank(ksq & 7);
        long b1 = them.attacks & kingFlank & Geometry.camp(us.color);
        long b2 = b1 & them.attackedTwice & ~us.pawnAttacks;
        int tropism = Long.bitCount(b1) + Long.bitCount(b2);
        int theirQueens = Long.bitCount(them.queens);

        if (them.kingAttackersCount > 1 - theirQueens) {
            long weak = them.attacks & ~us.attackedTwice & (~us.attacks | us.kingAttacks | us.queenAttacks);
            long safe = ~them.pieces & (~us.attacks | (weak & them.attackedTwice));
            long occupancy = occupied ^ us.queens;
            long rookLines = Attacks.rook(ksq, occupancy);
            long diagonals = Attacks.bishop(ksq, occupancy);
            int kingDanger = 0;
            long unsafeChecks = 0;
            if (((rookLines | diagonals) & them.queenAttacks & safe & ~us.queenAttacks) != 0) {
                kingDanger += Tables.QUEEN_SAFE_CHECK;
            }
            rookLines &= them.rookAttacks;
            diagonals &= them.bishopAttacks;
            if ((rookLines & safe) != 0) {
                kingDanger += Tables.ROOK_SAFE_CHECK;
            } else {
                unsafeChecks |= rookLines;
            }
            if ((diagonals & safe) != 0) {
                kingDanger += Tables.BISHOP_SAFE_CHECK;
            } else {
                unsafeChecks |= diagonals;
            }
            long knightChecks = Attacks.knight(ksq) & them.knightAttacks;
            if ((knightChecks & safe) != 0) {
                kingDanger += Tables.KNIGHT_SAFE_CHECK;
            } else {
                unsafeChecks |= knightChecks;
            }
            unsafeChecks &= them.mobilityArea;
            kingDanger += them.kingAttackersCount * them.kingAttackersWeight
                    + 69 * them.kingAttacksCount
                    + 185 * Long.bitCount(us.kingRing & weak)
                    + 129 * Long.bitCount(us.kingBlockers | unsafeChecks)
                    + 4 * tropism
                    - 873 * (theirQueens == 0 ? 1 : 0)
                    - 6 * mg(score) / 8
                    - 30;
            if (kingDanger > 0) {
                int mobilityDanger = mg(them.mobility - us.mobility);
                kingDanger = Math.max(0, kingDanger + mobilityDanger);
                score -= of(kingDanger * kingDanger / 4096, kingDanger / 16);
            }
        }
        if ((allPawns & kingFlank) == 0) {
            score -= Tables.PAWNLESS_FLANK;
        }
        score -= Tables.CLOSE_ENEMIES * tropism;
        return score;
    }

    // ------------------------------------------------------------------ section 13

    private int threats(Side us, Side them) {
        long theirPieces = them.pieces;
        long nonPawnEnemies = theirPieces & ~them.pawns;
        long stronglyProtected = them.pawnAttacks | (them.attackedTwice & ~us.attackedTwice);
        long defended = nonPawnEnemies & stronglyProtected;
        long weak = theirPieces & ~stronglyProtected & us.attacks;
        int score = 0;

        if ((defended | weak) != 0) {
            for (long b = (defended | weak) & (us.knightAttacks | us.bishopAttacks); b != 0; b &= b - 1) {
                int s = Long.numberOfTrailingZeros(b);
                score += Tables.THREAT_BY_MINOR[Piece.type(pos.pieceAt(s))] + threatByRank(them, s);
            }
            for (long b = weak & us.rookAttacks; b != 0; b &= b - 1) {
                int s = Long.numberOfTrailingZeros(b);
                score += Tables.THREAT_BY_ROOK[Piece.type(pos.pieceAt(s))] + threatByRank(them, s);
            }
            if ((weak & us.kingAttacks) != 0) {
                score += Tables.THREAT_BY_KING;
            }
            score += Tables.HANGING * Long.bitCount(weak & ~them.attacks);
            score += Tables.OVERLOAD * Long.bitCount(weak & nonPawnEnemies & them.attacks);
        }
        if ((us.rooks | us.queens) != 0) {
            score += Tables.WEAK_UNOPPOSED_PAWN * pawnTable.weakUnopposed(pawnSlot, them.color);
        }

        long safe = ~them.attacks | us.attacks;
        long push = Geometry.shiftUp(us.color, us.pawns) & ~occupied;
        long thirdRank = us.color == Color.WHITE ? Bitboards.RANK_3 : Bitboards.RANK_6;
        push |= Geometry.shiftUp(us.color, push & thirdRank) & ~occupied;
        push &= ~them.pawnAttacks & safe;
        score += Tables.THREAT_BY_PAWN_PUSH * Long.bitCount(Attacks.pawnsAttacks(us.color, push) & theirPieces);

        long safePawns = us.pawns & safe;
        score += Tables.THREAT_BY_SAFE_PAWN
                * Long.bitCount(Attacks.pawnsAttacks(us.color, safePawns) & nonPawnEnemies);

        long queens = them.queens;
        if (queens != 0 && !Bitboards.moreThanOne(queens)) {
            int q = Long.numberOfTrailingZeros(queens);
            long safeThreats = us.mobilityArea & ~stronglyProtected;
            score += Tables.KNIGHT_ON_QUEEN * Long.bitCount(us.knightAttacks & Attacks.knight(q) & safeThreats);
            long sliders = (us.bishopAttacks & Attacks.bishop(q, occupied)) | (us.rookAttacks & Attacks.rook(q, occupied));
            score += Tables.SLIDER_ON_QUEEN * Long.bitCount(sliders & safeThreats & us.attackedTwice);
        }
        return score;
    }

    /** The rank bonus of a threatened enemy man on {@code s} (a pawn only when it shields its king). */
    private int threatByRank(Side them, int s) {
        int rank = relativeRank(them.color, s);
        if (Piece.type(pos.pieceAt(s)) != PAWN) {
            return Tables.THREAT_BY_RANK * rank;
        }
        return (them.kingBlockers & (1L << s)) != 0 ? PackedScore.div(Tables.THREAT_BY_RANK * rank, 2) : 0;
    }

    // ------------------------------------------------------------------ section 14

    private int passed(Side us, Side them) {
        int up = Geometry.up(us.color);
        int score = 0;
        for (long b = pawnTable.passed(pawnSlot, us.color); b != 0; b &= b - 1) {
            int s = Long.numberOfTrailingZeros(b);
            if ((Geometry.forwardFile(us.color, s) & them.pieces) != 0) {
                score -= Tables.HINDER_PASSED_PAWN; // once, however many pieces stand in the way
            }
            int r = relativeRank(us.color, s);
            int w = Tables.PASSED_DANGER[r];
            int bonus = Tables.PASSED_RANK[r];
            if (w > 0) {
                int blockSq = s + up;
                bonus += of(0, (kingProximity(them, blockSq) * 5 - kingProximity(us, blockSq) * 2) * w);
                if (r != 6) {
                    bonus -= of(0, kingProximity(us, blockSq + up) * w);
                }
                if (pos.pieceAt(blockSq) == Piece.NONE) {
                    long path = Geometry.forwardFile(us.color, s);
                    long behind = Geometry.forwardFile(them.color, s) & (allRooks | allQueens)
                            & Attacks.rook(s, occupied);
                    long defendedSquares = (us.pieces & behind) != 0 ? path : path & us.attacks;
                    long unsafeSquares = (them.pieces & behind) != 0 ? path : path & (them.attacks | them.pieces);
                    int k = unsafeSquares == 0 ? 20 : (unsafeSquares & (1L << blockSq)) == 0 ? 9 : 0;
                    if (defendedSquares == path) {
                        k += 6;
                    } else if ((defendedSquares & (1L << blockSq)) != 0) {
                        k += 4;
                    }
                    bonus += of(k * w, k * w);
                } else if ((us.pieces & (1L << blockSq)) != 0) {
                    bonus += of(w + r * 2, w + r * 2);
                }
            }
            boolean nextPassed = (them.pawns & Geometry.passedMask(us.color, s + up)) == 0;
            if (!nextPassed || (allPawns & Geometry.forwardFile(us.color, s)) != 0) {
                bonus = PackedScore.div(bonus, 2);
            }
            score += bonus + Tables.PASSED_FILE[s & 7];
        }
        return score;
    }

    private static int kingProximity(Side side, int square) {
        return Math.min(Geometry.distance(side.kingSquare, square), 5);
    }

    // ------------------------------------------------------------------ sections 15 to 17

    private int space(Side us, Side them) {
        if (me.npm[0] + me.npm[1] < Tables.SPACE_THRESHOLD) {
            return 0;
        }
        long ranks = us.color == Color.WHITE
                ? Bitboards.RANK_2 | Bitboards.RANK_3 | Bitboards.RANK_4
                : Bitboards.RANK_7 | Bitboards.RANK_6 | Bitboards.RANK_5;
        long ourPawns = us.pawns;
        long safe = Geometry.CENTER_FILES & ranks & ~ourPawns & ~them.pawnAttacks;
        long behind = ourPawns;
        behind |= Geometry.shiftDown(us.color, behind);
        behind |= us.color == Color.WHITE ? behind >>> 16 : behind << 16;
        int bonus = Long.bitCount(safe) + Long.bitCount(behind & safe);
        int weight = Long.bitCount(us.pieces) - 2 * pawnTable.openFiles(pawnSlot);
        return of(bonus * weight * weight / 16, 0);
    }

    private int initiative(int eg) {
        int wk = white.kingSquare;
        int bk = black.kingSquare;
        int outflanking = Math.abs((wk & 7) - (bk & 7)) - Math.abs((wk >>> 3) - (bk >>> 3));
        long pawns = allPawns;
        boolean bothFlanks = (pawns & Geometry.QUEEN_SIDE) != 0 && (pawns & Geometry.KING_SIDE) != 0;
        int complexity = 8 * pawnTable.asymmetry(pawnSlot)
                + 12 * Long.bitCount(pawns)
                + 12 * outflanking
                + 16 * (bothFlanks ? 1 : 0)
                + 48 * (me.npm[0] + me.npm[1] == 0 ? 1 : 0)
                - Tables.INITIATIVE_CONSTANT;
        int v = Integer.signum(eg) * Math.max(complexity, -Math.abs(eg));
        return of(0, v);
    }

    private int scaleFactor(int eg) {
        int strong = eg > 0 ? Color.WHITE : Color.BLACK;
        int sf = me.factor[strong];
        int code = me.scaling[strong];
        if (code != Endgames.NONE) {
            int s = Endgames.scale(code, pos, strong);
            if (s != Endgames.SCALE_NONE) {
                sf = s;
            }
        }
        if (sf == Tables.SCALE_NORMAL) {
            long wb = pos.pieces(Color.WHITE, BISHOP);
            long bb = pos.pieces(Color.BLACK, BISHOP);
            boolean oppositeBishops = Long.bitCount(wb) == 1 && Long.bitCount(bb) == 1
                    && Geometry.oppositeColors(Long.numberOfTrailingZeros(wb), Long.numberOfTrailingZeros(bb));
            if (oppositeBishops && me.npm[0] == Tables.BISHOP_MG && me.npm[1] == Tables.BISHOP_MG) {
                sf = 31;
            } else {
                int pawns = Long.bitCount(pos.pieces(strong, PAWN));
                sf = Math.min(40 + (oppositeBishops ? 2 : 7) * pawns, Tables.SCALE_NORMAL);
            }
        }
        return sf;
    }
}
