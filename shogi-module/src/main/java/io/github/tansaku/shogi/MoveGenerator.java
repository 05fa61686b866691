package io.github.tansaku.shogi;

import static io.github.tansaku.shogi.Attacks.BETWEEN_HI;
import static io.github.tansaku.shogi.Attacks.BETWEEN_LO;
import static io.github.tansaku.shogi.Attacks.LINE_HI;
import static io.github.tansaku.shogi.Attacks.LINE_LO;
import static io.github.tansaku.shogi.Attacks.STEP_HI;
import static io.github.tansaku.shogi.Attacks.STEP_LO;

/**
 * Legal move generation: every move it writes is legal, so perft can count the last ply without
 * playing it.
 *
 * <p>Rules (the Japan Shogi Association's): promotion is optional when the origin or the
 * destination is in the mover's zone and forced where the piece could never move again (pawn
 * and lance on the last rank, knight on the last two); non-promotions of pawn, bishop and rook
 * are generated too, as standard perft counts them. Drops go on empty squares except the last
 * rank (pawn, lance) or two (knight), never a second unpromoted pawn on a file (二歩), and
 * never a pawn drop that mates (打ち歩詰め). The king never ends on an attacked square, pinned
 * pieces stay on their pin line, and in check only evasions are generated. Moves are written
 * with promotions before the matching non-promotion.
 */
public final class MoveGenerator {

    /** An upper bound on the number of legal moves in any position (the proven maximum is 593). */
    public static final int MAX_MOVES = 600;

    /** Which moves {@link #generate} writes: all legal moves, the noisy ones, the quiet ones. */
    private static final int ALL = 0;
    private static final int NOISY = 1;
    private static final int QUIET = 2;

    private static final int N = Square.COUNT;

    /** {@code side * 81 + sq} gives the square's rank counted from that side's far side (1 to 9). */
    private static final int[] RELATIVE_RANK = new int[2 * N];
    /**
     * Squares where a piece of {@code side * 8 + kind} (a hand kind) could still move: where it
     * may be dropped, and where it may arrive without promoting.
     */
    private static final long[] DROP_ALLOWED_LO = new long[16];
    private static final long[] DROP_ALLOWED_HI = new long[16];

    static {
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < N; sq++) {
                RELATIVE_RANK[side * N + sq] = Square.relativeRank(side, sq);
            }
            for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
                int dead = kind == Piece.PAWN || kind == Piece.LANCE ? 1 : kind == Piece.KNIGHT ? 2 : 0;
                DROP_ALLOWED_LO[side * 8 + kind] = Bitboards.ALL_LO & ~Bitboards.farRanksLo(side, dead);
                DROP_ALLOWED_HI[side * 8 + kind] = Bitboards.ALL_HI & ~Bitboards.farRanksHi(side, dead);
            }
        }
    }

    private MoveGenerator() {
    }

    /**
     * Writes the legal moves of the side to move into {@code moves} from {@code start} and
     * returns how many; {@code moves} needs {@link #MAX_MOVES} free elements. Allocates nothing.
     */
    public static int generateLegal(Position pos, int[] moves, int start) {
        return generate(pos, moves, start, ALL);
    }

    /** The number of legal moves of the side to move (generated into the position's scratch buffer). */
    public static int countLegal(Position pos) {
        return generate(pos, pos.scratchMoves(), 0, ALL);
    }

    /**
     * Writes the legal noisy moves (captures, and promotions to empty squares) into
     * {@code moves}; when the side to move is in check, writes all legal moves (every evasion)
     * instead. Returns how many.
     */
    public static int generateNoisy(Position pos, int[] moves, int start) {
        return generate(pos, moves, start, pos.inCheck() ? ALL : NOISY);
    }

    /**
     * Writes the legal quiet moves (neither captures nor promotions: moves to empty squares
     * without promoting, and drops) into {@code moves}, in the order {@link #generateLegal}
     * writes them; when the side to move is in check, writes nothing ({@link #generateNoisy}
     * writes every evasion then). So the two together are the legal moves. Returns how many.
     */
    public static int generateQuiet(Position pos, int[] moves, int start) {
        return pos.inCheck() ? 0 : generate(pos, moves, start, QUIET);
    }

    private static int generate(Position pos, int[] moves, int start, int stage) {
        int us = pos.sideToMove;
        int them = us ^ 1;
        int ksq = pos.kingSquare[us];
        long ownLo = pos.sideLo[us];
        long ownHi = pos.sideHi[us];
        int n = start;
        long checkLo = pos.checkersLo;
        long checkHi = pos.checkersHi;
        int checks = Long.bitCount(checkLo) + Long.bitCount(checkHi);

        // King moves first: they need the board without the king (a slider checking along a
        // line keeps attacking the squares behind the king).
        long kingLo = STEP_LO[Piece.KING * N + ksq] & ~ownLo;
        long kingHi = STEP_HI[Piece.KING * N + ksq] & ~ownHi;
        if (stage == NOISY) {
            kingLo &= pos.sideLo[them];
            kingHi &= pos.sideHi[them];
        } else if (stage == QUIET) {
            kingLo &= ~pos.occLo;
            kingHi &= ~pos.occHi;
        }
        long noKingLo = pos.occLo & ~Bitboards.bitLo(ksq);
        long noKingHi = pos.occHi & ~Bitboards.bitHi(ksq);
        for (int to = Bitboards.first(kingLo, kingHi); to != Square.NONE; to = Bitboards.next(kingLo, kingHi, to)) {
            if (!pos.isAttacked(them, to, noKingLo, noKingHi)) {
                moves[n++] = Moves.board(ksq, to, false);
            }
        }
        if (checks > 1) {
            return n - start;
        }

        long targetLo;
        long targetHi;
        long dropLo;
        long dropHi;
        if (checks == 1) {
            int checker = Bitboards.first(checkLo, checkHi);
            dropLo = BETWEEN_LO[ksq * N + checker];
            dropHi = BETWEEN_HI[ksq * N + checker];
            targetLo = dropLo | checkLo;
            targetHi = dropHi | checkHi;
        } else {
            dropLo = ~pos.occLo & Bitboards.ALL_LO;
            dropHi = ~pos.occHi & Bitboards.ALL_HI;
            targetLo = ~ownLo & Bitboards.ALL_LO;
            targetHi = ~ownHi & Bitboards.ALL_HI;
        }
        computePinned(pos, us);
        if (stage == QUIET) {
            targetLo &= ~pos.occLo;
            targetHi &= ~pos.occHi;
        }
        n = generatePieceMoves(pos, moves, n, us, ksq, targetLo, targetHi, stage);
        if (stage != NOISY) {
            n = generateDrops(pos, moves, n, us, dropLo, dropHi);
        }
        return n - start;
    }

    /** Sets {@code pos.pinnedLo/Hi} to {@code side}'s pieces pinned against its own king. */
    static void computePinned(Position pos, int side) {
        int ksq = pos.kingSquare[side];
        int them = side ^ 1;
        int base = Piece.of(them, 0);
        long snipersLo = STEP_LO[Piece.of(side, Piece.ROOK) * N + ksq]
                        & (pos.pieceLo[base + Piece.ROOK] | pos.pieceLo[base + Piece.DRAGON])
                | STEP_LO[Piece.of(side, Piece.BISHOP) * N + ksq]
                        & (pos.pieceLo[base + Piece.BISHOP] | pos.pieceLo[base + Piece.HORSE])
                | STEP_LO[Piece.of(side, Piece.LANCE) * N + ksq] & pos.pieceLo[base + Piece.LANCE];
        long snipersHi = STEP_HI[Piece.of(side, Piece.ROOK) * N + ksq]
                        & (pos.pieceHi[base + Piece.ROOK] | pos.pieceHi[base + Piece.DRAGON])
                | STEP_HI[Piece.of(side, Piece.BISHOP) * N + ksq]
                        & (pos.pieceHi[base + Piece.BISHOP] | pos.pieceHi[base + Piece.HORSE])
                | STEP_HI[Piece.of(side, Piece.LANCE) * N + ksq] & pos.pieceHi[base + Piece.LANCE];
        long pinnedLo = 0;
        long pinnedHi = 0;
        long ownLo = pos.sideLo[side];
        long ownHi = pos.sideHi[side];
        for (int s = Bitboards.first(snipersLo, snipersHi);
                s != Square.NONE; s = Bitboards.next(snipersLo, snipersHi, s)) {
            long bLo = BETWEEN_LO[ksq * N + s] & pos.occLo;
            long bHi = BETWEEN_HI[ksq * N + s] & pos.occHi;
            if (Long.bitCount(bLo) + Long.bitCount(bHi) == 1) {
                pinnedLo |= bLo & ownLo;
                pinnedHi |= bHi & ownHi;
            }
        }
        pos.pinnedLo = pinnedLo;
        pos.pinnedHi = pinnedHi;
    }

    private static int generatePieceMoves(Position pos, int[] moves, int n, int us, int ksq,
            long targetLo, long targetHi, int stage) {
        long occLo = pos.occLo;
        long occHi = pos.occHi;
        long enemyLo = pos.sideLo[us ^ 1];
        long enemyHi = pos.sideHi[us ^ 1];
        for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
            if (kind == Piece.KING) {
                continue;
            }
            int piece = Piece.of(us, kind);
            long lo = pos.pieceLo[piece];
            long hi = pos.pieceHi[piece];
            for (int from = Bitboards.first(lo, hi); from != Square.NONE; from = Bitboards.next(lo, hi, from)) {
                long attLo = Attacks.attacksLo(piece, from, occLo, occHi) & targetLo;
                long attHi = Attacks.attacksHi(piece, from, occLo, occHi) & targetHi;
                if (Bitboards.contains(pos.pinnedLo, pos.pinnedHi, from)) {
                    attLo &= LINE_LO[ksq * N + from];
                    attHi &= LINE_HI[ksq * N + from];
                }
                if (stage == NOISY) {
                    n = emitNoisy(moves, n, us, kind, from, attLo, attHi, enemyLo, enemyHi);
                } else if (stage == QUIET) {
                    n = emitQuiet(moves, n, us, kind, from, attLo, attHi);
                } else {
                    n = emit(moves, n, us, kind, from, attLo, attHi);
                }
            }
        }
        return n;
    }

    /** Writes the moves of a piece of {@code kind} from {@code from} to each target, with promotions. */
    private static int emit(int[] moves, int n, int us, int kind, int from, long lo, long hi) {
        if (!Piece.canPromote(kind)) {
            return emitFrom(moves, n, from, lo, hi);
        }
        for (int to = Bitboards.first(lo, hi); to != Square.NONE; to = Bitboards.next(lo, hi, to)) {
            n = emitPromotable(moves, n, us, kind, from, to);
        }
        return n;
    }

    /**
     * Writes a move from {@code origin} to each target: with a square as the origin, the
     * non-promoting moves from it; with {@code Moves.DROP_BASE + kind}, the drops of that kind.
     */
    private static int emitFrom(int[] moves, int n, int origin, long lo, long hi) {
        int base = origin << 7;
        while (lo != 0) {
            moves[n++] = base | Long.numberOfTrailingZeros(lo);
            lo &= lo - 1;
        }
        while (hi != 0) {
            moves[n++] = base | (Bitboards.HI_OFFSET + Long.numberOfTrailingZeros(hi));
            hi &= hi - 1;
        }
        return n;
    }

    private static int emitPromotable(int[] moves, int n, int us, int kind, int from, int to) {
        int toRank = RELATIVE_RANK[us * N + to];
        if (toRank <= 3 || RELATIVE_RANK[us * N + from] <= 3) {
            moves[n++] = Moves.board(from, to, true);
        }
        if (!mustPromote(kind, toRank)) {
            moves[n++] = Moves.board(from, to, false);
        }
        return n;
    }

    /** Whether a piece of {@code kind} arriving on relative rank {@code toRank} must promote. */
    static boolean mustPromote(int kind, int toRank) {
        return toRank == 1 && (kind == Piece.PAWN || kind == Piece.LANCE) || toRank <= 2 && kind == Piece.KNIGHT;
    }

    private static int emitNoisy(int[] moves, int n, int us, int kind, int from, long lo, long hi,
            long enemyLo, long enemyHi) {
        n = emit(moves, n, us, kind, from, lo & enemyLo, hi & enemyHi);
        if (!Piece.canPromote(kind)) {
            return n;
        }
        long quietLo = lo & ~enemyLo;
        long quietHi = hi & ~enemyHi;
        boolean fromZone = RELATIVE_RANK[us * N + from] <= 3;
        for (int to = Bitboards.first(quietLo, quietHi); to != Square.NONE; to = Bitboards.next(quietLo, quietHi, to)) {
            if (fromZone || RELATIVE_RANK[us * N + to] <= 3) {
                moves[n++] = Moves.board(from, to, true);
            }
        }
        return n;
    }

    /**
     * Writes the non-promoting moves of a piece of {@code kind} from {@code from} to each (empty)
     * target where it need not promote: the squares from which it could still move, the same
     * as where it may be dropped. The promotions are noisy.
     */
    private static int emitQuiet(int[] moves, int n, int us, int kind, int from, long lo, long hi) {
        if (Piece.canPromote(kind)) {
            lo &= DROP_ALLOWED_LO[us * 8 + kind];
            hi &= DROP_ALLOWED_HI[us * 8 + kind];
        }
        return emitFrom(moves, n, from, lo, hi);
    }

    private static int generateDrops(Position pos, int[] moves, int n, int us, long dropLo, long dropHi) {
        int handBase = us * 8;
        int[] hand = pos.hand;
        for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
            if (hand[handBase + kind] == 0) {
                continue;
            }
            long lo = dropLo & DROP_ALLOWED_LO[handBase + kind];
            long hi = dropHi & DROP_ALLOWED_HI[handBase + kind];
            if (kind == Piece.PAWN) {
                lo &= ~pawnFilesLo(pos, us);
                hi &= ~pawnFilesHi(pos, us);
                int checkSquare = pawnCheckSquare(pos, us);
                if (checkSquare != Square.NONE && Bitboards.contains(lo, hi, checkSquare)
                        && isPawnDropMate(pos, us, checkSquare)) {
                    lo &= ~Bitboards.bitLo(checkSquare);
                    hi &= ~Bitboards.bitHi(checkSquare);
                }
            }
            n = emitFrom(moves, n, Moves.DROP_BASE + kind, lo, hi);
        }
        return n;
    }

    /** The files holding an unpromoted pawn of {@code side} (二歩 forbids dropping there), lo word. */
    private static long pawnFilesLo(Position pos, int side) {
        return fileFill(pos.pieceLo[Piece.of(side, Piece.PAWN)]);
    }

    private static long pawnFilesHi(Position pos, int side) {
        return fileFill(pos.pieceHi[Piece.of(side, Piece.PAWN)]) & Bitboards.ALL_HI;
    }

    /** Fills each file (a run of nine bits starting at a multiple of 9) holding a set bit. */
    private static long fileFill(long pawns) {
        long files = 0;
        while (pawns != 0) {
            int bit = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            files |= 0x1FFL << (bit - bit % 9);
        }
        return files;
    }

    /**
     * The square where a pawn of {@code us} would check the enemy king (the square in front of
     * the king from its point of view), or {@link Square#NONE}.
     */
    static int pawnCheckSquare(Position pos, int us) {
        int theirKing = pos.kingSquare[us ^ 1];
        int rank = Square.rank(theirKing);
        if (us == Side.BLACK) {
            return rank < 9 ? theirKing + 1 : Square.NONE;
        }
        return rank > 1 ? theirKing - 1 : Square.NONE;
    }

    /**
     * 打ち歩詰め: whether dropping a pawn of {@code us} on {@code sq}, the square in front of the
     * enemy king, would checkmate. The pawn is adjacent, so nothing can interpose: it is mate
     * when the king cannot take the pawn (it is defended), no other piece can take it legally
     * (pinned pieces cannot), and the king has no safe square.
     */
    static boolean isPawnDropMate(Position pos, int us, int sq) {
        int them = us ^ 1;
        int theirKing = pos.kingSquare[them];
        long kingLo = Bitboards.bitLo(theirKing);
        long kingHi = Bitboards.bitHi(theirKing);
        long occLo = pos.occLo | Bitboards.bitLo(sq);
        long occHi = pos.occHi | Bitboards.bitHi(sq);
        long noKingLo = occLo & ~kingLo;
        long noKingHi = occHi & ~kingHi;
        if (!pos.isAttacked(us, sq, noKingLo, noKingHi)) {
            return false; // the king takes the pawn
        }
        pos.computeAttackers(them, sq, occLo, occHi);
        long capLo = pos.attackersLo() & ~kingLo;
        long capHi = pos.attackersHi() & ~kingHi;
        for (int c = Bitboards.first(capLo, capHi); c != Square.NONE; c = Bitboards.next(capLo, capHi, c)) {
            // After the capture the capturer stands on sq (still occupied) and c is empty.
            if (!pos.isAttacked(us, theirKing, occLo & ~Bitboards.bitLo(c), occHi & ~Bitboards.bitHi(c))) {
                return false;
            }
        }
        long escLo = STEP_LO[Piece.KING * N + theirKing] & ~pos.sideLo[them] & ~Bitboards.bitLo(sq);
        long escHi = STEP_HI[Piece.KING * N + theirKing] & ~pos.sideHi[them] & ~Bitboards.bitHi(sq);
        for (int d = Bitboards.first(escLo, escHi); d != Square.NONE; d = Bitboards.next(escLo, escHi, d)) {
            if (!pos.isAttacked(us, d, noKingLo, noKingHi)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether any {@code int} is a legal move in {@code pos}, checked directly from the rules
     * (no generation).
     */
    static boolean isLegal(Position pos, int move) {
        if (!Moves.isWellFormed(move)) {
            return false;
        }
        return Moves.isDrop(move) ? isLegalDrop(pos, move) : isLegalBoardMove(pos, move);
    }

    private static boolean isLegalDrop(Position pos, int move) {
        int us = pos.sideToMove;
        int to = Moves.to(move);
        int kind = Moves.dropKind(move);
        if (pos.hand[us * 8 + kind] == 0 || pos.board[to] != Piece.NONE
                || !Bitboards.contains(DROP_ALLOWED_LO[us * 8 + kind], DROP_ALLOWED_HI[us * 8 + kind], to)
                || !resolvesCheck(pos, to, false)) {
            return false;
        }
        if (kind != Piece.PAWN) {
            return true;
        }
        int file = Square.file(to);
        long filePawnsLo = pos.pieceLo[Piece.of(us, Piece.PAWN)] & Bitboards.fileLo(file);
        long filePawnsHi = pos.pieceHi[Piece.of(us, Piece.PAWN)] & Bitboards.fileHi(file);
        if ((filePawnsLo | filePawnsHi) != 0) {
            return false; // 二歩
        }
        return to != pawnCheckSquare(pos, us) || !isPawnDropMate(pos, us, to);
    }

    private static boolean isLegalBoardMove(Position pos, int move) {
        int us = pos.sideToMove;
        int to = Moves.to(move);
        int from = Moves.from(move);
        int piece = pos.board[from];
        if (piece == Piece.NONE || Piece.side(piece) != us) {
            return false;
        }
        int target = pos.board[to];
        if (target != Piece.NONE && Piece.side(target) == us) {
            return false;
        }
        if (!Bitboards.contains(Attacks.attacksLo(piece, from, pos.occLo, pos.occHi),
                Attacks.attacksHi(piece, from, pos.occLo, pos.occHi), to)) {
            return false;
        }
        int kind = Piece.kind(piece);
        int toRank = RELATIVE_RANK[us * N + to];
        if (Moves.isPromotion(move)) {
            if (!Piece.canPromote(kind) || toRank > 3 && RELATIVE_RANK[us * N + from] > 3) {
                return false;
            }
        } else if (mustPromote(kind, toRank)) {
            return false;
        }
        if (kind == Piece.KING) {
            return !pos.isAttacked(us ^ 1, to, pos.occLo & ~Bitboards.bitLo(from), pos.occHi & ~Bitboards.bitHi(from));
        }
        if (!resolvesCheck(pos, to, true)) {
            return false;
        }
        int ksq = pos.kingSquare[us];
        long lineLo = LINE_LO[ksq * N + from];
        long lineHi = LINE_HI[ksq * N + from];
        if ((lineLo | lineHi) == 0 || Bitboards.contains(lineLo, lineHi, to)) {
            return true; // off every line through the king, or staying on its line: no pin matters
        }
        computePinned(pos, us);
        return !Bitboards.contains(pos.pinnedLo, pos.pinnedHi, from);
    }

    /**
     * Whether a non-king move or a drop to {@code to} is possible as far as check goes: always
     * when not in check, never in double check, else when it blocks the checking line or (for
     * board moves) captures the checker.
     */
    private static boolean resolvesCheck(Position pos, int to, boolean mayCapture) {
        int checks = Long.bitCount(pos.checkersLo) + Long.bitCount(pos.checkersHi);
        if (checks == 0) {
            return true;
        }
        if (checks > 1) {
            return false;
        }
        int ksq = pos.kingSquare[pos.sideToMove];
        int checker = Bitboards.first(pos.checkersLo, pos.checkersHi);
        return mayCapture && to == checker
                || Bitboards.contains(BETWEEN_LO[ksq * N + checker], BETWEEN_HI[ksq * N + checker], to);
    }
}
