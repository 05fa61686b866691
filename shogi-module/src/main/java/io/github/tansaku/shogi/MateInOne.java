package io.github.tansaku.shogi;

/**
 * A fast, one-sided test for a mate in one move (一手詰め) by the side to move.
 *
 * <p>It looks only at the checks that mate most often: drops and board moves onto a square next
 * to the enemy king (contact checks) and onto the two knight-check squares. Distant checks by a
 * slider and discovered checks are not tried, so a {@code false} answer proves nothing; a
 * {@code true} answer is exact, because every candidate that survives two cheap refutations
 * (the king takes the undefended checker; the king steps to a square the attacker does not
 * reach) is confirmed by generating the defender's legal moves. Pawn drops are never tried: a
 * pawn drop that mates is illegal (打ち歩詰め).
 *
 * <p>Stateless and allocation-free: it makes and unmakes moves on the given position and uses
 * its scratch state, and leaves the position as it found it.
 */
public final class MateInOne {

    /** Kinds tried as drops: every hand kind but the pawn. */
    private static final int[] DROP_KINDS = {Piece.GOLD, Piece.SILVER, Piece.ROOK, Piece.BISHOP, Piece.LANCE,
        Piece.KNIGHT};

    private MateInOne() {
    }

    /**
     * A mating move of the side to move among the checks this test tries, or {@code 0} (none
     * found). The side to move must not be in check (then it returns {@code 0}).
     */
    public static int find(Position pos) {
        if (pos.inCheck()) {
            return 0;
        }
        int us = pos.sideToMove();
        int them = us ^ 1;
        int ksq = pos.kingSquare(them);
        long nearLo = Attacks.attacksLo(Piece.of(them, Piece.KING), ksq, 0, 0);
        long nearHi = Attacks.attacksHi(Piece.of(them, Piece.KING), ksq, 0, 0);
        // With the king gone from ksq (a checking slider also covers the square behind it).
        long occLo = pos.occupiedLo() & ~Bitboards.bitLo(ksq);
        long occHi = pos.occupiedHi() & ~Bitboards.bitHi(ksq);
        long freeLo = freeSquaresLo(pos, us, them, nearLo, occLo, occHi);
        long freeHi = freeSquaresHi(pos, us, them, nearHi, occLo, occHi);
        int move = tryDrops(pos, us, them, ksq, nearLo, nearHi, freeLo, freeHi);
        if (move != 0) {
            return move;
        }
        long targetsLo = nearLo & ~pos.occupiedLo(us);
        long targetsHi = nearHi & ~pos.occupiedHi(us);
        for (int to = Bitboards.first(targetsLo, targetsHi);
                to != Square.NONE; to = Bitboards.next(targetsLo, targetsHi, to)) {
            move = tryContactMovesTo(pos, us, ksq, to, freeLo, freeHi);
            if (move != 0) {
                return move;
            }
        }
        return tryKnightMoves(pos, us, them, ksq);
    }

    /** Whether the side to move has a mate in one that {@link #find} sees. */
    public static boolean exists(Position pos) {
        return find(pos) != 0;
    }

    /**
     * A mating drop (not a pawn) next to the king on {@code ksq}, or a knight drop; the king's
     * free squares ({@code freeLo}, {@code freeHi}) must all be covered by the dropped piece.
     */
    private static int tryDrops(Position pos, int us, int them, int ksq, long nearLo, long nearHi, long freeLo,
            long freeHi) {
        if (pos.handIsEmpty(us)) {
            return 0;
        }
        long emptyLo = ~pos.occupiedLo() & Bitboards.ALL_LO;
        long emptyHi = ~pos.occupiedHi() & Bitboards.ALL_HI;
        long occLo = pos.occupiedLo() & ~Bitboards.bitLo(ksq);
        long occHi = pos.occupiedHi() & ~Bitboards.bitHi(ksq);
        for (int kind : DROP_KINDS) {
            if (pos.handCount(us, kind) == 0) {
                continue;
            }
            // Our piece of this kind checks from where the same piece of theirs on ksq would
            // attack (the tables of the other side are the mirror image). Sliders only in contact.
            long fromLo = Attacks.attacksLo(Piece.of(them, kind), ksq, 0, 0) & emptyLo;
            long fromHi = Attacks.attacksHi(Piece.of(them, kind), ksq, 0, 0) & emptyHi;
            if (kind == Piece.ROOK || kind == Piece.BISHOP || kind == Piece.LANCE) {
                fromLo &= nearLo;
                fromHi &= nearHi;
            }
            int piece = Piece.of(us, kind);
            for (int to = Bitboards.first(fromLo, fromHi); to != Square.NONE; to = Bitboards.next(fromLo, fromHi, to)) {
                // A drop only adds the dropped piece's attacks (and blocks lines): a square the
                // king may go to now and the piece does not reach stays open.
                long afterLo = occLo | Bitboards.bitLo(to);
                long afterHi = occHi | Bitboards.bitHi(to);
                long openLo = freeLo & ~Attacks.attacksLo(piece, to, afterLo, afterHi) & ~Bitboards.bitLo(to);
                long openHi = freeHi & ~Attacks.attacksHi(piece, to, afterLo, afterHi) & ~Bitboards.bitHi(to);
                if ((openLo | openHi) != 0) {
                    continue;
                }
                boolean contact = Bitboards.contains(nearLo, nearHi, to);
                if (contact && !pos.isAttacked(us, to)) {
                    continue; // the king takes it
                }
                int move = Moves.drop(kind, to);
                if (mates(pos, move, us, ksq, to)) {
                    return move;
                }
            }
        }
        return 0;
    }

    /**
     * The squares next to the king on {@code ksq} ({@code nearLo}) that hold no piece of its
     * side and that none of ours attacks with occupancy ({@code occLo}, {@code occHi}), lo word.
     */
    private static long freeSquaresLo(Position pos, int us, int them, long nearLo, long occLo, long occHi) {
        long candidates = nearLo & ~pos.occupiedLo(them);
        long free = 0;
        while (candidates != 0) {
            int sq = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (!pos.isAttacked(us, sq, occLo, occHi)) {
                free |= 1L << sq;
            }
        }
        return free;
    }

    /** The {@code hi} word matching {@link #freeSquaresLo}. */
    private static long freeSquaresHi(Position pos, int us, int them, long nearHi, long occLo, long occHi) {
        long candidates = nearHi & ~pos.occupiedHi(them);
        long free = 0;
        while (candidates != 0) {
            int bit = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (!pos.isAttacked(us, Bitboards.HI_OFFSET + bit, occLo, occHi)) {
                free |= 1L << bit;
            }
        }
        return free;
    }

    /** A mating knight move of ours onto one of the two squares a knight checks the king from. */
    private static int tryKnightMoves(Position pos, int us, int them, int ksq) {
        long squaresLo = Attacks.attacksLo(Piece.of(them, Piece.KNIGHT), ksq, 0, 0) & ~pos.occupiedLo(us);
        long squaresHi = Attacks.attacksHi(Piece.of(them, Piece.KNIGHT), ksq, 0, 0) & ~pos.occupiedHi(us);
        for (int to = Bitboards.first(squaresLo, squaresHi);
                to != Square.NONE; to = Bitboards.next(squaresLo, squaresHi, to)) {
            // Our knights that reach 'to' stand where a knight of theirs on 'to' would go.
            long knightsLo = Attacks.attacksLo(Piece.of(them, Piece.KNIGHT), to, 0, 0) & pos.piecesLo(us, Piece.KNIGHT);
            long knightsHi = Attacks.attacksHi(Piece.of(them, Piece.KNIGHT), to, 0, 0) & pos.piecesHi(us, Piece.KNIGHT);
            while ((knightsLo | knightsHi) != 0) {
                int from = Bitboards.first(knightsLo, knightsHi);
                knightsLo &= ~Bitboards.bitLo(from);
                knightsHi &= ~Bitboards.bitHi(from);
                int move = Moves.board(from, to, false);
                if (mates(pos, move, us, ksq, to)) {
                    return move;
                }
            }
        }
        return 0;
    }

    /**
     * A mating board move of ours (not the king's) onto {@code to}, next to the king on
     * {@code ksq}, that checks it. Only when at least two of our pieces attack {@code to}: else
     * the king takes the checker (a defender hidden behind the mover is not looked for).
     */
    private static int tryContactMovesTo(Position pos, int us, int ksq, int to, long freeLo, long freeHi) {
        long occLo = pos.occupiedLo();
        long occHi = pos.occupiedHi();
        pos.computeAttackers(us, to, occLo, occHi);
        long attLo = pos.attackersLo();
        long attHi = pos.attackersHi();
        if (Long.bitCount(attLo) + Long.bitCount(attHi) < 2) {
            return 0;
        }
        attLo &= ~Bitboards.bitLo(pos.kingSquare(us));
        attHi &= ~Bitboards.bitHi(pos.kingSquare(us));
        for (int from = Bitboards.first(attLo, attHi); from != Square.NONE; from = Bitboards.next(attLo, attHi, from)) {
            int piece = pos.pieceOn(from);
            long afterLo = (occLo & ~Bitboards.bitLo(from)) | Bitboards.bitLo(to);
            long afterHi = (occHi & ~Bitboards.bitHi(from)) | Bitboards.bitHi(to);
            for (int promote = 0; promote < 2; promote++) {
                int standing = piece;
                if (promote == 1) {
                    if (!Piece.canPromote(Piece.kind(piece))) {
                        break;
                    }
                    standing = piece + Piece.PROMOTION;
                }
                long kingGoneLo = afterLo & ~Bitboards.bitLo(ksq);
                long kingGoneHi = afterHi & ~Bitboards.bitHi(ksq);
                long reachLo = Attacks.attacksLo(standing, to, kingGoneLo, kingGoneHi);
                long reachHi = Attacks.attacksHi(standing, to, kingGoneLo, kingGoneHi);
                if (!Bitboards.contains(reachLo, reachHi, ksq)
                        || staysOpen(freeLo & ~reachLo & ~Bitboards.bitLo(to), freeHi & ~reachHi & ~Bitboards.bitHi(to),
                                from)) {
                    continue;
                }
                int move = Moves.board(from, to, promote == 1);
                if (mates(pos, move, us, ksq, to)) {
                    return move;
                }
            }
        }
        return 0;
    }

    /**
     * Whether one of the squares ({@code lo}, {@code hi}), free for the king before our move and
     * not reached by the moved piece, stays free: one not in line with {@code from}, because
     * leaving {@code from} can only open our sliders' lines through it.
     */
    private static boolean staysOpen(long lo, long hi, int from) {
        while ((lo | hi) != 0) {
            int sq = Bitboards.first(lo, hi);
            lo &= ~Bitboards.bitLo(sq);
            hi &= ~Bitboards.bitHi(sq);
            int df = Square.file(sq) - Square.file(from);
            int dr = Square.rank(sq) - Square.rank(from);
            if (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code move} (a check landing on {@code to}) is legal and mates. The cheap
     * refutations first: the king takes a checker in contact that nothing of ours defends, or
     * steps to a square next to it that we do not attack; then the full test.
     */
    private static boolean mates(Position pos, int move, int us, int ksq, int to) {
        if (!pos.isLegal(move)) {
            return false;
        }
        pos.makeMove(move);
        boolean mate = !kingEscapes(pos, us, ksq, to) && !pos.hasLegalMoves();
        pos.unmakeMove(move);
        return mate;
    }

    /**
     * After our check, whether the king on {@code ksq} has a square to go to: one next to it,
     * not holding a piece of its own side, that none of ours attacks once the king has left
     * {@code ksq} (a slider checking along a line keeps the square behind the king).
     */
    private static boolean kingEscapes(Position pos, int us, int ksq, int checkerSquare) {
        int them = us ^ 1;
        long occLo = pos.occupiedLo() & ~Bitboards.bitLo(ksq);
        long occHi = pos.occupiedHi() & ~Bitboards.bitHi(ksq);
        long squaresLo = Attacks.attacksLo(Piece.of(them, Piece.KING), ksq, 0, 0) & ~pos.occupiedLo(them);
        long squaresHi = Attacks.attacksHi(Piece.of(them, Piece.KING), ksq, 0, 0) & ~pos.occupiedHi(them);
        // The checker's own square first: the cheapest and most common refutation.
        if (Bitboards.contains(squaresLo, squaresHi, checkerSquare) && !pos.isAttacked(us, checkerSquare, occLo, occHi)) {
            return true;
        }
        for (int sq = Bitboards.first(squaresLo, squaresHi);
                sq != Square.NONE; sq = Bitboards.next(squaresLo, squaresHi, sq)) {
            if (sq != checkerSquare && !pos.isAttacked(us, sq, occLo, occHi)) {
                return true;
            }
        }
        return false;
    }
}
