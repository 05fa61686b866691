package io.github.tansaku.shogi;

import static io.github.tansaku.shogi.Attacks.LANCE_ATT_HI;
import static io.github.tansaku.shogi.Attacks.LANCE_ATT_LO;
import static io.github.tansaku.shogi.Attacks.LINE_ATT_HI;
import static io.github.tansaku.shogi.Attacks.LINE_ATT_LO;
import static io.github.tansaku.shogi.Attacks.STEP_HI;
import static io.github.tansaku.shogi.Attacks.STEP_LO;

import io.github.tansaku.search.IncrementalEvaluation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A shogi position: board, hands, side to move, and the history of the moves made on it.
 *
 * <p>A position is mutable and owned by one thread. {@link #makeMove(int)} and
 * {@link #unmakeMove(int)} work on the {@code int} codes of {@link Moves}, allocate nothing
 * (the undo stack is preallocated and only grows, by doubling, past 256 plies), and keep the
 * 64-bit {@link #key()} and the {@linkplain #inCheck() checkers} up to date, and report every
 * move to the {@linkplain #attach evaluators' incremental states} attached to the position. {@code makeMove} trusts its argument: it must be
 * a legal move (one {@link MoveGenerator} produced, or one {@link #isLegal(int)} accepted).
 *
 * <p>The history keeps the key of every position since the position was set up (through SFEN
 * or the start position), including the moves given before a search started, so
 * {@link Repetition} can find 千日手 across the search root. Create positions with
 * {@link #startPosition()}, {@link #fromSfen(String)} or {@link #copy()}.
 */
public final class Position {

    /** The start position in SFEN. */
    public static final String START_SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    private static final int N = Square.COUNT;
    /** Offsets of the rook's and the bishop's empty-board attacks in the step tables. */
    private static final int ROOK_STEPS = Piece.ROOK * N;
    private static final int BISHOP_STEPS = Piece.BISHOP * N;
    /** Buckets of {@link #historyKeyCounts}; a power of two. */
    private static final int HISTORY_KEY_BUCKETS = 1 << 12;
    private static final int INITIAL_HISTORY = 256;

    final int[] board = new int[N];
    /** Bitboards per coloured piece. */
    final long[] pieceLo = new long[32];
    final long[] pieceHi = new long[32];
    /** Bitboards per side. */
    final long[] sideLo = new long[2];
    final long[] sideHi = new long[2];
    long occLo;
    long occHi;
    /** Pieces in hand, indexed {@code side * 8 + kind}. */
    final int[] hand = new int[16];
    int sideToMove;
    final int[] kingSquare = {Square.NONE, Square.NONE};
    long key;
    long checkersLo;
    long checkersHi;
    /** Moves made since set-up; the index of the current position in the history arrays. */
    int ply;
    int startMoveNumber = 1;

    long[] keyHistory = new long[INITIAL_HISTORY];
    /**
     * How many keys of {@link #keyHistory} (up to the current ply) fall in each bucket of their
     * low bits: when the current key's bucket is empty, no earlier position can repeat it, and
     * {@link Repetition} need not scan the whole game history at every search node.
     */
    final int[] historyKeyCounts = new int[HISTORY_KEY_BUCKETS];
    int[] moveHistory = new int[INITIAL_HISTORY];
    int[] capturedHistory = new int[INITIAL_HISTORY];
    long[] checkersLoHistory = new long[INITIAL_HISTORY];
    long[] checkersHiHistory = new long[INITIAL_HISTORY];
    /** {@link #repetitionFloor} before each null move, indexed by ply. */
    int[] floorHistory = new int[INITIAL_HISTORY];
    /** The history index of the position after the last null move (0 without one). */
    int repetitionFloor;

    /** Pieces of the side to move pinned to its king; computed by {@link MoveGenerator}. */
    long pinnedLo;
    long pinnedHi;

    /** The evaluators' states that follow make and unmake; empty (not null) when none. */
    private IncrementalEvaluation<Position>[] incremental = IncrementalEvaluation.none();

    /** Scratch move buffer for counting moves without a caller's buffer; made on first use. */
    private int[] scratchMoves;

    /** Scratch outputs of {@link #computeAttackers}. */
    private long attackersLo;
    private long attackersHi;

    Position() {
    }

    /** A new position at the start of a game (平手). */
    public static Position startPosition() {
        return Sfen.parse(START_SFEN);
    }

    /**
     * A new position from SFEN text.
     *
     * @throws SfenException if the text is malformed or describes an impossible position
     */
    public static Position fromSfen(String sfen) {
        return Sfen.parse(sfen);
    }

    /** An independent deep copy, including the history. */
    public Position copy() {
        Position p = new Position();
        System.arraycopy(board, 0, p.board, 0, N);
        System.arraycopy(pieceLo, 0, p.pieceLo, 0, pieceLo.length);
        System.arraycopy(pieceHi, 0, p.pieceHi, 0, pieceHi.length);
        System.arraycopy(sideLo, 0, p.sideLo, 0, 2);
        System.arraycopy(sideHi, 0, p.sideHi, 0, 2);
        System.arraycopy(hand, 0, p.hand, 0, hand.length);
        System.arraycopy(kingSquare, 0, p.kingSquare, 0, 2);
        p.occLo = occLo;
        p.occHi = occHi;
        p.sideToMove = sideToMove;
        p.key = key;
        p.checkersLo = checkersLo;
        p.checkersHi = checkersHi;
        p.ply = ply;
        p.startMoveNumber = startMoveNumber;
        p.keyHistory = keyHistory.clone();
        System.arraycopy(historyKeyCounts, 0, p.historyKeyCounts, 0, HISTORY_KEY_BUCKETS);
        p.moveHistory = moveHistory.clone();
        p.capturedHistory = capturedHistory.clone();
        p.checkersLoHistory = checkersLoHistory.clone();
        p.checkersHiHistory = checkersHiHistory.clone();
        p.floorHistory = floorHistory.clone();
        p.repetitionFloor = repetitionFloor;
        p.incremental = IncrementalEvaluation.copies(incremental);
        return p;
    }

    // ---------------------------------------------------------------- read accessors

    /** The side to move, {@link Side#BLACK} or {@link Side#WHITE}. */
    public int sideToMove() {
        return sideToMove;
    }

    /** The coloured piece on {@code sq}, or {@link Piece#NONE}. */
    public int pieceOn(int sq) {
        return board[sq];
    }

    /** The {@code lo} word of the squares holding {@code side}'s pieces of {@code kind}. */
    public long piecesLo(int side, int kind) {
        return pieceLo[Piece.of(side, kind)];
    }

    /** The {@code hi} word of the squares holding {@code side}'s pieces of {@code kind}. */
    public long piecesHi(int side, int kind) {
        return pieceHi[Piece.of(side, kind)];
    }

    /** The {@code lo} word of the squares holding any of {@code side}'s pieces. */
    public long occupiedLo(int side) {
        return sideLo[side];
    }

    /** The {@code hi} word of the squares holding any of {@code side}'s pieces. */
    public long occupiedHi(int side) {
        return sideHi[side];
    }

    /** The {@code lo} word of all occupied squares. */
    public long occupiedLo() {
        return occLo;
    }

    /** The {@code hi} word of all occupied squares. */
    public long occupiedHi() {
        return occHi;
    }

    /** How many pieces of hand {@code kind} (pawn to gold) {@code side} holds. */
    public int handCount(int side, int kind) {
        return hand[side * 8 + kind];
    }

    /** Whether {@code side} holds no piece in hand. */
    public boolean handIsEmpty(int side) {
        for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
            if (hand[side * 8 + kind] != 0) {
                return false;
            }
        }
        return true;
    }

    /** The square of {@code side}'s king. */
    public int kingSquare(int side) {
        return kingSquare[side];
    }

    /** The 64-bit key: board, hands and side to move (Zobrist, maintained incrementally). */
    public long key() {
        return key;
    }

    /** Whether the side to move is in check. */
    public boolean inCheck() {
        return (checkersLo | checkersHi) != 0;
    }

    /** The {@code lo} word of the pieces giving check to the side to move. */
    public long checkersLo() {
        return checkersLo;
    }

    /** The {@code hi} word of the pieces giving check to the side to move. */
    public long checkersHi() {
        return checkersHi;
    }

    /**
     * Attaches an evaluator's incremental state, which must describe this position as it is now;
     * from now on every {@link #makeMove} and {@link #unmakeMove} reports to it, and
     * {@link #copy()} copies it. Allocates (once per state); not for the search's hot loops.
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

    /** The number of moves (including null moves) made since the position was set up. */
    public int ply() {
        return ply;
    }

    /** The SFEN move number of the current position (the ply number of the next move). */
    public int moveNumber() {
        return startMoveNumber + ply;
    }

    /** The last move made, or {@code 0} if none (or a null move). */
    public int lastMove() {
        return ply == 0 ? 0 : moveHistory[ply - 1];
    }

    /** The move made at history index {@code index} (0 is the first move after set-up). */
    public int moveAt(int index) {
        return moveHistory[index];
    }

    /**
     * Whether some earlier position of the history may have the current key: {@code false}
     * proves that none has (a filter on the key's low bits, so {@code true} may be a false alarm).
     */
    public boolean keyMayRepeat() {
        return historyKeyCounts[(int) key & (HISTORY_KEY_BUCKETS - 1)] != 0;
    }

    /** The key of the position at history index {@code index} (0 is the set-up position). */
    public long keyAt(int index) {
        return keyHistory[index];
    }

    /**
     * The earliest history index a repetition may look back to: the position right after the
     * last null move, or 0.
     */
    public int repetitionFloor() {
        return repetitionFloor;
    }

    /** Whether the side to move was in check at history index {@code index}. */
    public boolean inCheckAt(int index) {
        return index == ply ? inCheck() : (checkersLoHistory[index] | checkersHiHistory[index]) != 0;
    }

    /** The position in SFEN, hands in the usual order. */
    public String toSfen() {
        return Sfen.write(this);
    }

    /** The SFEN text. */
    @Override
    public String toString() {
        return toSfen();
    }

    /** The scratch move buffer, {@link MoveGenerator#MAX_MOVES} long. */
    int[] scratchMoves() {
        if (scratchMoves == null) {
            scratchMoves = new int[MoveGenerator.MAX_MOVES];
        }
        return scratchMoves;
    }

    // ---------------------------------------------------------------- attacks

    /**
     * Whether any piece of {@code bySide} attacks {@code sq} when the board is occupied as
     * ({@code oLo}, {@code oHi}) (pieces are taken from the current board).
     */
    public boolean isAttacked(int bySide, int sq, long oLo, long oHi) {
        int them = bySide;
        // Pieces of 'them' attacking sq stand where the same piece of the other side on sq would
        // attack: look the square up in the opposite side's step tables.
        int mirror = Piece.of(them ^ 1, 0) * N + sq;
        int base = Piece.of(them, 0);
        long lo = STEP_LO[mirror + Piece.PAWN * N] & pieceLo[base + Piece.PAWN]
                | STEP_LO[mirror + Piece.KNIGHT * N] & pieceLo[base + Piece.KNIGHT]
                | STEP_LO[mirror + Piece.SILVER * N] & pieceLo[base + Piece.SILVER]
                | STEP_LO[mirror + Piece.GOLD * N] & goldsLo(them)
                | STEP_LO[Piece.KING * N + sq] & (pieceLo[base + Piece.KING] | pieceLo[base + Piece.HORSE]
                        | pieceLo[base + Piece.DRAGON]);
        long hi = STEP_HI[mirror + Piece.PAWN * N] & pieceHi[base + Piece.PAWN]
                | STEP_HI[mirror + Piece.KNIGHT * N] & pieceHi[base + Piece.KNIGHT]
                | STEP_HI[mirror + Piece.SILVER * N] & pieceHi[base + Piece.SILVER]
                | STEP_HI[mirror + Piece.GOLD * N] & goldsHi(them)
                | STEP_HI[Piece.KING * N + sq] & (pieceHi[base + Piece.KING] | pieceHi[base + Piece.HORSE]
                        | pieceHi[base + Piece.DRAGON]);
        if ((lo | hi) != 0) {
            return true;
        }
        long rooksLo = pieceLo[base + Piece.ROOK] | pieceLo[base + Piece.DRAGON];
        long rooksHi = pieceHi[base + Piece.ROOK] | pieceHi[base + Piece.DRAGON];
        int li = Attacks.lanceIndex(bySide ^ 1, sq, oLo, oHi);
        if ((LANCE_ATT_LO[li] & (rooksLo | pieceLo[base + Piece.LANCE])
                | LANCE_ATT_HI[li] & (rooksHi | pieceHi[base + Piece.LANCE])) != 0) {
            return true;
        }
        if ((rooksLo | rooksHi) != 0
                && (Attacks.rookLo(sq, oLo, oHi) & rooksLo | Attacks.rookHi(sq, oLo, oHi) & rooksHi) != 0) {
            return true;
        }
        long bishopsLo = pieceLo[base + Piece.BISHOP] | pieceLo[base + Piece.HORSE];
        long bishopsHi = pieceHi[base + Piece.BISHOP] | pieceHi[base + Piece.HORSE];
        return (bishopsLo | bishopsHi) != 0
                && (Attacks.bishopLo(sq, oLo, oHi) & bishopsLo | Attacks.bishopHi(sq, oLo, oHi) & bishopsHi) != 0;
    }

    /** Whether any piece of {@code bySide} attacks {@code sq} on the current board. */
    public boolean isAttacked(int bySide, int sq) {
        return isAttacked(bySide, sq, occLo, occHi);
    }

    /**
     * Computes the pieces of {@code bySide} attacking {@code sq} with occupancy ({@code oLo},
     * {@code oHi}); read the result with {@link #attackersLo()} and {@link #attackersHi()}.
     */
    public void computeAttackers(int bySide, int sq, long oLo, long oHi) {
        int mirror = Piece.of(bySide ^ 1, 0) * N + sq;
        int base = Piece.of(bySide, 0);
        long lo = STEP_LO[mirror + Piece.PAWN * N] & pieceLo[base + Piece.PAWN]
                | STEP_LO[mirror + Piece.KNIGHT * N] & pieceLo[base + Piece.KNIGHT]
                | STEP_LO[mirror + Piece.SILVER * N] & pieceLo[base + Piece.SILVER]
                | STEP_LO[mirror + Piece.GOLD * N] & goldsLo(bySide)
                | STEP_LO[Piece.KING * N + sq] & (pieceLo[base + Piece.KING] | pieceLo[base + Piece.HORSE]
                        | pieceLo[base + Piece.DRAGON]);
        long hi = STEP_HI[mirror + Piece.PAWN * N] & pieceHi[base + Piece.PAWN]
                | STEP_HI[mirror + Piece.KNIGHT * N] & pieceHi[base + Piece.KNIGHT]
                | STEP_HI[mirror + Piece.SILVER * N] & pieceHi[base + Piece.SILVER]
                | STEP_HI[mirror + Piece.GOLD * N] & goldsHi(bySide)
                | STEP_HI[Piece.KING * N + sq] & (pieceHi[base + Piece.KING] | pieceHi[base + Piece.HORSE]
                        | pieceHi[base + Piece.DRAGON]);
        // Sliders: the occupancy lookups (the costly part, and SEE asks for attackers at every
        // step of an exchange) are made only for lines on which such a slider stands at all.
        long lancesLo = pieceLo[base + Piece.LANCE];
        long lancesHi = pieceHi[base + Piece.LANCE];
        long rooksLo = pieceLo[base + Piece.ROOK] | pieceLo[base + Piece.DRAGON];
        long rooksHi = pieceHi[base + Piece.ROOK] | pieceHi[base + Piece.DRAGON];
        long bishopsLo = pieceLo[base + Piece.BISHOP] | pieceLo[base + Piece.HORSE];
        long bishopsHi = pieceHi[base + Piece.BISHOP] | pieceHi[base + Piece.HORSE];
        boolean lanceOnFile = (STEP_LO[mirror + Piece.LANCE * N] & lancesLo
                | STEP_HI[mirror + Piece.LANCE * N] & lancesHi) != 0;
        boolean rookOnLines = (STEP_LO[ROOK_STEPS + sq] & rooksLo | STEP_HI[ROOK_STEPS + sq] & rooksHi) != 0;
        if (lanceOnFile || rookOnLines) {
            int fileIndex = Attacks.lineIndex(Attacks.FILE_LINE, sq, oLo, oHi);
            if (lanceOnFile) {
                int li = Attacks.lanceAttackSlot(bySide ^ 1, sq, fileIndex);
                lo |= LANCE_ATT_LO[li] & lancesLo;
                hi |= LANCE_ATT_HI[li] & lancesHi;
            }
            if (rookOnLines) {
                int fi = Attacks.lineAttackSlot(Attacks.FILE_LINE, sq, fileIndex);
                int ri = Attacks.lineAttackIndex(Attacks.RANK_LINE, sq, oLo, oHi);
                lo |= (LINE_ATT_LO[fi] | LINE_ATT_LO[ri]) & rooksLo;
                hi |= (LINE_ATT_HI[fi] | LINE_ATT_HI[ri]) & rooksHi;
            }
        }
        if ((STEP_LO[BISHOP_STEPS + sq] & bishopsLo | STEP_HI[BISHOP_STEPS + sq] & bishopsHi) != 0) {
            int di = Attacks.lineAttackIndex(Attacks.DIAG_LINE, sq, oLo, oHi);
            int ai = Attacks.lineAttackIndex(Attacks.ANTI_LINE, sq, oLo, oHi);
            lo |= (LINE_ATT_LO[di] | LINE_ATT_LO[ai]) & bishopsLo;
            hi |= (LINE_ATT_HI[di] | LINE_ATT_HI[ai]) & bishopsHi;
        }
        attackersLo = lo;
        attackersHi = hi;
    }

    /** The {@code lo} word of the last {@link #computeAttackers} result. */
    public long attackersLo() {
        return attackersLo;
    }

    /** The {@code hi} word of the last {@link #computeAttackers} result. */
    public long attackersHi() {
        return attackersHi;
    }

    /** Gold and the four gold-moving promoted kinds of {@code side}, {@code lo} word. */
    long goldsLo(int side) {
        int base = Piece.of(side, 0);
        return pieceLo[base + Piece.GOLD] | pieceLo[base + Piece.PRO_PAWN] | pieceLo[base + Piece.PRO_LANCE]
                | pieceLo[base + Piece.PRO_KNIGHT] | pieceLo[base + Piece.PRO_SILVER];
    }

    /** Gold and the four gold-moving promoted kinds of {@code side}, {@code hi} word. */
    long goldsHi(int side) {
        int base = Piece.of(side, 0);
        return pieceHi[base + Piece.GOLD] | pieceHi[base + Piece.PRO_PAWN] | pieceHi[base + Piece.PRO_LANCE]
                | pieceHi[base + Piece.PRO_KNIGHT] | pieceHi[base + Piece.PRO_SILVER];
    }

    // ---------------------------------------------------------------- moves

    /**
     * Whether {@code move} is a legal move here: any {@code int} is accepted, and anything that is
     * not a legal move (including {@code 0}) gives {@code false}. Slower than generation; meant
     * for moves from outside (tables, protocols).
     */
    public boolean isLegal(int move) {
        return MoveGenerator.isLegal(this, move);
    }

    /**
     * The legal moves of the side to move, in generation order. Convenient and allocating: for
     * tools and tests; hot loops use {@link MoveGenerator#generateLegal} on a buffer.
     */
    public List<Move> legalMoves() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(this, moves, 0);
        List<Move> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(Move.of(moves[i]));
        }
        return list;
    }

    /** Whether the side to move has at least one legal move. */
    public boolean hasLegalMoves() {
        return MoveGenerator.countLegal(this) > 0;
    }

    /** Whether the side to move is checkmated (詰み): in check with no legal move. */
    public boolean isCheckmate() {
        return inCheck() && !hasLegalMoves();
    }

    /** Whether the legal {@code move}, not yet made, gives check. */
    public boolean givesCheck(int move) {
        int us = sideToMove;
        int them = us ^ 1;
        int ksq = kingSquare[them];
        int to = Moves.to(move);
        int piece;
        long oLo;
        long oHi;
        if (Moves.isDrop(move)) {
            piece = Piece.of(us, Moves.dropKind(move));
            oLo = occLo | Bitboards.bitLo(to);
            oHi = occHi | Bitboards.bitHi(to);
        } else {
            int from = Moves.from(move);
            piece = board[from];
            if (Moves.isPromotion(move)) {
                piece += Piece.PROMOTION;
            }
            oLo = (occLo & ~Bitboards.bitLo(from)) | Bitboards.bitLo(to);
            oHi = (occHi & ~Bitboards.bitHi(from)) | Bitboards.bitHi(to);
        }
        if (Bitboards.contains(Attacks.attacksLo(piece, to, oLo, oHi), Attacks.attacksHi(piece, to, oLo, oHi), ksq)) {
            return true;
        }
        if (Moves.isDrop(move)) {
            return false;
        }
        return discoversCheck(us, ksq, Moves.from(move), to, oLo, oHi);
    }

    /**
     * Whether moving {@code us}'s piece from {@code from} to {@code to} (occupancy after the move
     * ({@code oLo}, {@code oHi})) uncovers one of {@code us}'s sliders against the king on
     * {@code ksq}. Only possible when {@code from} is aligned with the king, the piece leaves that
     * line, and one of our sliders stands on it; the full attacker scan runs only then (rarely).
     */
    private boolean discoversCheck(int us, int ksq, int from, int to, long oLo, long oHi) {
        long lineLo = Attacks.LINE_LO[ksq * N + from];
        long lineHi = Attacks.LINE_HI[ksq * N + from];
        if ((lineLo | lineHi) == 0 || Bitboards.contains(lineLo, lineHi, to)) {
            return false;
        }
        if ((lineLo & slidersLo(us) | lineHi & slidersHi(us)) == 0) {
            return false;
        }
        long fromLo = Bitboards.bitLo(from);
        long fromHi = Bitboards.bitHi(from);
        computeAttackers(us, ksq, oLo, oHi);
        return ((attackersLo & ~fromLo) | (attackersHi & ~fromHi)) != 0;
    }

    /**
     * Plays the legal {@code move} (not checked; see {@link #isLegal(int)}).
     */
    public void makeMove(int move) {
        ensureHistoryCapacity();
        int us = sideToMove;
        int to = Moves.to(move);
        int captured;
        int p = ply;
        keyHistory[p] = key;
        historyKeyCounts[(int) key & (HISTORY_KEY_BUCKETS - 1)]++;
        moveHistory[p] = move;
        checkersLoHistory[p] = checkersLo;
        checkersHiHistory[p] = checkersHi;
        if (Moves.isDrop(move)) {
            int kind = Moves.dropKind(move);
            int hi = us * 8 + kind;
            hand[hi]--;
            key -= Zobrist.HAND[hi];
            put(Piece.of(us, kind), to);
            captured = Piece.NONE;
        } else {
            int from = Moves.from(move);
            int piece = board[from];
            captured = board[to];
            if (captured != Piece.NONE) {
                remove(captured, to);
                int capturedKind = Piece.kind(captured);
                int handKind = Piece.unpromote(capturedKind);
                int hi = us * 8 + handKind;
                hand[hi]++;
                key += Zobrist.HAND[hi];
            }
            remove(piece, from);
            if (Moves.isPromotion(move)) {
                piece += Piece.PROMOTION;
            }
            put(piece, to);
            if (Piece.kind(piece) == Piece.KING) {
                kingSquare[us] = to;
            }
        }
        sideToMove = us ^ 1;
        key += us == Side.BLACK ? Zobrist.WHITE_TO_MOVE : -Zobrist.WHITE_TO_MOVE;
        ply = p + 1;
        capturedHistory[p] = captured;
        updateCheckersAfter(us, move);
        IncrementalEvaluation<Position>[] states = incremental;
        for (int i = 0; i < states.length; i++) {
            states[i].afterMake(this, move, captured);
        }
    }

    /**
     * The checkers after {@code us} played {@code move}. Before a move of ours the opponent's
     * king is never attacked, so the only possible checkers are the piece now on the
     * destination and sliders uncovered by leaving the origin; the full attacker scan runs only
     * when such a slider may exist ({@link #discoversCheck}'s test).
     */
    private void updateCheckersAfter(int us, int move) {
        int ksq = kingSquare[us ^ 1];
        int to = Moves.to(move);
        if (!Moves.isDrop(move)) {
            int from = Moves.from(move);
            long lineLo = Attacks.LINE_LO[ksq * N + from];
            long lineHi = Attacks.LINE_HI[ksq * N + from];
            if ((lineLo | lineHi) != 0 && !Bitboards.contains(lineLo, lineHi, to)
                    && (lineLo & slidersLo(us) | lineHi & slidersHi(us)) != 0) {
                updateCheckers();
                return;
            }
        }
        int piece = board[to];
        boolean check = Bitboards.contains(Attacks.attacksLo(piece, to, occLo, occHi),
                Attacks.attacksHi(piece, to, occLo, occHi), ksq);
        checkersLo = check ? Bitboards.bitLo(to) : 0;
        checkersHi = check ? Bitboards.bitHi(to) : 0;
    }

    /** {@code side}'s lances, rooks, bishops, horses and dragons, {@code lo} word. */
    private long slidersLo(int side) {
        int base = Piece.of(side, 0);
        return pieceLo[base + Piece.LANCE] | pieceLo[base + Piece.ROOK] | pieceLo[base + Piece.BISHOP]
                | pieceLo[base + Piece.HORSE] | pieceLo[base + Piece.DRAGON];
    }

    /** {@code side}'s lances, rooks, bishops, horses and dragons, {@code hi} word. */
    private long slidersHi(int side) {
        int base = Piece.of(side, 0);
        return pieceHi[base + Piece.LANCE] | pieceHi[base + Piece.ROOK] | pieceHi[base + Piece.BISHOP]
                | pieceHi[base + Piece.HORSE] | pieceHi[base + Piece.DRAGON];
    }

    /** Takes back {@code move}, which must be the last move made. */
    public void unmakeMove(int move) {
        IncrementalEvaluation<Position>[] states = incremental;
        for (int i = 0; i < states.length; i++) {
            states[i].beforeUnmake(this, move, capturedHistory[ply - 1]);
        }
        int p = --ply;
        int us = sideToMove ^ 1;
        sideToMove = us;
        int to = Moves.to(move);
        if (Moves.isDrop(move)) {
            int kind = Moves.dropKind(move);
            removeQuiet(Piece.of(us, kind), to);
            hand[us * 8 + kind]++;
        } else {
            int from = Moves.from(move);
            int piece = board[to];
            removeQuiet(piece, to);
            if (Moves.isPromotion(move)) {
                piece -= Piece.PROMOTION;
            }
            putQuiet(piece, from);
            if (Piece.kind(piece) == Piece.KING) {
                kingSquare[us] = from;
            }
            int captured = capturedHistory[p];
            if (captured != Piece.NONE) {
                putQuiet(captured, to);
                hand[us * 8 + Piece.unpromote(Piece.kind(captured))]--;
            }
        }
        key = keyHistory[p];
        historyKeyCounts[(int) key & (HISTORY_KEY_BUCKETS - 1)]--;
        checkersLo = checkersLoHistory[p];
        checkersHi = checkersHiHistory[p];
    }

    /**
     * Passes the turn (for null-move pruning). The side to move must not be in check. A null
     * move is recorded in the history with move code 0, and repetition detection does not look
     * back across it.
     */
    public void makeNullMove() {
        ensureHistoryCapacity();
        int p = ply;
        keyHistory[p] = key;
        historyKeyCounts[(int) key & (HISTORY_KEY_BUCKETS - 1)]++;
        moveHistory[p] = 0;
        capturedHistory[p] = Piece.NONE;
        checkersLoHistory[p] = checkersLo;
        checkersHiHistory[p] = checkersHi;
        floorHistory[p] = repetitionFloor;
        key += sideToMove == Side.BLACK ? Zobrist.WHITE_TO_MOVE : -Zobrist.WHITE_TO_MOVE;
        sideToMove ^= 1;
        ply = p + 1;
        repetitionFloor = ply;
        checkersLo = 0;
        checkersHi = 0;
    }

    /** Takes back the null move made last. */
    public void unmakeNullMove() {
        int p = --ply;
        sideToMove ^= 1;
        repetitionFloor = floorHistory[p];
        key = keyHistory[p];
        historyKeyCounts[(int) key & (HISTORY_KEY_BUCKETS - 1)]--;
        checkersLo = checkersLoHistory[p];
        checkersHi = checkersHiHistory[p];
    }

    private void ensureHistoryCapacity() {
        if (ply + 1 >= keyHistory.length) {
            int size = keyHistory.length * 2;
            keyHistory = Arrays.copyOf(keyHistory, size);
            moveHistory = Arrays.copyOf(moveHistory, size);
            capturedHistory = Arrays.copyOf(capturedHistory, size);
            checkersLoHistory = Arrays.copyOf(checkersLoHistory, size);
            checkersHiHistory = Arrays.copyOf(checkersHiHistory, size);
            floorHistory = Arrays.copyOf(floorHistory, size);
        }
    }

    private void updateCheckers() {
        int king = kingSquare[sideToMove];
        computeAttackers(sideToMove ^ 1, king, occLo, occHi);
        checkersLo = attackersLo;
        checkersHi = attackersHi;
    }

    /** Places {@code piece} on the empty {@code sq}, updating bitboards and key. */
    private void put(int piece, int sq) {
        putQuiet(piece, sq);
        key += Zobrist.PIECE_SQUARE[piece * N + sq];
    }

    private void remove(int piece, int sq) {
        removeQuiet(piece, sq);
        key -= Zobrist.PIECE_SQUARE[piece * N + sq];
    }

    private void putQuiet(int piece, int sq) {
        board[sq] = piece;
        int side = Piece.side(piece);
        if (sq < Bitboards.HI_OFFSET) {
            long bit = 1L << sq;
            pieceLo[piece] |= bit;
            sideLo[side] |= bit;
            occLo |= bit;
        } else {
            long bit = 1L << (sq - Bitboards.HI_OFFSET);
            pieceHi[piece] |= bit;
            sideHi[side] |= bit;
            occHi |= bit;
        }
    }

    private void removeQuiet(int piece, int sq) {
        board[sq] = Piece.NONE;
        int side = Piece.side(piece);
        if (sq < Bitboards.HI_OFFSET) {
            long bit = ~(1L << sq);
            pieceLo[piece] &= bit;
            sideLo[side] &= bit;
            occLo &= bit;
        } else {
            long bit = ~(1L << (sq - Bitboards.HI_OFFSET));
            pieceHi[piece] &= bit;
            sideHi[side] &= bit;
            occHi &= bit;
        }
    }

    // ---------------------------------------------------------------- set-up (used by Sfen)

    /** Puts a piece on an empty square during set-up. */
    void setUpPiece(int piece, int sq) {
        putQuiet(piece, sq);
        if (Piece.kind(piece) == Piece.KING) {
            kingSquare[Piece.side(piece)] = sq;
        }
    }

    /**
     * Finishes set-up: computes the key and checkers from scratch; empties the history. Set-up
     * happens before any state is attached (a {@link Position} is made by {@link Sfen}).
     */
    void finishSetUp(int side, int moveNumber) {
        sideToMove = side;
        startMoveNumber = moveNumber;
        ply = 0;
        Arrays.fill(historyKeyCounts, 0);
        key = computeKey();
        updateCheckers();
    }

    /** The key computed from scratch (for checking the incremental key). */
    public long computeKey() {
        long k = sideToMove == Side.WHITE ? Zobrist.WHITE_TO_MOVE : 0;
        for (int sq = 0; sq < N; sq++) {
            if (board[sq] != Piece.NONE) {
                k += Zobrist.PIECE_SQUARE[board[sq] * N + sq];
            }
        }
        for (int i = 0; i < hand.length; i++) {
            k += hand[i] * Zobrist.HAND[i];
        }
        return k;
    }
}
