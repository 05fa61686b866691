package io.github.tansaku.search.trace;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/** The words a picture writes on and beside a traced node; shared by every picture format. */
final class NodeText {

    private NodeText() {
    }

    /** Scores as {@link Score#toString}, the infinite window ends as {@code -∞} and {@code +∞}. */
    static String score(int score) {
        if (score >= Score.INFINITE) {
            return "+∞";
        }
        if (score <= -Score.INFINITE) {
            return "-∞";
        }
        return Score.toString(score);
    }

    static String window(TracedNode node, IntFunction<String> scores) {
        return "(" + scores.apply(node.alpha()) + ", " + scores.apply(node.beta()) + ")";
    }

    /** The returned score with its bound: {@code 10}, {@code ≥ -5} (failed high), {@code ≤ 5}. */
    static String result(TracedNode node, IntFunction<String> scores) {
        if (!node.finished()) {
            return "stopped";
        }
        String value = scores.apply(node.score());
        return node.bound() == Bound.LOWER ? "≥ " + value : node.bound() == Bound.UPPER ? "≤ " + value : "= " + value;
    }

    /** The lines inside a node's box besides its move, window and result: evaluation, node marks. */
    static List<String> notes(TracedNode node, IntFunction<String> scores) {
        List<String> notes = new ArrayList<>();
        if (node.evaluated()) {
            notes.add("eval " + scores.apply(node.staticEvaluation()));
        }
        for (TracedNode.Mark mark : node.marks()) {
            if (mark.move() == null) {
                notes.add(mark.technique().name());
            }
        }
        if (node.cut()) {
            notes.add("beta cut");
        }
        return notes;
    }

    /** What a technique did to the move leading to {@code child} (a reduction, an extension), or "". */
    static String edge(TracedNode child) {
        TracedNode parent = child.parent();
        if (parent == null) {
            return "";
        }
        StringBuilder text = new StringBuilder();
        for (TracedNode.Mark mark : parent.marks()) {
            if (mark.plies() != 0 && child.move().equals(mark.move())) {
                text.append(text.length() == 0 ? "" : ", ").append(mark.technique().name()).append(' ')
                        .append(mark.plies() > 0 ? "+" : "").append(mark.plies());
            }
        }
        return text.toString();
    }
}
