package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.perft.Perft;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** The hot paths (perft, and make/unmake/generate/outcome through ShogiGame) allocate nothing. */
class AllocationTest {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private static long allocated() {
        return THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    @Test
    void perftAllocatesNothingPerNode() {
        Position pos = Position.fromSfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
        Perft<Position, Move> perft = new Perft<>(new ShogiGame());
        perft.count(pos, 3); // warm-up: class loading, JIT
        long before = allocated();
        long nodes = perft.count(pos, 3);
        long bytes = allocated() - before;
        assertThat(nodes).isEqualTo(4809015L); // the published perft(3) of the "matsuri" position
        assertThat(bytes).as("bytes allocated by a perft of %d nodes", nodes).isLessThan(1024);
    }

    @Test
    void gameInterfaceSearchLoopAllocatesNothing() {
        ShogiGame game = new ShogiGame();
        Position pos = Position.startPosition();
        int[][] buffers = new int[4][game.maxMoves()];
        long nodes = walk(game, pos, buffers, 3);
        long before = allocated();
        long again = walk(game, pos, buffers, 3);
        long bytes = allocated() - before;
        assertThat(again).isEqualTo(nodes);
        assertThat(bytes).as("bytes allocated walking %d nodes through ShogiGame", again).isLessThan(1024);
    }

    /** A perft-like walk that also calls what a searcher calls at each node. */
    private static long walk(ShogiGame game, Position pos, int[][] buffers, int depth) {
        if (depth == 0) {
            return 1;
        }
        int[] moves = buffers[depth];
        int n = game.generateMoves(pos, moves, 0);
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            game.givesCheck(pos, move);
            game.see(pos, move);
            game.isNoisy(pos, move);
            game.moveIndex(pos, move);
            game.moveOf(move);
            if (game.makeMove(pos, move)) {
                game.outcome(pos, 3 - depth + 1);
                game.hash(pos);
                nodes += walk(game, pos, buffers, depth - 1);
                game.unmakeMove(pos, move);
            }
        }
        game.countLegalMoves(pos);
        game.generateNoisyMoves(pos, buffers[0], 0);
        return nodes;
    }
}
