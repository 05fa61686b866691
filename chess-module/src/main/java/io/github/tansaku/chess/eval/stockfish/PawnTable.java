package io.github.tansaku.chess.eval.stockfish;

import static io.github.tansaku.chess.eval.stockfish.Geometry.relativeRank;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.chess.board.CastlingRights;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;

/**
 * The pawn-structure cache (reference sections 7 and 8): a fixed number of preallocated entries,
 * indexed by a hash of both sides' pawn bitboards and keyed by the bitboards themselves, so a hit
 * is always exact. The king-shelter part of an entry is cached too, by king square and castling
 * rights. A cache only: results never depend on what it holds.
 */
final class PawnTable {

    /** One pawn structure's evaluation. Fields are indexed by colour where it applies. */
    static final class Entry {
        long whitePawns = -1;
        long blackPawns = -1;
        final int[] score = new int[2];
        final long[] passed = new long[2];
        final long[] pawnAttacks = new long[2];
        final long[] pawnAttacksSpan = new long[2];
        /** Bit {@code f} set: file {@code f} has no pawn of that colour. */
        final int[] semiOpenFiles = new int[2];
        /** {@code pawnsOnSquares[colour][0 light, 1 dark]}. */
        final int[][] pawnsOnSquares = new int[2][2];
        final int[] weakUnopposed = new int[2];
        int asymmetry;
        int openFiles;
        final int[] kingSquare = {-1, -1};
        final int[] castling = {-1, -1};
        final int[] kingSafety = new int[2];

        boolean semiOpen(int color, int file) {
            return (semiOpenFiles[color] & (1 << file)) != 0;
        }

        int pawnsOnSameColor(int color, int square) {
            return pawnsOnSquares[color][(Geometry.DARK_SQUARES >>> square & 1) == 1 ? 1 : 0];
        }
    }

    private final Entry[] entries;
    private final int mask;
    /** Takes the top bits of a multiplicative hash, the best mixed ones. */
    private final int shift;

    /** A table of {@code size} entries, a power of two. */
    PawnTable(int size) {
        if (Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("pawn table size must be a power of two: " + size);
        }
        entries = new Entry[size];
        for (int i = 0; i < size; i++) {
            entries[i] = new Entry();
        }
        mask = size - 1;
        shift = Math.min(63, 64 - Integer.numberOfTrailingZeros(size));
    }

    /** The entry for the position's pawns, computed if it is not cached. */
    Entry probe(Position pos) {
        long white = pos.pieces(Color.WHITE, PieceType.PAWN);
        long black = pos.pieces(Color.BLACK, PieceType.PAWN);
        long h = (white * 0x9E3779B97F4A7C15L) ^ (black * 0xC2B2AE3D27D4EB4FL);
        Entry e = entries[(int) (h >>> shift) & mask];
        if (e.whitePawns != white || e.blackPawns != black) {
            e.whitePawns = white;
            e.blackPawns = black;
            e.kingSquare[0] = e.kingSquare[1] = -1;
            e.score[Color.WHITE] = evaluate(Color.WHITE, white, black, e);
            e.score[Color.BLACK] = evaluate(Color.BLACK, black, white, e);
            e.asymmetry = Long.bitCount(e.passed[0] | e.passed[1])
                    + Integer.bitCount(e.semiOpenFiles[0] ^ e.semiOpenFiles[1]);
            e.openFiles = Integer.bitCount(e.semiOpenFiles[0] & e.semiOpenFiles[1]);
        }
        return e;
    }

    /** The king shelter score of {@code us} (section 8), cached by king square and rights. */
    static int kingSafety(Entry e, Position pos, int us, int ksq) {
        int rights = pos.castlingRights() & (us == Color.WHITE
                ? CastlingRights.WHITE_KING_SIDE | CastlingRights.WHITE_QUEEN_SIDE
                : CastlingRights.BLACK_KING_SIDE | CastlingRights.BLACK_QUEEN_SIDE);
        if (e.kingSquare[us] != ksq || e.castling[us] != rights) {
            e.kingSquare[us] = ksq;
            e.castling[us] = rights;
            e.kingSafety[us] = computeKingSafety(e, us, ksq, rights);
        }
        return e.kingSafety[us];
    }

    private static int computeKingSafety(Entry e, int us, int ksq, int rights) {
        long ours = us == Color.WHITE ? e.whitePawns : e.blackPawns;
        int minDistance = 0;
        if (ours != 0) {
            do {
                minDistance++;
            } while ((Geometry.ring(ksq, minDistance) & ours) == 0);
        }
        int best = shelter(e, us, ksq);
        int kingSide = us == Color.WHITE ? CastlingRights.WHITE_KING_SIDE : CastlingRights.BLACK_KING_SIDE;
        int queenSide = us == Color.WHITE ? CastlingRights.WHITE_QUEEN_SIDE : CastlingRights.BLACK_QUEEN_SIDE;
        if ((rights & kingSide) != 0) {
            best = Math.max(best, shelter(e, us, Geometry.relativeSquare(us, 6)));
        }
        if ((rights & queenSide) != 0) {
            best = Math.max(best, shelter(e, us, Geometry.relativeSquare(us, 2)));
        }
        return PackedScore.of(best, -16 * minDistance);
    }

    /** Shelter and storm of the pawns in front of a king of {@code us} on {@code ksq}. */
    static int shelter(Entry e, int us, int ksq) {
        int them = us ^ 1;
        long kept = (e.whitePawns | e.blackPawns) & ~Geometry.forwardRanks(them, ksq);
        long ours = kept & (us == Color.WHITE ? e.whitePawns : e.blackPawns);
        long theirs = kept & (us == Color.WHITE ? e.blackPawns : e.whitePawns);
        int safety = Tables.SHELTER_BASE;
        if ((ksq & 7) == 0 || (ksq & 7) == 7) {
            int up = ksq + Geometry.up(us);
            if (relativeRank(us, ksq) <= 1 && (theirs & (1L << up)) != 0) {
                safety = Tables.SHELTER_CORNER_BONUS;
            }
        }
        int center = Math.max(1, Math.min(6, ksq & 7));
        for (int f = center - 1; f <= center + 1; f++) {
            long file = Geometry.FILE_A << f;
            long b = ours & file;
            int ourRank = b != 0 ? relativeRank(us, Geometry.backmost(us, b)) : 0;
            b = theirs & file;
            int theirRank = b != 0 ? relativeRank(us, Geometry.frontmost(them, b)) : 0;
            int edge = Math.min(f, 7 - f);
            safety += Tables.SHELTER[edge][ourRank];
            if (ourRank != 0 && ourRank == theirRank - 1) {
                safety -= Tables.BLOCKED_STORM[theirRank];
            } else {
                safety -= Tables.UNBLOCKED_STORM[edge][theirRank];
            }
        }
        return safety;
    }

    /** Scores {@code us}'s pawns and fills {@code us}'s fields of the entry (section 7). */
    private static int evaluate(int us, long ourPawns, long theirPawns, Entry e) {
        int them = us ^ 1;
        int up = Geometry.up(us);
        int score = 0;
        long passed = 0;
        long span = 0;
        int semiOpen = 0xFF;
        int weakUnopposed = 0;
        for (long b = ourPawns; b != 0; b &= b - 1) {
            int s = Long.numberOfTrailingZeros(b);
            int f = s & 7;
            int r = relativeRank(us, s);
            semiOpen &= ~(1 << f);
            span |= Geometry.attackSpan(us, s);
            boolean opposed = (theirPawns & Geometry.forwardFile(us, s)) != 0;
            long stoppers = theirPawns & Geometry.passedMask(us, s);
            long lever = theirPawns & Attacks.pawn(us, s);
            long leverPush = theirPawns & Attacks.pawn(us, s + up);
            boolean doubled = (ourPawns & (1L << (s - up))) != 0;
            long neighbours = ourPawns & Geometry.adjacentFiles(f);
            long phalanx = neighbours & Bitboards.rankOf(s);
            long supported = neighbours & Bitboards.rankOf(s - up);
            boolean backward = (ourPawns & Geometry.attackSpan(them, s + up)) == 0
                    && (stoppers & (leverPush | (1L << (s + up)))) != 0;

            if ((stoppers ^ lever ^ leverPush) == 0
                    && Long.bitCount(supported) >= Long.bitCount(lever) - 1
                    && Long.bitCount(phalanx) >= Long.bitCount(leverPush)) {
                passed |= 1L << s;
            } else if (stoppers == 1L << (s + up) && r >= 4) {
                for (long t = Geometry.shiftUp(us, supported) & ~theirPawns; t != 0; t &= t - 1) {
                    int sq = Long.numberOfTrailingZeros(t);
                    if (!Bitboards.moreThanOne(theirPawns & Attacks.pawn(us, sq))) {
                        passed |= 1L << s;
                    }
                }
            }

            if ((supported | phalanx) != 0) {
                score += Tables.CONNECTED[opposed ? 1 : 0][phalanx != 0 ? 1 : 0][Long.bitCount(supported)][r];
            } else if (neighbours == 0) {
                score -= Tables.ISOLATED;
                weakUnopposed += opposed ? 0 : 1;
            } else if (backward) {
                score -= Tables.BACKWARD;
                weakUnopposed += opposed ? 0 : 1;
            }
            if (doubled && supported == 0) {
                score -= Tables.DOUBLED;
            }
        }
        e.passed[us] = passed;
        e.pawnAttacks[us] = Attacks.pawnsAttacks(us, ourPawns);
        e.pawnAttacksSpan[us] = span;
        e.semiOpenFiles[us] = semiOpen;
        e.weakUnopposed[us] = weakUnopposed;
        int dark = Long.bitCount(ourPawns & Geometry.DARK_SQUARES);
        e.pawnsOnSquares[us][1] = dark;
        e.pawnsOnSquares[us][0] = Long.bitCount(ourPawns) - dark;
        return score;
    }
}
