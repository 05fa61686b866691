package io.github.tansaku.search.algo.testgames;

import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.MateInOneDetection;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.MovedPieceIndexing;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.QuietChecks;
import io.github.tansaku.search.QuietMoves;
import io.github.tansaku.search.StaticExchange;
import io.github.tansaku.search.StructureHashing;
import io.github.tansaku.search.mate.MateMoves;

/**
 * A seeded random game tree with every optional capability, for differential and stress tests.
 *
 * <p>A node is a 64-bit id; everything about it (number of moves, which moves are illegal,
 * noisy or checking, game ends, static value) is a hash of the id, so the tree is fixed by the
 * seed and needs no memory. With {@code transpositionWidth > 0}, the children at each ply are
 * drawn from only that many ids, so many paths reach the same node, always at the same ply
 * (which keeps a fixed-depth search's value well defined with a transposition table).
 */
public final class RandomTreeGame implements Game<RandomTreeGame.Node, Integer>, PositionHashing<RandomTreeGame.Node>,
        NoisyMoves<RandomTreeGame.Node>, NullMoves<RandomTreeGame.Node>, StaticExchange<RandomTreeGame.Node>,
        CheckDetection<RandomTreeGame.Node>, MoveIndexing<RandomTreeGame.Node>,
        MovedPieceIndexing<RandomTreeGame.Node>, QuietChecks<RandomTreeGame.Node>, QuietMoves<RandomTreeGame.Node>,
        MateInOneDetection<RandomTreeGame.Node>, StructureHashing<RandomTreeGame.Node>, MateMoves<RandomTreeGame.Node>,
        LegalMoveCounting<RandomTreeGame.Node> {

    private static final int MAX_DEPTH = 300;
    private static final long NULL_SALT = 0x6A09_E667_F3BC_C909L;
    /** WIN, LOSS, DRAW; a copy of {@code Outcome.values()} (which clones on every call). */
    private static final Outcome[] ENDS = {Outcome.WIN, Outcome.LOSS, Outcome.DRAW};

    /** The mutable position: the path of node ids from the root. */
    public static final class Node {
        final long[] ids = new long[MAX_DEPTH + 1];
        int ply;

        long id() {
            return ids[ply];
        }
    }

    /** The most moves any node has, whatever the configuration. */
    public static final int MAX_BRANCH = 40;

    private long seed;
    private int maxBranch;
    private int minBranch;
    private int transpositionWidth;
    private int terminalPercent;
    private int illegalPercent;
    private final int noisyPercent;
    private final int checkPercent;

    /**
     * @param seed fixes the tree
     * @param minBranch fewest moves per node (0 allows nodes without moves)
     * @param maxBranch most moves per node
     * @param transpositionWidth distinct nodes per ply, 0 for a tree without transpositions
     * @param terminalPercent chance of a game end at a node (never at the root)
     * @param illegalPercent chance that a generated move is illegal
     */
    public RandomTreeGame(long seed, int minBranch, int maxBranch, int transpositionWidth, int terminalPercent,
            int illegalPercent) {
        this.noisyPercent = 30;
        this.checkPercent = 10;
        configure(seed, minBranch, maxBranch, transpositionWidth, terminalPercent, illegalPercent);
    }

    /**
     * Switches to another tree, so tests can reuse searchers built for this game object (the
     * searchers keep no per-game state but their tables, which tests clear). Same parameters as
     * the constructor.
     */
    public void configure(long seed, int minBranch, int maxBranch, int transpositionWidth, int terminalPercent,
            int illegalPercent) {
        if (minBranch < 0 || maxBranch < minBranch || maxBranch > MAX_BRANCH) {
            throw new IllegalArgumentException("branching " + minBranch + ".." + maxBranch);
        }
        this.seed = seed;
        this.minBranch = minBranch;
        this.maxBranch = maxBranch;
        this.transpositionWidth = transpositionWidth;
        this.terminalPercent = terminalPercent;
        this.illegalPercent = illegalPercent;
    }

    /** A static evaluation that is a hash of the node, in -1000..1000. */
    public final Evaluator<Node> evaluator = n -> (int) (mix(n.id(), 4) % 2001) - 1000;

    static long mix(long x, long salt) {
        long z = x * 0x9E37_79B9_7F4A_7C15L + salt * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        z = z ^ (z >>> 31);
        return z >>> 1; // non-negative
    }

    private long childId(long id, int ply, long edge) {
        long h = mix(id, edge);
        if (transpositionWidth > 0) {
            return mix(ply + 1L, 1000 + h % transpositionWidth);
        }
        return h;
    }

    private int moveCount(long id) {
        return minBranch + (int) (mix(id, 1) % (maxBranch - minBranch + 1));
    }

    @Override
    public String name() {
        return "random-tree";
    }

    @Override
    public Node newPosition() {
        Node n = new Node();
        n.ids[0] = mix(seed, 99);
        return n;
    }

    @Override
    public Node copy(Node position) {
        Node n = new Node();
        System.arraycopy(position.ids, 0, n.ids, 0, position.ids.length);
        n.ply = position.ply;
        return n;
    }

    @Override
    public int maxMoves() {
        return MAX_BRANCH;
    }

    @Override
    public int generateMoves(Node position, int[] moves, int start) {
        int n = moveCount(position.id());
        for (int i = 0; i < n; i++) {
            moves[start + i] = i + 1;
        }
        return n;
    }

    @Override
    public int countLegalMoves(Node position) {
        if (position.ply >= MAX_DEPTH) {
            return 0;
        }
        long id = position.id();
        int n = moveCount(id);
        int legal = 0;
        for (int move = 1; move <= n; move++) {
            legal += legal(id, move) ? 1 : 0;
        }
        return legal;
    }

    private boolean legal(long id, int move) {
        return mix(id, 100 + move) % 100 >= illegalPercent;
    }

    @Override
    public boolean makeMove(Node position, int move) {
        long id = position.id();
        if (move < 1 || move > moveCount(id) || !legal(id, move) || position.ply >= MAX_DEPTH) {
            return false;
        }
        position.ids[position.ply + 1] = childId(id, position.ply, move);
        position.ply++;
        return true;
    }

    @Override
    public void unmakeMove(Node position, int move) {
        position.ply--;
    }

    @Override
    public Outcome outcome(Node position, int searchPly) {
        if (position.ply == 0) {
            return Outcome.ONGOING;
        }
        long id = position.id();
        if (mix(id, 2) % 100 >= terminalPercent) {
            return Outcome.ONGOING;
        }
        return ENDS[(int) (mix(id, 3) % 3)];
    }

    @Override
    public Outcome outcomeWithoutMoves(Node position) {
        return ENDS[(int) (mix(position.id(), 5) % 3)];
    }

    @Override
    public Integer moveOf(int code) {
        return code;
    }

    @Override
    public int codeOf(Integer move) {
        return move;
    }

    @Override
    public long hash(Node position) {
        return position.id();
    }

    /**
     * Sixteen "structures" per side to move, a hash of the id: a correction history learns
     * from them what it can (node values are independent hashes, so there is no real bias).
     */
    @Override
    public long structureKey(Node position) {
        return ((position.id() * 0x9E37_79B9_7F4A_7C15L) >>> 60) * 2 + position.ply % 2;
    }

    @Override
    public int generateNoisyMoves(Node position, int[] moves, int start) {
        int n = moveCount(position.id());
        int written = 0;
        for (int i = 1; i <= n; i++) {
            if (isNoisy(position, i)) {
                moves[start + written++] = i;
            }
        }
        return written;
    }

    @Override
    public int generateQuietMoves(Node position, int[] moves, int start) {
        int n = moveCount(position.id());
        int written = 0;
        for (int i = 1; i <= n; i++) {
            if (!isNoisy(position, i)) {
                moves[start + written++] = i;
            }
        }
        return written;
    }

    @Override
    public int generateQuietChecks(Node position, int[] moves, int start) {
        if (inCheck(position)) {
            return 0;
        }
        int n = moveCount(position.id());
        int written = 0;
        for (int i = 1; i <= n; i++) {
            if (!isNoisy(position, i) && givesCheck(position, i)) {
                moves[start + written++] = i;
            }
        }
        return written;
    }

    @Override
    public boolean isNoisy(Node position, int move) {
        return mix(position.id(), 200 + move) % 100 < noisyPercent;
    }

    @Override
    public void makeNullMove(Node position) {
        position.ids[position.ply + 1] = childId(position.id(), position.ply, NULL_SALT);
        position.ply++;
    }

    @Override
    public void unmakeNullMove(Node position) {
        position.ply--;
    }

    @Override
    public boolean nullMoveAllowed(Node position) {
        return mix(position.id(), 6) % 7 != 0;
    }

    @Override
    public int see(Node position, int move) {
        return (int) (mix(position.id(), 300 + move) % 601) - 300;
    }

    @Override
    public int materialGain(Node position, int move) {
        return isNoisy(position, move) ? (int) (mix(position.id(), 400 + move) % 901) : 0;
    }

    @Override
    public boolean inCheck(Node position) {
        return position.ply > 0 && mix(position.id(), 7) % 100 < checkPercent;
    }

    @Override
    public boolean givesCheck(Node position, int move) {
        if (!makeMove(position, move)) {
            return false;
        }
        boolean check = inCheck(position);
        unmakeMove(position, move);
        return check;
    }

    @Override
    public int moveIndexCount() {
        return maxMoves() + 1;
    }

    @Override
    public int moveIndex(Node position, int move) {
        return move;
    }

    @Override
    public int movedPieceIndexCount() {
        return maxMoves() + 1;
    }

    /** A random tree has no pieces: the move number stands for "which piece went where". */
    @Override
    public int movedPieceIndex(Node position, int move) {
        return move;
    }

    /**
     * An exact test: the first legal move after which the game goes on but the opponent has no
     * legal move and loses for it.
     */
    @Override
    public int findMateInOne(Node position) {
        int n = moveCount(position.id());
        for (int move = 1; move <= n; move++) {
            if (!makeMove(position, move)) {
                continue;
            }
            boolean mates = outcome(position, position.ply) == Outcome.ONGOING && !hasLegalMove(position)
                    && outcomeWithoutMoves(position) == Outcome.LOSS;
            unmakeMove(position, move);
            if (mates) {
                return move;
            }
        }
        return NO_MOVE;
    }

    /**
     * For the mate solver: the legal moves that check without ending the game otherwise, so
     * that a defender left without an evasion is mated in this game's terms (a game end, or a
     * position without moves that is not a loss for its side to move, is no mate).
     */
    @Override
    public int generateChecks(Node position, int[] moves, int start) {
        if (outcome(position, position.ply) != Outcome.ONGOING) {
            return start;
        }
        int n = start;
        int count = moveCount(position.id());
        for (int move = 1; move <= count; move++) {
            if (!makeMove(position, move)) {
                continue;
            }
            boolean check = inCheck(position) && outcome(position, position.ply) == Outcome.ONGOING
                    && (hasLegalMove(position) || outcomeWithoutMoves(position) == Outcome.LOSS);
            unmakeMove(position, move);
            if (check) {
                moves[n++] = move;
            }
        }
        return n;
    }

    /** For the mate solver: the legal moves of a side in check. */
    @Override
    public int generateEvasions(Node position, int[] moves, int start) {
        int n = start;
        int count = moveCount(position.id());
        for (int move = 1; move <= count; move++) {
            if (makeMove(position, move)) {
                unmakeMove(position, move);
                moves[n++] = move;
            }
        }
        return n;
    }

    private boolean hasLegalMove(Node position) {
        if (position.ply >= MAX_DEPTH) {
            return false; // makeMove refuses every move there
        }
        long id = position.id();
        int n = moveCount(id);
        for (int move = 1; move <= n; move++) {
            if (legal(id, move)) {
                return true;
            }
        }
        return false;
    }
}
