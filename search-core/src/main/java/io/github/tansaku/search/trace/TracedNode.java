package io.github.tansaku.search.trace;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.algo.Technique;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One node of a recorded search tree ({@link TraceRecorder}): how it was entered, what it
 * returned, its children in the order they were searched, and what techniques did there.
 * Filled in while the search runs; read it once the search has returned.
 */
public final class TracedNode {

    /**
     * What a technique did at a node: ended the node ({@code move} is {@code null}; with
     * {@code plies > 0}, searched it again that much deeper), or pruned
     * ({@code plies == 0}), reduced ({@code plies < 0}) or extended ({@code plies > 0}) a move.
     *
     * @param technique the technique
     * @param move the move it acted on, by name, or {@code null} for the node itself
     * @param plies 0 for pruned, else the change of the move's depth in plies
     */
    public record Mark(Technique technique, String move, int plies) {

        /** A short readable text, such as {@code "LMR -2 e5"} or {@code "FUTILITY pruned Nf3"}. */
        public String text() {
            String what = move == null ? (plies == 0 ? "ended the node" : "searched it again " + plies + " deeper")
                    : plies == 0 ? "pruned " + move
                    : (plies > 0 ? "+" : "") + plies + " " + move;
            return technique.name() + " " + what;
        }
    }

    private final int id;
    private final TracedNode parent;
    private final int moveCode;
    private final String move;
    private final int ply;
    private final int depth;
    private final int alpha;
    private final int beta;
    private final List<TracedNode> children = new ArrayList<>();
    private final List<String> unsearched = new ArrayList<>();
    private final List<Mark> marks = new ArrayList<>();
    private boolean evaluated;
    private int staticEvaluation;
    private boolean finished;
    private int score;
    private boolean cut;

    TracedNode(int id, TracedNode parent, int moveCode, String move, int ply, int depth, int alpha, int beta) {
        this.id = id;
        this.parent = parent;
        this.moveCode = moveCode;
        this.move = move;
        this.ply = ply;
        this.depth = depth;
        this.alpha = alpha;
        this.beta = beta;
    }

    /** The node's number in recording order, from 0 (the first root). */
    public int id() {
        return id;
    }

    /** The node this one was searched from, or {@code null} for a root. */
    public TracedNode parent() {
        return parent;
    }

    /** The code of the move that led here ({@code Game.NO_MOVE} for a root or a null move). */
    public int moveCode() {
        return moveCode;
    }

    /**
     * The name of the move that led here: the game's move as text; {@code "root"} for a root,
     * {@code "null move"} for a null move, {@code "again"} for the same position searched again
     * at its own ply (internal iterative deepening, a singularity test, razoring's check).
     */
    public String move() {
        return move;
    }

    /** The distance from the root in plies. */
    public int ply() {
        return ply;
    }

    /** The depth left when the node was entered (0 or less: quiescence search or a leaf). */
    public int depth() {
        return depth;
    }

    /** The lower end of the window the node was entered with. */
    public int alpha() {
        return alpha;
    }

    /** The upper end of the window the node was entered with. */
    public int beta() {
        return beta;
    }

    /** The children, in the order they were searched. */
    public List<TracedNode> children() {
        return Collections.unmodifiableList(children);
    }

    /** The moves a beta cutoff left unsearched, by name (empty when the node did not cut). */
    public List<String> unsearched() {
        return Collections.unmodifiableList(unsearched);
    }

    /** What techniques did at this node, in order. */
    public List<Mark> marks() {
        return Collections.unmodifiableList(marks);
    }

    /** Whether the node's static evaluation is known (it was evaluated). */
    public boolean evaluated() {
        return evaluated;
    }

    /** The static evaluation, meaningful when {@link #evaluated()}. */
    public int staticEvaluation() {
        return staticEvaluation;
    }

    /** Whether the node returned a score (false when the search was stopped inside it). */
    public boolean finished() {
        return finished;
    }

    /** The score the node returned, from its side to move's point of view. */
    public int score() {
        return score;
    }

    /**
     * What the score means against the entry window: {@link Bound#LOWER} when it is at least
     * beta (failed high), {@link Bound#UPPER} when at most alpha (failed low), else exact.
     */
    public Bound bound() {
        return score >= beta ? Bound.LOWER : score <= alpha ? Bound.UPPER : Bound.EXACT;
    }

    /** Whether the node ended with a beta cutoff in its move loop. */
    public boolean cut() {
        return cut;
    }

    /** The number of nodes in this subtree, this one included. */
    public int size() {
        int size = 1;
        for (TracedNode child : children) {
            size += child.size();
        }
        return size;
    }

    /**
     * The child on the principal variation: the first finished child whose negated score is this
     * node's score, or {@code null} (a leaf, a node ended by a technique or a table cutoff).
     */
    public TracedNode bestChild() {
        if (!finished) {
            return null;
        }
        for (TracedNode child : children) {
            if (child.finished && !"again".equals(child.move) && -child.score == score) {
                return child;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return move + " [" + alpha + ", " + beta + "] -> " + (finished ? score + " " + bound() : "unfinished");
    }

    void addChild(TracedNode child) {
        children.add(child);
    }

    void evaluate(int value) {
        evaluated = true;
        staticEvaluation = value;
    }

    void markCut(List<String> moves) {
        cut = true;
        unsearched.addAll(moves);
    }

    void mark(Mark mark) {
        marks.add(mark);
    }

    void finish(int value) {
        finished = true;
        score = value;
    }
}
