package io.github.tansaku.shogi;

/**
 * The 入玉宣言 (entering-king declaration) rule in force (the CSA 27-point and 24-point rules, the try rule), as
 * USI engines name it in their {@code EnteringKingRule} option.
 */
public enum EnteringKingRule {
    /** No declaration. */
    NONE(Integer.MAX_VALUE, Integer.MAX_VALUE),
    /** CSA 27-point rule: Black needs 28 points, White 27. */
    CSA_RULE_27(28, 27),
    /** CSA 24-point rule in its declaration form: 31 points for either side to win. */
    CSA_RULE_24(31, 31);

    private final int blackPoints;
    private final int whitePoints;

    EnteringKingRule(int blackPoints, int whitePoints) {
        this.blackPoints = blackPoints;
        this.whitePoints = whitePoints;
    }

    /** The points {@code side} needs to declare a win. */
    public int pointsNeeded(int side) {
        return side == Side.BLACK ? blackPoints : whitePoints;
    }
}
