package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import java.io.BufferedReader;
import java.io.FilterReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * An evaluator whose weights were fitted to measured positions rather than written by hand: a
 * linear model over {@link LearnedFeatures} (material on each square and in hand, each piece's
 * place relative to both kings, the control of the squares around each king and of the opposing
 * camp, the sliders' mobility, the attacked pieces and how they are defended), optionally on top
 * of a multiple of the highest YaneuraOu level's score, with weights read from the resource
 * {@value #RESOURCE}.
 *
 * <p>The weights come from {@code bin/tansaku train-shogi-eval} (module {@code examples}) over
 * positions labelled by {@code bin/tansaku label-shogi}; the resource's header says how they were
 * made. Scores are in the units of the labels (centipawns of the labelling engine, about 100 per
 * pawn), from the side to move's view, clamped to {@link ShogiEvaluator#MAX_SCORE}.
 *
 * <p>Thread-safe: the features are collected into a thread-local scratch object, so
 * {@link #evaluate} allocates nothing after a thread's first call.
 */
public final class LearnedEvaluator implements ShogiEvaluator {

    /** The registry name. */
    public static final String NAME = "learned";
    /** The class-path resource holding the weights. */
    public static final String RESOURCE = "/io/github/tansaku/shogi/eval/learned-weights.txt";

    /**
     * The most characters a weight file may hold: a file written by {@code train-shogi-eval}
     * holds a few tens of thousands; the bound keeps a wrong path (a device such as
     * {@code /dev/zero}, a large unrelated file) from filling the memory.
     */
    public static final int MAX_FILE_CHARS = 4 << 20;
    /** The longest line a weight file may have, in characters (a written one has under 200). */
    public static final int MAX_LINE_CHARS = 1 << 16;

    private static final ThreadLocal<LearnedFeatures> SCRATCH = ThreadLocal.withInitial(LearnedFeatures::new);
    private static final Weights DEFAULT_WEIGHTS = load();

    private final int[] weights;
    private final int scale;
    private final int baseWeight;
    private final YaneuraOuMaterialEvaluator base = new YaneuraOuMaterialEvaluator();

    /** The weights of {@value #RESOURCE}. */
    public LearnedEvaluator() {
        this(DEFAULT_WEIGHTS.weights, DEFAULT_WEIGHTS.scale, DEFAULT_WEIGHTS.baseWeight);
    }

    /**
     * An evaluator with the given feature weights, in units of {@code 1 / scale} of a score point,
     * and no base evaluator.
     *
     * @throws IllegalArgumentException if there are not {@link LearnedFeatures#COUNT} weights or
     *     the scale is not positive
     */
    public LearnedEvaluator(int[] weights, int scale) {
        this(weights, scale, 0);
    }

    /**
     * An evaluator with the given feature weights and the weight of the highest YaneuraOu
     * level's score (0 for none), all in units of {@code 1 / scale}.
     *
     * @throws IllegalArgumentException if there are not {@link LearnedFeatures#COUNT} weights or
     *     the scale is not positive
     */
    public LearnedEvaluator(int[] weights, int scale, int baseWeight) {
        if (weights.length != LearnedFeatures.COUNT || scale <= 0) {
            throw new IllegalArgumentException("need " + LearnedFeatures.COUNT + " weights and a positive scale, got "
                    + weights.length + " and " + scale);
        }
        this.weights = weights.clone();
        this.scale = scale;
        this.baseWeight = baseWeight;
    }

    /**
     * An evaluator with the weights of {@code file}, a file in the format of {@value #RESOURCE}
     * as {@code bin/tansaku train-shogi-eval} writes it: for weights fitted to one's own data
     * without rebuilding the library.
     *
     * @throws IllegalArgumentException naming the file and the reason if it cannot be read, is
     *     not such a file for the current {@link LearnedFeatures}, or is longer than
     *     {@value #MAX_FILE_CHARS} characters or has a line longer than {@value #MAX_LINE_CHARS}
     */
    public static LearnedEvaluator fromFile(Path file) {
        Weights read;
        try (BufferedReader reader = new BufferedReader(
                new BoundedReader(Files.newBufferedReader(file, StandardCharsets.UTF_8), MAX_FILE_CHARS, file))) {
            read = parse(reader, file.toString());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the weight file " + file + ": " + e, e);
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        return new LearnedEvaluator(read.weights, read.scale, read.baseWeight);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int evaluate(Position position) {
        int black = ShogiEvaluator.clamp(blackScore(position));
        return position.sideToMove() == Side.BLACK ? black : -black;
    }

    /** The score from Black's view (tempo included for the side to move), not clamped. */
    public int blackScore(Position position) {
        LearnedFeatures features = SCRATCH.get();
        if (baseWeight == 0) {
            return (int) (features.score(position, weights) / scale);
        }
        // The base shares the effect counts it computes with the features.
        long sum = (long) baseWeight * base.cappedBlackScore(position, features.effects());
        return (int) ((sum + features.scoreGivenEffects(position, weights)) / scale);
    }

    @Override
    public String trace(Position position) {
        LearnedFeatures features = new LearnedFeatures();
        long[] groups = new long[GROUP_NAMES.length];
        int n = features.collect(position);
        for (int i = 0; i < n; i++) {
            groups[group(features.index(i))] += (long) weights[features.index(i)] * features.coefficient(i);
        }
        Trace trace = new Trace(name());
        if (baseWeight != 0) {
            trace.approximateTerm("YaneuraOu level 9 x " + baseWeight + "/" + scale,
                    base.blackScore(position) * (double) baseWeight / scale);
        }
        for (int g = 0; g < groups.length; g++) {
            trace.approximateTerm(GROUP_NAMES[g], groups[g] / (double) scale);
        }
        return trace.total(position, blackScore(position), evaluate(position)).toString();
    }

    /** The trace's feature groups, in the order of {@link #group}'s result. */
    private static final String[] GROUP_NAMES = {"pieces by place relative to their own king",
        "pieces by place relative to the enemy king", "pieces by square (material included)", "kings by square",
        "pieces in hand", "squares around the kings by content and control", "pieces in hand against weak kings",
        "safe checking drops, king danger", "mobility of the sliders",
        "attacked pieces, threatened-piece counts, camp control; tempo"};

    private static int group(int feature) {
        int[] starts = {LearnedFeatures.ENEMY_KING, LearnedFeatures.PIECE_SQUARE, LearnedFeatures.KING_SQUARE,
            LearnedFeatures.HAND, LearnedFeatures.KING_ZONE, LearnedFeatures.HAND_THREAT, LearnedFeatures.SAFE_DROP,
            LearnedFeatures.MOBILITY, LearnedFeatures.THREAT};
        int g = 0;
        while (g < starts.length && feature >= starts[g]) {
            g++;
        }
        return g;
    }

    /** Weights in units of 1/scale of a score point; baseWeight multiplies YaneuraOu's score. */
    record Weights(int[] weights, int scale, int baseWeight) {
    }

    /** A copy of the feature weights, one per {@link LearnedFeatures} index, in units of {@code 1 / scale()}. */
    public int[] weights() {
        return weights.clone();
    }

    /** The weights' unit: each is in {@code 1 / scale()} of a score point. */
    public int scale() {
        return scale;
    }

    /** The weight of the highest YaneuraOu level's score, in units of {@code 1 / scale()} (0: no base). */
    public int baseWeight() {
        return baseWeight;
    }

    /**
     * Reads {@value #RESOURCE}: comment lines starting with {@code #}, a line
     * {@code count N scale S}, optionally a line {@code base yaneuraou B}, then N integers
     * separated by white space.
     */
    private static Weights load() {
        try (InputStream in = LearnedEvaluator.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /**
     * Parses the weight format of {@value #RESOURCE}.
     *
     * @throws IllegalStateException naming {@code source} if the text is not such a file for
     *     {@link LearnedFeatures#COUNT} weights
     */
    static Weights parse(BufferedReader reader, String source) throws IOException {
        int[] weights = null;
        int scale = 0;
        int filled = 0;
        int baseWeight = 0;
        String line;
        while ((line = reader.readLine()) != null) {
            if (line.length() > MAX_LINE_CHARS) {
                throw new IllegalStateException(source + " has a line longer than " + MAX_LINE_CHARS
                        + " characters; not a weight file");
            }
            line = line.trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] words = line.split("\\s+");
            if (weights != null && filled == 0 && words[0].equals("base")) {
                if (words.length != 3 || !words[1].equals("yaneuraou")) {
                    throw new IllegalStateException(source + ": expected 'base yaneuraou B', got '" + line + "'");
                }
                try {
                    baseWeight = Integer.parseInt(words[2]);
                } catch (NumberFormatException e) {
                    throw new IllegalStateException(source + ": expected 'base yaneuraou B', got '" + line + "'");
                }
                continue;
            }
            if (weights == null) {
                if (words.length != 4 || !words[0].equals("count") || !words[2].equals("scale")) {
                    throw new IllegalStateException(source + ": expected 'count N scale S', got '" + line + "'");
                }
                int count;
                try {
                    count = Integer.parseInt(words[1]);
                    scale = Integer.parseInt(words[3]);
                } catch (NumberFormatException e) {
                    throw new IllegalStateException(source + ": expected 'count N scale S', got '" + line + "'");
                }
                if (count != LearnedFeatures.COUNT) {
                    throw new IllegalStateException(source + " has " + count + " weights; the features need "
                            + LearnedFeatures.COUNT);
                }
                if (scale <= 0) {
                    throw new IllegalStateException(source + ": the scale must be positive, got " + scale);
                }
                weights = new int[count];
                continue;
            }
            for (String word : words) {
                if (filled == weights.length) {
                    throw new IllegalStateException(source + " has more than " + weights.length + " weights");
                }
                try {
                    weights[filled++] = Integer.parseInt(word);
                } catch (NumberFormatException e) {
                    throw new IllegalStateException(source + ": not an integer weight: '" + word + "'");
                }
            }
        }
        if (weights == null || filled != weights.length) {
            throw new IllegalStateException(source + " is incomplete: " + filled + " weights read");
        }
        return new Weights(Arrays.copyOf(weights, weights.length), scale, baseWeight);
    }

    /** A reader that fails once more than a given number of characters have been read. */
    private static final class BoundedReader extends FilterReader {
        private final long limit;
        private final Path file;
        private long read;

        BoundedReader(Reader in, long limit, Path file) {
            super(in);
            this.limit = limit;
            this.file = file;
        }

        @Override
        public int read() throws IOException {
            int c = super.read();
            if (c >= 0) {
                count(1);
            }
            return c;
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        private void count(int n) throws IOException {
            read += n;
            if (read > limit) {
                throw new IOException(file + " is longer than " + limit + " characters; not a weight file");
            }
        }
    }
}
