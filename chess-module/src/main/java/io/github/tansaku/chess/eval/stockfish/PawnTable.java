package io.github.tansaku.chess.eval.stockfish;

import static io.github.tansaku.chess.eval.stockfish.Geometry.relativeRank;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.chess.board.CastlingRights;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;

/**
 * The pawn-structure cache (reference sections 7 and 8): a fixed number of preallocated slots,
 * indexed by a hash of both sides' pawn bitboards and keyed by the bitboards themselves, so a hit
 * is always exact. The king-shelter part of a slot is cached too, by king square and castling
 * rights. A cache only: results never depend on what it holds.
 *
 * <p>The slots are kept as parallel primitive arrays (about 150 bytes a slot, no object per
 * slot); {@link #probe} returns a slot number that the accessors take, with a colour where the
 * field has one per side.
 */
final class PawnTable {

    private final int mask;
    /** Takes the top bits of a multiplicative hash, the best mixed ones. */
    private final int shift;
    private final long[] whitePawns;
    private final long[] blackPawns;
    // Per slot and colour, at index 2 * slot + colour.
    private final int[] score;
    private final long[] passed;
    private final long[] pawnAttacks;
    private final long[] pawnAttacksSpan;
    /** Bit {@code f} set: file {@code f} has no pawn of that colour. */
    private final int[] semiOpenFiles;
    /** Pawns on light squares, then on dark squares: index 4 * slot + 2 * colour + (dark ? 1 : 0). */
    private final int[] pawnsOnSquares;
    private final int[] weakUnopposed;
    private final int[] kingSquare;
    private final int[] castling;
    private final int[] kingSafety;
    // Per slot.
    private final int[] asymmetry;
    private final int[] openFiles;

    /** A table of {@code size} slots, a power of two. */
    PawnTable(int size) {
        if (Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("pawn table size must be a power of two: " + size);
        }
        mask = size - 1;
        shift = Math.min(63, 64 - Integer.numberOfTrailingZeros(size));
        whitePawns = new long[size];
        blackPawns = new long[size];
        // No position has all 64 squares as White's pawns, so this marks every slot empty.
        java.util.Arrays.fill(whitePawns, -1L);
        score = new int[2 * size];
        passed = new long[2 * size];
        pawnAttacks = new long[2 * size];
        pawnAttacksSpan = new long[2 * size];
        semiOpenFiles = new int[2 * size];
        pawnsOnSquares = new int[4 * size];
        weakUnopposed = new int[2 * size];
        kingSquare = new int[2 * size];
        castling = new int[2 * size];
        kingSafety = new int[2 * size];
        asymmetry = new int[size];
        openFiles = new int[size];
    }

    /** The slot holding the position's pawn structure, computed if it is not cached. */
    int probe(Position pos) {
        long white = pos.pieces(Color.WHITE, PieceType.PAWN);
        long black = pos.pieces(Color.BLACK, PieceType.PAWN);
        long h = (white * 0x9E3779B97F4A7C15L) ^ (black * 0xC2B2AE3D27D4EB4FL);
        int slot = (int) (h >>> shift) & mask;
        if (whitePawns[slot] != white || blackPawns[slot] != black) {
            whitePawns[slot] = white;
            blackPawns[slot] = black;
            // The slot's shelter entries belong to the structure being replaced: a king on the same
            // square with the same rights would otherwise read the old structure's shelter and storm.
            kingSquare[2 * slot] = -1;
            kingSquare[2 * slot + 1] = -1;
            evaluate(slot, Color.WHITE, white, black);
            evaluate(slot, Color.BLACK, black, white);
            asymmetry[slot] = Long.bitCount(passed[2 * slot] | passed[2 * slot + 1])
                    + Integer.bitCount(semiOpenFiles[2 * slot] ^ semiOpenFiles[2 * slot + 1]);
            openFiles[slot] = Integer.bitCount(semiOpenFiles[2 * slot] & semiOpenFiles[2 * slot + 1]);
        }
        return slot;
    }

    int score(int slot, int color) {
        return score[2 * slot + color];
    }

    long passed(int slot, int color) {
        return passed[2 * slot + color];
    }

    long pawnAttacks(int slot, int color) {
        return pawnAttacks[2 * slot + color];
    }

    long pawnAttacksSpan(int slot, int color) {
        return pawnAttacksSpan[2 * slot + color];
    }

    int weakUnopposed(int slot, int color) {
        return weakUnopposed[2 * slot + color];
    }

    int asymmetry(int slot) {
        return asymmetry[slot];
    }

    int openFiles(int slot) {
        return openFiles[slot];
    }

    boolean semiOpen(int slot, int color, int file) {
        return (semiOpenFiles[2 * slot + color] & (1 << file)) != 0;
    }

    /** {@code color}'s pawns on squares of the colour of {@code square}. */
    int pawnsOnSameColor(int slot, int color, int square) {
        return pawnsOnSquares[4 * slot + 2 * color + (int) (Geometry.DARK_SQUARES >>> square & 1)];
    }

    /** The king shelter score of {@code us} with its king on {@code ksq} (section 8), cached by king square and rights. */
    int kingSafety(int slot, Position pos, int us, int ksq) {
        int rights = pos.castlingRights() & (us == Color.WHITE
                ? CastlingRights.WHITE_KING_SIDE | CastlingRights.WHITE_QUEEN_SIDE
                : CastlingRights.BLACK_KING_SIDE | CastlingRights.BLACK_QUEEN_SIDE);
        int i = 2 * slot + us;
        if (kingSquare[i] != ksq || castling[i] != rights) {
            kingSquare[i] = ksq;
            castling[i] = rights;
            kingSafety[i] = computeKingSafety(slot, us, ksq, rights);
        }
        return kingSafety[i];
    }

    private int computeKingSafety(int slot, int us, int ksq, int rights) {
        long ours = us == Color.WHITE ? whitePawns[slot] : blackPawns[slot];
        int minDistance = 0;
        if (ours != 0) {
            do {
                minDistance++;
            } while ((Geometry.ring(ksq, minDistance) & ours) == 0);
        }
        int best = shelter(slot, us, ksq);
        int kingSide = us == Color.WHITE ? CastlingRights.WHITE_KING_SIDE : CastlingRights.BLACK_KING_SIDE;
        int queenSide = us == Color.WHITE ? CastlingRights.WHITE_QUEEN_SIDE : CastlingRights.BLACK_QUEEN_SIDE;
        if ((rights & kingSide) != 0) {
            best = Math.max(best, shelter(slot, us, Geometry.relativeSquare(us, 6)));
        }
        if ((rights & queenSide) != 0) {
            best = Math.max(best, shelter(slot, us, Geometry.relativeSquare(us, 2)));
        }
        return PackedScore.of(best, -16 * minDistance);
    }

    /** Shelter and storm of the pawns in front of a king of {@code us} on {@code ksq}. */
    private int shelter(int slot, int us, int ksq) {
        int them = us ^ 1;
        long white = whitePawns[slot];
        long black = blackPawns[slot];
        long kept = (white | black) & ~Geometry.forwardRanks(them, ksq);
        long ours = kept & (us == Color.WHITE ? white : black);
        long theirs = kept & (us == Color.WHITE ? black : white);
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

    /** Scores {@code us}'s pawns and fills {@code us}'s fields of the slot (section 7). */
    private void evaluate(int slot, int us, long ourPawns, long theirPawns) {
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
        int i = 2 * slot + us;
        this.score[i] = score;
        this.passed[i] = passed;
        pawnAttacks[i] = Attacks.pawnsAttacks(us, ourPawns);
        pawnAttacksSpan[i] = span;
        semiOpenFiles[i] = semiOpen;
        this.weakUnopposed[i] = weakUnopposed;
        int dark = Long.bitCount(ourPawns & Geometry.DARK_SQUARES);
        pawnsOnSquares[4 * slot + 2 * us + 1] = dark;
        pawnsOnSquares[4 * slot + 2 * us] = Long.bitCount(ourPawns) - dark;
    }
}
