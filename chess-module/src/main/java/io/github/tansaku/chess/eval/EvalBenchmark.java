package io.github.tansaku.chess.eval;

import io.github.tansaku.chess.board.Position;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

/**
 * A quick timing of the evaluators on a fixed set of middlegame positions, for the report and
 * for a JMH benchmark to call ({@link #middlegamePositions()}, {@link #evaluateAll}). Run
 * {@link #main} for a table of nanoseconds per evaluation; numbers from a plain loop like this
 * are indicative only.
 */
public final class EvalBenchmark {

    /** Middlegame positions: well-known test positions and the evaluator references' vectors. */
    public static final List<String> MIDDLEGAME_FENS = List.of(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10",
            "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6",
            "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
            "r2r1n2/pp2bk2/2p1p2p/3q4/3PN1QP/2P3R1/P4PP1/5RK1 w - - 0 1",
            "3q2k1/pb3p1p/4pbp1/3R4/PpN2N2/1P2P2P/5PP1/Q5K1 b - - 0 27",
            "2rqkb1r/ppp2p2/2npb1p1/1N1Nn2p/2P1PP2/8/PP2B1PP/R1BQK2R b KQ - 0 11",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8");

    /** Keeps the benchmark's results observable so that the loops cannot be optimised away. */
    private static volatile long blackhole;

    private EvalBenchmark() {
    }

    /** New positions for {@link #MIDDLEGAME_FENS}. */
    public static List<Position> middlegamePositions() {
        List<Position> positions = new ArrayList<>();
        for (String fen : MIDDLEGAME_FENS) {
            positions.add(Position.fromFen(fen));
        }
        return positions;
    }

    /** Evaluates every position once; returns the sum, so that the work cannot be optimised away. */
    public static long evaluateAll(ChessEvaluator evaluator, List<Position> positions) {
        long sum = 0;
        for (int i = 0, n = positions.size(); i < n; i++) {
            sum += evaluator.evaluate(positions.get(i));
        }
        return sum;
    }

    /**
     * Average nanoseconds per evaluation over {@code rounds} passes through {@code positions},
     * after as many warm-up passes: wall-clock time, and the CPU time of the measuring thread,
     * which is the more stable figure on a loaded machine.
     *
     * @return {wall ns, CPU ns} per evaluation
     */
    public static double[] nanosPerEvaluation(ChessEvaluator evaluator, List<Position> positions, int rounds) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (int r = 0; r < rounds; r++) {
            sink += evaluateAll(evaluator, positions);
        }
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            sink += evaluateAll(evaluator, positions);
        }
        long elapsed = System.nanoTime() - start;
        long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
        blackhole = sink;
        double evaluations = (double) rounds * positions.size();
        return new double[] {elapsed / evaluations, cpu / evaluations};
    }

    /** Prints nanoseconds per evaluation for every registered evaluator. */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        List<Position> positions = middlegamePositions();
        for (String name : Evaluators.names()) {
            double[] ns = nanosPerEvaluation(Evaluators.create(name), positions, rounds);
            System.out.printf("%-20s %8.1f ns/eval wall, %8.1f ns/eval CPU%n", name, ns[0], ns[1]);
        }
    }
}
