package io.github.tansaku.harness.match;

/**
 * When the runner ends a game early from the engines' scores, as cutechess-cli's
 * {@code -resign} and {@code -draw} do, and the ply limit.
 *
 * <ul>
 *   <li>Resign: when for {@code resignMoveCount} consecutive moves of each engine the engine to
 *       move scores itself at {@code -resignScore} or worse and its opponent scores itself at
 *       {@code +resignScore} or better, the losing side loses (both engines must agree).</li>
 *   <li>Draw: from full move {@code drawMoveNumber} on, when both engines' scores stay within
 *       {@code ±drawScore} for {@code drawMoveCount} consecutive moves each, the game is drawn.</li>
 *   <li>Max plies: a game that reaches {@code maxPlies} plies (opening included) is drawn.</li>
 * </ul>
 * A count of 0 switches the rule off.
 *
 * @param resignMoveCount consecutive moves of each engine for the resign rule, 0 for off
 * @param resignScore     the score (engine units) at which a side counts as lost
 * @param drawMoveNumber  the first full move at which the draw rule may apply
 * @param drawMoveCount   consecutive moves of each engine for the draw rule, 0 for off
 * @param drawScore       the largest score (engine units) that counts as level
 * @param maxPlies        the ply limit, 0 for none
 */
public record Adjudication(int resignMoveCount, int resignScore, int drawMoveNumber, int drawMoveCount, int drawScore,
        int maxPlies) {

    /** No adjudication: games end by the rules (and faults) only. */
    public static final Adjudication NONE = new Adjudication(0, 0, 0, 0, 0, 0);

    /** Refuses negative fields. */
    public Adjudication {
        if (resignMoveCount < 0 || resignScore < 0 || drawMoveNumber < 0 || drawMoveCount < 0 || drawScore < 0
                || maxPlies < 0) {
            throw new IllegalArgumentException("adjudication settings must not be negative");
        }
    }

    /** These settings with the resign rule. */
    public Adjudication withResign(int moveCount, int score) {
        return new Adjudication(moveCount, score, drawMoveNumber, drawMoveCount, drawScore, maxPlies);
    }

    /** These settings with the draw rule. */
    public Adjudication withDraw(int moveNumber, int moveCount, int score) {
        return new Adjudication(resignMoveCount, resignScore, moveNumber, moveCount, score, maxPlies);
    }

    /** These settings with a ply limit. */
    public Adjudication withMaxPlies(int plies) {
        return new Adjudication(resignMoveCount, resignScore, drawMoveNumber, drawMoveCount, drawScore, plies);
    }
}
