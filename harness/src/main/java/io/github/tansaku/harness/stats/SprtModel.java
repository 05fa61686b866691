package io.github.tansaku.harness.stats;

/** The Elo scale an SPRT's hypotheses are stated in. */
public enum SprtModel {
    /**
     * Normalized Elo (see {@link Elo}): the hypotheses constrain the t-value of the score, so
     * their meaning does not depend on the draw rate. fishtest's and fastchess's default.
     */
    NORMALIZED,
    /** Logistic Elo: the hypotheses constrain the expected score. */
    LOGISTIC;

    /** The model named {@code name}, in any case; refuses other names with the valid ones. */
    public static SprtModel named(String name) {
        for (SprtModel model : values()) {
            if (model.name().equalsIgnoreCase(name)) {
                return model;
            }
        }
        throw new IllegalArgumentException("unknown SPRT model '" + name + "': use normalized or logistic");
    }
}
