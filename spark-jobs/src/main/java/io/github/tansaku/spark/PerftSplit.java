package io.github.tansaku.spark;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.PositionHashing;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Splits a perft tree at a fixed ply into the positions the tasks count from. With a game that
 * keeps a hash key ({@link PositionHashing}) the positions reached by several move orders are
 * merged into one with their multiplicity, so each is counted once and weighted; without one,
 * every path is its own sub-position. A line that ends before the split ply has no leaves at the
 * perft depth and yields nothing.
 */
public final class PerftSplit {

    private PerftSplit() {
    }

    /**
     * The distinct positions {@code plies} moves below {@code root}, in the order first reached,
     * with their multiplicities; the multiplicities sum to the perft count of {@code plies}.
     * {@code root} is restored before returning.
     *
     * @throws IllegalArgumentException if {@code plies} is negative
     */
    public static <P> List<SubPosition> split(Game<P, ?> game, P root, int plies) {
        if (plies < 0) {
            throw new IllegalArgumentException("the split ply must not be negative, got " + plies);
        }
        @SuppressWarnings("unchecked")
        PositionHashing<P> hashing = game instanceof PositionHashing<?> keyed ? (PositionHashing<P>) keyed : null;
        Walk<P> walk = new Walk<>(game, hashing, plies);
        walk.visit(root, 0);
        return walk.result();
    }

    /** The depth-first walk down to the split ply. */
    private static final class Walk<P> {
        private final Game<P, ?> game;
        private final PositionHashing<P> hashing;
        private final int plies;
        private final int[] path;
        private final int[] moves;
        private final Map<Long, Integer> indexByKey = new LinkedHashMap<>();
        private final List<int[]> paths = new ArrayList<>();
        private final List<Long> multiplicities = new ArrayList<>();

        Walk(Game<P, ?> game, PositionHashing<P> hashing, int plies) {
            this.game = game;
            this.hashing = hashing;
            this.plies = plies;
            this.path = new int[plies];
            this.moves = new int[Math.multiplyExact(game.maxMoves(), Math.max(plies, 1))];
        }

        void visit(P position, int ply) {
            if (ply == plies) {
                reached(position);
                return;
            }
            int start = ply * game.maxMoves();
            int generated = game.generateMoves(position, moves, start);
            for (int i = start; i < start + generated; i++) {
                int move = moves[i];
                if (game.makeMove(position, move)) {
                    path[ply] = move;
                    visit(position, ply + 1);
                    game.unmakeMove(position, move);
                }
            }
        }

        private void reached(P position) {
            Integer index = hashing == null ? null : indexByKey.get(hashing.hash(position));
            if (index != null) {
                multiplicities.set(index, multiplicities.get(index) + 1);
                return;
            }
            if (hashing != null) {
                indexByKey.put(hashing.hash(position), paths.size());
            }
            paths.add(path.clone());
            multiplicities.add(1L);
        }

        List<SubPosition> result() {
            List<SubPosition> subPositions = new ArrayList<>(paths.size());
            for (int i = 0; i < paths.size(); i++) {
                subPositions.add(new SubPosition(paths.get(i), multiplicities.get(i)));
            }
            return subPositions;
        }
    }
}
