package io.github.tansaku.chess.board;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.search.IncrementalEvaluation;
import java.util.Arrays;

/**
 * A mutable chess position with make/unmake of int-coded moves ({@link MoveCode}).
 *
 * <p>Besides the board it keeps, incrementally: the Zobrist {@linkplain #key() key}, the
 * material and piece counts, the pieces giving check, and the keys of every position since it
 * was set up, for repetition detection. The {@linkplain #kingBlockers king blockers} and the
 * {@linkplain #checkSquares check squares} are computed at their first use and kept until a piece
 * moves (the check squares also until the turn passes). Nothing is allocated per move: the undo
 * stack and the key history are preallocated arrays, which only grow (by doubling) in games
 * longer than {@value #INITIAL_CAPACITY} plies. Every move made or taken back is reported to the
 * {@linkplain #attach evaluators' incremental states} attached to the position.
 *
 * <p>{@link #makeMove} expects a legal move, such as one from the move generator; to play an
 * untrusted code, check it with {@code MoveGenerator.isLegal} first. The en passant square is
 * recorded only when an en passant capture is actually legal, as modern engines do, so equal
 * positions have equal keys and equal FENs.
 *
 * <p>A position is owned by one thread at a time; {@link #copy()} gives an independent one.
 */
public final class Position {

    /** The FEN of the standard starting position. */
    public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** Bits per piece code in the {@linkplain #materialKey() material key}. */
    public static final int MATERIAL_KEY_BITS = 5;

    /** The number of plies the history holds before it first grows. */
    public static final int INITIAL_CAPACITY = 512;

    private final int[] board = new int[64];
    private final long[] byType = new long[PieceType.COUNT];
    private final long[] byColor = new long[2];
    private final int[] material = new int[2];
    private final int[] pieceCount = new int[Piece.COUNT];
    private long occupied;
    private int sideToMove;
    private int castling;
    private int enPassant = Square.NONE;
    private int halfmoveClock;
    private int fullmoveNumber = 1;
    private int pliesFromNull;
    private long key;
    /** The piece counts, {@link #MATERIAL_KEY_BITS} bits per piece code (see {@link #materialKey}). */
    private long materialKey;
    private long checkers;
    /**
     * {@link #kingBlockers} of White and of Black, each valid while its colour's bit is set in
     * {@link #blockersKnown}: computed at the first call and kept until a piece moves, so that the
     * move generator, the check test of a move and an evaluator share one computation per
     * position.
     */
    private long whiteBlockers;
    private long blackBlockers;
    private int blockersKnown;
    /**
     * {@link #checkSquares} by piece type (the queen's is the bishop's and the rook's together),
     * valid while {@link #checkSquaresSide} is the side to move: computed at the first call and
     * kept until a piece moves or the turn passes.
     */
    private long pawnCheckSquares;
    private long knightCheckSquares;
    private long bishopCheckSquares;
    private long rookCheckSquares;
    private int checkSquaresSide = -1;
    /** {@link #threatEscapeWeight} of a knight or bishop (and of a heavier piece that escapes only the pawns). */
    public static final int MINOR_ESCAPE = 3;
    /** {@link #threatEscapeWeight} of a rook. */
    public static final int ROOK_ESCAPE = 5;
    /** {@link #threatEscapeWeight} of a queen. */
    public static final int QUEEN_ESCAPE = 10;

    /**
     * What the side not to move attacks with its pawns ({@link #threatsByPawn}), with its pawns
     * and minor pieces ({@link #threatsByMinor}) and with those and its rooks
     * ({@link #threatsByRook}), and the side to move's pieces that one of those attacks by a
     * cheaper piece ({@link #threatened}), for {@link #threatEscapeWeight}: computed at the first
     * call and kept for the position whose {@link #key} it was computed for ({@link #threatsKey}),
     * so that making and unmaking moves need not forget it.
     */
    private long threatsByPawn;
    private long threatsByMinor;
    private long threatsByRook;
    private long threatened;
    private long threatsKey;
    private boolean threatsKnown;

    /** Number of moves (and null moves) made since the position was set up. */
    private int ply;
    /** {@code keys[i]}: the key after {@code i} plies; {@code keys[ply] == key}. */
    private long[] keys = new long[INITIAL_CAPACITY];
    /**
     * What a move cannot tell about the position before it, two longs per ply: at {@code 2 * i}
     * the state before the move made at ply {@code i} ({@link #packState}), at {@code 2 * i + 1}
     * the pieces that gave check then. One array, so that make and unmake each touch one.
     */
    private long[] undo = new long[2 * INITIAL_CAPACITY];
    /** {@code undoPliesFromNull[i]}: the plies since a null move before the null move made at ply {@code i}. */
    private int[] undoPliesFromNull = new int[INITIAL_CAPACITY];

    /** The evaluators' states that follow make and unmake; empty (not null) when none. */
    private IncrementalEvaluation<Position>[] incremental = IncrementalEvaluation.none();

    /** An empty board; filled by {@link Fen}. */
    Position() {
        Arrays.fill(board, Piece.NONE);
    }

    /** A new position at the standard starting position. */
    public static Position startPosition() {
        return Fen.parse(START_FEN);
    }

    /**
     * The position described by {@code fen}.
     *
     * @throws FenException if the FEN is malformed or describes an impossible position
     */
    public static Position fromFen(String fen) {
        return Fen.parse(fen);
    }

    /** An independent copy, with the whole key history. */
    public Position copy() {
        Position p = new Position();
        p.copyFrom(this);
        return p;
    }

    /**
     * Makes this position an exact copy of {@code other}, history and attached incremental states
     * included (each {@linkplain IncrementalEvaluation#copy() copied}; the states this position
     * had are dropped).
     */
    public void copyFrom(Position other) {
        System.arraycopy(other.board, 0, board, 0, 64);
        System.arraycopy(other.byType, 0, byType, 0, byType.length);
        System.arraycopy(other.byColor, 0, byColor, 0, 2);
        System.arraycopy(other.material, 0, material, 0, 2);
        System.arraycopy(other.pieceCount, 0, pieceCount, 0, Piece.COUNT);
        occupied = other.occupied;
        sideToMove = other.sideToMove;
        castling = other.castling;
        enPassant = other.enPassant;
        halfmoveClock = other.halfmoveClock;
        fullmoveNumber = other.fullmoveNumber;
        pliesFromNull = other.pliesFromNull;
        key = other.key;
        materialKey = other.materialKey;
        checkers = other.checkers;
        blockersKnown = 0;
        checkSquaresSide = -1;
        threatsKnown = false;
        ply = other.ply;
        int capacity = other.keys.length;
        keys = Arrays.copyOf(other.keys, capacity);
        undo = Arrays.copyOf(other.undo, 2 * capacity);
        undoPliesFromNull = Arrays.copyOf(other.undoPliesFromNull, capacity);
        incremental = IncrementalEvaluation.copies(other.incremental);
    }

    // ---------------------------------------------------------------- incremental evaluation

    /**
     * Attaches an evaluator's incremental state, which must describe this position as it is now;
     * from now on every {@link #makeMove} and {@link #unmakeMove} reports to it (with the
     * {@link MoveCode} and the captured {@link Piece}, {@link Piece#NONE} when none; null moves
     * are not reported), and {@link #copy()} copies it. Allocates (once per state); not for the
     * search's hot loops.
     */
    public void attach(IncrementalEvaluation<Position> state) {
        incremental = IncrementalEvaluation.attach(incremental, state);
    }

    /** The number of incremental states {@linkplain #attach attached} to this position. */
    public int attachedCount() {
        return incremental.length;
    }

    /** The incremental state attached {@code index}-th (from 0), for an evaluator to find its own. */
    public IncrementalEvaluation<Position> attached(int index) {
        return incremental[index];
    }

    // ---------------------------------------------------------------- read accessors

    /** The side to move, {@link Color#WHITE} or {@link Color#BLACK}. */
    public int sideToMove() {
        return sideToMove;
    }

    /** The squares of {@code color}'s pieces of {@code type}. */
    public long pieces(int color, int type) {
        return byColor[color] & byType[type];
    }

    /** The squares of both sides' pieces of {@code type}. */
    public long piecesOfType(int type) {
        return byType[type];
    }

    /** The squares of all of {@code color}'s pieces. */
    public long pieces(int color) {
        return byColor[color];
    }

    /** The occupied squares. */
    public long occupied() {
        return occupied;
    }

    /** The piece on {@code square}, or {@link Piece#NONE}. */
    public int pieceAt(int square) {
        return board[square];
    }

    /** The square of {@code color}'s king. */
    public int kingSquare(int color) {
        return Long.numberOfTrailingZeros(byColor[color] & byType[PieceType.KING]);
    }

    /** The castling rights, a set of {@link CastlingRights} bits. */
    public int castlingRights() {
        return castling;
    }

    /**
     * The en passant target square, or {@link Square#NONE}. Set only when an en passant capture
     * is legal for the side to move.
     */
    public int enPassantSquare() {
        return enPassant;
    }

    /** Half-moves since the last capture or pawn move (the fifty-move rule counter). */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** The full-move number: 1 at the start, increased after each black move. */
    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** The Zobrist key, kept incrementally. */
    public long key() {
        return key;
    }

    /**
     * The Zobrist key of the pieces and castling rights alone: {@link #key()} without the side to
     * move and the en passant square. A position and the same position with the other side to
     * move (after a null move, for instance) share it; for caches of what depends on neither.
     */
    public long placementKey() {
        long k = sideToMove == Color.BLACK ? key ^ Zobrist.BLACK_TO_MOVE : key;
        return enPassant == Square.NONE ? k : k ^ Zobrist.EN_PASSANT_FILE[enPassant & 7];
    }

    /** Whether the side to move is in check. */
    public boolean inCheck() {
        return checkers != 0;
    }

    /** The squares of the pieces giving check to the side to move. */
    public long checkers() {
        return checkers;
    }

    /** The material of {@code color} in centipawns ({@link PieceType#value}), kings excluded. */
    public int material(int color) {
        return material[color];
    }

    /**
     * The material signature, kept incrementally: the count of each coloured piece, piece code
     * {@code p} in bits {@code 5p} to {@code 5p + 4}. Equal exactly when every piece count is
     * equal, so it can key caches of material-only data.
     */
    public long materialKey() {
        return materialKey;
    }

    /** How many pieces {@code piece} (a coloured {@link Piece}) there are on the board. */
    public int pieceCount(int piece) {
        return pieceCount[piece];
    }

    /** The number of moves and null moves made since the position was set up. */
    public int ply() {
        return ply;
    }

    /**
     * The key of the position {@code pliesAgo} plies before this one ({@code 0} is this one).
     *
     * @throws IndexOutOfBoundsException if that is before the position was set up
     */
    public long historyKey(int pliesAgo) {
        if (pliesAgo < 0 || pliesAgo > ply) {
            throw new IndexOutOfBoundsException("no position " + pliesAgo + " plies ago (history holds " + ply + ")");
        }
        return keys[ply - pliesAgo];
    }

    /**
     * How many plies back a repetition of this position can lie: positions before the last
     * capture, pawn move, null move or the set-up cannot repeat it.
     */
    public int repetitionWindow() {
        return Math.min(Math.min(halfmoveClock, pliesFromNull), ply);
    }

    // ---------------------------------------------------------------- attacks

    /** The pieces of both colours that attack {@code square}, given {@code occupancy}. */
    public long attackersTo(int square, long occupancy) {
        long attackers = (Attacks.pawn(Color.WHITE, square) & pieces(Color.BLACK, PieceType.PAWN))
                | (Attacks.pawn(Color.BLACK, square) & pieces(Color.WHITE, PieceType.PAWN))
                | (Attacks.knight(square) & byType[PieceType.KNIGHT])
                | (Attacks.king(square) & byType[PieceType.KING]);
        // Slider lookups only for sliders on the square's lines.
        long rookLike = byType[PieceType.ROOK] | byType[PieceType.QUEEN];
        if ((Attacks.rookRays(square) & rookLike) != 0) {
            attackers |= Attacks.rook(square, occupancy) & rookLike;
        }
        long bishopLike = byType[PieceType.BISHOP] | byType[PieceType.QUEEN];
        if ((Attacks.bishopRays(square) & bishopLike) != 0) {
            attackers |= Attacks.bishop(square, occupancy) & bishopLike;
        }
        return attackers;
    }

    /** Whether any piece of {@code attacker} attacks {@code square}, given {@code occupancy}. */
    public boolean isAttacked(int square, int attacker, long occupancy) {
        long them = byColor[attacker];
        if ((Attacks.pawn(attacker ^ 1, square) & them & byType[PieceType.PAWN]) != 0
                || (Attacks.knight(square) & them & byType[PieceType.KNIGHT]) != 0
                || (Attacks.king(square) & them & byType[PieceType.KING]) != 0) {
            return true;
        }
        // Slider lookups only for sliders on the square's lines.
        long rookLike = them & (byType[PieceType.ROOK] | byType[PieceType.QUEEN]);
        long bishopLike = them & (byType[PieceType.BISHOP] | byType[PieceType.QUEEN]);
        return (Attacks.rookRays(square) & rookLike) != 0 && (Attacks.rook(square, occupancy) & rookLike) != 0
                || (Attacks.bishopRays(square) & bishopLike) != 0 && (Attacks.bishop(square, occupancy) & bishopLike) != 0;
    }

    /**
     * How much the quiet {@code move} of the side to move saves, for move ordering: a queen
     * attacked by an enemy rook, minor piece or pawn that goes where none of them attacks weighs
     * {@link #QUEEN_ESCAPE}, a rook attacked by a minor piece or pawn that goes where none of them
     * attacks {@link #ROOK_ESCAPE}, and any of these, or a knight or bishop attacked by a pawn,
     * that goes where no pawn attacks {@link #MINOR_ESCAPE}; every other move 0. A cheaper
     * attacker wins material even where the piece is defended, so such a move often saves it.
     */
    public int threatEscapeWeight(int move) {
        long from = 1L << MoveCode.from(move);
        if ((threatenedPieces() & from) == 0) {
            return 0;
        }
        long to = 1L << MoveCode.to(move);
        switch (Piece.type(board[MoveCode.from(move)])) {
            case PieceType.QUEEN:
                if ((from & threatsByRook) == 0) {
                    return 0;
                }
                return (to & threatsByRook) == 0 ? QUEEN_ESCAPE : (to & threatsByPawn) == 0 ? MINOR_ESCAPE : 0;
            case PieceType.ROOK:
                if ((from & threatsByMinor) == 0) {
                    return 0;
                }
                return (to & threatsByMinor) == 0 ? ROOK_ESCAPE : (to & threatsByPawn) == 0 ? MINOR_ESCAPE : 0;
            case PieceType.KNIGHT:
            case PieceType.BISHOP:
                return (from & threatsByPawn) != 0 && (to & threatsByPawn) == 0 ? MINOR_ESCAPE : 0;
            default:
                return 0;
        }
    }

    /**
     * The side to move's pieces that an enemy piece cheaper than they attacks: queens attacked
     * by a rook, minor piece or pawn, rooks by a minor piece or pawn, knights and bishops by a
     * pawn. Only these can have a non-zero {@link #threatEscapeWeight}.
     */
    public long threatenedPieces() {
        if (!threatsKnown || threatsKey != key) {
            computeThreats();
        }
        return threatened;
    }

    /**
     * Computes the enemy's attack maps and {@link #threatened}. A map is computed only as far as
     * the side to move has a piece it could threaten: without rooks and queens the minor pieces'
     * attacks are not needed, without queens the rooks'.
     */
    private void computeThreats() {
        int us = sideToMove;
        int them = us ^ 1;
        long queens = pieces(us, PieceType.QUEEN);
        long heavy = queens | pieces(us, PieceType.ROOK);
        long byPawn = Attacks.pawnsAttacks(them, pieces(them, PieceType.PAWN));
        long byMinor = byPawn;
        if (heavy != 0) {
            for (long b = pieces(them, PieceType.KNIGHT); b != 0; b &= b - 1) {
                byMinor |= Attacks.knight(Long.numberOfTrailingZeros(b));
            }
            for (long b = pieces(them, PieceType.BISHOP); b != 0; b &= b - 1) {
                byMinor |= Attacks.bishop(Long.numberOfTrailingZeros(b), occupied);
            }
        }
        long byRook = byMinor;
        if (queens != 0) {
            for (long b = pieces(them, PieceType.ROOK); b != 0; b &= b - 1) {
                byRook |= Attacks.rook(Long.numberOfTrailingZeros(b), occupied);
            }
        }
        threatsByPawn = byPawn;
        threatsByMinor = byMinor;
        threatsByRook = byRook;
        threatened = queens & byRook | pieces(us, PieceType.ROOK) & byMinor
                | (pieces(us, PieceType.KNIGHT) | pieces(us, PieceType.BISHOP)) & byPawn;
        threatsKey = key;
        threatsKnown = true;
    }

    /**
     * The pieces, of either colour, that stand alone between {@code color}'s king and an enemy
     * slider aiming at it along a rank, file or diagonal: {@code color}'s pinned pieces, and the
     * enemy's pieces whose leaving the line uncovers a check.
     */
    public long kingBlockers(int color) {
        if ((blockersKnown & 1 << color) == 0) {
            long blockers = computeKingBlockers(color);
            if (color == Color.WHITE) {
                whiteBlockers = blockers;
            } else {
                blackBlockers = blockers;
            }
            blockersKnown |= 1 << color;
        }
        return color == Color.WHITE ? whiteBlockers : blackBlockers;
    }

    /**
     * The squares from which a man of {@code type} ({@link PieceType}) of the side to move would
     * attack the enemy king, on the board as it stands: where a move of such a man gives check
     * directly. None for the king. Computed at the first call and kept until a piece moves or
     * the turn passes.
     */
    public long checkSquares(int type) {
        if (checkSquaresSide != sideToMove) {
            computeCheckSquares();
        }
        return switch (type) {
            case PieceType.PAWN -> pawnCheckSquares;
            case PieceType.KNIGHT -> knightCheckSquares;
            case PieceType.BISHOP -> bishopCheckSquares;
            case PieceType.ROOK -> rookCheckSquares;
            case PieceType.QUEEN -> bishopCheckSquares | rookCheckSquares;
            default -> 0L;
        };
    }

    private void computeCheckSquares() {
        int them = sideToMove ^ 1;
        int king = kingSquare(them);
        // Our pawn attacks the king from where a pawn of theirs on the king's square would attack.
        pawnCheckSquares = Attacks.pawn(them, king);
        knightCheckSquares = Attacks.knight(king);
        bishopCheckSquares = Attacks.bishop(king, occupied);
        rookCheckSquares = Attacks.rook(king, occupied);
        checkSquaresSide = sideToMove;
    }

    private long computeKingBlockers(int color) {
        int square = kingSquare(color);
        int sliderColor = color ^ 1;
        long queens = pieces(sliderColor, PieceType.QUEEN);
        return soleBlockers(square, (Attacks.rookRays(square) & (pieces(sliderColor, PieceType.ROOK) | queens))
                | (Attacks.bishopRays(square) & (pieces(sliderColor, PieceType.BISHOP) | queens)));
    }

    /**
     * The pieces of either colour that each stand alone between {@code square} and one of
     * {@code snipers}, sliders on {@code square}'s lines that can move along them (the caller
     * chooses them: rooks and queens on its rank and file, bishops and queens on its diagonals).
     */
    public long soleBlockers(int square, long snipers) {
        long blocking = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Bitboards.between(square, Long.numberOfTrailingZeros(snipers)) & occupied;
            if (between != 0 && (between & (between - 1)) == 0) {
                blocking |= between;
            }
        }
        return blocking;
    }

    /**
     * The enemy pieces attacking the side to move's king; the same set as {@link #attackersTo},
     * but a slider lookup is made only when an enemy slider stands on one of the king's lines.
     */
    private long computeCheckers() {
        int us = sideToMove;
        int king = kingSquare(us);
        long them = byColor[us ^ 1];
        long checkers = (Attacks.pawn(us, king) & byType[PieceType.PAWN]
                | Attacks.knight(king) & byType[PieceType.KNIGHT]
                | Attacks.king(king) & byType[PieceType.KING]) & them;
        long queens = byType[PieceType.QUEEN];
        long rookLike = (byType[PieceType.ROOK] | queens) & them;
        if ((Attacks.rookRays(king) & rookLike) != 0) {
            checkers |= Attacks.rook(king, occupied) & rookLike;
        }
        long bishopLike = (byType[PieceType.BISHOP] | queens) & them;
        if ((Attacks.bishopRays(king) & bishopLike) != 0) {
            checkers |= Attacks.bishop(king, occupied) & bishopLike;
        }
        return checkers;
    }

    // ---------------------------------------------------------------- make / unmake

    /**
     * Plays {@code move}, which must be legal in this position (generated by the move
     * generator, or checked with {@code MoveGenerator.isLegal}).
     */
    public void makeMove(int move) {
        if (ply + 1 == keys.length) {
            grow();
        }
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int flag = MoveCode.flag(move);
        int us = sideToMove;
        int piece = board[from];
        long k = key;

        int captured = Piece.NONE;
        int captureSquare = to;
        if ((flag & MoveCode.CAPTURE) != 0) {
            captureSquare = flag == MoveCode.EN_PASSANT ? to ^ 8 : to;
            captured = board[captureSquare];
        }
        undo[2 * ply] = packState(castling, enPassant, captured, halfmoveClock);
        undo[2 * ply + 1] = checkers;

        if (enPassant != Square.NONE) {
            k ^= Zobrist.EN_PASSANT_FILE[enPassant & 7];
            enPassant = Square.NONE;
        }
        halfmoveClock++;
        if (captured != Piece.NONE) {
            removePiece(captureSquare, captured);
            // The table indexed in place rather than through an accessor: a call costs the
            // interpreter, which runs this before the JIT has compiled it.
            k ^= Zobrist.PIECE_SQUARE[captured << 6 | captureSquare];
            halfmoveClock = 0;
        }

        movePiece(from, to, piece);
        k ^= Zobrist.PIECE_SQUARE[piece << 6 | from] ^ Zobrist.PIECE_SQUARE[piece << 6 | to];

        if (Piece.type(piece) == PieceType.PAWN) {
            halfmoveClock = 0;
            if ((flag & MoveCode.PROMOTION) != 0) {
                int promoted = Piece.of(us, PieceType.KNIGHT + (flag & 3));
                removePiece(to, piece);
                addPiece(to, promoted);
                k ^= Zobrist.PIECE_SQUARE[piece << 6 | to] ^ Zobrist.PIECE_SQUARE[promoted << 6 | to];
            }
        } else if (flag == MoveCode.KING_CASTLE || flag == MoveCode.QUEEN_CASTLE) {
            int rookFrom = flag == MoveCode.KING_CASTLE ? to + 1 : to - 2;
            int rookTo = flag == MoveCode.KING_CASTLE ? to - 1 : to + 1;
            int rook = Piece.of(us, PieceType.ROOK);
            movePiece(rookFrom, rookTo, rook);
            k ^= Zobrist.PIECE_SQUARE[rook << 6 | rookFrom] ^ Zobrist.PIECE_SQUARE[rook << 6 | rookTo];
        }

        int newCastling = CastlingRights.afterMove(castling, from, to);
        if (newCastling != castling) {
            k ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[newCastling];
            castling = newCastling;
        }

        sideToMove = us ^ 1;
        k ^= Zobrist.BLACK_TO_MOVE;
        if (us == Color.BLACK) {
            fullmoveNumber++;
        }
        pliesFromNull++;
        checkers = computeCheckers();
        if (flag == MoveCode.DOUBLE_PUSH) {
            int target = (from + to) >>> 1;
            if (enPassantCaptureLegal(target)) {
                enPassant = target;
                k ^= Zobrist.EN_PASSANT_FILE[target & 7];
            }
        }
        key = k;
        keys[++ply] = k;
        IncrementalEvaluation<Position>[] states = incremental;
        if (states.length != 0) {
            // The first apart: a search has one state (the evaluator's), and a call outside the
            // loop spares it the loop's set-up on every move.
            states[0].afterMake(this, move, captured);
            for (int i = 1; i < states.length; i++) {
                states[i].afterMake(this, move, captured);
            }
        }
    }

    /** Takes back {@code move}, which must be the last move made. */
    public void unmakeMove(int move) {
        IncrementalEvaluation<Position>[] states = incremental;
        long state = undo[2 * ply - 2];
        int captured = capturedOf(state);
        if (states.length != 0) {
            states[0].beforeUnmake(this, move, captured);
            for (int i = 1; i < states.length; i++) {
                states[i].beforeUnmake(this, move, captured);
            }
        }
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int flag = MoveCode.flag(move);
        ply--;
        int us = sideToMove ^ 1;
        sideToMove = us;
        if (us == Color.BLACK) {
            fullmoveNumber--;
        }
        if ((flag & MoveCode.PROMOTION) != 0) {
            removePiece(to, board[to]);
            addPiece(to, Piece.of(us, PieceType.PAWN));
        }
        movePiece(to, from, board[to]);
        if (captured != Piece.NONE) {
            addPiece(flag == MoveCode.EN_PASSANT ? to ^ 8 : to, captured);
        } else if (flag == MoveCode.KING_CASTLE) {
            movePiece(to - 1, to + 1, Piece.of(us, PieceType.ROOK));
        } else if (flag == MoveCode.QUEEN_CASTLE) {
            movePiece(to + 1, to - 2, Piece.of(us, PieceType.ROOK));
        }
        castling = castlingOf(state);
        enPassant = enPassantOf(state);
        halfmoveClock = halfmoveOf(state);
        pliesFromNull--;
        checkers = undo[2 * ply + 1];
        key = keys[ply];
    }

    /**
     * Passes the turn (a null move), for null-move pruning. Must not be called while in check.
     *
     * @throws IllegalStateException if the side to move is in check
     */
    public void makeNullMove() {
        if (checkers != 0) {
            throw new IllegalStateException("no null move while in check");
        }
        if (ply + 1 == keys.length) {
            grow();
        }
        undo[2 * ply] = packState(castling, enPassant, Piece.NONE, halfmoveClock);
        undo[2 * ply + 1] = checkers;
        undoPliesFromNull[ply] = pliesFromNull;
        long k = key ^ Zobrist.BLACK_TO_MOVE;
        if (enPassant != Square.NONE) {
            k ^= Zobrist.EN_PASSANT_FILE[enPassant & 7];
            enPassant = Square.NONE;
        }
        if (sideToMove == Color.BLACK) {
            fullmoveNumber++;
        }
        sideToMove ^= 1;
        halfmoveClock++;
        pliesFromNull = 0;
        checkers = 0;
        key = k;
        keys[++ply] = k;
    }

    /** Takes back the null move made last. */
    public void unmakeNullMove() {
        ply--;
        sideToMove ^= 1;
        if (sideToMove == Color.BLACK) {
            fullmoveNumber--;
        }
        long state = undo[2 * ply];
        castling = castlingOf(state);
        enPassant = enPassantOf(state);
        halfmoveClock = halfmoveOf(state);
        pliesFromNull = undoPliesFromNull[ply];
        checkers = undo[2 * ply + 1];
        key = keys[ply];
    }

    /**
     * The state a move's unmaking restores, in one long: the castling rights in bits 0 to 3, the
     * en passant square plus one in bits 4 to 10, the captured piece in bits 11 to 14 and the
     * halfmove clock in the upper 32 bits. The plies since a null move are not in it: a move adds
     * one to them, so its unmaking takes one away (a null move keeps them apart).
     */
    private static long packState(int castling, int enPassant, int captured, int halfmove) {
        return (long) halfmove << 32 | captured << 11 | (enPassant + 1) << 4 | castling;
    }

    private static int castlingOf(long state) {
        return (int) state & 0xF;
    }

    private static int enPassantOf(long state) {
        return ((int) state >>> 4 & 0x7F) - 1;
    }

    private static int capturedOf(long state) {
        return (int) state >>> 11 & 0xF;
    }

    private static int halfmoveOf(long state) {
        return (int) (state >>> 32);
    }

    /**
     * Whether the side to move can legally capture en passant on {@code target}: one of its
     * pawns attacks it, and taking does not expose its king (which covers the rank pin where both
     * pawns leave the king's rank at once).
     */
    private boolean enPassantCaptureLegal(int target) {
        int us = sideToMove;
        int them = us ^ 1;
        long capturers = Attacks.pawn(them, target) & pieces(us, PieceType.PAWN);
        if (capturers == 0) {
            return false;
        }
        int king = kingSquare(us);
        int victim = target ^ 8;
        long rookLike = pieces(them, PieceType.ROOK) | pieces(them, PieceType.QUEEN);
        long bishopLike = pieces(them, PieceType.BISHOP) | pieces(them, PieceType.QUEEN);
        // A check by anything but the pawn just pushed (or a slider) cannot be met by this capture.
        long otherCheckers = checkers & ~Bitboards.bit(victim) & ~(rookLike | bishopLike);
        if (otherCheckers != 0) {
            return false;
        }
        for (long c = capturers; c != 0; c &= c - 1) {
            int from = Long.numberOfTrailingZeros(c);
            long after = (occupied ^ Bitboards.bit(from) ^ Bitboards.bit(victim)) | Bitboards.bit(target);
            if ((Attacks.rook(king, after) & rookLike) == 0 && (Attacks.bishop(king, after) & bishopLike) == 0) {
                return true;
            }
        }
        return false;
    }

    private void grow() {
        int capacity = keys.length * 2;
        keys = Arrays.copyOf(keys, capacity);
        undo = Arrays.copyOf(undo, 2 * capacity);
        undoPliesFromNull = Arrays.copyOf(undoPliesFromNull, capacity);
    }

    private void addPiece(int square, int piece) {
        blockersKnown = 0;
        checkSquaresSide = -1;
        long bit = 1L << square;
        int color = Piece.color(piece);
        int type = Piece.type(piece);
        board[square] = piece;
        byType[type] |= bit;
        byColor[color] |= bit;
        occupied |= bit;
        material[color] += PieceType.value(type);
        pieceCount[piece]++;
        materialKey += 1L << (MATERIAL_KEY_BITS * piece);
    }

    private void removePiece(int square, int piece) {
        blockersKnown = 0;
        checkSquaresSide = -1;
        long bit = 1L << square;
        int color = Piece.color(piece);
        int type = Piece.type(piece);
        board[square] = Piece.NONE;
        byType[type] &= ~bit;
        byColor[color] &= ~bit;
        occupied &= ~bit;
        material[color] -= PieceType.value(type);
        pieceCount[piece]--;
        materialKey -= 1L << (MATERIAL_KEY_BITS * piece);
    }

    private void movePiece(int from, int to, int piece) {
        blockersKnown = 0;
        checkSquaresSide = -1;
        long fromTo = 1L << from | 1L << to;
        board[from] = Piece.NONE;
        board[to] = piece;
        byType[Piece.type(piece)] ^= fromTo;
        byColor[Piece.color(piece)] ^= fromTo;
        occupied ^= fromTo;
    }

    // ---------------------------------------------------------------- set-up (used by Fen)

    void put(int square, int piece) {
        addPiece(square, piece);
    }

    /** Completes a set-up: state fields, derived fields and a fresh history. */
    void finishSetUp(int side, int rights, int epSquare, int halfmove, int fullmove) {
        sideToMove = side;
        castling = rights;
        halfmoveClock = halfmove;
        fullmoveNumber = fullmove;
        pliesFromNull = halfmove;
        ply = 0;
        checkers = computeCheckers();
        threatsKnown = false;
        enPassant = epSquare != Square.NONE && enPassantCaptureLegal(epSquare) ? epSquare : Square.NONE;
        key = computeKey();
        keys[0] = key;
    }

    /** The Zobrist key computed from scratch, to check the incremental one. */
    public long computeKey() {
        long k = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != Piece.NONE) {
                k ^= Zobrist.PIECE_SQUARE[board[sq] << 6 | sq];
            }
        }
        if (sideToMove == Color.BLACK) {
            k ^= Zobrist.BLACK_TO_MOVE;
        }
        k ^= Zobrist.CASTLING[castling];
        if (enPassant != Square.NONE) {
            k ^= Zobrist.EN_PASSANT_FILE[enPassant & 7];
        }
        return k;
    }

    /** The pieces giving check, computed from scratch, to check the incremental value. */
    public long computeCheckersFromScratch() {
        int king = kingSquare(sideToMove);
        long queens = byType[PieceType.QUEEN];
        long attackers = (Attacks.pawn(sideToMove, king) & byType[PieceType.PAWN])
                | (Attacks.knight(king) & byType[PieceType.KNIGHT])
                | (Attacks.king(king) & byType[PieceType.KING])
                | (Attacks.rook(king, occupied) & (byType[PieceType.ROOK] | queens))
                | (Attacks.bishop(king, occupied) & (byType[PieceType.BISHOP] | queens));
        return attackers & byColor[sideToMove ^ 1];
    }

    /** The position in FEN. */
    public String toFen() {
        return Fen.write(this);
    }

    /** The FEN, so that positions print readably in test failures and logs. */
    @Override
    public String toString() {
        return toFen();
    }
}
