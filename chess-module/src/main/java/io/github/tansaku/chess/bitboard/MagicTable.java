package io.github.tansaku.chess.bitboard;

/**
 * "Fancy" magic bitboards for one kind of slider: for each square a mask of the relevant
 * occupancy, a multiplier and a shift map the occupancy to an index into one shared table:
 * {@code table[offset[sq] + (int) (((occupied & mask[sq]) * magic[sq]) >>> shift[sq])]}.
 *
 * <p>The multipliers are not pasted from anywhere: {@link #build} searches for them with a
 * seeded generator (so every run finds the same ones), trying sparse random numbers until one
 * maps all the occupancy subsets of a square without a harmful collision, and then checks every
 * entry against the ray-walking reference. Each square has its own small seed; the seeds were
 * picked by running this same search offline with a cap of 64 candidates per seed, so at start-up
 * every square succeeds within a few dozen tries (a few thousand in all, instead of about a
 * million with one seed for the whole board).
 */
final class MagicTable {

    final long[] mask = new long[64];
    final long[] magic = new long[64];
    final int[] shift = new int[64];
    final int[] offset = new int[64];
    final long[] table;
    /** How many candidate multipliers the search tried in all (after the cheap filter). */
    int attempts;

    private MagicTable(int size) {
        table = new long[size];
    }

    /** Builds and verifies the table for sliders moving along {@code directions}. */
    static MagicTable build(int[][] directions, int[] seeds) {
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
            total += 1 << Long.bitCount(SlidingAttacks.relevantMask(sq, directions));
        }
        MagicTable result = new MagicTable(total);
        long[] state = new long[1];
        long[] occupancies = new long[4096];
        long[] references = new long[4096];
        int[] epoch = new int[4096];
        int attempt = 0;
        int nextOffset = 0;
        for (int sq = 0; sq < 64; sq++) {
            long mask = SlidingAttacks.relevantMask(sq, directions);
            int bits = Long.bitCount(mask);
            int size = 1 << bits;
            // Enumerate every subset of the mask (the "carry-rippler" trick).
            long subset = 0;
            for (int i = 0; i < size; i++) {
                occupancies[i] = subset;
                references[i] = SlidingAttacks.attacks(sq, subset, directions);
                subset = (subset - mask) & mask;
            }
            result.mask[sq] = mask;
            result.shift[sq] = 64 - bits;
            result.offset[sq] = nextOffset;
            state[0] = seeds[sq] * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
            while (true) {
                long candidate = nextRandom(state) & nextRandom(state) & nextRandom(state);
                // Cheap filter: a good multiplier spreads the mask into the top byte.
                if (Long.bitCount((mask * candidate) & 0xFF00000000000000L) < 6) {
                    continue;
                }
                attempt++;
                if (fill(result, sq, candidate, occupancies, references, size, epoch, attempt)) {
                    result.magic[sq] = candidate;
                    break;
                }
            }
            nextOffset += size;
        }
        result.attempts = attempt;
        result.verify(directions);
        return result;
    }

    /** Tries {@code candidate} on square {@code sq}; fills the table slice when it works. */
    private static boolean fill(MagicTable t, int sq, long candidate, long[] occupancies,
            long[] references, int size, int[] epoch, int attempt) {
        int shift = t.shift[sq];
        int base = t.offset[sq];
        for (int i = 0; i < size; i++) {
            int index = (int) ((occupancies[i] * candidate) >>> shift);
            if (epoch[index] < attempt) {
                epoch[index] = attempt;
                t.table[base + index] = references[i];
            } else if (t.table[base + index] != references[i]) {
                return false;
            }
        }
        return true;
    }

    private void verify(int[][] directions) {
        for (int sq = 0; sq < 64; sq++) {
            long subset = 0;
            do {
                long expected = SlidingAttacks.attacks(sq, subset, directions);
                // Squares outside the mask (edges, other lines) must not change the answer.
                if (attacks(sq, subset) != expected || attacks(sq, subset | ~mask[sq]) != expected) {
                    throw new IllegalStateException("magic table check failed on square " + sq);
                }
                subset = (subset - mask[sq]) & mask[sq];
            } while (subset != 0);
        }
    }

    long attacks(int sq, long occupied) {
        return table[offset[sq] + (int) (((occupied & mask[sq]) * magic[sq]) >>> shift[sq])];
    }

    /** xorshift64*: small, fast and good enough to search for multipliers. */
    private static long nextRandom(long[] state) {
        long x = state[0];
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state[0] = x;
        return x * 0x2545F4914F6CDD1DL;
    }
}
