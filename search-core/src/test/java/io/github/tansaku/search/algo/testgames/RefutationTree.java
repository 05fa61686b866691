package io.github.tansaku.search.algo.testgames;

import io.github.tansaku.search.MoveLegality;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tree for tests of the refutation stage, which tells any move's legality
 * ({@link MoveLegality}) and records what the search asks of it.
 *
 * <p>Every node has {@value #MOVES} moves: codes 1 to 3 are captures, 4 to 6 quiet moves, no
 * exchange loses material. The first root move is the best (every position after it is worth
 * 0). After root moves 2 to 5 the quiet reply {@value #REFUTING_MOVE} wins {@value #REFUTATION} for
 * the opponent, after root move {@value #MOVES} the quiet reply {@value #MOVES} does, and every
 * other reply loses {@value #LOSS} for it: the node after root move 2 finds the refutation among
 * its quiet moves, and it becomes the killer of that ply, which refutes root moves 3 to 5 but not
 * {@value #MOVES}.
 *
 * <p>Recorded: every move made, with the node it was made at, and at which nodes the quiet moves
 * were generated. Nodes are named as in {@link CaptureOrderingTree#node}.
 */
public final class RefutationTree extends ScriptedTree implements MoveLegality<ScriptedTree.Path> {

    /** Moves per node. */
    public static final int MOVES = 6;
    /** The quiet reply that refutes root moves 2 to 5. */
    public static final int REFUTING_MOVE = 5;
    /** What that reply wins. */
    public static final int REFUTATION = 500;
    /** What a reply that does not refute loses after a root move other than the first. */
    public static final int LOSS = 100;

    private final List<String> made = new ArrayList<>();
    private final Map<String, Integer> quietGenerations = new HashMap<>();

    /** The tree of the class comment, with nothing recorded yet. */
    public RefutationTree() {
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
            public int value(Path path) {
                if (path.length() < 2 || path.move(0) == 1) {
                    return 0;
                }
                int refuting = path.move(0) == MOVES ? MOVES : REFUTING_MOVE;
                return path.move(1) == refuting ? -REFUTATION : LOSS;
            }
        });
    }

    /** The moves 1 to {@value #MOVES}; any other int is not a move. */
    @Override
    public boolean isLegal(Path position, int move) {
        return move >= 1 && move <= MOVES;
    }

    @Override
    public boolean makeMove(Path position, int move) {
        made.add(CaptureOrderingTree.node(position) + move);
        return isLegal(position, move) && super.makeMove(position, move);
    }

    @Override
    public int generateQuietMoves(Path position, int[] moves, int start) {
        quietGenerations.merge(CaptureOrderingTree.node(position), 1, Integer::sum);
        return super.generateQuietMoves(position, moves, start);
    }

    /** Every move made, as its node's name followed by the move, in order. */
    public List<String> made() {
        return made;
    }

    /** The moves made at {@code node}, in order. */
    public List<Integer> madeAt(String node) {
        return CaptureOrderingTree.movesAt(made, node);
    }

    /** How often the quiet moves of {@code node} were generated apart. */
    public int quietGenerationsAt(String node) {
        return quietGenerations.getOrDefault(node, 0);
    }
}
