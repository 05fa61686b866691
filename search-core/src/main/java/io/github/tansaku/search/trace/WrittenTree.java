package io.github.tansaku.search.trace;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.FinalMargin;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A game whose whole tree is written out, as in a textbook figure: named positions, each with
 * its children (the moves, named after the positions they lead to) and, for a leaf, its value.
 * Written as {@code A(B=-10, C(D(H=-15, I=-20), E=15))}: a name, an optional {@code =value}, an
 * optional list of children in parentheses.
 *
 * <p>Values are from the point of view of the side to move at that position (negamax). A leaf
 * is a finished game whose final margin ({@link FinalMargin}) is its value, so a search of any
 * depth scores it exactly as written, whatever its ply: the leaves of a figure need not lie at
 * one depth. Its value must be within {@link Score#MAX_MARGIN}; 0 is a draw. An inner position
 * may have a value too, its static evaluation, used when a search stops there (0 when none is
 * written).
 * {@link #scoreText} shows the searchers' scores in the figure's own numbers.
 */
public final class WrittenTree implements Game<WrittenTree.Position, String>, FinalMargin<WrittenTree.Position> {

    /**
     * The tree with which the article on how a chess engine thinks (by the author of Sayuri)
     * explains alpha-beta: A has moves to B and C; B's search gave -10, so the move to B is worth
     * 10; C has D, E, F and G, whose moves are worth -20, -15 and -5 to C, and G is never
     * searched (a beta cut); D has H, I and J, searched with the alpha values 10 and then 15
     * passed down. The article gives H's -15; I and J are chosen here so that D's value is 20, as
     * the move to it is worth -20; G's value never matters.
     */
    public static final String ARTICLE = "A(B=-10, C(D(H=-15, I=-20, J=-10), E=15, F=5, G=0))";

    /** The position: the path of node indices from the root. */
    public static final class Position {
        private final int[] path;
        private int length;

        private Position(int capacity) {
            path = new int[capacity];
        }

        /** The name of the node this position is at. */
        int node() {
            return path[length];
        }
    }

    private final String[] names;
    private final Integer[] values;
    private final int[][] children;
    private final int height;
    private final Map<String, Integer> indexOf = new HashMap<>();

    private WrittenTree(List<String> names, List<Integer> values, List<List<Integer>> children) {
        this.names = names.toArray(new String[0]);
        this.values = values.toArray(new Integer[0]);
        this.children = new int[names.size()][];
        for (int i = 0; i < names.size(); i++) {
            this.children[i] = children.get(i).stream().mapToInt(Integer::intValue).toArray();
            indexOf.put(names.get(i), i);
        }
        this.height = heightOf(0);
    }

    /**
     * The tree written in {@code text}.
     *
     * @throws IllegalArgumentException when the text is not a tree in the notation above, a
     *     name is used twice, a leaf has no value or a leaf's value is beyond the margin limit
     */
    public static WrittenTree parse(String text) {
        return new Parser(text).parse();
    }

    /** The article's tree, {@link #ARTICLE}. */
    public static WrittenTree article() {
        return parse(ARTICLE);
    }

    /** The number of plies from the root to the deepest leaf: a search this deep sees everything. */
    public int height() {
        return height;
    }

    /** The names of all positions, the root first, in the order written. */
    public List<String> positions() {
        return List.of(names);
    }

    /**
     * The evaluator: a position's written value, 0 (nothing known) for an inner position
     * without one. Iterative deepening evaluates inner positions on its shallow iterations.
     */
    public Evaluator<Position> evaluator() {
        return p -> {
            Integer value = values[p.node()];
            return value == null ? 0 : value;
        };
    }

    /**
     * A searcher's score in the figure's numbers: a leaf's final-margin score as its margin,
     * the infinite bounds as {@code -∞} and {@code +∞}, anything else as it is.
     */
    public static String scoreText(int score) {
        if (score >= Score.INFINITE) {
            return "+∞";
        }
        if (score <= -Score.INFINITE) {
            return "-∞";
        }
        return Integer.toString(Score.isFinalMargin(score) ? Score.finalMarginOf(score) : score);
    }

    private int heightOf(int node) {
        int most = 0;
        for (int child : children[node]) {
            most = Math.max(most, 1 + heightOf(child));
        }
        return most;
    }

    @Override
    public String name() {
        return "written-tree";
    }

    @Override
    public Position newPosition() {
        return new Position(height + 1);
    }

    @Override
    public Position copy(Position position) {
        Position copy = new Position(position.path.length);
        System.arraycopy(position.path, 0, copy.path, 0, position.path.length);
        copy.length = position.length;
        return copy;
    }

    @Override
    public int maxMoves() {
        int most = 1;
        for (int[] list : children) {
            most = Math.max(most, list.length);
        }
        return most;
    }

    @Override
    public int generateMoves(Position position, int[] moves, int start) {
        int[] list = children[position.node()];
        for (int i = 0; i < list.length; i++) {
            moves[start + i] = list[i] + 1;
        }
        return list.length;
    }

    @Override
    public boolean makeMove(Position position, int move) {
        int node = move - 1;
        for (int child : children[position.node()]) {
            if (child == node) {
                position.path[++position.length] = node;
                return true;
            }
        }
        return false;
    }

    @Override
    public void unmakeMove(Position position, int move) {
        position.length--;
    }

    @Override
    public Outcome outcome(Position position, int searchPly) {
        int node = position.node();
        if (children[node].length > 0) {
            return Outcome.ONGOING;
        }
        int value = values[node];
        return value > 0 ? Outcome.WIN : value < 0 ? Outcome.LOSS : Outcome.DRAW;
    }

    @Override
    public Outcome outcomeWithoutMoves(Position position) {
        throw new IllegalStateException("a written tree's leaves end the game: " + names[position.node()]);
    }

    @Override
    public int finalMargin(Position position) {
        return values[position.node()];
    }

    @Override
    public String moveOf(int code) {
        return names[code - 1];
    }

    @Override
    public int codeOf(String move) {
        Integer index = indexOf.get(move);
        if (index == null || index == 0) {
            throw new IllegalArgumentException("no move to a position named '" + move + "'");
        }
        return index + 1;
    }

    /** A recursive-descent reader of the notation. */
    private static final class Parser {
        private final String text;
        private int at;
        private final List<String> names = new ArrayList<>();
        private final List<Integer> values = new ArrayList<>();
        private final List<List<Integer>> children = new ArrayList<>();

        Parser(String text) {
            this.text = text;
        }

        WrittenTree parse() {
            node();
            skipSpaces();
            if (at != text.length()) {
                throw error("unexpected '" + text.charAt(at) + "'");
            }
            return new WrittenTree(names, values, children);
        }

        private int node() {
            skipSpaces();
            int start = at;
            while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
                at++;
            }
            if (at == start) {
                throw error("a position name expected");
            }
            String name = text.substring(start, at);
            if (names.contains(name)) {
                throw error("the name " + name + " is used twice");
            }
            int index = names.size();
            names.add(name);
            values.add(null);
            children.add(new ArrayList<>());
            skipSpaces();
            if (peek('=')) {
                at++;
                values.set(index, number());
                skipSpaces();
            }
            if (peek('(')) {
                do {
                    at++;
                    children.get(index).add(node());
                    skipSpaces();
                } while (peek(','));
                if (!peek(')')) {
                    throw error("',' or ')' expected");
                }
                at++;
            }
            if (children.get(index).isEmpty()) {
                Integer value = values.get(index);
                if (value == null) {
                    throw error("the leaf " + name + " has no value");
                }
                if (Math.abs(value) > Score.MAX_MARGIN) {
                    throw error("the leaf " + name + "'s value " + value + " is beyond " + Score.MAX_MARGIN);
                }
            }
            return index;
        }

        private int number() {
            skipSpaces();
            int start = at;
            if (peek('-') || peek('+')) {
                at++;
            }
            while (at < text.length() && Character.isDigit(text.charAt(at))) {
                at++;
            }
            try {
                return Integer.parseInt(text.substring(start, at));
            } catch (NumberFormatException e) {
                throw error("a whole number expected");
            }
        }

        private boolean peek(char c) {
            return at < text.length() && text.charAt(at) == c;
        }

        private void skipSpaces() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException(what + " at character " + at + " of the tree '" + text + "'");
        }
    }
}
