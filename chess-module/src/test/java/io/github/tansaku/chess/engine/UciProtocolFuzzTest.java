package io.github.tansaku.chess.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.notation.UciNotation;
import io.github.tansaku.chess.Move;
import io.github.tansaku.search.engine.ProtocolLoop;
import io.github.tansaku.search.engine.ProtocolFuzzer;
import java.io.BufferedReader;
import java.io.PrintStream;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The UCI engine under {@link ProtocolFuzzer}: seeded random lines, valid and hostile, checked
 * after every batch against the chess rules library (legal moves, positions), not the engine.
 */
class UciProtocolFuzzTest {

    /** Start positions: the start, Kiwipete, a promotion race, a mated side, a stalemated side. */
    private static final List<String> STARTS = List.of("startpos",
            "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "fen 8/P6k/8/8/8/8/6Kp/8 w - - 0 1",
            "fen rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");

    private static final ProtocolFuzzer.Rules RULES = new ProtocolFuzzer.Rules() {
        @Override
        public boolean usi() {
            return false;
        }

        @Override
        public List<String> startPositions() {
            return STARTS;
        }

        @Override
        public String describe(String positionArguments) {
            return BenchPositions.toPosition(positionArguments).toFen();
        }

        @Override
        public List<String> legalMoves(String positionArguments) {
            Position position = BenchPositions.toPosition(positionArguments);
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            int n = MoveGenerator.generateLegal(position, moves, 0);
            List<String> texts = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                texts.add(UciNotation.format(moves[i]));
            }
            return texts;
        }
    };

    private static ProtocolFuzzer.Subject engine(PrintStream out) {
        ProtocolLoop<Position, Move> loop = UciEngine.newLoop(new BufferedReader(new StringReader("")), out);
        return new ProtocolFuzzer.Subject() {
            @Override
            public void execute(String line) {
                loop.execute(line);
            }

            @Override
            public String currentPosition() {
                return loop.engine().position().toFen();
            }

            @Override
            public void close() {
                loop.engine().close();
            }
        };
    }

    @Test
    void everyBatchKeepsThePromisesAGuiReliesOn() {
        for (long seed : new long[] {45, 4501}) {
            int answers = new ProtocolFuzzer(RULES, UciProtocolFuzzTest::engine, seed).run(150, 2_000);
            assertThat(answers).as("go answers checked with seed %d", seed).isGreaterThan(5);
        }
    }
}
