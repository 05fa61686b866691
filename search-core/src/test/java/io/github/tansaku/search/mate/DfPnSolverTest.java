package io.github.tansaku.search.mate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The solver on explicit AND/OR graphs, whose answers can be read off the drawing: node names are
 * numbers, edges are "checks" from attacker nodes and "evasions" from defender nodes.
 */
class DfPnSolverTest {

    /** A graph game: the position is the path of nodes; move code = target node. */
    static class GraphGame implements Game<Deque<Integer>, Integer>, MateMoves<Deque<Integer>>,
            PositionHashing<Deque<Integer>> {
        private final Map<Integer, int[]> edges = new HashMap<>();

        GraphGame edge(int from, int... to) {
            edges.put(from, to);
            return this;
        }

        @Override
        public String name() {
            return "graph";
        }

        @Override
        public Deque<Integer> newPosition() {
            Deque<Integer> path = new ArrayDeque<>();
            path.push(1);
            return path;
        }

        @Override
        public Deque<Integer> copy(Deque<Integer> position) {
            return new ArrayDeque<>(position);
        }

        @Override
        public int maxMoves() {
            return 16;
        }

        @Override
        public int generateMoves(Deque<Integer> position, int[] moves, int start) {
            int[] to = edges.getOrDefault(position.peek(), new int[0]);
            System.arraycopy(to, 0, moves, start, to.length);
            return start + to.length;
        }

        @Override
        public boolean makeMove(Deque<Integer> position, int move) {
            position.push(move);
            return true;
        }

        @Override
        public void unmakeMove(Deque<Integer> position, int move) {
            position.pop();
        }

        @Override
        public Outcome outcome(Deque<Integer> position, int searchPly) {
            return Outcome.ONGOING;
        }

        @Override
        public Outcome outcomeWithoutMoves(Deque<Integer> position) {
            return Outcome.LOSS;
        }

        @Override
        public Integer moveOf(int code) {
            return code;
        }

        @Override
        public int codeOf(Integer move) {
            return move;
        }

        @Override
        public int generateChecks(Deque<Integer> position, int[] moves, int start) {
            return generateMoves(position, moves, start);
        }

        @Override
        public int generateEvasions(Deque<Integer> position, int[] moves, int start) {
            return generateMoves(position, moves, start);
        }

        /** The key depends on the node and on whose turn it is (the path's parity). */
        @Override
        public long hash(Deque<Integer> position) {
            return position.peek() * 0x9E3779B97F4A7C15L + (position.size() & 1);
        }
    }

    private static MateResult<Integer> solve(GraphGame game) {
        return new DfPnSolver<>(game, 1, Clock.system()).solve(game.newPosition(), 10_000, Long.MAX_VALUE, () -> false);
    }

    @Test
    void mateInOneWhenAnEvasionlessNodeIsReachable() {
        // 1 -> 2 (defender has moves) or 3 (defender has none): 3 mates.
        GraphGame game = new GraphGame().edge(1, 2, 3).edge(2, 4);
        MateResult<Integer> result = solve(game);
        assertThat(result.status()).isEqualTo(MateResult.Status.MATE);
        assertThat(result.moves()).containsExactly(3);
    }

    @Test
    void everyEvasionMustBeRefuted() {
        // 1 -> 2; the defender at 2 answers 4 or 5; 4 -> 6 (mate); 5 -> 7 (mate). Mate in 3.
        // 1 -> 8; the defender at 8 answers 9, from which the attacker has no check: no mate there.
        GraphGame game = new GraphGame().edge(1, 8, 2).edge(8, 9).edge(2, 4, 5).edge(4, 6).edge(5, 7);
        MateResult<Integer> result = solve(game);
        assertThat(result.status()).isEqualTo(MateResult.Status.MATE);
        assertThat(result.moves()).hasSize(3).startsWith(2, 4, 6);
    }

    @Test
    void oneEscapeIsEnoughToDisprove() {
        // The defender at 2 can go to 4 (mated next) or 5 (no further check).
        GraphGame game = new GraphGame().edge(1, 2).edge(2, 4, 5).edge(4, 6);
        assertThat(solve(game).status()).isEqualTo(MateResult.Status.NO_MATE);
    }

    @Test
    void theShortestMateIsReported() {
        // A five-ply mate through 2 and a three-ply mate through 10; the search may see the long one first.
        GraphGame game = new GraphGame().edge(1, 2, 10)
                .edge(2, 3).edge(3, 4).edge(4, 5).edge(5, 6)
                .edge(10, 11, 12).edge(11, 13).edge(12, 13);
        MateResult<Integer> result = solve(game);
        assertThat(result.status()).isEqualTo(MateResult.Status.MATE);
        assertThat(result.moves()).hasSize(3).first().isEqualTo(10);
    }

    @Test
    void aRepetitionIsNotAMate() {
        // Checks that go round in a circle 1 -> 2 -> 1 never mate.
        GraphGame game = new GraphGame().edge(1, 2).edge(2, 1);
        assertThat(solve(game).status()).isEqualTo(MateResult.Status.NO_MATE);
    }

    /**
     * A uniform tree of {@code depth} plies: the attacker has four checks everywhere, the defender
     * two evasions, and the attacker never mates (it runs out of checks at the bottom), so the
     * disproof needs about 4^(depth/2) nodes.
     */
    static final class UniformTree extends GraphGame {
        private final int depth;

        UniformTree(int depth) {
            this.depth = depth;
        }

        @Override
        public int generateMoves(Deque<Integer> position, int[] moves, int start) {
            int ply = position.size() - 1;
            if (ply >= depth) {
                return start;
            }
            int count = (ply & 1) == 0 ? 4 : 2;
            for (int i = 0; i < count; i++) {
                moves[start + i] = i + 2;
            }
            return start + count;
        }

        @Override
        public long hash(Deque<Integer> position) {
            long h = 17;
            for (int node : position) {
                h = h * 0x9E3779B97F4A7C15L + node;
            }
            return h;
        }
    }

    @Test
    void theUniformTreeIsDisprovenWhenSmall() {
        assertThat(solve(new UniformTree(6)).status()).isEqualTo(MateResult.Status.NO_MATE);
    }

    @Test
    void provesMateAnswersYesOrNoWithinItsBudget() {
        GraphGame mate = new GraphGame().edge(1, 8, 2).edge(8, 9).edge(2, 4, 5).edge(4, 6).edge(5, 7);
        GraphGame escape = new GraphGame().edge(1, 2).edge(2, 4, 5).edge(4, 6);
        assertThat(new DfPnSolver<>(mate, 1, Clock.system()).provesMate(mate.newPosition(), 10_000, () -> false)).isTrue();
        assertThat(new DfPnSolver<>(escape, 1, Clock.system()).provesMate(escape.newPosition(), 10_000, () -> false))
                .isFalse();
        UniformTree wide = new UniformTree(40);
        DfPnSolver<Deque<Integer>, Integer> limited = new DfPnSolver<>(wide, 1, Clock.system());
        assertThat(limited.provesMate(wide.newPosition(), 5000, () -> false)).isFalse();
        assertThat(limited.nodes()).isLessThan(5000 + 256);
        assertThat(limited.provesMate(wide.newPosition(), Long.MAX_VALUE, () -> true)).as("stopped").isFalse();
    }

    @Test
    void theNodeLimitAndTheStopFlagEndTheSearch() {
        UniformTree game = new UniformTree(40);
        DfPnSolver<Deque<Integer>, Integer> solver = new DfPnSolver<>(game, 1, Clock.system());
        MateResult<Integer> limited = solver.solve(game.newPosition(), Long.MAX_VALUE, 5000, () -> false);
        assertThat(limited.status()).isEqualTo(MateResult.Status.TIMEOUT);
        assertThat(limited.nodes()).isLessThan(5000 + 256);
        AtomicLong polls = new AtomicLong();
        MateResult<Integer> stopped = solver.solve(game.newPosition(), Long.MAX_VALUE, Long.MAX_VALUE,
                () -> polls.incrementAndGet() > 1);
        assertThat(stopped.status()).isEqualTo(MateResult.Status.TIMEOUT);
        assertThat(stopped.nodes()).isLessThan(3 * 256);
    }

    @Test
    void theTimeLimitIsHonoured() {
        UniformTree game = new UniformTree(40);
        AtomicLong now = new AtomicLong();
        Clock clock = () -> now.addAndGet(1); // every look at the clock takes a millisecond
        DfPnSolver<Deque<Integer>, Integer> solver = new DfPnSolver<>(game, 1, clock);
        MateResult<Integer> result = solver.solve(game.newPosition(), 3, Long.MAX_VALUE, () -> false);
        assertThat(result.status()).isEqualTo(MateResult.Status.TIMEOUT);
        assertThat(result.nodes()).isLessThan(4 * 256);
    }

    @Test
    void aGameWithoutTheCapabilitiesIsRefused() {
        assertThatThrownBy(() -> new DfPnSolver<>(new NoMateGame(), 1, Clock.system()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("MateMoves");
    }

    /** A game that offers no check generator. */
    private static final class NoMateGame implements Game<Deque<Integer>, Integer> {
        private final GraphGame inner = new GraphGame();

        @Override
        public String name() {
            return "plain";
        }

        @Override
        public Deque<Integer> newPosition() {
            return inner.newPosition();
        }

        @Override
        public Deque<Integer> copy(Deque<Integer> position) {
            return inner.copy(position);
        }

        @Override
        public int maxMoves() {
            return 1;
        }

        @Override
        public int generateMoves(Deque<Integer> position, int[] moves, int start) {
            return start;
        }

        @Override
        public boolean makeMove(Deque<Integer> position, int move) {
            return false;
        }

        @Override
        public void unmakeMove(Deque<Integer> position, int move) {
        }

        @Override
        public Outcome outcome(Deque<Integer> position, int searchPly) {
            return Outcome.ONGOING;
        }

        @Override
        public Outcome outcomeWithoutMoves(Deque<Integer> position) {
            return Outcome.LOSS;
        }

        @Override
        public Integer moveOf(int code) {
            return code;
        }

        @Override
        public int codeOf(Integer move) {
            return move;
        }
    }

    @Test
    void resultsHoldTheirLine() {
        assertThat(new MateResult<>(MateResult.Status.MATE, List.of(1), 1, 0).moves()).containsExactly(1);
        assertThatThrownBy(() -> new MateResult<>(MateResult.Status.NO_MATE, List.of(1), 1, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
