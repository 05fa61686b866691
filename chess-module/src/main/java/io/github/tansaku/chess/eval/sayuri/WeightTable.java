package io.github.tansaku.chess.eval.sayuri;

import static io.github.tansaku.chess.eval.sayuri.SayuriParams.ATTACK;
import static io.github.tansaku.chess.eval.sayuri.SayuriParams.DEFENSE;

/**
 * The integer tables of one piece count {@code n} (reference section 3.3): every weight
 * evaluated at {@code n}, multiplied by 256 and by the table value or count, and truncated toward
 * zero entry by entry, so that evaluation only adds integers in 1/256 centipawn.
 */
final class WeightTable {

    /** Largest count a count-valued entry is needed for. */
    private static final int MAX_COUNT = 64;

    final int[][] pstOpening = new int[6][64];
    final int[][] pstEnding = new int[6][64];
    final int[][] mobility = new int[6][29];
    final int[][] center = new int[6][17];
    final int[][] sweetCenter = new int[6][5];
    final int[][] attack = new int[6][6];
    final int[][] defense = new int[6][6];
    final int[][] kingZone = new int[6][9];
    final int[][] development = new int[6][MAX_COUNT + 1];
    final int[] shield = new int[64];
    final int[] badBishop = new int[MAX_COUNT + 1];
    final int[] earlyQueen = new int[MAX_COUNT + 1];
    final int[] weakSquare = new int[MAX_COUNT + 1];
    final int passed;
    final int protectedPassed;
    final int doubled;
    final int isolated;
    final int semiOpen;
    final int open;
    final int bishopPair;
    final int rookPair;
    final int castling;
    final int abandonedCastling;

    WeightTable(int n, SayuriOptions options) {
        boolean perPiece = options.mobilityMode() == SayuriOptions.MobilityMode.PER_PIECE;
        for (int t = 0; t < 6; t++) {
            double wOpen = weight(SayuriParams.W_POS_OPEN[t], n, options);
            double wEnd = weight(SayuriParams.W_POS_END[t], n, options);
            for (int sq = 0; sq < 64; sq++) {
                pstOpening[t][sq] = (int) (256.0 * SayuriParams.OPENING[t][sq] * wOpen);
                pstEnding[t][sq] = (int) (256.0 * SayuriParams.ENDING[t][sq] * wEnd);
            }
            double wMob = weight(SayuriParams.W_MOBILITY[t], n, options);
            for (int k = 0; k < mobility[t].length; k++) {
                // The 2018 release fills every count with the one-square value (its missing factor k).
                mobility[t][k] = perPiece ? (int) (256.0 * wMob) : count(k, wMob);
            }
            fillCounts(center[t], weight(SayuriParams.W_CENTER[t], n, options));
            fillCounts(sweetCenter[t], weight(SayuriParams.W_SWEET[t], n, options));
            fillCounts(kingZone[t], weight(SayuriParams.W_KING_ZONE[t], n, options));
            fillCounts(development[t], weight(SayuriParams.W_DEVELOPMENT[t], n, options));
            double wAttack = weight(SayuriParams.W_ATTACK[t], n, options);
            double wDefense = weight(SayuriParams.W_DEFENSE[t], n, options);
            for (int v = 0; v < 6; v++) {
                attack[t][v] = (int) (256.0 * ATTACK[t][v] * wAttack);
                defense[t][v] = (int) (256.0 * DEFENSE[t][v] * wDefense);
            }
        }
        double wShield = weight(SayuriParams.W_SHIELD, n, options);
        for (int sq = 0; sq < 64; sq++) {
            shield[sq] = (int) (256.0 * SayuriParams.SHIELD[sq] * wShield);
        }
        fillCounts(badBishop, weight(SayuriParams.W_BAD_BISHOP, n, options));
        fillCounts(earlyQueen, weight(SayuriParams.W_EARLY_QUEEN, n, options));
        fillCounts(weakSquare, weight(SayuriParams.W_WEAK_SQUARE, n, options));
        passed = flag(SayuriParams.W_PASS, n, options);
        protectedPassed = flag(SayuriParams.W_PROTECTED_PASS, n, options);
        doubled = flag(SayuriParams.W_DOUBLE, n, options);
        isolated = flag(SayuriParams.W_ISO, n, options);
        semiOpen = flag(SayuriParams.W_SEMI_OPEN, n, options);
        open = flag(SayuriParams.W_OPEN, n, options);
        bishopPair = flag(SayuriParams.W_BISHOP_PAIR, n, options);
        rookPair = flag(SayuriParams.W_ROOK_PAIR, n, options);
        castling = flag(SayuriParams.W_CASTLING, n, options);
        abandonedCastling = flag(SayuriParams.W_ABANDONED_CASTLING, n, options);
    }

    private static int count(int k, double w) {
        return (int) (256.0 * k * w);
    }

    private static void fillCounts(int[] entries, double w) {
        for (int k = 0; k < entries.length; k++) {
            entries[k] = count(k, w);
        }
    }

    private static int flag(double[] openingEnding, int n, SayuriOptions options) {
        return (int) (256.0 * weight(openingEnding, n, options));
    }

    private static double weight(double[] openingEnding, int n, SayuriOptions options) {
        return weight(openingEnding[0], openingEnding[1], n, options.weightScheme());
    }

    /** The weight with opening value {@code o} and ending value {@code e} at {@code n} men (section 3.2). */
    static double weight(double o, double e, int n, SayuriOptions.WeightScheme scheme) {
        if (scheme == SayuriOptions.WeightScheme.RELEASE) {
            return polyline(n, new double[] {2, 14, 24, 32}, new double[] {e, e, o, o});
        }
        return polyline(n, new double[] {2, 14, 32}, new double[] {e, e, o});
    }

    /** The piecewise-linear function through the points {@code (xs[i], ys[i])}, constant outside. */
    static double polyline(int n, double[] xs, double[] ys) {
        int last = xs.length - 1;
        if (n < xs[0]) {
            return ys[0];
        }
        if (n >= xs[last]) {
            return ys[last];
        }
        int i = 0;
        while (!(xs[i] <= n && n < xs[i + 1])) {
            i++;
        }
        return ((ys[i + 1] - ys[i]) / (xs[i + 1] - xs[i])) * (n - xs[i]) + ys[i];
    }
}
