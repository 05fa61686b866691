package io.github.tansaku.search.algo.testgames;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A uniform tree of branching {@code b} and depth {@code d} with distinct leaf values, whose
 * move generator is an oracle: it generates the best move first (or, reversed, the worst first)
 * for a search of depth {@code d} from the root.
 *
 * <p>Nodes are numbered in heap order (the root is 0, the children of {@code n} are
 * {@code n*b+1 .. n*b+b}); every node's negamax value is computed once, up front. The
 * {@link #evaluator()} returns a node's true negamax value, so a shallower iteration of iterative
 * deepening sees the same ordering as the full-depth oracle; it counts its calls at depth
 * {@code d}, the leaves.
 */
public final class UniformTree implements Game<UniformTree.Cursor, Integer> {

    /** The mutable position: the current node and its ply. */
    public static final class Cursor {
        long node;
        int ply;
    }

    private final int b;
    private final int d;
    private final boolean bestFirst;
    private final int[] value;
    private final long[] firstAtPly;
    private long leafEvaluations;

    /** A tree of branching {@code b} and depth {@code d}, leaf values shuffled by {@code seed}. */
    public UniformTree(int b, int d, long seed, boolean bestFirst) {
        this.b = b;
        this.d = d;
        this.bestFirst = bestFirst;
        firstAtPly = new long[d + 2];
        long size = 0;
        long width = 1;
        for (int ply = 0; ply <= d; ply++) {
            firstAtPly[ply] = size;
            size += width;
            width *= b;
        }
        firstAtPly[d + 1] = size;
        value = new int[Math.toIntExact(size)];
        int leaves = Math.toIntExact(size - firstAtPly[d]);
        int[] distinct = new int[leaves];
        for (int i = 0; i < leaves; i++) {
            distinct[i] = 2 * i - leaves; // distinct, both signs, far from mate scores
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = leaves - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = distinct[i];
            distinct[i] = distinct[j];
            distinct[j] = t;
        }
        System.arraycopy(distinct, 0, value, Math.toIntExact(firstAtPly[d]), leaves);
        for (long n = firstAtPly[d] - 1; n >= 0; n--) {
            int best = Integer.MIN_VALUE;
            for (int c = 1; c <= b; c++) {
                best = Math.max(best, -value[(int) (n * b + c)]);
            }
            value[(int) n] = best;
        }
    }

    /** The root's negamax value at depth {@code d}. */
    public int rootValue() {
        return value[0];
    }

    /** The Knuth-Moore minimum number of leaves: {@code b^ceil(d/2) + b^floor(d/2) - 1}. */
    public static long minimalLeaves(int b, int d) {
        return pow(b, (d + 1) / 2) + pow(b, d / 2) - 1;
    }

    /** {@code b^d}: the leaves minimax visits. */
    public static long pow(int b, int d) {
        long p = 1;
        for (int i = 0; i < d; i++) {
            p *= b;
        }
        return p;
    }

    /** Evaluator calls on leaves (nodes at depth {@code d}) so far. */
    public long leafEvaluations() {
        return leafEvaluations;
    }

    /** Scores a node with its true negamax value; counts calls on leaves. */
    public Evaluator<Cursor> evaluator() {
        return c -> {
            if (c.ply == d) {
                leafEvaluations++;
            }
            return value[(int) c.node];
        };
    }

    @Override
    public String name() {
        return "uniform-" + b + "-" + d;
    }

    @Override
    public Cursor newPosition() {
        return new Cursor();
    }

    @Override
    public Cursor copy(Cursor position) {
        Cursor c = new Cursor();
        c.node = position.node;
        c.ply = position.ply;
        return c;
    }

    @Override
    public int maxMoves() {
        return b;
    }

    @Override
    public int generateMoves(Cursor position, int[] moves, int start) {
        if (position.ply >= d) {
            return 0;
        }
        long first = position.node * b + 1;
        // Children ordered by their value from the mover's view, -value(child): best first.
        Integer[] order = new Integer[b];
        for (int i = 0; i < b; i++) {
            order[i] = i + 1;
        }
        Arrays.sort(order, (x, y) -> {
            int vx = -value[(int) (first + x - 1)];
            int vy = -value[(int) (first + y - 1)];
            return bestFirst ? Integer.compare(vy, vx) : Integer.compare(vx, vy);
        });
        for (int i = 0; i < b; i++) {
            moves[start + i] = order[i];
        }
        return b;
    }

    @Override
    public boolean makeMove(Cursor position, int move) {
        position.node = position.node * b + move;
        position.ply++;
        return true;
    }

    @Override
    public void unmakeMove(Cursor position, int move) {
        position.node = (position.node - move) / b;
        position.ply--;
    }

    @Override
    public Outcome outcome(Cursor position, int searchPly) {
        return Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(Cursor position) {
        return Outcome.DRAW;
    }

    @Override
    public Integer moveOf(int code) {
        return code;
    }

    @Override
    public int codeOf(Integer move) {
        return move;
    }
}
