package io.github.tansaku.search.trace;

import java.util.Objects;
import java.util.function.IntFunction;

/**
 * A traced search tree as Graphviz DOT text, for users who have {@code dot}: the same content
 * as {@link TreeSvg} (window, score, evaluation, principal variation in bold, unsearched and
 * pruned moves as grey dashed ghosts, reductions and extensions on the edges), laid out by
 * Graphviz. {@code dot -Tsvg tree.dot > tree.svg} draws it.
 */
public final class TreeDot {

    private TreeDot() {
    }

    /** The DOT text of the tree under {@code root}, scores written by {@code scores}. */
    public static String toDot(TracedNode root, IntFunction<String> scores) {
        Objects.requireNonNull(root, "root");
        Objects.requireNonNull(scores, "scores");
        TreeLayout layout = new TreeLayout(root);
        StringBuilder dot = new StringBuilder("digraph search {\n");
        dot.append("  node [shape=box, style=rounded, fontname=\"sans-serif\", fontsize=10];\n");
        dot.append("  edge [arrowhead=none];\n");
        nodes(root, layout, scores, dot);
        int ghosts = 0;
        for (TreeLayout.Ghost ghost : layout.ghosts()) {
            String id = "g" + ghosts++;
            dot.append("  ").append(id).append(" [label=").append(quote(ghost.move() + "\n" + ghost.why()))
                    .append(", style=\"rounded,dashed,filled\", fillcolor=\"#eeeeee\", color=\"#aaaaaa\", fontcolor=\"#999999\"];\n");
            dot.append("  n").append(ghost.parent().id()).append(" -> ").append(id)
                    .append(" [style=dashed, color=\"#bbbbbb\"];\n");
        }
        return dot.append("}\n").toString();
    }

    /** {@link #toDot(TracedNode, IntFunction)} with scores as the searchers print them. */
    public static String toDot(TracedNode root) {
        return toDot(root, NodeText::score);
    }

    private static void nodes(TracedNode node, TreeLayout layout, IntFunction<String> scores, StringBuilder dot) {
        StringBuilder label = new StringBuilder(node.move()).append('\n').append("α β ")
                .append(NodeText.window(node, scores)).append('\n').append(NodeText.result(node, scores));
        for (String note : NodeText.notes(node, scores)) {
            label.append('\n').append(note);
        }
        boolean pv = layout.onPrincipalVariation(node);
        dot.append("  n").append(node.id()).append(" [label=").append(quote(label.toString()))
                .append(pv ? ", penwidth=3" : "").append(node.cut() ? ", style=\"rounded,filled\", fillcolor=\"#fff4e0\"" : "")
                .append("];\n");
        for (TracedNode child : node.children()) {
            boolean pvEdge = pv && layout.onPrincipalVariation(child);
            String edge = NodeText.edge(child);
            dot.append("  n").append(node.id()).append(" -> n").append(child.id()).append(" [")
                    .append(pvEdge ? "penwidth=3" : "")
                    .append(edge.isEmpty() ? "" : (pvEdge ? ", " : "") + "label=" + quote(edge) + ", fontcolor=\"#aa3333\"")
                    .append("];\n");
            nodes(child, layout, scores, dot);
        }
    }

    private static String quote(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }
}
