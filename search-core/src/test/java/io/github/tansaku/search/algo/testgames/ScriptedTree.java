package io.github.tansaku.search.algo.testgames;

import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.MateInOneDetection;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.MovedPieceIndexing;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.QuietMoves;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.StaticExchange;

/**
 * A game tree written by a test as a few rules over the path from the root: how many moves a
 * node has (codes {@code 1..n}), which of them are illegal, noisy, checks, what they win at once
 * and by static exchange, and the static value of every node from the first player's point of view. The
 * tree never ends (every node has a move unless the rules say otherwise), so the search
 * always reaches its horizon, and no two paths meet (the hash is the path's).
 *
 * <p>Indexes: the move index (history, countermoves) is the move code combined with the ply,
 * so different plies never share history; the moved-piece index (continuation history) is
 * given by the rules, by default the move code.
 *
 * <p>Not final: a test may extend it with a capability it lacks (correction history's
 * structure key).
 */
public class ScriptedTree implements Game<ScriptedTree.Path, Integer>, PositionHashing<ScriptedTree.Path>,
        NoisyMoves<ScriptedTree.Path>, StaticExchange<ScriptedTree.Path>, MoveIndexing<ScriptedTree.Path>,
        MovedPieceIndexing<ScriptedTree.Path>, CheckDetection<ScriptedTree.Path>,
        MateInOneDetection<ScriptedTree.Path>, QuietMoves<ScriptedTree.Path> {

    /** The most moves a node may have. */
    public static final int MAX_MOVES = 15;
    private static final int PLY_SLOTS = 32;

    /** What a test says about its tree. */
    public interface Rules {
        /** The number of moves of the node at {@code path} (codes 1..n, at most MAX_MOVES). */
        int moveCount(Path path);

        /** The static value of {@code path} for the player who moves at the root. */
        int value(Path path);

        /** Whether {@code move} is legal (pseudo-legal moves that are not are skipped). */
        default boolean legal(Path path, int move) {
            return true;
        }

        /** Whether {@code move} is noisy (a capture). */
        default boolean noisy(Path path, int move) {
            return false;
        }

        /** The static exchange result of {@code move} for its mover. */
        default int see(Path path, int move) {
            return 0;
        }

        /** The material {@code move} wins at once for its mover (what delta pruning adds). */
        default int materialGain(Path path, int move) {
            return 0;
        }

        /** Whether the side to move at {@code path} is in check. */
        default boolean inCheck(Path path) {
            return false;
        }

        /** Whether {@code move} gives check. */
        default boolean givesCheck(Path path, int move) {
            return false;
        }

        /** What the game's mate-in-one test answers at {@code path}: a move, or 0 for none. */
        default int mateInOne(Path path) {
            return 0;
        }

        /** The moved-piece index of {@code move}, in [0, 64). */
        default int pieceIndex(Path path, int move) {
            return move;
        }
    }

    /** The mutable position: the moves from the root. */
    public static final class Path {
        private final int[] moves = new int[Score.MAX_PLY + 4];
        private final long[] hashes = new long[Score.MAX_PLY + 5];
        private int length;

        /** The number of moves made from the root. */
        public int length() {
            return length;
        }

        /** The move made at ply {@code i} (0 = the root's move). */
        public int move(int i) {
            return moves[i];
        }

        /** The last move made, or 0 at the root. */
        public int last() {
            return length == 0 ? 0 : moves[length - 1];
        }

        /** Whether every move so far equals {@code code}. */
        public boolean allMovesAre(int code) {
            for (int i = 0; i < length; i++) {
                if (moves[i] != code) {
                    return false;
                }
            }
            return true;
        }
    }

    private final Rules rules;

    /** The evaluator: the rules' value seen from the side to move. */
    public final Evaluator<Path> evaluator;

    public ScriptedTree(Rules rules) {
        this.rules = rules;
        this.evaluator = p -> (p.length % 2 == 0 ? 1 : -1) * rules.value(p);
    }

    @Override
    public String name() {
        return "scripted-tree";
    }

    @Override
    public Path newPosition() {
        return new Path();
    }

    @Override
    public Path copy(Path position) {
        Path copy = new Path();
        System.arraycopy(position.moves, 0, copy.moves, 0, position.moves.length);
        System.arraycopy(position.hashes, 0, copy.hashes, 0, position.hashes.length);
        copy.length = position.length;
        return copy;
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    @Override
    public int generateMoves(Path position, int[] moves, int start) {
        int n = rules.moveCount(position);
        for (int i = 0; i < n; i++) {
            moves[start + i] = i + 1;
        }
        return n;
    }

    @Override
    public boolean makeMove(Path position, int move) {
        if (!rules.legal(position, move)) {
            return false;
        }
        int l = position.length;
        position.moves[l] = move;
        position.hashes[l + 1] = mix(position.hashes[l] * 31 + move);
        position.length = l + 1;
        return true;
    }

    @Override
    public void unmakeMove(Path position, int move) {
        position.length--;
    }

    @Override
    public Outcome outcome(Path position, int searchPly) {
        return Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(Path position) {
        return Outcome.LOSS;
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
    public long hash(Path position) {
        return position.hashes[position.length];
    }

    @Override
    public int generateNoisyMoves(Path position, int[] moves, int start) {
        int n = rules.moveCount(position);
        int count = 0;
        for (int i = 1; i <= n; i++) {
            if (rules.noisy(position, i)) {
                moves[start + count++] = i;
            }
        }
        return count;
    }

    @Override
    public int generateQuietMoves(Path position, int[] moves, int start) {
        int n = rules.moveCount(position);
        int written = 0;
        for (int i = 1; i <= n; i++) {
            if (!isNoisy(position, i)) {
                moves[start + written++] = i;
            }
        }
        return written;
    }

    @Override
    public boolean isNoisy(Path position, int move) {
        return rules.noisy(position, move);
    }

    @Override
    public int see(Path position, int move) {
        return rules.see(position, move);
    }

    @Override
    public int materialGain(Path position, int move) {
        return rules.materialGain(position, move);
    }

    @Override
    public int moveIndexCount() {
        return PLY_SLOTS * (MAX_MOVES + 1);
    }

    @Override
    public int moveIndex(Path position, int move) {
        return Math.min(position.length, PLY_SLOTS - 1) * (MAX_MOVES + 1) + move;
    }

    @Override
    public int movedPieceIndexCount() {
        return 64;
    }

    @Override
    public int movedPieceIndex(Path position, int move) {
        return rules.pieceIndex(position, move);
    }

    @Override
    public boolean inCheck(Path position) {
        return rules.inCheck(position);
    }

    @Override
    public boolean givesCheck(Path position, int move) {
        return rules.givesCheck(position, move);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public int findMateInOne(Path position) {
        return rules.mateInOne(position);
    }
}
