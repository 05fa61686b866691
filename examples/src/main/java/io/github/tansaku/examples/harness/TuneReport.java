package io.github.tansaku.examples.harness;

import io.github.tansaku.examples.teach.Plots;
import io.github.tansaku.examples.teach.SvgChart;
import io.github.tansaku.harness.tune.SpsaIteration;
import io.github.tansaku.harness.tune.SpsaLog;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code bin/tansaku tune-report}: what an SPSA run's log says so far, for a run in progress as
 * for a finished one. For each parameter its estimate after the first and the last finished
 * iteration, the lowest and highest it reached, the mean over the last tenth of the iterations
 * (late estimates average out part of the last steps' noise), and how many standard errors the
 * games' answer for it lies from no answer ({@link #gradientZ}); the games' points and faults. With {@code --svg DIR}, one line chart per parameter of its estimate over the
 * iterations, as {@code DIR/tune-NAME.svg}.
 */
public final class TuneReport {

    /** The usage line of {@code bin/tansaku help}. */
    public static final String USAGE = "tune-report LOG [--svg DIR]";

    /** The most points a chart's line is drawn through: each is labelled on the x axis, five-digit labels side by side. */
    static final int CHART_POINTS = 12;

    private TuneReport() {
    }

    /** Prints the report of the log named in {@code args}; returns the exit status. */
    public static int run(List<String> args, PrintStream out) throws IOException {
        Path log = null;
        Path svg = null;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--svg") && svg == null) {
                svg = Plots.directory("--svg", args, ++i);
            } else if (log == null && !args.get(i).startsWith("--")) {
                log = Path.of(args.get(i));
            } else {
                throw new IllegalArgumentException("unexpected '" + args.get(i) + "'; usage: " + USAGE);
            }
        }
        if (log == null) {
            throw new IllegalArgumentException("tune-report needs the log of a tune run; usage: " + USAGE);
        }
        String identity = SpsaLog.identity(log);
        List<SpsaIteration> iterations = SpsaLog.read(log);
        if (iterations.isEmpty()) {
            throw new IllegalArgumentException(log + " holds no finished iteration");
        }
        out.println("Tuning log " + log + ": " + identity);
        printGames(iterations, out);
        printEstimates(iterations, out);
        if (svg != null) {
            for (String name : iterations.get(0).estimate().keySet()) {
                Plots.write(svg, "tune-" + name + ".svg", chart(name, iterations), out);
            }
        }
        return 0;
    }

    private static void printGames(List<SpsaIteration> iterations, PrintStream out) {
        double plus = 0;
        double minus = 0;
        int faults = 0;
        for (SpsaIteration iteration : iterations) {
            plus += iteration.plusPoints();
            minus += iteration.minusPoints();
            faults += iteration.faults().size();
        }
        out.println(String.format(Locale.ROOT, "%d iterations finished; points of the plus sides %.1f, of the minus sides %.1f;"
                + " %d faults", iterations.size(), plus, minus, faults));
    }

    private static void printEstimates(List<SpsaIteration> iterations, PrintStream out) {
        int tail = Math.max(1, iterations.size() / 10);
        out.println(String.format(Locale.ROOT, "%-26s %12s %12s %12s %12s %12s %8s", "parameter", "first", "last", "lowest",
                "highest", "late mean", "z"));
        for (String name : iterations.get(0).estimate().keySet()) {
            double low = Double.POSITIVE_INFINITY;
            double high = Double.NEGATIVE_INFINITY;
            double late = 0;
            for (int i = 0; i < iterations.size(); i++) {
                double value = iterations.get(i).estimate().get(name);
                low = Math.min(low, value);
                high = Math.max(high, value);
                if (i >= iterations.size() - tail) {
                    late += value / tail;
                }
            }
            out.println(String.format(Locale.ROOT, "%-26s %12.3f %12.3f %12.3f %12.3f %12.3f %8.2f", name,
                    iterations.get(0).estimate().get(name), iterations.get(iterations.size() - 1).estimate().get(name),
                    low, high, late, gradientZ(name, iterations)));
        }
        out.println("(first: after the first iteration to finish; late mean: over the last " + tail + "; z: the mean of"
                + " result times the parameter's sign, in standard errors from zero, positive when the larger value scored"
                + " better)");
    }

    /**
     * How clearly the games answer for one parameter: the mean over the iterations of the result
     * (plus's points less minus's) times the parameter's sign (+1 when the plus side played the
     * larger value), divided by its standard error. Near zero the games have not told the
     * parameter's direction yet; beyond about 2 they have, towards larger values when positive.
     * Iterations whose two sides played the same value (a whole number rounded alike) say nothing
     * of it and are left out; NaN when fewer than two are left.
     */
    static double gradientZ(String name, List<SpsaIteration> iterations) {
        double sum = 0;
        double sumOfSquares = 0;
        int n = 0;
        for (SpsaIteration iteration : iterations) {
            double difference = iteration.plus().get(name) - iteration.minus().get(name);
            if (difference == 0) {
                continue;
            }
            double signed = Math.signum(difference) * iteration.result();
            sum += signed;
            sumOfSquares += signed * signed;
            n++;
        }
        if (n < 2) {
            return Double.NaN;
        }
        double mean = sum / n;
        double variance = (sumOfSquares - n * mean * mean) / (n - 1);
        return variance > 0 ? mean / Math.sqrt(variance / n) : Double.NaN;
    }

    /** One parameter's estimate after every {@code n/CHART_POINTS}-th finished iteration and after the last. */
    static SvgChart chart(String name, List<SpsaIteration> iterations) {
        int step = Math.max(1, (iterations.size() + CHART_POINTS - 1) / CHART_POINTS);
        List<Integer> xs = new ArrayList<>();
        // the last point is the last iteration, in place of a step point too near it to label apart
        for (int finished = step; finished <= iterations.size() - step / 2 - 1; finished += step) {
            xs.add(finished);
        }
        xs.add(iterations.size());
        double[] values = new double[xs.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = iterations.get(xs.get(i) - 1).estimate().get(name);
        }
        return SvgChart.fittedLines(name + " during tuning", "iterations finished", name,
                xs.stream().mapToInt(Integer::intValue).toArray(), List.of(name), new double[][] {values});
    }
}
