package io.github.tansaku.chess.movegen;

import static io.github.tansaku.chess.board.MoveCode.CAPTURE;
import static io.github.tansaku.chess.board.MoveCode.DOUBLE_PUSH;
import static io.github.tansaku.chess.board.MoveCode.EN_PASSANT;
import static io.github.tansaku.chess.board.MoveCode.KING_CASTLE;
import static io.github.tansaku.chess.board.MoveCode.PROMOTION;
import static io.github.tansaku.chess.board.MoveCode.QUEEN_CASTLE;
import static io.github.tansaku.chess.board.MoveCode.QUIET;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.chess.board.CastlingRights;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.board.Square;

/**
 * Fully legal move generation.
 *
 * <p>Legality is decided during generation rather than by making each move: the generator
 * finds the checkers and the pinned pieces first, restricts non-king moves to the squares that
 * answer a check, restricts pinned pieces to their pin line, and tests king destinations with
 * the king removed from the board. Only en passant, rare, is tested by simulating the capture,
 * which also covers the pin along the rank where both pawns disappear at once. Because every
 * generated move is legal, perft can count the moves at the last ply instead of making them
 * ({@link #countLegal}).
 *
 * <p>Moves come out grouped by piece (king, knights, bishops and queens, rooks and queens,
 * pawns, castling), not sorted. All methods are static and allocation-free.
 */
public final class MoveGenerator {

    /** More than the most legal moves any chess position has (218). */
    public static final int MAX_MOVES = 256;

    private static final long ALL = -1L;
    /** Which moves {@link #generate} writes: all, the noisy ones, or the quiet ones. */
    private static final int ALL_MOVES = 0;
    private static final int NOISY_MOVES = 1;
    private static final int QUIET_MOVES = 2;
    /** Bits of {@link #legalCastlings}. */
    private static final int KING_SIDE = 1;
    private static final int QUEEN_SIDE = 2;

    private MoveGenerator() {
    }

    /**
     * Writes the legal moves of the side to move into {@code moves} from {@code start}.
     *
     * @return the number of moves written
     */
    public static int generateLegal(Position pos, int[] moves, int start) {
        return generate(pos, moves, start, ALL_MOVES);
    }

    /**
     * Writes the legal noisy moves (captures, en passant and all promotions) into {@code moves}
     * from {@code start}; also when in check, so it never returns quiet evasions.
     *
     * @return the number of moves written
     */
    public static int generateNoisy(Position pos, int[] moves, int start) {
        return generate(pos, moves, start, NOISY_MOVES);
    }

    /**
     * Writes the legal quiet moves (neither captures nor promotions; castling included) into
     * {@code moves} from {@code start}; also when in check, so it never returns capturing evasions.
     *
     * @return the number of moves written
     */
    public static int generateQuiet(Position pos, int[] moves, int start) {
        return generate(pos, moves, start, QUIET_MOVES);
    }

    /** The pieces of the side to move that are pinned to their own king. */
    public static long pinned(Position pos) {
        int us = pos.sideToMove();
        return pinnedPieces(pos, us);
    }

    private static long pinnedPieces(Position pos, int us) {
        return pos.kingBlockers(us) & pos.pieces(us);
    }

    /**
     * Writes a superset of the legal quiet moves that give check into {@code moves} from
     * {@code start}: every legal quiet move that lands where its piece attacks the enemy king,
     * every legal quiet move of a piece that blocks one of our sliders' lines to that king, and
     * the legal castlings. The caller keeps those that really check (a discovering piece may
     * stay on the line; a castling rarely checks). Nothing when the side to move is in check.
     * Much cheaper than generating every quiet move: most pieces can reach few checking squares.
     *
     * @return the number of moves written
     */
    public static int generateQuietCheckCandidates(Position pos, int[] moves, int start) {
        if (pos.checkers() != 0) {
            return 0;
        }
        int us = pos.sideToMove();
        int them = us ^ 1;
        long occupied = pos.occupied();
        long empty = ~occupied;
        int king = pos.kingSquare(us);
        int enemyKing = pos.kingSquare(them);
        long pinned = pinnedPieces(pos, us);
        long discoverers = pos.kingBlockers(them) & pos.pieces(us);
        long bishopChecks = Attacks.bishop(enemyKing, occupied);
        long rookChecks = Attacks.rook(enemyKing, occupied);
        int n = start;

        if ((discoverers >>> king & 1) != 0) {
            long occupiedWithoutKing = occupied ^ (1L << king);
            for (long t = Attacks.king(king) & empty & ~Bitboards.line(king, enemyKing); t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                if (!pos.isAttacked(to, them, occupiedWithoutKing)) {
                    moves[n++] = MoveCode.of(king, to, QUIET);
                }
            }
        }
        n = castling(pos, moves, n, us, occupied);
        for (long p = pos.pieces(us, PieceType.KNIGHT) & ~pinned; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long checking = (discoverers >>> from & 1) != 0 ? empty : Attacks.knight(enemyKing);
            n = emit(moves, n, from, Attacks.knight(from) & empty & checking, 0);
        }
        long queens = pos.pieces(us, PieceType.QUEEN);
        long bishops = pos.pieces(us, PieceType.BISHOP);
        long rooks = pos.pieces(us, PieceType.ROOK);
        for (long p = bishops | rooks | queens; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long bit = 1L << from;
            long reach = ((bishops | queens) & bit) != 0 ? Attacks.bishop(from, occupied) : 0;
            if (((rooks | queens) & bit) != 0) {
                reach |= Attacks.rook(from, occupied);
            }
            long checking = (discoverers & bit) != 0 ? empty
                    : ((bishops & bit) != 0 ? bishopChecks : (rooks & bit) != 0 ? rookChecks : bishopChecks | rookChecks);
            long t = reach & empty & checking;
            if ((pinned & bit) != 0) {
                t &= Bitboards.line(king, from);
            }
            n = emit(moves, n, from, t, 0);
        }
        boolean white = us == Color.WHITE;
        int up = white ? 8 : -8;
        long lastRank = white ? Bitboards.RANK_8 : Bitboards.RANK_1;
        long doubleRank = white ? Bitboards.RANK_3 : Bitboards.RANK_6;
        long pawnChecks = Attacks.pawn(them, enemyKing);
        for (long p = pos.pieces(us, PieceType.PAWN); p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            int to = from + up;
            if ((empty >>> to & 1) == 0 || (lastRank >>> to & 1) != 0) {
                continue;
            }
            long allowed = (pinned >>> from & 1) != 0 ? Bitboards.line(king, from) : -1L;
            long checking = (discoverers >>> from & 1) != 0 ? -1L : pawnChecks;
            if (((allowed & checking) >>> to & 1) != 0) {
                moves[n++] = MoveCode.of(from, to, QUIET);
            }
            int twice = to + up;
            if ((doubleRank >>> to & 1) != 0 && (empty >>> twice & 1) != 0 && ((allowed & checking) >>> twice & 1) != 0) {
                moves[n++] = MoveCode.of(from, twice, DOUBLE_PUSH);
            }
        }
        return n - start;
    }

    /** The squares a non-king move must reach to answer the check(s); all squares if none. */
    private static long checkMask(int king, long checkers) {
        return checkers == 0 ? ALL : Bitboards.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
    }

    private static int generate(Position pos, int[] moves, int start, int kind) {
        int us = pos.sideToMove();
        int them = us ^ 1;
        long own = pos.pieces(us);
        long enemy = pos.pieces(them);
        long occupied = pos.occupied();
        int king = pos.kingSquare(us);
        long checkers = pos.checkers();
        long filter = kind == NOISY_MOVES ? enemy : kind == QUIET_MOVES ? ~occupied : ~own;
        int n = start;

        long occupiedWithoutKing = occupied ^ (1L << king);
        for (long t = Attacks.king(king) & filter; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            if (!pos.isAttacked(to, them, occupiedWithoutKing)) {
                moves[n++] = MoveCode.of(king, to, (enemy >>> to & 1) != 0 ? CAPTURE : QUIET);
            }
        }
        if (checkers != 0 && (checkers & (checkers - 1)) != 0) {
            return n - start; // double check: only the king moves
        }
        long mask = checkMask(king, checkers);
        long pinned = pinnedPieces(pos, us);
        long targets = filter & mask;

        for (long p = pos.pieces(us, PieceType.KNIGHT) & ~pinned; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            n = emit(moves, n, from, Attacks.knight(from) & targets, enemy);
        }
        long queens = pos.pieces(us, PieceType.QUEEN);
        for (long p = pos.pieces(us, PieceType.BISHOP) | queens; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long t = Attacks.bishop(from, occupied) & targets;
            if ((pinned >>> from & 1) != 0) {
                t &= Bitboards.line(king, from);
            }
            n = emit(moves, n, from, t, enemy);
        }
        for (long p = pos.pieces(us, PieceType.ROOK) | queens; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long t = Attacks.rook(from, occupied) & targets;
            if ((pinned >>> from & 1) != 0) {
                t &= Bitboards.line(king, from);
            }
            n = emit(moves, n, from, t, enemy);
        }
        n = pawnMoves(pos, moves, n, us, pinned, mask, king, kind);
        if (checkers == 0 && kind != NOISY_MOVES) {
            n = castling(pos, moves, n, us, occupied);
        }
        return n - start;
    }

    private static int emit(int[] moves, int n, int from, long targets, long enemy) {
        for (; targets != 0; targets &= targets - 1) {
            int to = Long.numberOfTrailingZeros(targets);
            moves[n++] = from | to << 6 | ((enemy >>> to & 1) != 0 ? CAPTURE << 12 : 0);
        }
        return n;
    }

    private static int pawnMoves(Position pos, int[] moves, int n, int us, long pinned, long mask,
            int king, int kind) {
        boolean noisyOnly = kind == NOISY_MOVES;
        boolean quietOnly = kind == QUIET_MOVES;
        int them = us ^ 1;
        long enemy = pos.pieces(them);
        long empty = ~pos.occupied();
        long pawns = pos.pieces(us, PieceType.PAWN);
        long free = pawns & ~pinned;
        boolean white = us == Color.WHITE;
        int up = white ? 8 : -8;
        long lastRank = white ? Bitboards.RANK_8 : Bitboards.RANK_1;
        long doubleRank = white ? Bitboards.RANK_3 : Bitboards.RANK_6;

        long single = (white ? free << 8 : free >>> 8) & empty;
        long doubles = (white ? (single & doubleRank) << 8 : (single & doubleRank) >>> 8) & empty & mask;
        single &= mask;
        // Captures towards the a-file side and towards the h-file side.
        long west = (white ? (free & ~Bitboards.FILE_A) << 7 : (free & ~Bitboards.FILE_A) >>> 9) & enemy & mask;
        long east = (white ? (free & ~Bitboards.FILE_H) << 9 : (free & ~Bitboards.FILE_H) >>> 7) & enemy & mask;
        int westStep = white ? 7 : -9;
        int eastStep = white ? 9 : -7;

        if (!quietOnly) {
            n = promotions(moves, n, single & lastRank, up, false);
            n = promotions(moves, n, west & lastRank, westStep, true);
            n = promotions(moves, n, east & lastRank, eastStep, true);
            for (long t = west & ~lastRank; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                moves[n++] = MoveCode.of(to - westStep, to, CAPTURE);
            }
            for (long t = east & ~lastRank; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                moves[n++] = MoveCode.of(to - eastStep, to, CAPTURE);
            }
        }
        if (!noisyOnly) {
            for (long t = single & ~lastRank; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                moves[n++] = MoveCode.of(to - up, to, QUIET);
            }
            for (long t = doubles; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                moves[n++] = MoveCode.of(to - 2 * up, to, DOUBLE_PUSH);
            }
        }
        // Pinned pawns, one by one, along their pin line.
        for (long p = pawns & pinned; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long allowed = Bitboards.line(king, from) & mask;
            for (long t = quietOnly ? 0 : Attacks.pawn(us, from) & enemy & allowed; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                n = pawnMove(moves, n, from, to, true, lastRank);
            }
            int to = from + up;
            if ((empty >>> to & 1) != 0) {
                boolean promotes = (lastRank >>> to & 1) != 0;
                if ((allowed >>> to & 1) != 0 && (noisyOnly ? promotes : !quietOnly || !promotes)) {
                    n = pawnMove(moves, n, from, to, false, lastRank);
                }
                int twice = to + up;
                if (!noisyOnly && (doubleRank >>> to & 1) != 0 && (empty >>> twice & 1) != 0
                        && (allowed >>> twice & 1) != 0) {
                    moves[n++] = MoveCode.of(from, twice, DOUBLE_PUSH);
                }
            }
        }
        int ep = pos.enPassantSquare();
        if (ep != Square.NONE && !quietOnly) {
            for (long c = Attacks.pawn(them, ep) & pawns; c != 0; c &= c - 1) {
                int from = Long.numberOfTrailingZeros(c);
                if (enPassantLegal(pos, from, ep)) {
                    moves[n++] = MoveCode.of(from, ep, EN_PASSANT);
                }
            }
        }
        return n;
    }

    private static int pawnMove(int[] moves, int n, int from, int to, boolean capture, long lastRank) {
        if ((lastRank >>> to & 1) != 0) {
            for (int type = PieceType.QUEEN; type >= PieceType.KNIGHT; type--) {
                moves[n++] = MoveCode.promotion(from, to, type, capture);
            }
        } else {
            moves[n++] = MoveCode.of(from, to, capture ? CAPTURE : QUIET);
        }
        return n;
    }

    private static int promotions(int[] moves, int n, long targets, int step, boolean capture) {
        int flag = capture ? PROMOTION | CAPTURE : PROMOTION;
        for (; targets != 0; targets &= targets - 1) {
            int to = Long.numberOfTrailingZeros(targets);
            int base = (to - step) | to << 6 | flag << 12;
            moves[n++] = base | 3 << 12; // queen first: the likeliest best
            moves[n++] = base | 2 << 12;
            moves[n++] = base | 1 << 12;
            moves[n++] = base;
        }
        return n;
    }

    /**
     * Whether capturing en passant from {@code from} onto {@code ep} leaves the own king safe:
     * the capture is simulated on the occupancy, so pins along the rank (both pawns vanish) and
     * diagonals are seen, and a check by a piece other than the captured pawn is not ignored.
     */
    static boolean enPassantLegal(Position pos, int from, int ep) {
        int us = pos.sideToMove();
        int them = us ^ 1;
        int king = pos.kingSquare(us);
        int victim = ep ^ 8;
        long queens = pos.pieces(them, PieceType.QUEEN);
        long rookLike = pos.pieces(them, PieceType.ROOK) | queens;
        long bishopLike = pos.pieces(them, PieceType.BISHOP) | queens;
        long otherCheckers = pos.checkers() & ~(1L << victim) & ~rookLike & ~bishopLike;
        if (otherCheckers != 0) {
            return false;
        }
        long after = (pos.occupied() ^ (1L << from) ^ (1L << victim)) | 1L << ep;
        return (Attacks.rook(king, after) & rookLike) == 0 && (Attacks.bishop(king, after) & bishopLike) == 0;
    }

    private static int castling(Position pos, int[] moves, int n, int us, long occupied) {
        int legal = legalCastlings(pos, us, occupied);
        int base = us == Color.WHITE ? 0 : 56;
        if ((legal & KING_SIDE) != 0) {
            moves[n++] = MoveCode.of(base + 4, base + 6, KING_CASTLE);
        }
        if ((legal & QUEEN_SIDE) != 0) {
            moves[n++] = MoveCode.of(base + 4, base + 2, QUEEN_CASTLE);
        }
        return n;
    }

    /**
     * Which castlings are legal for {@code us}, not in check: {@link #KING_SIDE} and/or
     * {@link #QUEEN_SIDE}. The rights guarantee king and rook are at home.
     */
    private static int legalCastlings(Position pos, int us, long occupied) {
        int rights = pos.castlingRights();
        int them = us ^ 1;
        int base = us == Color.WHITE ? 0 : 56;
        int kingSide = us == Color.WHITE ? CastlingRights.WHITE_KING_SIDE : CastlingRights.BLACK_KING_SIDE;
        int queenSide = us == Color.WHITE ? CastlingRights.WHITE_QUEEN_SIDE : CastlingRights.BLACK_QUEEN_SIDE;
        int legal = 0;
        if ((rights & kingSide) != 0 && canCastle(pos, occupied, them, 0x60L << base, base + 5, base + 6)) {
            legal |= KING_SIDE;
        }
        if ((rights & queenSide) != 0 && canCastle(pos, occupied, them, 0x0EL << base, base + 3, base + 2)) {
            legal |= QUEEN_SIDE;
        }
        return legal;
    }

    /**
     * Castling needs the squares between king and rook empty and the two squares the king
     * crosses and lands on unattacked (the king's own square is unattacked: not in check).
     */
    private static boolean canCastle(Position pos, long occupied, int them, long mustBeEmpty, int pass, int land) {
        return (occupied & mustBeEmpty) == 0
                && !pos.isAttacked(pass, them, occupied)
                && !pos.isAttacked(land, them, occupied);
    }

    /** The number of legal moves, counted without writing them out. */
    public static int countLegal(Position pos) {
        int us = pos.sideToMove();
        int them = us ^ 1;
        long own = pos.pieces(us);
        long enemy = pos.pieces(them);
        long occupied = pos.occupied();
        int king = pos.kingSquare(us);
        long checkers = pos.checkers();
        int count = 0;

        long occupiedWithoutKing = occupied ^ (1L << king);
        for (long t = Attacks.king(king) & ~own; t != 0; t &= t - 1) {
            if (!pos.isAttacked(Long.numberOfTrailingZeros(t), them, occupiedWithoutKing)) {
                count++;
            }
        }
        if (checkers != 0 && (checkers & (checkers - 1)) != 0) {
            return count;
        }
        long mask = checkMask(king, checkers);
        long pinned = pinnedPieces(pos, us);
        long targets = ~own & mask;

        for (long p = pos.pieces(us, PieceType.KNIGHT) & ~pinned; p != 0; p &= p - 1) {
            count += Long.bitCount(Attacks.knight(Long.numberOfTrailingZeros(p)) & targets);
        }
        long queens = pos.pieces(us, PieceType.QUEEN);
        for (long p = pos.pieces(us, PieceType.BISHOP) | queens; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long t = Attacks.bishop(from, occupied) & targets;
            if ((pinned >>> from & 1) != 0) {
                t &= Bitboards.line(king, from);
            }
            count += Long.bitCount(t);
        }
        for (long p = pos.pieces(us, PieceType.ROOK) | queens; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long t = Attacks.rook(from, occupied) & targets;
            if ((pinned >>> from & 1) != 0) {
                t &= Bitboards.line(king, from);
            }
            count += Long.bitCount(t);
        }
        count += countPawnMoves(pos, us, pinned, mask, king);
        if (checkers == 0) {
            count += Integer.bitCount(legalCastlings(pos, us, occupied));
        }
        return count;
    }

    private static int countPawnMoves(Position pos, int us, long pinned, long mask, int king) {
        int them = us ^ 1;
        long enemy = pos.pieces(them);
        long empty = ~pos.occupied();
        long pawns = pos.pieces(us, PieceType.PAWN);
        long free = pawns & ~pinned;
        boolean white = us == Color.WHITE;
        long lastRank = white ? Bitboards.RANK_8 : Bitboards.RANK_1;
        long doubleRank = white ? Bitboards.RANK_3 : Bitboards.RANK_6;

        long single = (white ? free << 8 : free >>> 8) & empty;
        long doubles = (white ? (single & doubleRank) << 8 : (single & doubleRank) >>> 8) & empty & mask;
        single &= mask;
        long west = (white ? (free & ~Bitboards.FILE_A) << 7 : (free & ~Bitboards.FILE_A) >>> 9) & enemy & mask;
        long east = (white ? (free & ~Bitboards.FILE_H) << 9 : (free & ~Bitboards.FILE_H) >>> 7) & enemy & mask;
        // A move onto the last rank counts four times: one per promotion piece.
        int count = Long.bitCount(doubles)
                + Long.bitCount(single) + Long.bitCount(west) + Long.bitCount(east)
                + 3 * (Long.bitCount(single & lastRank) + Long.bitCount(west & lastRank)
                        + Long.bitCount(east & lastRank));
        int up = white ? 8 : -8;
        for (long p = pawns & pinned; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long allowed = Bitboards.line(king, from) & mask;
            long reach = Attacks.pawn(us, from) & enemy & allowed;
            int to = from + up;
            if ((empty >>> to & 1) != 0) {
                reach |= (1L << to) & allowed;
                int twice = to + up;
                if ((doubleRank >>> to & 1) != 0 && (empty >>> twice & 1) != 0) {
                    reach |= (1L << twice) & allowed;
                }
            }
            count += Long.bitCount(reach) + 3 * Long.bitCount(reach & lastRank);
        }
        int ep = pos.enPassantSquare();
        if (ep != Square.NONE) {
            for (long c = Attacks.pawn(them, ep) & pawns; c != 0; c &= c - 1) {
                if (enPassantLegal(pos, Long.numberOfTrailingZeros(c), ep)) {
                    count++;
                }
            }
        }
        return count;
    }

    /**
     * Whether {@code move}, any int, is a legal move in {@code pos}: well formed, with the flag
     * the position calls for (capture, double push, en passant, castling, promotion), and
     * leaving the own king safe. Fast enough to validate transposition-table and killer moves.
     */
    public static boolean isLegal(Position pos, int move) {
        if (!MoveCode.isWellFormed(move)) {
            return false;
        }
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int flag = MoveCode.flag(move);
        int us = pos.sideToMove();
        int piece = pos.pieceAt(from);
        if (piece == Piece.NONE || Piece.color(piece) != us) {
            return false;
        }
        int type = Piece.type(piece);
        int target = pos.pieceAt(to);
        if (target != Piece.NONE && (Piece.color(target) == us || Piece.type(target) == PieceType.KING)) {
            return false;
        }
        if (flag == EN_PASSANT) {
            return type == PieceType.PAWN && to == pos.enPassantSquare()
                    && (Attacks.pawn(us, from) >>> to & 1) != 0 && enPassantLegal(pos, from, to);
        }
        if (flag == KING_CASTLE || flag == QUEEN_CASTLE) {
            return isLegalCastling(pos, move);
        }
        boolean capture = (flag & CAPTURE) != 0;
        if (capture != (target != Piece.NONE)) {
            return false;
        }
        if (type == PieceType.PAWN) {
            if (!isPawnShapeRight(pos, us, from, to, flag, capture)) {
                return false;
            }
        } else if (flag != QUIET && flag != CAPTURE
                || !reaches(type, from, to, pos.occupied())) {
            return false;
        }
        return leavesKingSafe(pos, us, from, to, type);
    }

    private static boolean isPawnShapeRight(Position pos, int us, int from, int to, int flag, boolean capture) {
        boolean promotes = Square.rank(to) == (us == Color.WHITE ? 7 : 0);
        if (promotes != ((flag & PROMOTION) != 0)) {
            return false;
        }
        int up = us == Color.WHITE ? 8 : -8;
        if (capture) {
            return (Attacks.pawn(us, from) >>> to & 1) != 0;
        }
        if (flag == DOUBLE_PUSH) {
            int startRank = us == Color.WHITE ? 1 : 6;
            return Square.rank(from) == startRank && to == from + 2 * up
                    && pos.pieceAt(from + up) == Piece.NONE && pos.pieceAt(to) == Piece.NONE;
        }
        return to == from + up && (flag == QUIET || (flag & PROMOTION) != 0);
    }

    /**
     * Whether a piece of {@code type} (not a pawn) on {@code from} attacks {@code to}: a slider
     * when {@code to} is on one of its lines with nothing in between, which needs no attack-table
     * lookup.
     */
    private static boolean reaches(int type, int from, int to, long occupied) {
        long rays = switch (type) {
            case PieceType.KNIGHT -> Attacks.knight(from);
            case PieceType.BISHOP -> Attacks.bishopRays(from);
            case PieceType.ROOK -> Attacks.rookRays(from);
            case PieceType.QUEEN -> Attacks.rookRays(from) | Attacks.bishopRays(from);
            default -> Attacks.king(from);
        };
        return (rays >>> to & 1) != 0 && (Bitboards.between(from, to) & occupied) == 0;
    }

    private static boolean leavesKingSafe(Position pos, int us, int from, int to, int type) {
        int them = us ^ 1;
        if (type == PieceType.KING) {
            return !pos.isAttacked(to, them, pos.occupied() ^ (1L << from));
        }
        int king = pos.kingSquare(us);
        long checkers = pos.checkers();
        if (checkers != 0) {
            if ((checkers & (checkers - 1)) != 0 || (checkMask(king, checkers) >>> to & 1) == 0) {
                return false;
            }
        }
        // What is left is a discovered attack through the origin, possible only when an enemy
        // slider stands on the line through king and origin: look from the king with the piece
        // moved (a captured piece no longer attacks).
        long enemy = pos.pieces(them) & ~(1L << to);
        long queens = pos.piecesOfType(PieceType.QUEEN);
        long rookLike = enemy & (pos.piecesOfType(PieceType.ROOK) | queens);
        long bishopLike = enemy & (pos.piecesOfType(PieceType.BISHOP) | queens);
        if ((Bitboards.line(king, from) & (rookLike | bishopLike)) == 0) {
            return true;
        }
        long occupied = (pos.occupied() ^ (1L << from)) | 1L << to;
        return (Attacks.rook(king, occupied) & rookLike) == 0 && (Attacks.bishop(king, occupied) & bishopLike) == 0;
    }

    private static boolean isLegalCastling(Position pos, int move) {
        int us = pos.sideToMove();
        if (pos.inCheck()) {
            return false;
        }
        int base = us == Color.WHITE ? 0 : 56;
        boolean kingSide = MoveCode.flag(move) == KING_CASTLE;
        if (move != MoveCode.of(base + 4, base + (kingSide ? 6 : 2), MoveCode.flag(move))) {
            return false;
        }
        return (legalCastlings(pos, us, pos.occupied()) & (kingSide ? KING_SIDE : QUEEN_SIDE)) != 0;
    }
}
