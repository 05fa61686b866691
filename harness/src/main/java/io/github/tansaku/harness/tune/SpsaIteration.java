package io.github.tansaku.harness.tune;

import java.util.List;
import java.util.Map;

/**
 * A finished SPSA iteration, as its log line records it.
 *
 * @param iteration   the iteration's number, from 0
 * @param plus        the values of the plus side
 * @param minus       the values of the minus side
 * @param plusPoints  the plus side's points over the iteration's games
 * @param minusPoints the minus side's points over the iteration's games
 * @param faults      the faults of the iteration's games (crash, hang, time forfeit, ...), each
 *                    as its termination and the referee's reason; empty when none
 * @param estimate    the estimate after this iteration's update
 */
public record SpsaIteration(int iteration, Map<String, Double> plus, Map<String, Double> minus, double plusPoints,
        double minusPoints, List<String> faults, Map<String, Double> estimate) {

    /** The result that moves the estimate: the plus side's points less the minus side's. */
    public double result() {
        return plusPoints - minusPoints;
    }
}
