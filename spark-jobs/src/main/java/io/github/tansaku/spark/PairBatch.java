package io.github.tansaku.spark;

import java.io.Serializable;

/**
 * One task of a distributed match: the game pairs of rounds {@code firstRound} to
 * {@code firstRound + pairs - 1}, each round one opening played twice with colours swapped.
 *
 * @param firstRound the first round, from 0
 * @param pairs      how many rounds, at least 1
 */
public record PairBatch(int firstRound, int pairs) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Refuses a negative round and an empty batch. */
    public PairBatch {
        if (firstRound < 0 || pairs < 1) {
            throw new IllegalArgumentException("a batch starts at round 0 or later and has a pair at least, got "
                    + firstRound + ", " + pairs);
        }
    }
}
