package io.github.tansaku.harness.stats;

/**
 * The results of a match counted per game pair: two games from one opening with colours swapped,
 * classed by the first engine's points in the pair (0, 1/2, 1, 3/2 or 2).
 *
 * @param lossLoss       pairs scoring 0 (two losses)
 * @param lossDraw       pairs scoring 1/2 (a loss and a draw)
 * @param even           pairs scoring 1 (a win and a loss, or two draws)
 * @param drawWin        pairs scoring 3/2 (a draw and a win)
 * @param winWin         pairs scoring 2 (two wins)
 */
public record Pentanomial(long lossLoss, long lossDraw, long even, long drawWin, long winWin) {

    /** Refuses negative counts. */
    public Pentanomial {
        if (lossLoss < 0 || lossDraw < 0 || even < 0 || drawWin < 0 || winWin < 0) {
            throw new IllegalArgumentException("counts must not be negative: " + this);
        }
    }

    /** The counts in score order, as written {@code Ptnml(0-2)}. */
    public static Pentanomial of(long... counts) {
        if (counts.length != 5) {
            throw new IllegalArgumentException("a pentanomial has 5 counts, got " + counts.length);
        }
        return new Pentanomial(counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    /** The number of pairs. */
    public long pairs() {
        return lossLoss + lossDraw + even + drawWin + winWin;
    }

    /** These counts with one more pair, given the first engine's score in each of its two games. */
    public Pentanomial plusPair(double first, double second) {
        double points = first + second;
        long[] counts = byScore();
        int slot = (int) Math.round(points * 2);
        if (slot < 0 || slot > 4 || slot != points * 2) {
            throw new IllegalArgumentException("a pair scores 0 to 2 in halves, not " + points);
        }
        counts[slot]++;
        return of(counts);
    }

    /** The counts ordered by score, as in {@link #of}. */
    public long[] byScore() {
        return new long[] {lossLoss, lossDraw, even, drawWin, winWin};
    }

    @Override
    public String toString() {
        return "[" + lossLoss + ", " + lossDraw + ", " + even + ", " + drawWin + ", " + winWin + "]";
    }
}
