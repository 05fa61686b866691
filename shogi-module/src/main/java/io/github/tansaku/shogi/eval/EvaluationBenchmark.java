package io.github.tansaku.shogi.eval;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.shogi.Position;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;

/**
 * A fixed set of middle-game positions and the entry points that time the evaluators on them,
 * for the JMH benchmark of the examples module ({@link #evaluateAll}) and a quick stand-alone
 * measurement ({@link #main}).
 *
 * <p>The positions are rows 4 to 22 of the test vectors of YaneuraOu's MATERIAL_LEVEL evaluators:
 * three middle games and sixteen positions from random legal walks, all with pieces in hand or
 * promoted pieces on the board.
 */
public final class EvaluationBenchmark {

    /** The positions, as SFEN. */
    public static final List<String> MIDDLE_GAME_SFENS = List.of(
            "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1",
            "6n1l/2+S1k4/2lp4p/1np1B2b1/3PP4/1N1S3rP/1P2+pPP+p1/1p1G5/3KG2r1 b GSN2L4Pgs2p 1",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
            "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
            "1+P1sgs1kl/p3pbp1R/P3+PLn1L/1g1+R1pgpN/2pPPP1P1/L8/6NS+p/1+p1K1G2+p/BNP3P1S b - 141",
            "+N4ksn+P/l3g3P/+Pss1+P2g1/LP1p3g1/K5GPl/P2b2P+p1/2P1+nPB1+p/2R1P3R/1N+p1S2+pL b Pp 147",
            "1nk2r1n1/P5gsl/1l1gg2+P+P/Bpp1p1S2/2P1sp1p1/4PP2L/+lPNp1GP2/1SKP1R2+p/6BNP b P 119",
            "1ng3sn1/l1r2g1bl/ppps1kppp/1P1ppp3/5P2P/3KP4/P1PP2PPL/L1S1GR3/BN2G1SN1 w - 40",
            "1nbk3n1/l4s3/1r2pg1pl/psp1g1P1p/3pPG3/PpGP3PP/BSN6/L4pSR1/2K2+p+pNL w 2P 138",
            "lns2kbn1/2rg1sg2/1ppppp1pl/pP3Pp1s/4P4/2P1G4/PL1P1RPPp/L6S+p/BG+n2K1N1 b - 49",
            "l+P1kp+Pb1p/+P+N3pG+P1/1pbpss+R1n/3s4n/2ps1gpPP/gPPP2P1L/+p3+lR3/LN3G3/2K6 b - 159",
            "1n2r1bn1/lg4s1l/s1pg1pkpp/p3p1p2/Pp1p5/1PGPPPGP1/B1P3PRP/L1S2K3/1N4SNL w - 60",
            "lnk2p3/1rg5l/pp+P1pgb1p/s2p1s1p1/1P4p2/P4+b1P1/N1P+pG3P/1SS3R2/L2KG+n1NL b 3p 99",
            "1n3g3/+S4k1bl/l1s2p2g/p1r2n1Gp/1pppp3P/+B3P4/P3RKP2/LS1G2+p1L/1N1+n3+p1 w Ps4p 110",
            "+N+P1k5/lr4s2/p1+B2p1pl/+Rp1pp1p2/1PPPs1g1p/P5Pg1/N1KGPP+n1N/L+pSB4L/1G2S4 b p 111",
            "ln6l/rPks2g1P/2pp1p+Pp1/p3p2sL/3P1P2p/4P4/P1PGGGpP1/1BN1R3B/LNSK2SN1 w P 70",
            "4s2n1/lrGs1kb2/n3pp2l/sp+Pp1P3/p8/1PS2+bPPP/P1NPPG3/L4+p2R/2PK1+p1NL b P2g 83",
            "2+L2s3/+P2k2+P1+S/4gpn+B1/1sp1P1P1p/1P1+r1Pg1P/K1P3r1s/1p1PN1NPL/3+l+b2g1/LN2g3+p w 3P 160");

    private EvaluationBenchmark() {
    }

    /** New positions for {@link #MIDDLE_GAME_SFENS}. */
    public static Position[] middleGamePositions() {
        return MIDDLE_GAME_SFENS.stream().map(Position::fromSfen).toArray(Position[]::new);
    }

    /**
     * Evaluates every position once and returns the sum of the scores (consume it, so that the
     * work cannot be optimised away). Allocates nothing.
     */
    public static int evaluateAll(Evaluator<Position> evaluator, Position[] positions) {
        int sum = 0;
        for (Position position : positions) {
            sum += evaluator.evaluate(position);
        }
        return sum;
    }

    /**
     * The mean time of one evaluation in nanoseconds, measured over rounds of
     * {@link #evaluateAll} lasting at least {@code minimumNanos} in all, after as long a warm-up.
     * Time is the thread's CPU time where the JVM measures it (so that other processes on a busy
     * machine count less), else the wall clock. A quick figure, not a JMH measurement.
     */
    public static double nanosPerEvaluation(Evaluator<Position> evaluator, Position[] positions, long minimumNanos) {
        runFor(evaluator, positions, minimumNanos);
        long[] result = runFor(evaluator, positions, minimumNanos);
        return (double) result[0] / result[1];
    }

    /** Runs rounds for at least {@code nanos}; returns {elapsed nanos, evaluations, checksum}. */
    private static long[] runFor(Evaluator<Position> evaluator, Position[] positions, long nanos) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuTime = threads.isCurrentThreadCpuTimeSupported();
        long start = cpuTime ? threads.getCurrentThreadCpuTime() : System.nanoTime();
        long elapsed;
        long evaluations = 0;
        long checksum = 0;
        do {
            for (int round = 0; round < 100; round++) {
                checksum += evaluateAll(evaluator, positions);
            }
            evaluations += 100L * positions.length;
            elapsed = (cpuTime ? threads.getCurrentThreadCpuTime() : System.nanoTime()) - start;
        } while (elapsed < nanos);
        return new long[] {elapsed, evaluations, checksum};
    }

    /**
     * Prints the nanoseconds per evaluation of every registered evaluator on the middle-game
     * positions. The optional argument is the measuring time per evaluator in milliseconds of
     * CPU time (default 1000).
     *
     * @param args {@code [milliseconds]}
     */
    public static void main(String[] args) {
        long millis = 1000;
        if (args.length > 0) {
            try {
                millis = Long.parseLong(args[0]);
            } catch (NumberFormatException e) {
                millis = -1;
            }
            if (millis <= 0 || args.length > 1) {
                System.err.println("usage: EvaluationBenchmark [milliseconds of CPU time per evaluator, default 1000]");
                return;
            }
        }
        Position[] positions = middleGamePositions();
        for (String name : Evaluators.names()) {
            double nanos = nanosPerEvaluation(Evaluators.create(name), positions, millis * 1_000_000L);
            System.out.printf(Locale.ROOT, "%-20s %10.1f ns/eval%n", name, nanos);
        }
    }
}
