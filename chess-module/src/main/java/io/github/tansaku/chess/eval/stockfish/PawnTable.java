package io.github.tansaku.chess.eval.stockfish;

import static io.github.tansaku.chess.eval.stockfish.Geometry.relativeRank;

import io.github.tansaku.chess.bitboard.Attacks;
import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.chess.board.CastlingRights;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;
import java.util.Arrays;

/**
 * The pawn-structure cache (reference sections 7 and 8): a fixed number of preallocated slots,
 * indexed by a hash of both sides' pawn bitboards and keyed by the bitboards themselves, so a hit
 * is always exact. The king-shelter part of a slot is cached too, by king square and castling
 * rights. A cache only: results never depend on what it holds.
 *
 * <p>A slot is {@value #STRIDE} consecutive longs of one array (the fields at the offsets below,
 * one per colour where the field has colours), so an evaluation reads one or two cache lines of
 * the table rather than one per field. {@link #probe} returns the slot's first index, which the
 * accessors take.
 */
final class PawnTable {

    /** Longs per slot. */
    static final int STRIDE = 16;
    private static final int WHITE_PAWNS = 0;
    private static final int BLACK_PAWNS = 1;
    private static final int PASSED = 2;
    private static final int PAWN_ATTACKS = 4;
    private static final int ATTACK_SPAN = 6;
    private static final int SCORE = 8;
    /**
     * Two shelters of each colour, the last one used first, each a long: the king square and
     * castling rights it was computed for ({@code ksq | rights << 8}) in the high half, the
     * packed score in the low half; -1 if none (no key has all its high bits set). Two, because
     * a king often steps back and forth over the same pawns within one search.
     */
    private static final int SHELTERS = 10;
    private static final long NO_SHELTER = -1;
    /**
     * Small counts in bytes: files without a pawn of the colour (bit {@code f} for file
     * {@code f}), weak unopposed pawns, pawns on light squares, pawns on dark squares.
     */
    private static final int COUNTS = 14;
    private static final int WEAK_UNOPPOSED_SHIFT = 8;
    private static final int LIGHT_SQUARES_SHIFT = 16;
    private static final int DARK_SQUARES_SHIFT = 24;

    private final long[] slots;
    private final int mask;
    /** Takes the top bits of a multiplicative hash, the best mixed ones. */
    private final int shift;

    /** A table of {@code size} slots, a power of two. */
    PawnTable(int size) {
        if (Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("pawn table size must be a power of two: " + size);
        }
        mask = size - 1;
        shift = Math.min(63, 64 - Integer.numberOfTrailingZeros(size));
        slots = new long[STRIDE * size];
        // No position has all 64 squares as White's pawns, so this marks every slot empty.
        for (int i = 0; i < slots.length; i += STRIDE) {
            slots[i + WHITE_PAWNS] = -1L;
        }
    }

    /** The slot holding the position's pawn structure, computed if it is not cached. */
    int probe(Position pos) {
        long white = pos.pieces(Color.WHITE, PieceType.PAWN);
        long black = pos.pieces(Color.BLACK, PieceType.PAWN);
        long h = (white * 0x9E3779B97F4A7C15L) ^ (black * 0xC2B2AE3D27D4EB4FL);
        int slot = ((int) (h >>> shift) & mask) * STRIDE;
        if (slots[slot + WHITE_PAWNS] != white || slots[slot + BLACK_PAWNS] != black) {
            slots[slot + WHITE_PAWNS] = white;
            slots[slot + BLACK_PAWNS] = black;
            // The slot's shelter entries belong to the structure being replaced: a king on the same
            // square with the same rights would otherwise read the old structure's shelter and storm.
            Arrays.fill(slots, slot + SHELTERS, slot + SHELTERS + 4, NO_SHELTER);
            evaluate(slot, Color.WHITE, white, black);
            evaluate(slot, Color.BLACK, black, white);
        }
        return slot;
    }

    int score(int slot, int color) {
        return (int) slots[slot + SCORE + color];
    }

    long passed(int slot, int color) {
        return slots[slot + PASSED + color];
    }

    long pawnAttacks(int slot, int color) {
        return slots[slot + PAWN_ATTACKS + color];
    }

    long pawnAttacksSpan(int slot, int color) {
        return slots[slot + ATTACK_SPAN + color];
    }

    int weakUnopposed(int slot, int color) {
        return count(slot, color, WEAK_UNOPPOSED_SHIFT);
    }

    /** Passed pawns of both sides plus files semi-open for exactly one side. */
    int asymmetry(int slot) {
        return Long.bitCount(passed(slot, Color.WHITE) | passed(slot, Color.BLACK))
                + Integer.bitCount(semiOpenFiles(slot, Color.WHITE) ^ semiOpenFiles(slot, Color.BLACK));
    }

    /** Files without any pawn. */
    int openFiles(int slot) {
        return Integer.bitCount(semiOpenFiles(slot, Color.WHITE) & semiOpenFiles(slot, Color.BLACK));
    }

    boolean semiOpen(int slot, int color, int file) {
        return (semiOpenFiles(slot, color) & (1 << file)) != 0;
    }

    /** {@code color}'s pawns on squares of the colour of {@code square}. */
    int pawnsOnSameColor(int slot, int color, int square) {
        return count(slot, color, (Geometry.DARK_SQUARES >>> square & 1) != 0 ? DARK_SQUARES_SHIFT : LIGHT_SQUARES_SHIFT);
    }

    /** Bit {@code f} set: file {@code f} has no pawn of {@code color}. */
    private int semiOpenFiles(int slot, int color) {
        return count(slot, color, 0);
    }

    private int count(int slot, int color, int shift) {
        return (int) (slots[slot + COUNTS + color] >>> shift) & 0xFF;
    }

    /**
     * The king shelter score of {@code us} with its king on {@code ksq} (section 8), cached by
     * king square and rights: of the slot's two for {@code us}, the one found is made the first,
     * and a new one replaces the second.
     */
    int kingSafety(int slot, Position pos, int us, int ksq) {
        int rights = pos.castlingRights() & (us == Color.WHITE
                ? CastlingRights.WHITE_KING_SIDE | CastlingRights.WHITE_QUEEN_SIDE
                : CastlingRights.BLACK_KING_SIDE | CastlingRights.BLACK_QUEEN_SIDE);
        long kingKey = ksq | rights << 8;
        int at = slot + SHELTERS + 2 * us;
        long first = slots[at];
        if (first >>> 32 == kingKey) {
            return (int) first;
        }
        long second = slots[at + 1];
        slots[at + 1] = first;
        if (second >>> 32 == kingKey) {
            slots[at] = second;
            return (int) second;
        }
        int safety = computeKingSafety(slot, us, ksq, rights);
        slots[at] = kingKey << 32 | (safety & 0xFFFFFFFFL);
        return safety;
    }

    private int computeKingSafety(int slot, int us, int ksq, int rights) {
        long ours = slots[slot + WHITE_PAWNS + us];
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
        long white = slots[slot + WHITE_PAWNS];
        long black = slots[slot + BLACK_PAWNS];
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
        slots[slot + SCORE + us] = score;
        slots[slot + PASSED + us] = passed;
        slots[slot + PAWN_ATTACKS + us] = Attacks.pawnsAttacks(us, ourPawns);
        slots[slot + ATTACK_SPAN + us] = span;
        int dark = Long.bitCount(ourPawns & Geometry.DARK_SQUARES);
        int light = Long.bitCount(ourPawns) - dark;
        slots[slot + COUNTS + us] = semiOpen | weakUnopposed << WEAK_UNOPPOSED_SHIFT
                | light << LIGHT_SQUARES_SHIFT | dark << DARK_SQUARES_SHIFT;
    }
}
