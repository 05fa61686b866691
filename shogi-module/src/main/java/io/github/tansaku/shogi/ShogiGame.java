package io.github.tansaku.shogi;

import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.LegalMoveGeneration;
import io.github.tansaku.search.MateInOneDetection;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.MoveLegality;
import io.github.tansaku.search.MovedPieceIndexing;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.QuietChecks;
import io.github.tansaku.search.QuietMoves;
import io.github.tansaku.search.StaticExchange;
import io.github.tansaku.search.StructureHashing;
import io.github.tansaku.search.mate.MateMoves;

/**
 * Shogi for the search-core searchers: a stateless rules object over {@link Position} and
 * {@link Move}, with every optional capability.
 *
 * <ul>
 *   <li>{@link #generateMoves} writes only legal moves, so {@link #makeMove} accepts all of them;
 *       it also checks any other code fully ({@link Position#isLegal}) and rejects illegal ones
 *       without touching the position.
 *   <li>{@link #outcome}: 千日手 as {@link Repetition} judges it (fourfold repetition a draw,
 *       perpetual check a loss for the checker, a repetition on the search path judged at
 *       once), then the entering-king declaration under this game's {@link EnteringKingRule}
 *       (a win for the side to move when it may declare).
 *   <li>{@link #outcomeWithoutMoves}: a loss (checkmate; shogi has no stalemate).
 *   <li>Noisy moves: captures and promotions (drops are quiet); all evasions when in check.
 *   <li>Null moves: allowed whenever the side to move is not in check.
 *   <li>Static exchange on the textbook scale ({@link StaticExchangeEvaluator}).
 *   <li>Mate in one: {@link MateInOne}'s fast test (drops and contact checks).
 *   <li>Structure key (correction history): the pawns of both sides and the side to move.
 *   <li>Move indexes: (side, piece kind or dropped kind, destination) for history tables, and
 *       (side, moving kind, destination) for the continuation history.
 * </ul>
 */
public final class ShogiGame implements Game<Position, Move>, NoisyMoves<Position>, NullMoves<Position>,
        StaticExchange<Position>, CheckDetection<Position>, PositionHashing<Position>, MoveIndexing<Position>,
        MovedPieceIndexing<Position>, LegalMoveCounting<Position>, LegalMoveGeneration<Position>, QuietChecks<Position>,
        QuietMoves<Position>, MateInOneDetection<Position>, StructureHashing<Position>, MateMoves<Position>,
        MoveLegality<Position> {

    /** (2 sides x 15 board kinds + 2 x 8 hand kinds) x 81 destinations. */
    private static final int MOVE_INDEX_COUNT = 2 * 32 * Square.COUNT;

    private final EnteringKingRule enteringKingRule;

    /** Shogi with the CSA 27-point declaration rule. */
    public ShogiGame() {
        this(EnteringKingRule.CSA_RULE_27);
    }

    /** Shogi with the given declaration rule ({@link EnteringKingRule#NONE} for none). */
    public ShogiGame(EnteringKingRule enteringKingRule) {
        this.enteringKingRule = enteringKingRule;
    }

    /** The declaration rule in force. */
    public EnteringKingRule enteringKingRule() {
        return enteringKingRule;
    }

    @Override
    public String name() {
        return "shogi";
    }

    @Override
    public Position newPosition() {
        return Position.startPosition();
    }

    @Override
    public Position copy(Position position) {
        return position.copy();
    }

    @Override
    public int maxMoves() {
        return MoveGenerator.MAX_MOVES;
    }

    @Override
    public int generateMoves(Position position, int[] moves, int start) {
        return MoveGenerator.generateLegal(position, moves, start);
    }

    @Override
    public boolean makeMove(Position position, int move) {
        if (!position.isLegal(move)) {
            return false;
        }
        position.makeMove(move);
        return true;
    }

    /** The legality test {@link #makeMove} applies: any int, the position untouched. */
    @Override
    public boolean isLegal(Position position, int move) {
        return position.isLegal(move);
    }

    @Override
    public void unmakeMove(Position position, int move) {
        position.unmakeMove(move);
    }

    @Override
    public Outcome outcome(Position position, int searchPly) {
        Outcome repetition = Repetition.outcome(position, searchPly);
        if (repetition.isOver()) {
            return repetition;
        }
        if (Declaration.canDeclare(position, enteringKingRule)) {
            return Outcome.WIN;
        }
        return Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(Position position) {
        return Outcome.LOSS;
    }

    /** The SFEN move number less one: the move number counts plies from 1. */
    @Override
    public int gamePly(Position position) {
        return position.moveNumber() - 1;
    }

    @Override
    public Move moveOf(int code) {
        return Move.of(code);
    }

    @Override
    public int codeOf(Move move) {
        return move.code();
    }

    // ---------------------------------------------------------------- capabilities

    @Override
    public int generateNoisyMoves(Position position, int[] moves, int start) {
        return MoveGenerator.generateNoisy(position, moves, start);
    }

    /** The legal quiet moves, drops included ({@link MoveGenerator#generateQuiet}). */
    @Override
    public int generateQuietMoves(Position position, int[] moves, int start) {
        return MoveGenerator.generateQuiet(position, moves, start);
    }

    /**
     * The legal quiet moves (drops included) that give check: every legal move is generated into
     * the position's scratch buffer and those that are neither captures nor promotions and give
     * check are kept. (A pawn drop that would mate is not legal, so it is never among them.)
     */
    @Override
    public int generateQuietChecks(Position position, int[] moves, int start) {
        if (position.inCheck()) {
            return 0;
        }
        int[] all = position.scratchMoves();
        int count = MoveGenerator.generateLegal(position, all, 0);
        int n = start;
        for (int i = 0; i < count; i++) {
            int move = all[i];
            if (!isNoisy(position, move) && position.givesCheck(move)) {
                moves[n++] = move;
            }
        }
        return n - start;
    }

    /**
     * For the mate solver: the legal moves that give check, drops included, found by generating
     * every legal move and keeping those for which {@link Position#givesCheck} holds. A pawn
     * drop that would mate is never among them: the move generator does not write one (打ち歩詰め).
     */
    @Override
    public int generateChecks(Position position, int[] moves, int start) {
        int end = start + MoveGenerator.generateLegal(position, moves, start);
        int kept = start;
        for (int i = start; i < end; i++) {
            if (position.givesCheck(moves[i])) {
                moves[kept++] = moves[i];
            }
        }
        return kept;
    }

    /** For the mate solver: the legal moves of a side in check (none: it is mated). */
    @Override
    public int generateEvasions(Position position, int[] moves, int start) {
        return start + MoveGenerator.generateLegal(position, moves, start);
    }

    @Override
    public boolean isNoisy(Position position, int move) {
        return Moves.isPromotion(move) || !Moves.isDrop(move) && position.pieceOn(Moves.to(move)) != Piece.NONE;
    }

    @Override
    public void makeNullMove(Position position) {
        position.makeNullMove();
    }

    @Override
    public void unmakeNullMove(Position position) {
        position.unmakeNullMove();
    }

    @Override
    public boolean nullMoveAllowed(Position position) {
        return !position.inCheck();
    }

    @Override
    public int see(Position position, int move) {
        return StaticExchangeEvaluator.see(position, move);
    }

    @Override
    public boolean seeAtLeast(Position position, int move, int threshold) {
        return StaticExchangeEvaluator.seeAtLeast(position, move, threshold);
    }

    @Override
    public int materialGain(Position position, int move) {
        return StaticExchangeEvaluator.materialGain(position, move);
    }

    /** {@link MateInOne#find}: drops and contact checks only; a move it returns mates. */
    @Override
    public int findMateInOne(Position position) {
        return MateInOne.find(position);
    }

    @Override
    public boolean inCheck(Position position) {
        return position.inCheck();
    }

    @Override
    public boolean givesCheck(Position position, int move) {
        return position.givesCheck(move);
    }

    @Override
    public long hash(Position position) {
        return position.key();
    }

    /** The structure for the correction history: the pawns (歩) of both sides and the side to move. */
    @Override
    public long structureKey(Position position) {
        long mixed = mix(position.piecesLo(Side.BLACK, Piece.PAWN), position.piecesHi(Side.BLACK, Piece.PAWN));
        mixed = mix(mixed ^ position.piecesLo(Side.WHITE, Piece.PAWN), position.piecesHi(Side.WHITE, Piece.PAWN));
        return position.sideToMove() == Side.BLACK ? mixed : ~mixed;
    }

    /** The structure kind of the pawns of both sides ({@link #structureKey(Position)}). */
    public static final int PAWN_STRUCTURE = 0;
    /** The structure kind of both hands (how many of each kind each side holds). */
    public static final int HANDS = 1;
    /** The structure kind of the squares of Black's (sente's) pieces other than pawns. */
    public static final int BLACK_PIECES = 2;
    /** The structure kind of the squares of White's (gote's) pieces other than pawns. */
    public static final int WHITE_PIECES = 3;

    /**
     * Four kinds: {@link #PAWN_STRUCTURE}, {@link #HANDS}, {@link #BLACK_PIECES} and
     * {@link #WHITE_PIECES}.
     */
    @Override
    public int structureKinds() {
        return 4;
    }

    /** The structure of kind {@code kind} (see {@link #structureKinds()}) and the side to move, mixed into 64 bits. */
    @Override
    public long structureKey(Position position, int kind) {
        long mixed;
        switch (kind) {
            case PAWN_STRUCTURE:
                return structureKey(position);
            case HANDS:
                mixed = mix(handCounts(position), 0x1234_5678L);
                break;
            case BLACK_PIECES:
            case WHITE_PIECES: {
                int side = kind == BLACK_PIECES ? Side.BLACK : Side.WHITE;
                long lo = position.occupiedLo(side) & ~position.piecesLo(side, Piece.PAWN);
                long hi = position.occupiedHi(side) & ~position.piecesHi(side, Piece.PAWN);
                mixed = mix(lo, hi + kind);
                break;
            }
            default:
                throw new IndexOutOfBoundsException("structure kind " + kind + " of 4");
        }
        return position.sideToMove() == Side.BLACK ? mixed : ~mixed;
    }

    /** Both hands' counts as the digits of one base-19 number (at most 18 of a kind: 19^14 fits). */
    private static long handCounts(Position position) {
        long hands = 0;
        for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
            hands = hands * 19 + position.handCount(Side.BLACK, kind);
            hands = hands * 19 + position.handCount(Side.WHITE, kind);
        }
        return hands;
    }

    /** A 64-bit mix of two words (a multiply-xorshift finaliser). */
    private static long mix(long a, long b) {
        long x = a * 0x9E37_79B9_7F4A_7C15L ^ Long.rotateLeft(b * 0xC2B2_AE3D_27D4_EB4FL, 31);
        x ^= x >>> 29;
        x *= 0xBF58_476D_1CE4_E5B9L;
        return x ^ (x >>> 32);
    }

    @Override
    public long recomputeHash(Position position) {
        return position.computeKey();
    }

    @Override
    public int moveIndexCount() {
        return MOVE_INDEX_COUNT;
    }

    /**
     * {@code ((side * 32) + k) * 81 + to}, where {@code k} is the moving piece's kind (1 to 14)
     * for board moves and {@code 16 + kind} for drops. The side is the moving piece's owner, so
     * the index is the same before and after the move is made.
     */
    @Override
    public int moveIndex(Position position, int move) {
        int to = Moves.to(move);
        int side;
        int k;
        if (Moves.isDrop(move)) {
            // Before the move the mover is to move; after it, the dropped piece stands on 'to'.
            int piece = position.pieceOn(to);
            side = piece != Piece.NONE ? Piece.side(piece) : position.sideToMove();
            k = 16 + Moves.dropKind(move);
        } else {
            int piece = position.pieceOn(Moves.from(move));
            if (piece == Piece.NONE) {
                piece = position.pieceOn(to); // after the move
                if (Moves.isPromotion(move)) {
                    piece -= Piece.PROMOTION;
                }
            }
            side = Piece.side(piece);
            k = Piece.kind(piece);
        }
        return (side * 32 + k) * Square.COUNT + to;
    }

    /** The 28 coloured kinds (1 to 14 per side) times the 81 destination squares. */
    @Override
    public int movedPieceIndexCount() {
        return 2 * 14 * Square.COUNT;
    }

    /**
     * The moving piece as it stands before the move (unpromoted for a promotion) and its
     * destination; a drop counts as its piece landing on the square.
     */
    @Override
    public int movedPieceIndex(Position position, int move) {
        int side = position.sideToMove();
        int kind = Moves.isDrop(move) ? Moves.dropKind(move) : Piece.kind(position.pieceOn(Moves.from(move)));
        return (side * 14 + kind - 1) * Square.COUNT + Moves.to(move);
    }

    @Override
    public int countLegalMoves(Position position) {
        return MoveGenerator.countLegal(position);
    }

    // ---------------------------------------------------------------- LegalMoveGeneration

    /** The generator writes legal moves only, so a generated move is made without the test of {@link #makeMove}. */
    @Override
    public void makeLegalMove(Position position, int move) {
        position.makeMove(move);
    }
}
