package io.github.tansaku.chess.eval.stockfish;

import static io.github.tansaku.chess.board.PieceType.BISHOP;
import static io.github.tansaku.chess.board.PieceType.KNIGHT;
import static io.github.tansaku.chess.board.PieceType.PAWN;
import static io.github.tansaku.chess.board.PieceType.QUEEN;
import static io.github.tansaku.chess.board.PieceType.ROOK;

import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.Position;

/**
 * The material cache (reference sections 4, 5, 17 and 19): per material signature, the game
 * phase, the imbalance, the default scale factors and which specialised endgame function, if
 * any, applies. Preallocated entries keyed by the exact piece counts.
 */
final class MaterialTable {

    /** One material signature's data. */
    static final class Entry {
        long key = -1;
        int phase;
        int imbalance;
        /** Scale factor by colour when no scaling function decides. */
        final int[] factor = new int[2];
        /** A {@link Endgames} evaluation code, or {@link Endgames#NONE}. */
        int evaluation;
        int evaluationStrongSide;
        /** A {@link Endgames} scaling code by colour (the side it helps), or {@link Endgames#NONE}. */
        final int[] scaling = new int[2];
        /** Non-pawn material by colour. */
        final int[] npm = new int[2];
    }

    private final Entry[] entries;
    private final int mask;
    /** Takes the top bits of a multiplicative hash, the best mixed ones. */
    private final int shift;
    private final int[][] counts = new int[2][6];

    /** A table of {@code size} entries, a power of two. */
    MaterialTable(int size) {
        if (Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("material table size must be a power of two: " + size);
        }
        entries = new Entry[size];
        for (int i = 0; i < size; i++) {
            entries[i] = new Entry();
        }
        mask = size - 1;
        shift = Math.min(63, 64 - Integer.numberOfTrailingZeros(size));
    }

    /** The entry for the position's material, computed if it is not cached. */
    Entry probe(Position pos) {
        long key = pos.materialKey();
        Entry e = entries[(int) ((key * 0x9E3779B97F4A7C15L) >>> shift) & mask];
        if (e.key != key) {
            e.key = key;
            for (int c = 0; c < 2; c++) {
                for (int t = PAWN; t <= QUEEN; t++) {
                    counts[c][t] = pos.pieceCount(Piece.of(c, t));
                }
            }
            compute(e, counts);
        }
        return e;
    }

    /** Fills {@code e} from piece counts {@code n[colour][type]}. */
    static void compute(Entry e, int[][] n) {
        int npmW = nonPawnMaterial(n[Color.WHITE]);
        int npmB = nonPawnMaterial(n[Color.BLACK]);
        e.npm[Color.WHITE] = npmW;
        e.npm[Color.BLACK] = npmB;
        int npm = Math.max(Tables.ENDGAME_LIMIT, Math.min(npmW + npmB, Tables.MIDGAME_LIMIT));
        e.phase = (npm - Tables.ENDGAME_LIMIT) * Tables.PHASE_MIDGAME / (Tables.MIDGAME_LIMIT - Tables.ENDGAME_LIMIT);
        e.imbalance = 0;
        e.factor[0] = e.factor[1] = Tables.SCALE_NORMAL;
        e.evaluation = Endgames.NONE;
        e.scaling[0] = e.scaling[1] = Endgames.NONE;

        for (int strong = 0; strong < 2; strong++) {
            int code = Endgames.evaluationFor(n[strong], n[strong ^ 1], npmOf(e, strong));
            if (code != Endgames.NONE) {
                e.evaluation = code;
                e.evaluationStrongSide = strong;
                return;
            }
        }
        for (int strong = 0; strong < 2; strong++) {
            int code = Endgames.dedicatedScalingFor(n[strong], n[strong ^ 1]);
            if (code != Endgames.NONE) {
                e.scaling[strong] = code;
                return;
            }
        }
        for (int c = 0; c < 2; c++) {
            e.scaling[c] = Endgames.genericScalingFor(n[c], n[c ^ 1], npmOf(e, c), npmOf(e, c ^ 1));
        }
        if (npmW + npmB == 0 && n[0][PAWN] + n[1][PAWN] > 0) {
            if (n[Color.BLACK][PAWN] == 0) {
                e.scaling[Color.WHITE] = Endgames.SCALE_KPSK;
            } else if (n[Color.WHITE][PAWN] == 0) {
                e.scaling[Color.BLACK] = Endgames.SCALE_KPSK;
            } else if (n[Color.WHITE][PAWN] == 1 && n[Color.BLACK][PAWN] == 1) {
                e.scaling[Color.WHITE] = Endgames.SCALE_KPKP;
                e.scaling[Color.BLACK] = Endgames.SCALE_KPKP;
            }
        }
        for (int c = 0; c < 2; c++) {
            int ours = npmOf(e, c);
            int theirs = npmOf(e, c ^ 1);
            if (n[c][PAWN] == 0 && ours - theirs <= Tables.BISHOP_MG) {
                e.factor[c] = ours < Tables.ROOK_MG ? Tables.SCALE_DRAW : theirs <= Tables.BISHOP_MG ? 4 : 14;
            }
        }
        e.imbalance = (imbalance(n[Color.WHITE], n[Color.BLACK]) - imbalance(n[Color.BLACK], n[Color.WHITE])) / 16;
    }

    private static int npmOf(Entry e, int color) {
        return e.npm[color];
    }

    /** Non-pawn material (middlegame values) of one side's counts {@code n[type]}. */
    static int nonPawnMaterial(int[] n) {
        return n[KNIGHT] * Tables.KNIGHT_MG + n[BISHOP] * Tables.BISHOP_MG + n[ROOK] * Tables.ROOK_MG
                + n[QUEEN] * Tables.QUEEN_MG;
    }

    /**
     * One side's imbalance sum before the White minus Black difference and the division by 16
     * (reference section 4), from piece counts indexed by piece type.
     */
    static int imbalance(int[] us, int[] them) {
        int bonus = 0;
        for (int k1 = 0; k1 < 6; k1++) {
            int count = kindCount(us, k1);
            if (count == 0) {
                continue;
            }
            int v = 0;
            for (int k2 = 0; k2 <= k1; k2++) {
                v += Tables.IMBALANCE_OURS[k1][k2] * kindCount(us, k2)
                        + Tables.IMBALANCE_THEIRS[k1][k2] * kindCount(them, k2);
            }
            bonus += count * v;
        }
        return bonus;
    }

    /** Kind 0 is the bishop pair (0 or 1); kinds 1..5 are pawn, knight, bishop, rook, queen. */
    private static int kindCount(int[] n, int kind) {
        return kind == 0 ? (n[BISHOP] > 1 ? 1 : 0) : n[kind - 1];
    }
}
