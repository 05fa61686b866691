package io.github.tansaku.search.trace;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where each node of a traced tree goes in a picture: leaves side by side from left to right in
 * search order, each parent centred over its children, one row per ply. Moves a node never
 * searched (after a cutoff, or pruned by a technique) get places of their own, as ghosts.
 * Coordinates are the centres of the boxes, in picture units.
 */
final class TreeLayout {

    /** Width of one leaf's column. */
    static final int COLUMN = 124;
    /** Height of one row (ply). */
    static final int ROW = 112;
    /** A node's box. */
    static final int BOX_WIDTH = 112;
    static final int BOX_HEIGHT = 72;
    static final int MARGIN = 16;

    /** A move that was never searched, drawn as a ghost child of {@code parent}. */
    record Ghost(TracedNode parent, String move, String why, double x, double y) {
    }

    private final Map<TracedNode, double[]> places = new IdentityHashMap<>();
    private final List<Ghost> ghosts = new ArrayList<>();
    private final Set<TracedNode> principal = Collections.newSetFromMap(new IdentityHashMap<>());
    private int columns;
    private int rows;

    TreeLayout(TracedNode root) {
        place(root, 0);
        for (TracedNode node = root; node != null; node = node.bestChild()) {
            principal.add(node);
        }
    }

    private double place(TracedNode node, int row) {
        rows = Math.max(rows, row + 1);
        List<Double> xs = new ArrayList<>();
        for (TracedNode child : node.children()) {
            xs.add(place(child, row + 1));
        }
        List<String[]> never = new ArrayList<>();
        for (TracedNode.Mark mark : node.marks()) {
            if (mark.move() != null && mark.plies() == 0) {
                never.add(new String[] {mark.move(), mark.technique().name()});
            }
        }
        for (String move : node.unsearched()) {
            never.add(new String[] {move, "not searched"});
        }
        for (String[] ghost : never) {
            double x = x(columns++);
            rows = Math.max(rows, row + 2);
            ghosts.add(new Ghost(node, ghost[0], ghost[1], x, y(row + 1)));
            xs.add(x);
        }
        double x = xs.isEmpty() ? x(columns++) : (xs.get(0) + xs.get(xs.size() - 1)) / 2;
        places.put(node, new double[] {x, y(row)});
        return x;
    }

    private static double x(int column) {
        return MARGIN + COLUMN * column + COLUMN / 2.0;
    }

    private static double y(int row) {
        return MARGIN + ROW * row + BOX_HEIGHT / 2.0;
    }

    double x(TracedNode node) {
        return places.get(node)[0];
    }

    double y(TracedNode node) {
        return places.get(node)[1];
    }

    List<Ghost> ghosts() {
        return ghosts;
    }

    boolean onPrincipalVariation(TracedNode node) {
        return principal.contains(node);
    }

    int width() {
        return 2 * MARGIN + COLUMN * Math.max(1, columns);
    }

    int height() {
        return 2 * MARGIN + ROW * Math.max(1, rows) - (ROW - BOX_HEIGHT);
    }
}
