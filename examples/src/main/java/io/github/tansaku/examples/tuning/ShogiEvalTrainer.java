package io.github.tansaku.examples.tuning;

import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.PieceValues;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.eval.LearnedEvaluator;
import io.github.tansaku.shogi.eval.LearnedFeatures;
import io.github.tansaku.shogi.eval.YaneuraOuMaterialEvaluator;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Arrays;
import java.util.Locale;

/**
 * Fits the weights of the learned shogi evaluator ({@code LearnedEvaluator}) to labelled
 * positions ({@link ShogiLabeller}'s lines: SFEN, tab, score from the side to move's view).
 *
 * <p>The model is linear in {@link LearnedFeatures}; the fit minimises the mean squared
 * difference between the win probability of the model's score, {@code 1 / (1 + exp(-score / K))},
 * and a target: the win probability of the label's score, mixed with the game's result (where
 * the line has one) by {@code --result-weight} (Texel-style tuning on search scores and results).
 * So a label of +2500 against +2000 costs less than +200 against −300. It runs full-batch Adam from material-only
 * weights (the Apery values), with an L2 penalty on the positional weights (all but the
 * piece-square and hand tables, which hold the material), and holds back the last tenth of the
 * positions (the last games written) to report the validation loss. The output is the weight resource the
 * evaluator reads, in units of 1/{@value #SCALE} point.
 *
 * <p>With {@code --init} the fit starts instead from existing weights (the shipped resource or a
 * file in its format) and the penalty pulls every weight, material included, towards its starting
 * value: a refinement by labels too few to fit all weights afresh, e.g. those of a stronger but
 * slower labelling engine.
 *
 * <p>The shipped weights are such a refinement of the weights fitted to Fairy-Stockfish's labels,
 * on positions labelled by gpsusi; the command that made them, what made it work, the matches
 * that chose them and the trials not shipped are in
 * {@code docs/shogi-engine.md#the-shipped-learned-weights}.
 */
public final class ShogiEvalTrainer {

    /** The command's usage line. */
    public static final String USAGE = "train-shogi-eval --out FILE [--epochs N] [--rate R] [--l2 L] [--result-weight W] [--label-scale S] [--base yaneuraou | --init shipped|FILE] DATA...";

    /** Weights are written in units of 1/SCALE of a score point. */
    public static final int SCALE = 16;
    /** The base evaluator's starting weight: YaneuraOu's units are about twice the labels'. */
    private static final double BASE_START = 0.5;
    /** The sigmoid's width, in score points. */
    private static final double K = 600;

    private final int[] start;
    private final int[] index;
    private final byte[] coefficient;
    private final float[] label;
    /** The game result for the side to move (1, 0.5, 0), NaN where the line has none. */
    private final float[] result;
    private final byte[] sideSign;
    private final int positions;
    /** The base evaluator's score of each position, side to move's view (null: no base). */
    private final float[] base;

    private ShogiEvalTrainer(int positions, int[] start, int[] index, byte[] coefficient, float[] label,
            byte[] sideSign, float[] base, float[] result) {
        this.base = base;
        this.result = result;
        this.positions = positions;
        this.start = start;
        this.index = index;
        this.coefficient = coefficient;
        this.label = label;
        this.sideSign = sideSign;
    }

    /** Runs the command with its arguments (see {@link #USAGE}); returns the exit status. */
    public static int run(List<String> args, PrintStream out) throws IOException {
        Path outFile = null;
        // Defaults from validation-loss sweeps: docs/shogi-engine.md#the-shipped-learned-weights.
        int epochs = 700;
        double rate = 1.0;
        double l2 = 1e-4;
        boolean withBase = false;
        double[] init = null;
        String initName = null;
        // A quarter of the game result in the targets: measured in
        // docs/shogi-engine.md#the-shipped-learned-weights.
        double resultWeight = 0.25;
        // The labelling engine's score units per unit of the learned evaluator's (1: the same).
        double labelScale = 1;
        List<Path> data = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.startsWith("--") && i + 1 >= args.size()) {
                throw new IllegalArgumentException("'" + arg + "' needs a value; usage: " + USAGE);
            }
            switch (arg) {
                case "--out" -> outFile = Path.of(args.get(++i));
                case "--epochs" -> epochs = Integer.parseInt(args.get(++i));
                case "--rate" -> rate = Double.parseDouble(args.get(++i));
                case "--l2" -> l2 = Double.parseDouble(args.get(++i));
                case "--result-weight" -> {
                    resultWeight = Double.parseDouble(args.get(++i));
                    if (!(resultWeight >= 0 && resultWeight <= 1)) {
                        throw new IllegalArgumentException("--result-weight must be in 0 to 1, got " + resultWeight);
                    }
                }
                case "--label-scale" -> {
                    labelScale = Double.parseDouble(args.get(++i));
                    if (!(labelScale > 0 && labelScale < Double.POSITIVE_INFINITY)) {
                        throw new IllegalArgumentException("--label-scale must be positive, got " + labelScale);
                    }
                }
                case "--base" -> {
                    String name = args.get(++i);
                    if (!name.equals("yaneuraou")) {
                        throw new IllegalArgumentException("the only base is 'yaneuraou', got '" + name + "'");
                    }
                    withBase = true;
                }
                case "--init" -> {
                    initName = args.get(++i);
                    init = initialWeights(initName);
                }
                default -> {
                    if (arg.startsWith("--")) {
                        throw new IllegalArgumentException("unknown argument '" + arg + "'; usage: " + USAGE);
                    }
                    data.add(Path.of(arg));
                }
            }
        }
        if (withBase && init != null) {
            throw new IllegalArgumentException("--base and --init exclude each other; usage: " + USAGE);
        }
        if (outFile == null || data.isEmpty()) {
            throw new IllegalArgumentException("--out and at least one data file are required; usage: " + USAGE);
        }
        ShogiEvalTrainer trainer = read(data, withBase, out);
        trainer.divideLabels(labelScale);
        double[] weights = trainer.fit(init, epochs, rate, l2, resultWeight, out);
        String how = "--epochs " + epochs + " --rate " + rate + " --l2 " + l2 + " --result-weight " + resultWeight
                + (labelScale == 1 ? "" : " --label-scale " + labelScale)
                + (withBase ? " --base yaneuraou" : "") + (initName == null ? "" : " --init " + initName);
        write(outFile, weights, trainer, data, how);
        out.printf("wrote %s%n", outFile);
        return 0;
    }

    /** Reads the data files; malformed lines are counted and skipped. */
    static ShogiEvalTrainer read(List<Path> files, boolean withBase, PrintStream out) throws IOException {
        LearnedFeatures features = new LearnedFeatures();
        YaneuraOuMaterialEvaluator yaneuraOu = new YaneuraOuMaterialEvaluator();
        IntList baseScores = new IntList();
        IntList starts = new IntList();
        IntList indices = new IntList();
        IntList coefficientList = new IntList();
        IntList labels = new IntList();
        IntList sides = new IntList();
        List<Float> results = new ArrayList<>();
        int skipped = 0;
        starts.add(0);
        for (Path file : files) {
            try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                String line;
                while ((line = reader.readLine()) != null) {
                    String[] fields = line.split("\t");
                    Position position;
                    int score;
                    float gameResult = Float.NaN;
                    try {
                        position = Position.fromSfen(fields[0]);
                        score = Integer.parseInt(fields[1].trim());
                        if (fields.length > 2) {
                            gameResult = Float.parseFloat(fields[2].trim());
                            if (!(gameResult >= 0 && gameResult <= 1)) {
                                throw new IllegalArgumentException("result out of range");
                            }
                        }
                    } catch (RuntimeException e) {
                        skipped++;
                        continue;
                    }
                    int n = features.collect(position);
                    for (int i = 0; i < n; i++) {
                        indices.add(features.index(i));
                        coefficientList.add(features.coefficient(i));
                    }
                    starts.add(indices.size());
                    labels.add(score);
                    results.add(gameResult);
                    baseScores.add(withBase ? yaneuraOu.evaluate(position) : 0);
                    sides.add(position.sideToMove() == Side.BLACK ? 1 : -1);
                }
            }
        }
        int count = labels.size();
        out.printf("%d positions, %d features active in all, %d lines skipped%n", count, indices.size(), skipped);
        byte[] coefficient = new byte[coefficientList.size()];
        for (int i = 0; i < coefficient.length; i++) {
            coefficient[i] = (byte) coefficientList.get(i);
        }
        float[] label = new float[count];
        byte[] side = new byte[count];
        float[] base = withBase ? new float[count] : null;
        float[] result = new float[count];
        for (int i = 0; i < count; i++) {
            result[i] = results.get(i);
            label[i] = labels.get(i);
            side[i] = (byte) sides.get(i);
            if (withBase) {
                base[i] = baseScores.get(i);
            }
        }
        return new ShogiEvalTrainer(count, starts.toArray(), indices.toArray(), coefficient, label, side, base, result);
    }

    /**
     * Divides every label by {@code factor}: labels written by an engine whose score unit is
     * {@code 1 / factor} of the evaluator's are brought to the evaluator's units, so that a
     * refinement of the shipped weights fits what the labels say about positions rather than
     * spending itself on rescaling every weight (and the search margins, which are tuned to the
     * evaluator's units, stay right). gpsusi's scores, for example, run about 1.5 times the
     * shipped weights' (measured in {@code docs/shogi-engine.md#the-shipped-learned-weights}).
     */
    void divideLabels(double factor) {
        for (int p = 0; p < positions; p++) {
            label[p] = (float) (label[p] / factor);
        }
    }

    /**
     * The weights in score points of the shipped resource ({@code shipped}) or of a weight file,
     * which must have no base evaluator.
     */
    static double[] initialWeights(String source) {
        LearnedEvaluator evaluator = source.equals("shipped") ? new LearnedEvaluator()
                : LearnedEvaluator.fromFile(Path.of(source));
        if (evaluator.baseWeight() != 0) {
            throw new IllegalArgumentException("--init needs weights without a base evaluator: " + source);
        }
        int[] weights = evaluator.weights();
        double[] w = new double[weights.length];
        for (int i = 0; i < w.length; i++) {
            w[i] = (double) weights[i] / evaluator.scale();
        }
        return w;
    }

    /** Material-only starting weights: the Apery values on every square and for every hand piece. */
    static double[] materialWeights() {
        double[] w = new double[LearnedFeatures.COUNT];
        // The piece-square table holds one row per kind but the king, in kind order.
        int squares = (LearnedFeatures.KING_SQUARE - LearnedFeatures.PIECE_SQUARE) / (Piece.KIND_LIMIT - 2);
        int row = LearnedFeatures.PIECE_SQUARE;
        for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
            if (kind != Piece.KING) {
                Arrays.fill(w, row, row + squares, PieceValues.aperyBoard(kind));
                row += squares;
            }
        }
        int perKind = (LearnedFeatures.KING_ZONE - LearnedFeatures.HAND) / Piece.HAND_KINDS;
        for (int kind = Piece.PAWN; kind <= Piece.HAND_KINDS; kind++) {
            int start = LearnedFeatures.HAND + (kind - 1) * perKind;
            Arrays.fill(w, start, start + perKind, PieceValues.aperyHand(kind));
        }
        return w;
    }

    /**
     * Full-batch Adam; returns the weights in score points, and at index
     * {@link LearnedFeatures#COUNT} the base evaluator's weight (0 without a base). With a base
     * the feature weights start at 0 (the base holds the material) and all are penalised; the
     * base weight starts at {@value #BASE_START}. With {@code init} (not null) the weights start
     * there and the penalty pulls each towards its starting value.
     */
    double[] fit(double[] init, int epochs, double rate, double l2, double resultWeight, PrintStream out) {
        float[] target = new float[positions];
        for (int p = 0; p < positions; p++) {
            double fromScore = sigmoid(label[p]);
            target[p] = (float) (Float.isNaN(result[p]) ? fromScore
                    : (1 - resultWeight) * fromScore + resultWeight * result[p]);
        }
        double[] first = init != null ? init : base == null ? materialWeights() : new double[LearnedFeatures.COUNT];
        double[] w = Arrays.copyOf(first, LearnedFeatures.COUNT + 1);
        // The point the penalty pulls towards: the starting weights with --init, else 0.
        double[] centre = init != null ? Arrays.copyOf(init, w.length) : new double[w.length];
        if (base != null) {
            w[LearnedFeatures.COUNT] = BASE_START;
        }
        double[] m = new double[w.length];
        double[] v = new double[w.length];
        double[] gradient = new double[w.length];
        // The penalty pulls the positional weights (those that start at 0) towards 0; the
        // material weights (piece-square and hand tables) are free. With a base or --init every
        // feature weight is penalised (towards its centre).
        boolean[] penalised = new boolean[w.length];
        for (int i = 0; i < w.length; i++) {
            penalised[i] = i < LearnedFeatures.COUNT && (base != null || init != null || i < LearnedFeatures.PIECE_SQUARE
                    || i >= LearnedFeatures.KING_SQUARE && i < LearnedFeatures.HAND || i >= LearnedFeatures.KING_ZONE);
        }
        int training = positions - positions / 10;
        double beta1 = 0.9;
        double beta2 = 0.999;
        for (int epoch = 1; epoch <= epochs; epoch++) {
            Arrays.fill(gradient, 0);
            double loss = 0;
            for (int p = 0; p < training; p++) {
                double score = score(w, p);
                double predicted = sigmoid(score);
                double error = predicted - target[p];
                loss += error * error;
                double g = 2 * error * predicted * (1 - predicted) / K;
                if (base != null) {
                    gradient[LearnedFeatures.COUNT] += g * base[p];
                }
                g *= sideSign[p];
                for (int j = start[p]; j < start[p + 1]; j++) {
                    gradient[index[j]] += g * coefficient[j];
                }
            }
            double correction1 = 1 - Math.pow(beta1, epoch);
            double correction2 = 1 - Math.pow(beta2, epoch);
            for (int i = 0; i < w.length; i++) {
                double g = gradient[i] / training + (penalised[i] ? l2 * (w[i] - centre[i]) / K / K : 0);
                m[i] = beta1 * m[i] + (1 - beta1) * g;
                v[i] = beta2 * v[i] + (1 - beta2) * g * g;
                w[i] -= rate * (m[i] / correction1) / (Math.sqrt(v[i] / correction2) + 1e-12);
            }
            if (epoch == 1 || epoch % 50 == 0 || epoch == epochs) {
                out.printf(Locale.ROOT, "epoch %4d  training loss %.6f  validation loss %.6f%n", epoch,
                        loss / training, loss(w, target, training, positions));
            }
        }
        return w;
    }

    private double loss(double[] w, float[] target, int from, int to) {
        double loss = 0;
        for (int p = from; p < to; p++) {
            double error = sigmoid(score(w, p)) - target[p];
            loss += error * error;
        }
        return loss / Math.max(1, to - from);
    }

    /** The model's score of position p from its side to move's view. */
    private double score(double[] w, int p) {
        double sum = 0;
        for (int j = start[p]; j < start[p + 1]; j++) {
            sum += w[index[j]] * coefficient[j];
        }
        return sum * sideSign[p] + (base == null ? 0 : w[LearnedFeatures.COUNT] * base[p]);
    }

    private static double sigmoid(double score) {
        return 1 / (1 + Math.exp(-score / K));
    }

    private static void write(Path file, double[] w, ShogiEvalTrainer trainer, List<Path> data, String how)
            throws IOException {
        int positions = trainer.positions;
        int count = LearnedFeatures.COUNT;
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            writer.write("# Weights of io.github.tansaku.shogi.eval.LearnedEvaluator, one per LearnedFeatures index,\n");
            writer.write("# in 1/" + SCALE + " of a score point. Written by: bin/tansaku train-shogi-eval " + how + "\n");
            writer.write("# fitted to " + positions + " positions of " + data.size() + " file(s) written by bin/tansaku "
                    + "label-shogi.\n");
            writer.write("count " + count + " scale " + SCALE + "\n");
            if (trainer.base != null) {
                writer.write("base yaneuraou " + Math.round(w[count] * SCALE) + "\n");
            }
            for (int i = 0; i < count; i++) {
                writer.write(Long.toString(Math.round(w[i] * SCALE)));
                writer.write(i % 16 == 15 || i == count - 1 ? "\n" : " ");
            }
        }
    }

    /** A growable int array (the data run to tens of millions of entries). */
    private static final class IntList {
        private int[] values = new int[1024];
        private int size;

        void add(int value) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }

        int get(int i) {
            return values[i];
        }

        int size() {
            return size;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}
