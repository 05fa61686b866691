package io.github.tansaku.search.mate;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.PositionHashing;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * Depth-first proof-number search (df-pn, Nagai 2002) for a forced mate by continuous checks.
 *
 * <p>The side to move at the root is the attacker. At its nodes (OR nodes) it plays only
 * checking moves, and a node is proven when one move leads to a proven node; at the defender's
 * nodes (AND nodes) every evasion must lead to a proven node, and a defender without an evasion
 * is mated. Each node carries a proof number (how many leaves at least must still be proven)
 * and a disproof number; the search always expands the most-proving node, bounded by
 * thresholds so that it stays depth-first, and keeps the numbers in a transposition table.
 *
 * <p>How the sharp edges are handled:
 * <ul>
 *   <li>Repetition: a position that is already on the current path counts as not mated for that
 *       path (in shogi a perpetual check loses for the checker; in chess it is a draw). This is
 *       path-dependent information (the graph-history interaction), so it may make the solver miss
 *       a mate in rare positions, but it never invents one: proofs are only built from mates.
 *   <li>Depth: a line longer than the depth limit counts as not mated, which again can only hide
 *       a mate, never invent one.
 *   <li>Shortest mate: after the first proof, the solver retries with a limit two plies shorter
 *       than the line it has, with a fresh table, while time remains, so the reported line is the
 *       shortest one it can prove within the limits (tsume shogi asks for the shortest).
 * </ul>
 *
 * <p>One solver belongs to one thread. Its tables are allocated when it is built; a solve
 * allocates only the answer's move list.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class DfPnSolver<P, M> {

    /** Proof and disproof numbers saturate here: a node with proof number INF is disproven. */
    static final int INFINITY = 100_000_000;
    /** The default depth limit in plies. */
    public static final int DEFAULT_MAX_PLY = 255;
    /** Entries per table bucket. */
    private static final int BUCKET = 4;
    /** How many expansions pass between two looks at the clock and the stop flag. */
    private static final int CHECK_INTERVAL = 256;

    private final Game<P, M> game;
    private final MateMoves<P> mateMoves;
    private final PositionHashing<P> hashing;
    private final Clock clock;
    private final int maxPly;

    private final long[] keys;
    private final int[] proofs;
    private final int[] disproofs;
    private final int[] bestMoves;
    private final int[] lengths;
    private final long[] work;
    private final int mask;

    private final int[][] moveBuffers;
    /** The key of the position after each move of {@link #moveBuffers}, computed once per node visit. */
    private final long[][] childKeys;
    private final long[] pathKeys;

    private long nodes;
    private long deadline;
    private long nodeLimit;
    private BooleanSupplier stopRequested;
    private boolean aborted;
    private int depthLimit;

    // The last lookup's values (fields, so that a lookup returns several numbers without allocating).
    private int foundProof;
    private int foundDisproof;
    private int foundLength;
    private int foundMove;

    /**
     * A solver for {@code game}, which must implement {@link MateMoves} and
     * {@link PositionHashing}, with a table of about {@code tableMegabytes} MiB and a depth limit
     * of {@value #DEFAULT_MAX_PLY} plies.
     *
     * @throws IllegalArgumentException if the game lacks one of the two capabilities
     */
    public DfPnSolver(Game<P, M> game, int tableMegabytes, Clock clock) {
        this(game, capability(game, MateMoves.class), capability(game, PositionHashing.class), tableMegabytes,
                DEFAULT_MAX_PLY, clock);
    }

    /**
     * A solver whose check and evasion generators and hash may come from objects other than the
     * game.
     *
     * @param tableMegabytes the table size in MiB, at least 1
     * @param maxPly the longest line searched, in plies
     */
    public DfPnSolver(Game<P, M> game, MateMoves<P> mateMoves, PositionHashing<P> hashing, int tableMegabytes,
            int maxPly, Clock clock) {
        this.game = Objects.requireNonNull(game, "game");
        this.mateMoves = Objects.requireNonNull(mateMoves, "mateMoves");
        this.hashing = Objects.requireNonNull(hashing, "hashing");
        this.clock = Objects.requireNonNull(clock, "clock");
        if (tableMegabytes < 1 || tableMegabytes > 4096) {
            throw new IllegalArgumentException("table size must be 1 to 4096 MiB, got " + tableMegabytes);
        }
        if (maxPly < 1 || maxPly > 10_000) {
            throw new IllegalArgumentException("maxPly must be 1 to 10000, got " + maxPly);
        }
        this.maxPly = maxPly;
        // 36 bytes per entry: key, proof, disproof, move, length, work.
        long entries = Long.highestOneBit(tableMegabytes * (1L << 20) / 36);
        int size = (int) Math.max(BUCKET, Math.min(entries, 1 << 28));
        keys = new long[size];
        proofs = new int[size];
        disproofs = new int[size];
        bestMoves = new int[size];
        lengths = new int[size];
        work = new long[size];
        mask = size - 1;
        moveBuffers = new int[maxPly + 1][game.maxMoves()];
        childKeys = new long[maxPly + 1][game.maxMoves()];
        pathKeys = new long[maxPly + 1];
    }

    @SuppressWarnings("unchecked")
    private static <T> T capability(Game<?, ?> game, Class<?> type) {
        if (!type.isInstance(game)) {
            throw new IllegalArgumentException("mate search needs " + type.getSimpleName() + ", which game '"
                    + game.name() + "' does not implement");
        }
        return (T) game;
    }

    /**
     * Looks for a forced mate of the side not to move in {@code root}, within the limits.
     *
     * @param root the position; unchanged when this returns
     * @param timeLimitMillis the time allowed, {@link Long#MAX_VALUE} for none
     * @param maxNodes the expansions allowed, {@link Long#MAX_VALUE} for none
     * @param stop polled during the search; when it returns true the search ends with
     *     {@link MateResult.Status#TIMEOUT} (or the mate already found)
     */
    public MateResult<M> solve(P root, long timeLimitMillis, long maxNodes, BooleanSupplier stop) {
        Objects.requireNonNull(root, "root");
        long start = clock.millis();
        startBudget(timeLimitMillis == Long.MAX_VALUE ? Long.MAX_VALUE : start + Math.max(0, timeLimitMillis),
                maxNodes, stop);

        List<M> best = null;
        int limit = maxPly;
        while (true) {
            clearTable();
            depthLimit = limit;
            MateResult.Status status = prove(root);
            if (status == MateResult.Status.MATE) {
                List<M> line = line(root);
                if (line == null) {
                    break; // Ran out of time while re-proving a step of the line.
                }
                best = line;
                limit = line.size() - 2;
                if (limit < 1) {
                    break;
                }
            } else if (status == MateResult.Status.NO_MATE && best == null) {
                return new MateResult<>(MateResult.Status.NO_MATE, List.of(), nodes, clock.millis() - start);
            } else {
                break; // Shorter mates disproven, or out of time.
            }
        }
        long elapsed = clock.millis() - start;
        return best == null
                ? new MateResult<>(MateResult.Status.TIMEOUT, List.of(), nodes, elapsed)
                : new MateResult<>(MateResult.Status.MATE, best, nodes, elapsed);
    }

    /**
     * Whether the side to move in {@code root} has a forced mate by checks that this solver
     * proves within {@code maxNodes} expansions, without looking for a shorter one or building
     * the line: a quick yes-or-no for a search that only needs to know whether a move allows a
     * mate. Allocates nothing.
     *
     * @param root the position, restored when this returns
     * @param maxNodes the expansions allowed
     * @param stop polled during the search; when it returns true the answer is false
     */
    public boolean provesMate(P root, long maxNodes, BooleanSupplier stop) {
        Objects.requireNonNull(root, "root");
        startBudget(Long.MAX_VALUE, maxNodes, stop);
        clearTable();
        depthLimit = maxPly;
        return prove(root) == MateResult.Status.MATE;
    }

    /** Sets the limits of a new solve and clears its counters. */
    private void startBudget(long deadlineMillis, long maxNodes, BooleanSupplier stop) {
        deadline = deadlineMillis;
        nodeLimit = maxNodes;
        stopRequested = Objects.requireNonNull(stop, "stop");
        nodes = 0;
        aborted = false;
    }

    /** Runs df-pn from the root until it is proven, disproven or the search is aborted. */
    private MateResult.Status prove(P root) {
        search(root, 0, INFINITY, INFINITY);
        if (aborted) {
            return MateResult.Status.TIMEOUT;
        }
        lookup(hashing.hash(root));
        if (foundProof == 0) {
            return MateResult.Status.MATE;
        }
        return foundDisproof == 0 ? MateResult.Status.NO_MATE : MateResult.Status.TIMEOUT;
    }

    /**
     * The proven line from {@code root}: the stored best move of each node, re-proving a node
     * whose entry was overwritten. {@code null} if the search was aborted meanwhile.
     */
    private List<M> line(P root) {
        P position = game.copy(root);
        List<M> moves = new ArrayList<>();
        for (int ply = 0; ply <= depthLimit; ply++) {
            long key = hashing.hash(position);
            if (!lookup(key) || foundProof != 0) {
                search(position, ply, INFINITY, INFINITY);
                if (aborted || !lookup(key) || foundProof != 0) {
                    return null;
                }
            }
            if (foundLength == 0) {
                return moves;
            }
            int move = foundMove;
            if (!game.makeMove(position, move)) {
                throw new IllegalStateException("the mate table holds an illegal move " + game.moveOf(move));
            }
            moves.add(game.moveOf(move));
        }
        return null;
    }

    // ------------------------------------------------------------------------------------------
    // The df-pn node

    /**
     * Expands the node {@code position} at {@code ply} (even plies are the attacker's) until its
     * proof number reaches {@code proofThreshold} or its disproof number reaches
     * {@code disproofThreshold}, and stores its numbers.
     */
    private void search(P position, int ply, int proofThreshold, int disproofThreshold) {
        if (++nodes % CHECK_INTERVAL == 0 && outOfBudget()) {
            aborted = true;
        }
        if (aborted) {
            return;
        }
        long key = hashing.hash(position);
        boolean attacker = (ply & 1) == 0;
        long workBefore = nodes;
        if (attacker && ply >= depthLimit) {
            store(key, INFINITY, 0, Game.NO_MOVE, 0, 0); // No move left to mate with.
            return;
        }
        int[] moves = moveBuffers[ply];
        int count = attacker ? mateMoves.generateChecks(position, moves, 0) : mateMoves.generateEvasions(position, moves, 0);
        if (count == 0) {
            // The attacker has no check (not mated here), or the defender has no evasion (mated).
            store(key, attacker ? INFINITY : 0, attacker ? 0 : INFINITY, Game.NO_MOVE, 0, INFINITY);
            return;
        }
        pathKeys[ply] = key;
        long[] keysAfter = childKeys[ply];
        for (int i = 0; i < count; i++) {
            game.makeMove(position, moves[i]);
            keysAfter[i] = hashing.hash(position);
            game.unmakeMove(position, moves[i]);
        }
        while (true) {
            // Step 1: this node's numbers from its children's.
            int proof = attacker ? INFINITY : 0;
            int disproof = attacker ? 0 : INFINITY;
            int bestIndex = 0;
            int bestValue = INFINITY; // The selected child's proof (attacker) or disproof (defender).
            int secondValue = INFINITY;
            int bestOther = 0;
            int provenMove = Game.NO_MOVE;
            int provenLength = attacker ? Integer.MAX_VALUE : -1;
            for (int i = 0; i < count; i++) {
                childNumbers(keysAfter[i], ply);
                int childProof = foundProof;
                int childDisproof = foundDisproof;
                int selectValue = attacker ? childProof : childDisproof;
                if (selectValue < bestValue) {
                    secondValue = bestValue;
                    bestValue = selectValue;
                    bestIndex = i;
                    bestOther = attacker ? childDisproof : childProof;
                } else if (selectValue < secondValue) {
                    secondValue = selectValue;
                }
                if (childProof == 0 && (attacker ? foundLength < provenLength : foundLength > provenLength)) {
                    provenLength = foundLength;
                    provenMove = moves[i];
                }
                if (attacker) {
                    proof = Math.min(proof, childProof);
                    disproof = saturatingAdd(disproof, childDisproof);
                } else {
                    proof = saturatingAdd(proof, childProof);
                    disproof = Math.min(disproof, childDisproof);
                }
            }
            // Step 2: stop when a threshold is reached (proven and disproven nodes always stop).
            if (proof >= proofThreshold || disproof >= disproofThreshold || proof == 0 || disproof == 0) {
                int move = proof == 0 ? provenMove : moves[bestIndex];
                store(key, proof, disproof, move, proof == 0 ? provenLength + 1 : 0, nodes - workBefore);
                return;
            }
            // Step 3: expand the most-proving child under thresholds that send the search back
            // here as soon as another child becomes the better one.
            int childProofThreshold;
            int childDisproofThreshold;
            if (attacker) {
                childProofThreshold = Math.min(proofThreshold, saturatingAdd(secondValue, 1));
                childDisproofThreshold = saturatingAdd(disproofThreshold - disproof, bestOther);
            } else {
                childDisproofThreshold = Math.min(disproofThreshold, saturatingAdd(secondValue, 1));
                childProofThreshold = saturatingAdd(proofThreshold - proof, bestOther);
            }
            int move = moves[bestIndex];
            game.makeMove(position, move);
            search(position, ply + 1, childProofThreshold, childDisproofThreshold);
            game.unmakeMove(position, move);
            if (aborted) {
                return;
            }
        }
    }

    /**
     * The numbers of the child whose key is {@code childKey} into the lookup fields: from the
     * table, or (1, 1) for a new node, or "not mated" for a repetition of a position on the path.
     */
    private void childNumbers(long childKey, int ply) {
        for (int i = ply - 1; i >= 0; i -= 2) {
            // Only positions with the same side to move can repeat; odd distances cannot.
            if (pathKeys[i] == childKey) {
                foundProof = INFINITY;
                foundDisproof = 0;
                foundLength = 0;
                return;
            }
        }
        if (!lookup(childKey)) {
            foundProof = 1;
            foundDisproof = 1;
            foundLength = 0;
        }
    }

    private boolean outOfBudget() {
        return nodes >= nodeLimit || stopRequested.getAsBoolean()
                || (deadline != Long.MAX_VALUE && clock.millis() >= deadline);
    }

    private static int saturatingAdd(int a, int b) {
        long sum = (long) a + b;
        return sum >= INFINITY ? (a >= INFINITY || b >= INFINITY ? INFINITY : INFINITY - 1) : (int) Math.max(0, sum);
    }

    // ------------------------------------------------------------------------------------------
    // The table: buckets of four entries, the least-worked entry replaced first.

    private void clearTable() {
        Arrays.fill(keys, 0L);
        Arrays.fill(work, -1L);
    }

    private boolean lookup(long key) {
        int base = (int) key & mask & ~(BUCKET - 1);
        for (int i = base; i < base + BUCKET; i++) {
            if (keys[i] == key && work[i] >= 0) {
                foundProof = proofs[i];
                foundDisproof = disproofs[i];
                foundLength = lengths[i];
                foundMove = bestMoves[i];
                return true;
            }
        }
        return false;
    }

    private void store(long key, int proof, int disproof, int move, int length, long amount) {
        int base = (int) key & mask & ~(BUCKET - 1);
        int slot = base;
        long least = Long.MAX_VALUE;
        boolean same = false;
        for (int i = base; i < base + BUCKET; i++) {
            if (keys[i] == key && work[i] >= 0) {
                slot = i;
                same = true;
                break;
            }
            if (work[i] < 0) {
                slot = i;
                least = -1;
                continue;
            }
            if (least < 0) {
                continue;
            }
            // Settled entries are worth keeping: count them as much work.
            long worth = proofs[i] == 0 || disproofs[i] == 0 ? work[i] + INFINITY : work[i];
            if (worth < least) {
                least = worth;
                slot = i;
            }
        }
        work[slot] = same ? Math.max(amount, work[slot]) : amount;
        keys[slot] = key;
        proofs[slot] = proof;
        disproofs[slot] = disproof;
        bestMoves[slot] = move;
        lengths[slot] = length;
    }

    /** The expansions of the last {@link #solve}. */
    public long nodes() {
        return nodes;
    }
}
