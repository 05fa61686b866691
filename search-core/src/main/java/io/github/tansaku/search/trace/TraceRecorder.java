package io.github.tansaku.search.trace;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.algo.Technique;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * A {@link SearchTracer} that keeps the search tree as {@link TracedNode}s, up to a node budget
 * so that a large search cannot exhaust memory: past the budget it only counts. Each root entered
 * (one per iteration, and per aspiration re-search, of the production searcher) starts a tree of
 * its own. One recorder per search; it allocates per node, which is what tracing is for.
 */
public final class TraceRecorder implements SearchTracer {

    private final IntFunction<String> moveNames;
    private final int budget;
    private final List<TracedNode> roots = new ArrayList<>();
    private final Deque<TracedNode> open = new ArrayDeque<>();
    private int recorded;
    private long entered;
    /** Nodes entered past the budget and not yet left: they are counted, not kept. */
    private int openUnrecorded;

    /**
     * A recorder that names moves with {@code moveNames} (from their codes) and keeps at most
     * {@code budget} nodes.
     *
     * @throws IllegalArgumentException when the budget is below 1
     */
    public TraceRecorder(IntFunction<String> moveNames, int budget) {
        if (budget < 1) {
            throw new IllegalArgumentException("the node budget must be at least 1: " + budget);
        }
        this.moveNames = Objects.requireNonNull(moveNames, "moveNames");
        this.budget = budget;
    }

    /** A recorder that names moves by the game's moves' {@code toString}. */
    public static TraceRecorder of(Game<?, ?> game, int budget) {
        Objects.requireNonNull(game, "game");
        return new TraceRecorder(code -> String.valueOf(game.moveOf(code)), budget);
    }

    @Override
    public void enter(int move, int ply, int depth, int alpha, int beta) {
        entered++;
        if (openUnrecorded > 0 || recorded >= budget) {
            openUnrecorded++;
            return;
        }
        TracedNode parent = open.peek();
        TracedNode node = new TracedNode(recorded++, parent, move, name(parent, move, ply), ply, depth, alpha, beta);
        if (parent == null) {
            roots.add(node);
        } else {
            parent.addChild(node);
        }
        open.push(node);
    }

    private String name(TracedNode parent, int move, int ply) {
        if (parent == null) {
            return "root";
        }
        if (parent.ply() == ply) {
            return "again";
        }
        return move == Game.NO_MOVE ? "null move" : moveNames.apply(move);
    }

    @Override
    public void evaluated(int staticEvaluation) {
        if (openUnrecorded == 0 && !open.isEmpty()) {
            open.peek().evaluate(staticEvaluation);
        }
    }

    @Override
    public void cutoff(int[] moves, int from, int to) {
        if (openUnrecorded == 0 && !open.isEmpty()) {
            List<String> names = new ArrayList<>(Math.max(0, to - from));
            for (int i = from; i < to; i++) {
                names.add(moveNames.apply(moves[i]));
            }
            open.peek().markCut(names);
        }
    }

    @Override
    public void technique(Technique technique, int move, int plies) {
        if (openUnrecorded == 0 && !open.isEmpty()) {
            String name = move == Game.NO_MOVE ? null : moveNames.apply(move);
            open.peek().mark(new TracedNode.Mark(technique, name, plies));
        }
    }

    @Override
    public void leave(int score) {
        if (openUnrecorded > 0) {
            openUnrecorded--;
            return;
        }
        if (open.isEmpty()) {
            throw new IllegalStateException("a node was left that was never entered");
        }
        open.pop().finish(score);
    }

    /** The roots recorded, in order (one per root search). */
    public List<TracedNode> roots() {
        return Collections.unmodifiableList(roots);
    }

    /** The last root recorded: the last iteration's tree. */
    public TracedNode lastRoot() {
        if (roots.isEmpty()) {
            throw new IllegalStateException("nothing was recorded");
        }
        return roots.get(roots.size() - 1);
    }

    /**
     * Every node entered, kept or not: the node count of the teaching searchers
     * ({@code Minimax}, {@code AlphaBeta}), and the {@code Searcher}'s
     * {@code SearchStatistics.nodeEntries()} (its node count is one per move made, which leaves
     * out the root and the nodes entered again).
     */
    public long nodesEntered() {
        return entered;
    }

    /** The nodes kept (at most the budget). */
    public int nodesRecorded() {
        return recorded;
    }

    /** Whether the budget cut the recording short. */
    public boolean truncated() {
        return entered > recorded;
    }
}
