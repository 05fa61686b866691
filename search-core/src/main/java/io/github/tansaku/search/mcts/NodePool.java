package io.github.tansaku.search.mcts;

/**
 * The search tree as parallel arrays, one slot per node (struct of arrays), allocated once: the
 * search takes nodes from it and never creates objects. The children of a node occupy one
 * contiguous block, taken when the node is expanded, so every node's index is larger than its
 * parent's; {@link #reroot} relies on it to compact the tree in one forward pass.
 *
 * <p>Statistics are kept from the point of view of the side that made the move into the node:
 * {@code value} is the sum of its results (1 win, 1/2 draw, 0 loss) over {@code visits}. The
 * proven bounds are from the point of view of the side to move at the node: the game value with
 * best play lies in [{@code lower}, {@code upper}], each {@link #LOSS}, {@link #DRAW} or
 * {@link #WIN}; the node is proven when they meet. Not thread-safe: the searcher guards it with
 * one lock.
 */
final class NodePool {

    /** The side to move at the node loses with best play. */
    static final byte LOSS = -1;
    /** Best play draws. */
    static final byte DRAW = 0;
    /** The side to move at the node wins with best play. */
    static final byte WIN = 1;

    final int capacity;
    /** The move code that leads from the parent to the node. */
    final int[] move;
    final int[] parent;
    /** The first child's index; meaningful when {@code childCount > 0}. */
    final int[] firstChild;
    /** The number of children; 0 while the node is a leaf. */
    final int[] childCount;
    /** Visits, virtual ones of running playouts included. */
    final int[] visits;
    /** The sum of results for the side that moved into the node. */
    final double[] value;
    /** The selection prior of the move into the node, normalised among its siblings. */
    final float[] prior;
    /** The proven lower bound of the node's value: {@link #LOSS} until more is known. */
    final byte[] lower;
    /** The proven upper bound of the node's value: {@link #WIN} until less is known. */
    final byte[] upper;
    /** For a proven win or loss, the plies to the game end on the line the proof found. */
    final short[] proofPlies;
    /** Scratch space of {@link #reroot}: old index to new index. */
    private final int[] newIndex;
    private int size;

    NodePool(int capacity) {
        this.capacity = capacity;
        move = new int[capacity];
        parent = new int[capacity];
        firstChild = new int[capacity];
        childCount = new int[capacity];
        visits = new int[capacity];
        value = new double[capacity];
        prior = new float[capacity];
        lower = new byte[capacity];
        upper = new byte[capacity];
        proofPlies = new short[capacity];
        newIndex = new int[capacity];
    }

    /** Nodes in use. */
    int size() {
        return size;
    }

    /** Forgets the whole tree and returns a fresh root (index 0). */
    int clear() {
        size = 0;
        return allocate(1, -1);
    }

    /**
     * Takes {@code count} fresh nodes with parent {@code parentIndex} and returns the first
     * index, or -1 when the pool has no room for them.
     */
    int allocate(int count, int parentIndex) {
        if (count > capacity - size) {
            return -1;
        }
        int first = size;
        for (int i = first; i < first + count; i++) {
            move[i] = 0;
            parent[i] = parentIndex;
            firstChild[i] = -1;
            childCount[i] = 0;
            visits[i] = 0;
            value[i] = 0;
            prior[i] = 0;
            lower[i] = LOSS;
            upper[i] = WIN;
            proofPlies[i] = 0;
        }
        size += count;
        return first;
    }

    /** Whether the node's value is proven: its bounds meet. */
    boolean proven(int node) {
        return lower[node] == upper[node];
    }

    /** The child of {@code node} reached by {@code moveCode}, or -1. */
    int child(int node, int moveCode) {
        int first = firstChild[node];
        for (int i = 0; i < childCount[node]; i++) {
            if (move[first + i] == moveCode) {
                return first + i;
            }
        }
        return -1;
    }

    /**
     * Keeps only the subtree below {@code newRoot}, moved to the front of the pool (the new root
     * at index 0), and frees the rest. Order-preserving, so parents stay before their children and
     * sibling blocks stay contiguous.
     */
    void reroot(int newRoot) {
        int next = 0;
        for (int i = 0; i < size; i++) {
            boolean live = i == newRoot || (i > newRoot && parent[i] >= newRoot && newIndex[parent[i]] >= 0);
            newIndex[i] = live ? next++ : -1;
        }
        for (int i = newRoot; i < size; i++) {
            int to = newIndex[i];
            if (to < 0) {
                continue;
            }
            move[to] = move[i];
            parent[to] = i == newRoot ? -1 : newIndex[parent[i]];
            firstChild[to] = childCount[i] > 0 ? newIndex[firstChild[i]] : -1;
            childCount[to] = childCount[i];
            visits[to] = visits[i];
            value[to] = value[i];
            prior[to] = prior[i];
            lower[to] = lower[i];
            upper[to] = upper[i];
            proofPlies[to] = proofPlies[i];
        }
        size = next;
    }
}
