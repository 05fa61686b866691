package io.github.tansaku.shogi.eval;

import static io.github.tansaku.shogi.eval.YaneuraOuTables.DIRECTION;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.DISTANCE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.KING_BONUS;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.MULTI;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.OPPONENT_ATTACKER_RATE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.OUR_RATE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.OWN_DEFENDER_RATE;
import static io.github.tansaku.shogi.eval.YaneuraOuTables.THEIR_RATE;

import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.PieceValues;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;

/**
 * The parts of YaneuraOu's KKPEE square entries (MATERIAL_LEVEL 6 to 9) in exact fixed point, split so that each part has a small table.
 *
 * <p><b>Why fixed point gives YaneuraOu's numbers exactly.</b> YaneuraOu computes an entry in
 * double and truncates it. Every quantity in it is a dyadic rational with a small numerator:
 * an effect term is {@code multi[m] * V[d] / 2^20} (numerator below {@code 2^28}), at level 9
 * times {@code rate / 1024} (below {@code 2^39} over {@code 2^30}); the piece terms are
 * {@code V * 104 / 2^10} and {@code V * rate / 2^12}; the neighbourhood and king terms are
 * integers. All of them are whole multiples of {@code 2^-30}, and every sum stays far below
 * {@code 2^53} such units, so each double operation of YaneuraOu's is exact and the entry
 * equals the same sum in {@code long} units of {@code 2^-30} ({@link #ONE}). Truncating
 * {@code 32 * x} is then the integer division {@code x / 2^25}, which rounds towards zero as
 * C's conversion does. The equivalence test against the double-precision reference checks it
 * on tens of thousands of positions.
 *
 * <p><b>Layout.</b> An entry is the sum of a Black-king part, a White-king part and a piece
 * part (at level 6 the integer {@code -(V * 104 / 1024)}, added before the truncation as
 * YaneuraOu does). A king's part (its effect terms, its neighbourhood term and its square bonus) depends
 * on its square, the square, the two capped effect counts and whether the square is empty,
 * holds one of the king's pieces or an opposing one; it is stored once, from the king owner's
 * view, in {@link #kingPart} (81 x 81 x 27 longs, 1.4 MB per level), and White's part is the
 * negated entry of the rotated board. The piece part depends on the piece and both counts
 * only. Tables are built once per level and shared ({@link #forLevel}).
 */
final class SquareEntryTable {

    /** Fixed-point one: entries are in units of {@code 2^-30} points. */
    static final long ONE = 1L << 30;
    /** {@code x / SCALED_ONE} is {@code trunc(32 * x / ONE)}, YaneuraOu's level 7 to 9 entry. */
    static final long SCALED_ONE = ONE / YaneuraOuTables.FV_SCALE;

    /** Owner classes of a square's content, seen from one king's owner. */
    static final int EMPTY = 0;
    static final int OURS = 1;
    static final int THEIRS = 2;
    /** Entries per (king, square): 3 own counts x 3 opposing counts x 3 owner classes. */
    static final int PER_SQUARE = 27;

    private static final int N = Square.COUNT;
    private static final SquareEntryTable[] CACHE = new SquareEntryTable[YaneuraOuMaterialEvaluator.MAX_LEVEL + 1];

    /** The owner class of each piece code seen from Black, then from White. */
    private static final int[] CLASS_FOR_BLACK = new int[Piece.PIECE_LIMIT];
    private static final int[] CLASS_FOR_WHITE = new int[Piece.PIECE_LIMIT];

    static {
        for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
            CLASS_FOR_BLACK[Piece.of(Side.BLACK, kind)] = OURS;
            CLASS_FOR_WHITE[Piece.of(Side.BLACK, kind)] = THEIRS;
            CLASS_FOR_BLACK[Piece.of(Side.WHITE, kind)] = THEIRS;
            CLASS_FOR_WHITE[Piece.of(Side.WHITE, kind)] = OURS;
        }
    }

    private final int level;
    private final int[] ourValue;
    private final int[] theirValue;
    /**
     * A king's part, from its owner's view: index
     * {@code ((king * 81 + sq) * 9 + ourCount * 3 + theirCount) * 3 + ownerClass}, with both
     * squares in the owner's orientation and counts capped at 2.
     */
    private final long[] kingPart;
    /**
     * The piece part from Black's view, index {@code piece * 9 + mb * 3 + mw}: level 6 the
     * integer board-piece term (kings included), levels 7 to 9 {@link #pieceTerm}.
     */
    private final long[] piecePart;

    private SquareEntryTable(int level) {
        this.level = level;
        ourValue = YaneuraOuTables.distanceValues(YaneuraOuTables.ourPoints(level));
        theirValue = YaneuraOuTables.distanceValues(YaneuraOuTables.theirPoints(level));
        kingPart = new long[N * N * PER_SQUARE];
        for (int king = 0; king < N; king++) {
            for (int sq = 0; sq < N; sq++) {
                for (int our = 0; our < 3; our++) {
                    for (int their = 0; their < 3; their++) {
                        long effects = effects(king, sq, our, their);
                        for (int owner = EMPTY; owner <= THEIRS; owner++) {
                            long value = effects;
                            if (level >= 8) {
                                value += neighbourhoodTerm(king, sq, our, owner) + kingSquareTerm(king, sq);
                            }
                            kingPart[index(king, sq, our * 3 + their, owner)] = value;
                        }
                    }
                }
            }
        }
        piecePart = new long[Piece.PIECE_LIMIT * 9];
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
                int piece = Piece.of(side, kind);
                for (int counts = 0; counts < 9; counts++) {
                    piecePart[piece * 9 + counts] = level == 6
                            ? YaneuraOuTables.boardPieceTerm(piece) * ONE
                            : pieceTerm(piece, counts / 3, counts % 3);
                }
            }
        }
    }

    /** The shared table of {@code level} (6 to 9), built on first use. */
    static synchronized SquareEntryTable forLevel(int level) {
        if (level < YaneuraOuTables.FIRST_CAPPED_LEVEL || level > YaneuraOuMaterialEvaluator.MAX_LEVEL) {
            throw new IllegalArgumentException("square entry tables exist for levels 6 to 9, not " + level);
        }
        if (CACHE[level] == null) {
            CACHE[level] = new SquareEntryTable(level);
        }
        return CACHE[level];
    }

    /** The level, 6 to 9. */
    int level() {
        return level;
    }

    /** The index into {@link #kingPart}; {@code counts} is {@code ourCount * 3 + theirCount}. */
    static int index(int king, int sq, int counts, int ownerClass) {
        return ((king * N + sq) * 9 + counts) * 3 + ownerClass;
    }

    /** The king parts (read-only by convention: the evaluator's hot loop reads it directly). */
    long[] kingPart() {
        return kingPart;
    }

    /** The piece parts, index {@code piece * 9 + mb * 3 + mw} (read-only by convention). */
    long[] piecePart() {
        return piecePart;
    }

    /** {@code piece}'s owner class from Black's view ({@link #EMPTY} for no piece). */
    static int classForBlack(int piece) {
        return CLASS_FOR_BLACK[piece];
    }

    /** {@code piece}'s owner class from White's view ({@link #EMPTY} for no piece). */
    static int classForWhite(int piece) {
        return CLASS_FOR_WHITE[piece];
    }

    /**
     * The effect terms of a square near a king, from the king owner's view: the value of
     * {@code ourCount} own effects minus that of {@code theirCount} opposing ones.
     */
    long effects(int king, int sq, int ourCount, int theirCount) {
        return effectTerm(level, ourValue, OUR_RATE, king, sq, ourCount)
                - effectTerm(level, theirValue, THEIR_RATE, king, sq, theirCount);
    }

    /**
     * The value of {@code count} (capped) effects on {@code sq} near {@code king}:
     * {@code multi[count] * V[d] / 2^20}, at level 9 times {@code rate[direction] / 1024}.
     */
    static long effectTerm(int level, int[] value, int[] rate, int king, int sq, int count) {
        long product = (long) MULTI[count] * value[DISTANCE[king * N + sq]];
        return level == YaneuraOuMaterialEvaluator.MAX_LEVEL
                ? product * rate[DIRECTION[king * N + sq]]
                : product << 10;
    }

    /**
     * Level 8: a square next to the king defended by the king alone is worth -11 when it is
     * empty or holds an opposing piece and +20 when it holds one of the king's side's pieces;
     * with a second defender, +11 when it holds one of the king's side's pieces.
     */
    static long neighbourhoodTerm(int king, int sq, int ourCount, int ownerClass) {
        if (DISTANCE[king * N + sq] != 1) {
            return 0;
        }
        boolean ours = ownerClass == OURS;
        int points = ourCount <= 1 ? (ours ? 20 : -11) : (ours ? 11 : 0);
        return points * ONE;
    }

    /** Level 8: the king's square bonus, on the king's own square only. */
    static long kingSquareTerm(int king, int sq) {
        return sq == king ? KING_BONUS[king] * ONE : 0;
    }

    /**
     * Level 7: from Black's view, minus 104/1024 of a non-king piece's value, plus its
     * defenders' rate, minus its attackers' rate (each /4096); 0 for a king.
     */
    static long pieceTerm(int piece, int mb, int mw) {
        int kind = Piece.kind(piece);
        if (kind == Piece.KING) {
            return 0;
        }
        boolean black = Piece.side(piece) == Side.BLACK;
        long value = PieceValues.aperyBoard(kind);
        int own = black ? mb : mw;
        int opponent = black ? mw : mb;
        long term = -value * 104 * (ONE >> 10)
                + value * OWN_DEFENDER_RATE[own] * (ONE >> 12)
                - value * OPPONENT_ATTACKER_RATE[opponent] * (ONE >> 12);
        return black ? term : -term;
    }
}
