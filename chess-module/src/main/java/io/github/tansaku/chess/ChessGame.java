package io.github.tansaku.chess;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.exchange.StaticExchangeEvaluator;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.rules.ChessRules;
import io.github.tansaku.search.CaptureIndexing;
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
import io.github.tansaku.search.ThreatEscapes;
import io.github.tansaku.search.mate.MateMoves;

/**
 * The rules of chess as a {@link Game}, with every optional capability of the SPI.
 *
 * <p>Stateless and thread-safe; each {@link Position} belongs to one thread. Moves are
 * generated fully legal. {@link #makeMove} nevertheless validates its argument
 * ({@link MoveGenerator#isLegal}), so any int, such as a transposition-table move from a key
 * collision, is either played correctly or rejected with the position untouched.
 *
 * <p>{@link #outcome} applies the fifty-move rule (a mate on the 100th half-move wins first),
 * repetition (threefold along the whole game history, including moves played before the search
 * root; a single repetition of a position reached inside the search is already a draw) and
 * insufficient material.
 */
public final class ChessGame implements Game<Position, Move>, NoisyMoves<Position>, NullMoves<Position>,
        StaticExchange<Position>, CheckDetection<Position>, PositionHashing<Position>, MoveIndexing<Position>,
        MovedPieceIndexing<Position>, LegalMoveCounting<Position>, LegalMoveGeneration<Position>, QuietChecks<Position>,
        QuietMoves<Position>, MateInOneDetection<Position>, StructureHashing<Position>, MateMoves<Position>,
        MoveLegality<Position>, CaptureIndexing<Position>, ThreatEscapes<Position> {

    /** A move list per thread for {@link #findMateInOne}, which must not allocate. */
    private static final ThreadLocal<int[]> MATE_MOVES = ThreadLocal.withInitial(() -> new int[MoveGenerator.MAX_MOVES]);

    @Override
    public String name() {
        return "chess";
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
        if (!MoveGenerator.isLegal(position, move)) {
            return false;
        }
        position.makeMove(move);
        return true;
    }

    /** The legality test {@link #makeMove} applies: any int, the position untouched. */
    @Override
    public boolean isLegal(Position position, int move) {
        return MoveGenerator.isLegal(position, move);
    }

    @Override
    public void unmakeMove(Position position, int move) {
        position.unmakeMove(move);
    }

    @Override
    public Outcome outcome(Position position, int searchPly) {
        if (position.halfmoveClock() >= ChessRules.FIFTY_MOVE_PLIES) {
            return ChessRules.isCheckmate(position) ? Outcome.LOSS : Outcome.DRAW;
        }
        if (ChessRules.isRepetitionInSearch(position, searchPly) || ChessRules.isInsufficientMaterial(position)) {
            return Outcome.DRAW;
        }
        return Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(Position position) {
        return position.inCheck() ? Outcome.LOSS : Outcome.DRAW;
    }

    /** Two plies per full move before this one, plus one when Black is to move. */
    @Override
    public int gamePly(Position position) {
        return 2 * (position.fullmoveNumber() - 1) + (position.sideToMove() == Color.BLACK ? 1 : 0);
    }

    @Override
    public Move moveOf(int code) {
        return Move.of(code);
    }

    @Override
    public int codeOf(Move move) {
        return move.code();
    }

    // ---------------------------------------------------------------- NoisyMoves

    /** Captures and promotions (all four pieces); never quiet evasions, even in check. */
    @Override
    public int generateNoisyMoves(Position position, int[] moves, int start) {
        return MoveGenerator.generateNoisy(position, moves, start);
    }

    // ---------------------------------------------------------------- QuietMoves

    /** The legal quiet moves, castling included ({@link MoveGenerator#generateQuiet}). */
    @Override
    public int generateQuietMoves(Position position, int[] moves, int start) {
        return MoveGenerator.generateQuiet(position, moves, start);
    }

    // ---------------------------------------------------------------- QuietChecks

    /**
     * The legal quiet moves that give check: the generator's candidates (moves to checking
     * squares, moves of pieces that may discover a check, castlings), filtered by {@link #givesCheck}.
     */
    @Override
    public int generateQuietChecks(Position position, int[] moves, int start) {
        int end = start + MoveGenerator.generateQuietCheckCandidates(position, moves, start);
        int n = start;
        for (int i = start; i < end; i++) {
            if (givesCheck(position, moves[i])) {
                moves[n++] = moves[i];
            }
        }
        return n - start;
    }

    /** For the mate solver: the legal moves that give check. */
    @Override
    public int generateChecks(Position position, int[] moves, int start) {
        int end = start + MoveGenerator.generateLegal(position, moves, start);
        int n = start;
        for (int i = start; i < end; i++) {
            if (givesCheck(position, moves[i])) {
                moves[n++] = moves[i];
            }
        }
        return n;
    }

    /** For the mate solver: the legal moves of a side in check (none: it is checkmated). */
    @Override
    public int generateEvasions(Position position, int[] moves, int start) {
        return start + MoveGenerator.generateLegal(position, moves, start);
    }

    @Override
    public boolean isNoisy(Position position, int move) {
        return MoveCode.isNoisy(move);
    }

    // ---------------------------------------------------------------- NullMoves

    @Override
    public void makeNullMove(Position position) {
        position.makeNullMove();
    }

    @Override
    public void unmakeNullMove(Position position) {
        position.unmakeNullMove();
    }

    /** False in check and when the side to move has only its king and pawns (zugzwang danger). */
    @Override
    public boolean nullMoveAllowed(Position position) {
        int us = position.sideToMove();
        long nonPawn = position.pieces(us) & ~position.pieces(us, PieceType.PAWN) & ~position.pieces(us, PieceType.KING);
        return !position.inCheck() && nonPawn != 0;
    }

    // ---------------------------------------------------------------- StaticExchange

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

    // ---------------------------------------------------------------- CheckDetection

    @Override
    public boolean inCheck(Position position) {
        return position.inCheck();
    }

    /**
     * Whether the legal {@code move} gives check: directly from its destination (with the
     * promoted piece, or the castling rook), or by uncovering a slider, including the rank
     * uncovered by an en passant capture.
     *
     * <p>A move other than castling or en passant checks directly if it lands on one of the
     * position's {@linkplain Position#checkSquares check squares} of its man. A slider's are
     * taken with its square of departure still occupied, which would matter only if the man gave
     * check already, impossible with us to move; a promoted piece is looked up from its square,
     * since the pawn may have stood on its line. It uncovers a check only if its man stands alone
     * between one of our sliders and the enemy king ({@link Position#kingBlockers}) and leaves
     * that line. The position keeps both, so most moves need no lookup. Castling and en passant
     * move or remove a second man, and are tested on the board as it will be.
     */
    @Override
    public boolean givesCheck(Position position, int move) {
        int flag = MoveCode.flag(move);
        if (flag == MoveCode.EN_PASSANT || flag == MoveCode.KING_CASTLE || flag == MoveCode.QUEEN_CASTLE) {
            return givesCheckOnBoardAfter(position, move);
        }
        int us = position.sideToMove();
        int king = position.kingSquare(us ^ 1);
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        long direct = MoveCode.isPromotion(move)
                ? attacksOf(MoveCode.promotionType(move), us, to, position.occupied() ^ (1L << from)) >>> king
                : position.checkSquares(Piece.type(position.pieceAt(from))) >>> to;
        if ((direct & 1) != 0) {
            return true;
        }
        return (position.kingBlockers(us ^ 1) >>> from & 1) != 0 && (Bitboards.line(from, king) >>> to & 1) == 0;
    }

    /** The squares a man of {@code type} and {@code color} on {@code square} attacks, given {@code occupied}. */
    private static long attacksOf(int type, int color, int square, long occupied) {
        return switch (type) {
            case PieceType.PAWN -> Attacks.pawn(color, square);
            case PieceType.KNIGHT -> Attacks.knight(square);
            case PieceType.BISHOP -> Attacks.bishop(square, occupied);
            case PieceType.ROOK -> Attacks.rook(square, occupied);
            case PieceType.QUEEN -> Attacks.queen(square, occupied);
            default -> 0L;
        };
    }

    /** {@link #givesCheck} for any move, from the board as the move leaves it: the enemy king's lines looked up. */
    private static boolean givesCheckOnBoardAfter(Position position, int move) {
        int us = position.sideToMove();
        int king = position.kingSquare(us ^ 1);
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int flag = MoveCode.flag(move);
        int type = MoveCode.isPromotion(move) ? MoveCode.promotionType(move) : Piece.type(position.pieceAt(from));
        long occupied = (position.occupied() ^ (1L << from)) | 1L << to;
        long rookLike = position.pieces(us, PieceType.ROOK) | position.pieces(us, PieceType.QUEEN);
        long bishopLike = position.pieces(us, PieceType.BISHOP) | position.pieces(us, PieceType.QUEEN);
        rookLike &= ~(1L << from);
        bishopLike &= ~(1L << from);
        if (flag == MoveCode.EN_PASSANT) {
            occupied ^= 1L << (to ^ 8);
        } else if (flag == MoveCode.KING_CASTLE || flag == MoveCode.QUEEN_CASTLE) {
            int rookFrom = flag == MoveCode.KING_CASTLE ? to + 1 : to - 2;
            int rookTo = flag == MoveCode.KING_CASTLE ? to - 1 : to + 1;
            occupied = (occupied ^ (1L << rookFrom)) | 1L << rookTo;
            rookLike = (rookLike & ~(1L << rookFrom)) | 1L << rookTo;
        }
        return (attacksOf(type, us, to, occupied) >>> king & 1) != 0
                || (Attacks.rook(king, occupied) & rookLike) != 0
                || (Attacks.bishop(king, occupied) & bishopLike) != 0;
    }

    // ---------------------------------------------------------------- ThreatEscapes

    /** {@link Position#threatenedPieces}: whether any piece is attacked by a cheaper one. */
    @Override
    public boolean hasThreatenedPieces(Position position) {
        return position.threatenedPieces() != 0;
    }

    /** {@link Position#threatEscapeWeight}: 3 for a knight or bishop saved, 5 for a rook, 10 for a queen. */
    @Override
    public int escapeWeight(Position position, int move) {
        return position.threatEscapeWeight(move);
    }

    // ---------------------------------------------------------------- StructureHashing

    /** The structure kind of the pawns of both colours ({@link #structureKey(Position)}). */
    public static final int PAWN_STRUCTURE = 0;
    /** The structure kind of White's pieces other than pawns (king included). */
    public static final int WHITE_PIECES = 1;
    /** The structure kind of Black's pieces other than pawns (king included). */
    public static final int BLACK_PIECES = 2;
    /** The structure kind of the knights, bishops and kings of both colours. */
    public static final int MINOR_PIECES_AND_KINGS = 3;

    /** The pawns of both colours and the side to move, mixed into 64 bits. */
    @Override
    public long structureKey(Position position) {
        return mix(position.pieces(Color.WHITE, PieceType.PAWN), position.pieces(Color.BLACK, PieceType.PAWN), position);
    }

    /**
     * Four kinds: {@link #PAWN_STRUCTURE}, {@link #WHITE_PIECES}, {@link #BLACK_PIECES} and
     * {@link #MINOR_PIECES_AND_KINGS}. The evaluator's errors follow the pawns most, but also
     * each side's piece placement (king safety, mobility, outposts).
     */
    @Override
    public int structureKinds() {
        return 4;
    }

    /** The structure of kind {@code kind} (see {@link #structureKinds()}) and the side to move, mixed into 64 bits. */
    @Override
    public long structureKey(Position position, int kind) {
        switch (kind) {
            case PAWN_STRUCTURE:
                return structureKey(position);
            case WHITE_PIECES:
                return piecesKey(position, Color.WHITE);
            case BLACK_PIECES:
                return piecesKey(position, Color.BLACK);
            case MINOR_PIECES_AND_KINGS:
                return mix(minorsAndKing(position, Color.WHITE), minorsAndKing(position, Color.BLACK), position);
            default:
                throw new IndexOutOfBoundsException("structure kind " + kind + " of 4");
        }
    }

    /**
     * The four kinds' keys at once, equal to {@link #structureKey(Position, int)}'s. Each of the
     * board's sets is read once, and the keys are stored only when all four are mixed: a store
     * into {@code keys} could, as far as the compiler knows, change the position's arrays, and
     * would make it read them again.
     */
    @Override
    public void structureKeys(Position position, long[] keys) {
        long flip = position.sideToMove() == Color.WHITE ? 0 : -1L;
        long white = position.pieces(Color.WHITE);
        long black = position.pieces(Color.BLACK);
        long pawns = position.piecesOfType(PieceType.PAWN);
        long knights = position.piecesOfType(PieceType.KNIGHT);
        long bishops = position.piecesOfType(PieceType.BISHOP);
        long rooks = position.piecesOfType(PieceType.ROOK);
        long queens = position.piecesOfType(PieceType.QUEEN);
        long kings = position.piecesOfType(PieceType.KING);
        long pawnKey = mixed(white & pawns, black & pawns);
        long whiteKey = piecesMixed(white, knights, bishops, rooks, queens, kings);
        long blackKey = piecesMixed(black, knights, bishops, rooks, queens, kings);
        long minorsAndKings = knights | bishops | kings;
        long minorKey = mixed(white & minorsAndKings, black & minorsAndKings);
        keys[PAWN_STRUCTURE] = flip ^ pawnKey;
        keys[WHITE_PIECES] = flip ^ whiteKey;
        keys[BLACK_PIECES] = flip ^ blackKey;
        keys[MINOR_PIECES_AND_KINGS] = flip ^ minorKey;
    }

    /** {@code color}'s pieces other than pawns, each type told apart. */
    private static long piecesKey(Position position, int color) {
        long mixed = piecesMixed(position, color);
        return position.sideToMove() == Color.WHITE ? mixed : ~mixed;
    }

    /** {@link #piecesKey} before the side to move is mixed in. */
    private static long piecesMixed(Position position, int color) {
        return piecesMixed(position.pieces(color), position.piecesOfType(PieceType.KNIGHT),
                position.piecesOfType(PieceType.BISHOP), position.piecesOfType(PieceType.ROOK),
                position.piecesOfType(PieceType.QUEEN), position.piecesOfType(PieceType.KING));
    }

    /**
     * {@link #piecesMixed(Position, int)} of the side whose men stand on {@code side}, given
     * both sides' sets of each piece type.
     */
    private static long piecesMixed(long side, long knights, long bishops, long rooks, long queens, long kings) {
        long knightsOrBishops = side & (knights | bishops);
        long rooksQueensOrKing = side & (rooks | queens | kings);
        // The diagonal movers (bishops, queens) rotated in tell a knight from a bishop and a
        // rook from a queen.
        long diagonal = side & (bishops | queens);
        return mixed(knightsOrBishops ^ Long.rotateLeft(diagonal, 17), rooksQueensOrKing);
    }

    /** The squares of {@code color}'s knights, bishops and king (which stands where is left out: measured so). */
    private static long minorsAndKing(Position position, int color) {
        return position.pieces(color, PieceType.KNIGHT) | position.pieces(color, PieceType.BISHOP)
                | position.pieces(color, PieceType.KING);
    }

    /** Two bitboards and the side to move mixed into 64 bits. */
    private static long mix(long a, long b, Position position) {
        long mixed = mixed(a, b);
        return position.sideToMove() == Color.WHITE ? mixed : ~mixed;
    }

    /** Two bitboards mixed into 64 bits; the side to move then complements them or not. */
    private static long mixed(long a, long b) {
        long mixed = a * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(b * 0xC2B2AE3D27D4EB4FL, 31);
        mixed ^= mixed >>> 29;
        mixed *= 0xBF58476D1CE4E5B9L;
        return mixed ^ mixed >>> 32;
    }

    // ---------------------------------------------------------------- PositionHashing

    @Override
    public long hash(Position position) {
        return position.key();
    }

    @Override
    public long recomputeHash(Position position) {
        return position.computeKey();
    }

    // ---------------------------------------------------------------- MoveIndexing

    /**
     * Side to move, origin and destination squares ("butterfly" index per colour): 2 x 64 x 64.
     * White's and Black's good moves differ (Nf3 is good for White, ...Nf3 rarely for Black),
     * so their history is kept apart.
     */
    @Override
    public int moveIndexCount() {
        return 2 * 64 * 64;
    }

    @Override
    public int moveIndex(Position position, int move) {
        return position.sideToMove() << 12 | (move & 0xFFF);
    }

    // ---------------------------------------------------------------- MovedPieceIndexing

    /** The twelve coloured pieces times the 64 destination squares. */
    @Override
    public int movedPieceIndexCount() {
        return Piece.COUNT * 64;
    }

    /** The moving piece (a pawn for promotions, the king for castling) and its destination. */
    @Override
    public int movedPieceIndex(Position position, int move) {
        return position.pieceAt(MoveCode.from(move)) << 6 | MoveCode.to(move);
    }

    // ---------------------------------------------------------------- CaptureIndexing

    /** A captured type for each of the six piece types, and one more for a promotion that takes nothing. */
    private static final int CAPTURE_KINDS = PieceType.COUNT + 1;

    /** The moved-piece indexes times what is taken: a piece type, or nothing. */
    @Override
    public int captureIndexCount() {
        return Piece.COUNT * 64 * CAPTURE_KINDS;
    }

    /**
     * The moving piece and its destination ({@link #movedPieceIndex}) and the type of the piece
     * it takes (a pawn en passant; {@link PieceType#COUNT} for a promotion that takes nothing).
     */
    @Override
    public int captureIndex(Position position, int move) {
        int taken = StaticExchangeEvaluator.capturedType(position, move);
        return movedPieceIndex(position, move) * CAPTURE_KINDS
                + (taken == StaticExchangeEvaluator.NOTHING_TAKEN ? PieceType.COUNT : taken);
    }

    // ---------------------------------------------------------------- LegalMoveCounting

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

    // ---------------------------------------------------------------- MateInOneDetection

    /**
     * An exact test: the first legal move that gives check and leaves the opponent no legal
     * move. It tries every checking move, so it costs about a move generation per check; the
     * chess engine leaves the probe off (see {@code ChessEngineProfile.searchOptions}).
     */
    @Override
    public int findMateInOne(Position position) {
        int[] moves = MATE_MOVES.get();
        int count = MoveGenerator.generateLegal(position, moves, 0);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (!givesCheck(position, move)) {
                continue;
            }
            position.makeMove(move);
            boolean mate = MoveGenerator.countLegal(position) == 0;
            position.unmakeMove(move);
            if (mate) {
                return move;
            }
        }
        return NO_MOVE;
    }
}
