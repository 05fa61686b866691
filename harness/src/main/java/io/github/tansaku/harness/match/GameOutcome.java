package io.github.tansaku.harness.match;

/**
 * One finished game as the results log keeps it, enough to rebuild the standings on
 * {@code -resume}: which round and which of its two games, the first engine's points, how the
 * game ended, and whose fault.
 *
 * @param round        the round (one opening, two games)
 * @param gameInRound  0 when the first engine had seat 0, 1 when colours were swapped
 * @param pointsOfFirst the first engine's points
 * @param termination  how it ended
 * @param faultyEngine 0 the first engine's fault, 1 the second's, -1 none
 * @param reason       the words for the ending
 */
public record GameOutcome(int round, int gameInRound, double pointsOfFirst, Termination termination, int faultyEngine,
        String reason) {
}
