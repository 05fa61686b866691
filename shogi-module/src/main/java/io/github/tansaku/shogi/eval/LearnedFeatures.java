package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.Attacks;
import io.github.tansaku.shogi.Bitboards;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.PieceValues;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;
import java.util.Arrays;

/**
 * The features of the {@link LearnedEvaluator}: a linear model over sparse indicator features,
 * each counted from its owner's point of view (the board turned for White) with coefficient +1
 * for Black's and −1 for White's, so that one weight vector scores both sides and the
 * evaluation of a position is exactly minus that of its colour-swapped twin.
 *
 * <p>The groups, every board table tied left-right (a file and its mirror share a weight, as
 * the rules are mirror-symmetric):
 * <ul>
 *   <li>{@link #OWN_KING}: each piece (13 kinds, the king excepted) by its offset from its own
 *       king: file distance 0 to 8, rank difference −8 to 8 (153 offsets).
 *   <li>{@link #ENEMY_KING}: the same offsets from the opposing king.
 *   <li>{@link #PIECE_SQUARE}: each piece by its square (45 after the mirror tie), which holds
 *       its material value.
 *   <li>{@link #KING_SQUARE}: each king by its square.
 *   <li>{@link #HAND}: the n-th piece of a kind in hand, for n from 1 to the count (so a hand of
 *       three pawns activates the first three pawn weights).
 *   <li>{@link #KING_ZONE}: each square within two files and two ranks of a king, by its offset
 *       (15 after the tie), its content (empty, the king's side's piece, the opponent's) and the
 *       capped effect counts of both sides on it (0, 1, 2 or more each).
 *   <li>{@link #HAND_THREAT}: each kind in hand (one, two, three or more of it) against the
 *       number of the opposing king's neighbour squares that are weak: not holding a piece of
 *       the king's side, attacked by the hand's owner and defended by the king alone (0 to 8).
 *       Pieces in hand are worth most against a king with such holes.
 *   <li>{@link #SAFE_DROP}: for each kind in hand, how many safe checking drops it has (one, two,
 *       three or more): empty squares from which a piece of that kind would check the opposing
 *       king and that no defender covers (but the king, when the attacker covers the square too).
 *   <li>{@link #KING_DANGER}: the safe checking drops of all kinds together (0 to 7 or more)
 *       against the weak neighbour squares of the opposing king (0 to 8): the two compound.
 *   <li>{@link #MOBILITY}: each slider (lance, bishop, rook, horse, dragon) by how many squares
 *       it attacks that do not hold a piece of its own side (0 to 20).
 *   <li>{@link #THREAT}: each piece (13 kinds, the king excepted) that the opponent attacks, by
 *       how it is held (hanging: not defended; outnumbered: defended once, attacked twice or
 *       more; defended but attacked by a cheaper piece; defended) and by whether its owner is to move (a
 *       hanging piece of the side to move can usually be saved, one of the other side is
 *       usually lost).
 *   <li>{@link #THREAT_COUNT}: how many of a side's pieces are hanging, outnumbered or attacked
 *       by a cheaper piece (0 to 3 or more), by whether that side is to move: two such pieces are a
 *       fork, which one move rarely answers.
 *   <li>{@link #CAMP_CONTROL}: how many squares of the opposing camp (its three nearest ranks) a
 *       side attacks more often than the opponent does (capped counts, 0 to 15 or more).
 *   <li>{@link #TEMPO}: the side to move.
 * </ul>
 *
 * <p>One instance collects into its own arrays and allocates nothing after construction; it is
 * not thread-safe.
 */
public final class LearnedFeatures {

    private static final int KINDS = 13;
    private static final int OFFSETS = 9 * 17;
    private static final int MIRRORED_SQUARES = 5 * 9;
    private static final int MAX_HAND = 18;
    private static final int ZONE_OFFSETS = 3 * 5;
    /** How an attacked piece is held: hanging, outnumbered, attacked by a cheaper piece, defended. */
    private static final int THREAT_STATES = 4;
    /** Mobility counts 0 to 20 (a horse or dragon in the open attacks 20 squares). */
    private static final int MAX_MOBILITY = 21;

    /** First index of the pieces-by-offset-from-own-king table. */
    public static final int OWN_KING = 0;
    /** First index of the pieces-by-offset-from-enemy-king table. */
    public static final int ENEMY_KING = OWN_KING + KINDS * OFFSETS;
    /** First index of the piece-square table. */
    public static final int PIECE_SQUARE = ENEMY_KING + KINDS * OFFSETS;
    /** First index of the king-square table. */
    public static final int KING_SQUARE = PIECE_SQUARE + KINDS * MIRRORED_SQUARES;
    /** First index of the hand table ({@code (kind - 1) * 18 + n - 1}). */
    public static final int HAND = KING_SQUARE + MIRRORED_SQUARES;
    /** First index of the king-zone table. */
    public static final int KING_ZONE = HAND + Piece.HAND_KINDS * MAX_HAND;
    /** First index of the hand-against-weak-king table ({@code ((kind - 1) * 3 + held - 1) * 9 + weak}). */
    public static final int HAND_THREAT = KING_ZONE + ZONE_OFFSETS * 3 * 9;
    /** First index of the safe-checking-drop table ({@code (kind - 1) * 3 + min(drops, 3) - 1}). */
    public static final int SAFE_DROP = HAND_THREAT + Piece.HAND_KINDS * 3 * 9;
    /** First index of the king-danger table ({@code min(drops, 7) * 9 + weak}). */
    public static final int KING_DANGER = SAFE_DROP + Piece.HAND_KINDS * 3;
    /** First index of the slider-mobility table ({@code mobilitySlot * 21 + squares}). */
    public static final int MOBILITY = KING_DANGER + 8 * 9;
    /** First index of the attacked-piece table ({@code ((kindSlot * 4 + state) * 2 + ownerToMove)}). */
    public static final int THREAT = MOBILITY + 5 * MAX_MOBILITY;
    /** First index of the threatened-piece-count table ({@code min(count, 3) * 2 + ownerToMove}). */
    public static final int THREAT_COUNT = THREAT + KINDS * THREAT_STATES * 2;
    /** First index of the enemy-camp-control table ({@code min(squares, 15)}). */
    public static final int CAMP_CONTROL = THREAT_COUNT + 4 * 2;
    /** The index of the side-to-move feature. */
    public static final int TEMPO = CAMP_CONTROL + 16;
    /** The number of features (and weights). */
    public static final int COUNT = TEMPO + 1;

    /**
     * The most features one position can have active: 40 pieces, board or hand, two zones, hand
     * threats, safe drops and king danger, 8 sliders' mobility, 38 attacked pieces and two
     * counts of them, two of camp control, tempo.
     */
    public static final int MAX_ACTIVE = 40 * 3 + 40 + 2 * 24 + 4 * Piece.HAND_KINDS + 2 + 8 + 38 + 2 + 2 + 1;

    /** Added to a zone index when the square is one of the king's eight neighbours. */
    private static final int NEIGHBOUR = 16;
    /** Kind (1 to 14) to table slot (0 to 12), −1 for the king. */
    private static final int[] SLOT = new int[Piece.KIND_LIMIT];
    /** Per kind: the kinds (the king excepted) whose textbook capture value is lower. */
    private static final int[][] CHEAPER = new int[Piece.KIND_LIMIT][];
    /** Kind to mobility slot (0 to 4) for the sliders, −1 for the other kinds. */
    private static final int[] MOBILITY_SLOT = new int[Piece.KIND_LIMIT];
    /** Square to its left-right tied square index (0 to 44). */
    private static final int[] MIRRORED = new int[Square.COUNT];
    /** {@code king * 81 + sq} to the offset index of sq from king (0 to 152). */
    private static final int[] OFFSET = new int[Square.COUNT * Square.COUNT];
    /** Per king square (seen from its side): the zone squares around it, as seen from that side. */
    private static final int[][] ZONE_SQUARES = new int[Square.COUNT][];
    /** The zone offset index (0 to 14) of each of {@link #ZONE_SQUARES}, plus {@link #NEIGHBOUR} for a neighbour. */
    private static final int[][] ZONE_INDEX = new int[Square.COUNT][];
    /** Per side: the opposing camp (the three ranks nearest the opponent), lo and hi words. */
    private static final long[] CAMP_LO = new long[2];
    private static final long[] CAMP_HI = new long[2];

    static {
        for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
            SLOT[kind] = kind == Piece.KING ? -1 : kind < Piece.KING ? kind - 1 : kind - 2;
            int[] cheaper = new int[Piece.KIND_LIMIT];
            int n = 0;
            for (int other = Piece.PAWN; other < Piece.KIND_LIMIT; other++) {
                if (other != Piece.KING && kind != Piece.KING
                        && PieceValues.textbookCapture(other) < PieceValues.textbookCapture(kind)) {
                    cheaper[n++] = other;
                }
            }
            CHEAPER[kind] = Arrays.copyOf(cheaper, n);
            MOBILITY_SLOT[kind] = switch (kind) {
                case Piece.LANCE -> 0;
                case Piece.BISHOP -> 1;
                case Piece.ROOK -> 2;
                case Piece.HORSE -> 3;
                case Piece.DRAGON -> 4;
                default -> -1;
            };
        }
        for (int rank = 1; rank <= 3; rank++) {
            CAMP_LO[Side.BLACK] |= Bitboards.rankLo(rank);
            CAMP_HI[Side.BLACK] |= Bitboards.rankHi(rank);
            CAMP_LO[Side.WHITE] |= Bitboards.rankLo(10 - rank);
            CAMP_HI[Side.WHITE] |= Bitboards.rankHi(10 - rank);
        }
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int file = Square.file(sq);
            MIRRORED[sq] = (Math.min(file, 10 - file) - 1) * 9 + Square.rank(sq) - 1;
        }
        for (int king = 0; king < Square.COUNT; king++) {
            for (int sq = 0; sq < Square.COUNT; sq++) {
                OFFSET[king * Square.COUNT + sq] = Math.abs(Square.file(sq) - Square.file(king)) * 17
                        + Square.rank(sq) - Square.rank(king) + 8;
            }
            int[] squares = new int[24];
            int[] indices = new int[24];
            int n = 0;
            for (int df = -2; df <= 2; df++) {
                for (int dr = -2; dr <= 2; dr++) {
                    int file = Square.file(king) + df;
                    int rank = Square.rank(king) + dr;
                    if ((df | dr) != 0 && Square.isOnBoard(file, rank)) {
                        squares[n] = Square.of(file, rank);
                        boolean neighbour = Math.abs(df) <= 1 && Math.abs(dr) <= 1;
                        indices[n++] = Math.abs(df) * 5 + dr + 2 + (neighbour ? NEIGHBOUR : 0);
                    }
                }
            }
            ZONE_SQUARES[king] = Arrays.copyOf(squares, n);
            ZONE_INDEX[king] = Arrays.copyOf(indices, n);
        }
    }

    private final int[] index = new int[MAX_ACTIVE];
    private final int[] coefficient = new int[MAX_ACTIVE];
    private final EffectCounts effects = new EffectCounts();
    private int size;
    /** While {@link #score} runs: the weights to sum instead of recording the features. */
    private int[] summing;
    /** The weighted sum {@link #score} accumulates. */
    private long sum;
    /** Per side: how many of its pieces the last collection found hanging, outnumbered or attacked by a cheaper piece. */
    private final int[] threatened = new int[2];

    /**
     * Collects the active features of {@code position} and returns how many there are; they are
     * then {@link #index(int)} and {@link #coefficient(int)} for 0 to that count − 1. The
     * coefficients are from Black's view; the tempo feature's is +1 when Black is to move.
     */
    public int collect(Position position) {
        effects.computeCapped(position);
        return collectGivenEffects(position);
    }

    /**
     * The sum of {@code weights} over the active features of {@code position}, Black's view:
     * the sum of {@code weights[index(i)] * coefficient(i)} after {@link #collect}, without
     * recording the features (the evaluator's path).
     */
    long score(Position position, int[] weights) {
        effects.computeCapped(position);
        return scoreGivenEffects(position, weights);
    }

    /** As {@link #score}, with {@link #effects()} already computed for {@code position}. */
    long scoreGivenEffects(Position position, int[] weights) {
        summing = weights;
        sum = 0;
        try {
            visit(position);
        } finally {
            summing = null;
        }
        return sum;
    }

    /** The capped effect counts {@link #collectGivenEffects} reads. */
    EffectCounts effects() {
        return effects;
    }

    /** As {@link #collect}, with {@link #effects()} already computed for {@code position}. */
    int collectGivenEffects(Position position) {
        visit(position);
        return size;
    }

    /** Passes every active feature of {@code position} to {@link #add}. */
    private void visit(Position position) {
        size = 0;
        threatened[Side.BLACK] = 0;
        threatened[Side.WHITE] = 0;
        int blackKing = position.kingSquare(Side.BLACK);
        int whiteKing = position.kingSquare(Side.WHITE);
        addPieces(position, position.occupiedLo(), 0, blackKing, whiteKing);
        addPieces(position, position.occupiedHi(), Bitboards.HI_OFFSET, blackKing, whiteKing);
        addThreats(position, Side.BLACK);
        addThreats(position, Side.WHITE);
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            int sign = side == Side.BLACK ? 1 : -1;
            for (int kind = Piece.PAWN; kind <= Piece.HAND_KINDS; kind++) {
                int count = Math.min(position.handCount(side, kind), MAX_HAND);
                for (int n = 0; n < count; n++) {
                    add(HAND + (kind - 1) * MAX_HAND + n, sign);
                }
            }
        }
        int blackWeak = addKingZone(position, Side.BLACK, blackKing);
        int whiteWeak = addKingZone(position, Side.WHITE, whiteKing);
        addHandThreats(position, Side.WHITE, blackWeak);
        addHandThreats(position, Side.BLACK, whiteWeak);
        addKingDanger(position, Side.WHITE, blackKing, blackWeak);
        addKingDanger(position, Side.BLACK, whiteKing, whiteWeak);
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            int ownerToMove = position.sideToMove() == side ? 1 : 0;
            add(THREAT_COUNT + Math.min(threatened[side], 3) * 2 + ownerToMove, side == Side.BLACK ? 1 : -1);
        }
        addCampControl(Side.BLACK);
        addCampControl(Side.WHITE);
        add(TEMPO, position.sideToMove() == Side.BLACK ? 1 : -1);
    }

    /** The table index of the i-th active feature of the last {@link #collect}. */
    public int index(int i) {
        return index[i];
    }

    /** The coefficient (+1 or −1) of the i-th active feature of the last {@link #collect}. */
    public int coefficient(int i) {
        return coefficient[i];
    }

    /** The piece features of the pieces on the squares of one word of a bitboard. */
    private void addPieces(Position position, long squares, int wordOffset, int blackKing, int whiteKing) {
        int blackView = blackKing * Square.COUNT;
        int whiteView = Square.flip(whiteKing) * Square.COUNT;
        int blackEnemy = whiteKing * Square.COUNT;
        int whiteEnemy = Square.flip(blackKing) * Square.COUNT;
        while (squares != 0) {
            int sq = wordOffset + Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            int piece = position.pieceOn(sq);
            boolean black = Piece.side(piece) == Side.BLACK;
            int slot = SLOT[Piece.kind(piece)];
            int sign = black ? 1 : -1;
            int own = black ? sq : Square.flip(sq);
            if (slot < 0) {
                add(KING_SQUARE + MIRRORED[own], sign);
                continue;
            }
            add(OWN_KING + slot * OFFSETS + OFFSET[(black ? blackView : whiteView) + own], sign);
            add(ENEMY_KING + slot * OFFSETS + OFFSET[(black ? blackEnemy : whiteEnemy) + own], sign);
            add(PIECE_SQUARE + slot * MIRRORED_SQUARES + MIRRORED[own], sign);
            int mobilitySlot = MOBILITY_SLOT[Piece.kind(piece)];
            if (mobilitySlot >= 0) {
                addMobility(position, piece, Piece.side(piece), mobilitySlot, sq, sign);
            }
        }
    }

    /** The attacked-piece features of {@code side}'s pieces (its king excepted) that the opponent attacks. */
    private void addThreats(Position position, int side) {
        int opponent = Side.opponent(side);
        int sign = side == Side.BLACK ? 1 : -1;
        long notKingLo = ~position.piecesLo(side, Piece.KING);
        long notKingHi = ~position.piecesHi(side, Piece.KING);
        long lo = position.occupiedLo(side) & effects.oneLo(opponent) & notKingLo;
        long hi = position.occupiedHi(side) & effects.oneHi(opponent) & notKingHi;
        for (int sq = Bitboards.first(lo, hi); sq != Square.NONE; sq = Bitboards.next(lo, hi, sq)) {
            addThreat(position, side, sq, sign);
        }
    }

    /** The attacked-piece feature of {@code side}'s piece on {@code sq}, which the opponent attacks. */
    private void addThreat(Position position, int side, int sq, int sign) {
        int kind = Piece.kind(position.pieceOn(sq));
        int slot = SLOT[kind];
        int theirs = effects.capped(Side.opponent(side), sq);
        int ours = effects.capped(side, sq);
        int state = ours == 0 ? 0 : ours < theirs ? 1 : attackedByCheaper(position, side, kind, sq) ? 2 : 3;
        if (state < 3) {
            threatened[side]++;
        }
        int ownerToMove = position.sideToMove() == side ? 1 : 0;
        add(THREAT + (slot * THREAT_STATES + state) * 2 + ownerToMove, sign);
    }

    /**
     * Whether an opposing piece worth less than {@code side}'s piece of {@code kind} on {@code sq}
     * attacks it (by the textbook capture values): then even a defended piece is lost to the
     * exchange.
     */
    private static boolean attackedByCheaper(Position position, int side, int kind, int sq) {
        int opponent = Side.opponent(side);
        long occupiedLo = position.occupiedLo();
        long occupiedHi = position.occupiedHi();
        for (int cheaper : CHEAPER[kind]) {
            // An opposing piece attacks sq from exactly the squares that the same piece of
            // side's colour attacks from sq.
            int mirror = Piece.of(side, cheaper);
            if ((Attacks.attacksLo(mirror, sq, occupiedLo, occupiedHi) & position.piecesLo(opponent, cheaper)) != 0
                    || (Attacks.attacksHi(mirror, sq, occupiedLo, occupiedHi) & position.piecesHi(opponent, cheaper)) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The camp-control feature of {@code side}: the squares of the opposing camp it controls more than the opponent. */
    private void addCampControl(int side) {
        int opponent = Side.opponent(side);
        // With capped counts 0, 1, 2: more than the opponent means at least one where the
        // opponent has none, or two where the opponent has one.
        long lo = (effects.oneLo(side) & ~effects.oneLo(opponent)) | (effects.twoLo(side) & ~effects.twoLo(opponent));
        long hi = (effects.oneHi(side) & ~effects.oneHi(opponent)) | (effects.twoHi(side) & ~effects.twoHi(opponent));
        int controlled = Long.bitCount(lo & CAMP_LO[side]) + Long.bitCount(hi & CAMP_HI[side]);
        add(CAMP_CONTROL + Math.min(controlled, 15), side == Side.BLACK ? 1 : -1);
    }

    /** The mobility feature of the slider {@code piece} on {@code sq}. */
    private void addMobility(Position position, int piece, int side, int mobilitySlot, int sq, int sign) {
        long occupiedLo = position.occupiedLo();
        long occupiedHi = position.occupiedHi();
        long lo = Attacks.attacksLo(piece, sq, occupiedLo, occupiedHi) & ~position.occupiedLo(side);
        long hi = Attacks.attacksHi(piece, sq, occupiedLo, occupiedHi) & ~position.occupiedHi(side);
        int squares = Math.min(Long.bitCount(lo) + Long.bitCount(hi), MAX_MOBILITY - 1);
        add(MOBILITY + mobilitySlot * MAX_MOBILITY + squares, sign);
    }

    /**
     * The king-zone features of {@code side}'s king; returns how many of its neighbour squares
     * are weak: not holding a piece of that side, attacked by the opponent and defended by the
     * king alone.
     */
    private int addKingZone(Position position, int side, int king) {
        int sign = side == Side.BLACK ? 1 : -1;
        int opponent = Side.opponent(side);
        int ownKing = view(side, king);
        int[] squares = ZONE_SQUARES[ownKing];
        int[] indices = ZONE_INDEX[ownKing];
        int weak = 0;
        for (int i = 0; i < squares.length; i++) {
            int sq = view(side, squares[i]);
            int piece = position.pieceOn(sq);
            int content = piece == Piece.NONE ? 0 : Piece.side(piece) == side ? 1 : 2;
            int ours = effects.capped(side, sq);
            int theirs = effects.capped(opponent, sq);
            int zoneOffset = indices[i] & (NEIGHBOUR - 1);
            add(KING_ZONE + (zoneOffset * 3 + content) * 9 + ours * 3 + theirs, sign);
            if (indices[i] >= NEIGHBOUR && content != 1 && theirs > 0 && ours < 2) {
                weak++;
            }
        }
        return weak;
    }

    /** The hand-threat features of {@code side}'s hand against an opposing king with {@code weak} holes. */
    private void addHandThreats(Position position, int side, int weak) {
        int sign = side == Side.BLACK ? 1 : -1;
        for (int kind = Piece.PAWN; kind <= Piece.HAND_KINDS; kind++) {
            int held = Math.min(position.handCount(side, kind), 3);
            if (held > 0) {
                add(HAND_THREAT + ((kind - 1) * 3 + held - 1) * 9 + weak, sign);
            }
        }
    }

    /**
     * The safe-checking-drop and king-danger features of {@code attacker} against the opposing
     * king on {@code king}, which has {@code weak} weak neighbour squares.
     */
    private void addKingDanger(Position position, int attacker, int king, int weak) {
        int sign = attacker == Side.BLACK ? 1 : -1;
        int defender = Side.opponent(attacker);
        long occupiedLo = position.occupiedLo();
        long occupiedHi = position.occupiedHi();
        long kingLo = Attacks.attacksLo(Piece.of(defender, Piece.KING), king, occupiedLo, occupiedHi);
        long kingHi = Attacks.attacksHi(Piece.of(defender, Piece.KING), king, occupiedLo, occupiedHi);
        int total = 0;
        for (int kind = Piece.PAWN; kind <= Piece.HAND_KINDS; kind++) {
            if (position.handCount(attacker, kind) == 0) {
                continue;
            }
            // A piece of the attacker checks the king from the squares that the same piece of
            // the defender's colour attacks from the king's square.
            int checker = Piece.of(defender, kind);
            long lo = Attacks.attacksLo(checker, king, occupiedLo, occupiedHi) & ~occupiedLo;
            long hi = Attacks.attacksHi(checker, king, occupiedLo, occupiedHi) & ~occupiedHi;
            int safe = safeSquares(lo, kingLo, 0, attacker, defender)
                    + safeSquares(hi, kingHi, Bitboards.HI_OFFSET, attacker, defender);
            if (safe > 0) {
                add(SAFE_DROP + (kind - 1) * 3 + Math.min(safe, 3) - 1, sign);
                total += safe;
            }
        }
        add(KING_DANGER + Math.min(total, 7) * 9 + weak, sign);
    }

    /**
     * How many of {@code squares} (one word) no defender covers but the king, and the king only
     * where the attacker covers the square too.
     */
    private int safeSquares(long squares, long kingAttacks, int wordOffset, int attacker, int defender) {
        int safe = 0;
        while (squares != 0) {
            int bit = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            int sq = wordOffset + bit;
            boolean kingCovers = (kingAttacks >>> bit & 1) != 0;
            int others = effects.capped(defender, sq) - (kingCovers ? 1 : 0);
            if (others == 0 && (!kingCovers || effects.capped(attacker, sq) > 0)) {
                safe++;
            }
        }
        return safe;
    }

    /** {@code sq} seen from {@code side}: the board turned for White. */
    private static int view(int side, int sq) {
        return side == Side.BLACK ? sq : Square.flip(sq);
    }

    private void add(int feature, int sign) {
        if (summing != null) {
            sum += summing[feature] * sign;
            return;
        }
        index[size] = feature;
        coefficient[size] = sign;
        size++;
    }
}
