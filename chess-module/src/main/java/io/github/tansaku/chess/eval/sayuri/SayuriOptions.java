package io.github.tansaku.chess.eval.sayuri;

import java.util.Objects;

/**
 * The switches of the Sayuri evaluator (its weight interpolation and the variants its source offers).
 *
 * @param weightScheme how opening and ending weights are interpolated by the number of men
 * @param mobilityMode whether mobility counts squares or, as the 2018 release does, pieces
 * @param castledDetection how the "has castled" flag, which a position does not record, is decided
 */
public record SayuriOptions(WeightScheme weightScheme, MobilityMode mobilityMode, CastledDetection castledDetection) {

    /** Interpolation of a weight between its opening value O and ending value E by the number of men n. */
    public enum WeightScheme {
        /**
         * What the source article and Sayuri's help describe: linear from O at 32 men down to E
         * at 14, E below (control points (2,E) (14,E) (32,O)).
         */
        ARTICLE,
        /**
         * What Sayuri's released code does, and what its default numbers were tuned with: O from
         * 24 men up, linear between 24 and 14, E below (control points (2,E) (14,E) (24,O) (32,O)).
         */
        RELEASE
    }

    /** How mobility is counted. */
    public enum MobilityMode {
        /** The weight times the number of squares, as documented. */
        COUNT,
        /**
         * The weight once per piece whatever its squares, reproducing the 2018 release, where the
         * count factor is missing from the precomputed table.
         */
        PER_PIECE
    }

    /** How the evaluator decides whether a side has castled (state that a position does not record). */
    public enum CastledDetection {
        /**
         * Never castled, as Sayuri sees every position set up from a FEN; reproduces its values
         * for FEN input, but penalises a king that castled in the game as "abandoned castling".
         */
        NEVER,
        /**
         * Castled when the side has no castling right left and its king stands on its first rank
         * on files a to c or g to h, a placement-based approximation of the game history.
         */
        FROM_PLACEMENT
    }

    /** Validates the components. */
    public SayuriOptions {
        Objects.requireNonNull(weightScheme, "weightScheme");
        Objects.requireNonNull(mobilityMode, "mobilityMode");
        Objects.requireNonNull(castledDetection, "castledDetection");
    }

    /** The defaults: article weights, mobility by count, castling inferred from the placement. */
    public static SayuriOptions defaults() {
        return new SayuriOptions(WeightScheme.ARTICLE, MobilityMode.COUNT, CastledDetection.FROM_PLACEMENT);
    }

    /** Sayuri 2018 exactly, for FEN positions: release weights, mobility per piece, never castled. */
    public static SayuriOptions release() {
        return new SayuriOptions(WeightScheme.RELEASE, MobilityMode.PER_PIECE, CastledDetection.NEVER);
    }

    /** A copy with {@code scheme}. */
    public SayuriOptions withWeightScheme(WeightScheme scheme) {
        return new SayuriOptions(scheme, mobilityMode, castledDetection);
    }

    /** A copy with {@code mode}. */
    public SayuriOptions withMobilityMode(MobilityMode mode) {
        return new SayuriOptions(weightScheme, mode, castledDetection);
    }

    /** A copy with {@code detection}. */
    public SayuriOptions withCastledDetection(CastledDetection detection) {
        return new SayuriOptions(weightScheme, mobilityMode, detection);
    }
}
