package io.github.tansaku.search.algo.testgames;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tree for tests of how captures are ordered, which records what the search asks of it.
 *
 * <p>Every node has {@value #MOVES} moves: codes 1 to 3 are captures, 4 to 6 quiet moves;
 * capture {@value #LOSING_CAPTURE} loses {@value #LOSS} by static exchange, the others lose
 * nothing. The first root move is the best (every position after it is worth 0); after any
 * other root move, the reply 1 wins {@value #REFUTATION} for the opponent, so a null-window test
 * of that move cuts on its first reply.
 *
 * <p>Recorded: every move made, with the node it was made at; how often each move's exchange
 * was tested; and at which nodes all moves, or the quiet ones, were generated. A node is named
 * by its path, such as {@code "1 : "} for the node after root move 1 and {@code ": "} for the
 * root.
 */
public final class CaptureOrderingTree extends ScriptedTree {

    /** Moves per node. */
    public static final int MOVES = 6;
    /** The capture that loses material by exchange. */
    public static final int LOSING_CAPTURE = 2;
    /** What the losing capture loses. */
    public static final int LOSS = 300;
    /** What the reply 1 wins after a root move other than the first. */
    public static final int REFUTATION = 500;

    private final List<String> made = new ArrayList<>();
    private final Map<String, Integer> exchangeTests = new HashMap<>();
    private final Map<String, Integer> fullGenerations = new HashMap<>();
    private final Map<String, Integer> quietGenerations = new HashMap<>();

    /** The tree of the class comment, with nothing recorded yet. */
    public CaptureOrderingTree() {
        super(new Rules() {
            @Override
            public int moveCount(Path path) {
                return MOVES;
            }

            @Override
            public boolean noisy(Path path, int move) {
                return move <= 3;
            }

            @Override
            public int see(Path path, int move) {
                return move == LOSING_CAPTURE ? -LOSS : 0;
            }

            @Override
            public int value(Path path) {
                boolean refuted = path.length() >= 2 && path.move(0) != 1 && path.move(1) == 1;
                return refuted ? -REFUTATION : 0;
            }
        });
    }

    @Override
    public boolean makeMove(Path position, int move) {
        made.add(node(position) + move);
        return super.makeMove(position, move);
    }

    @Override
    public boolean seeAtLeast(Path position, int move, int threshold) {
        exchangeTests.merge(node(position) + move, 1, Integer::sum);
        return super.seeAtLeast(position, move, threshold);
    }

    @Override
    public int generateMoves(Path position, int[] moves, int start) {
        fullGenerations.merge(node(position), 1, Integer::sum);
        return super.generateMoves(position, moves, start);
    }

    @Override
    public int generateQuietMoves(Path position, int[] moves, int start) {
        quietGenerations.merge(node(position), 1, Integer::sum);
        return super.generateQuietMoves(position, moves, start);
    }

    /** The name of the node {@code position} is at: its moves from the root, then ": ". */
    public static String node(Path position) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < position.length(); i++) {
            s.append(position.move(i)).append(' ');
        }
        return s.append(": ").toString();
    }

    /** Every move made, as its node's name followed by the move, in order. */
    public List<String> made() {
        return made;
    }

    /** The moves made at {@code node}, in order. */
    public List<Integer> madeAt(String node) {
        return movesAt(made, node);
    }

    /**
     * The moves of {@code made} (each its node's name followed by the move, as {@link #made()})
     * that were made at {@code node}, in order.
     */
    public static List<Integer> movesAt(List<String> made, String node) {
        List<Integer> moves = new ArrayList<>();
        for (String m : made) {
            if (m.startsWith(node) && m.indexOf(' ', node.length()) < 0) {
                moves.add(Integer.parseInt(m.substring(node.length())));
            }
        }
        return moves;
    }

    /** How often the exchange of {@code move} at {@code node} was tested. */
    public int exchangeTestsOf(String node, int move) {
        return exchangeTests.getOrDefault(node + move, 0);
    }

    /** How often all the moves of {@code node} were generated at once. */
    public int fullGenerationsAt(String node) {
        return fullGenerations.getOrDefault(node, 0);
    }

    /** How often the quiet moves of {@code node} were generated apart. */
    public int quietGenerationsAt(String node) {
        return quietGenerations.getOrDefault(node, 0);
    }
}
