package io.github.tansaku.harness.match;

import java.util.List;
import java.util.function.Function;

/**
 * One finished game as the results log keeps it, enough to rebuild the standings on
 * {@code -resume}: which round and which of its two games, the first engine's points, how the
 * game ended, and whose fault; and the opening it was played from, by which two runs' games are
 * matched for a paired comparison ({@link PairedGames}).
 *
 * @param round        the round (one opening, two games)
 * @param gameInRound  0 when the first engine had seat 0, 1 when colours were swapped
 * @param pointsOfFirst the first engine's points
 * @param termination  how it ended
 * @param faultyEngine 0 the first engine's fault, 1 the second's, -1 none
 * @param reason       the words for the ending
 * @param opening      the opening as written by {@link #openingText}, or {@code null} when not
 *                     recorded (logs written before it was)
 */
public record GameOutcome(int round, int gameInRound, double pointsOfFirst, Termination termination, int faultyEngine,
        String reason, String opening) {

    /** The same outcome played from {@code openingText}. */
    public GameOutcome withOpening(String openingText) {
        return new GameOutcome(round, gameInRound, pointsOfFirst, termination, faultyEngine, reason, openingText);
    }

    /**
     * The opening of {@code record} as a results log keeps it: the start position's text, then
     * {@code moves} and the opening's moves written by {@code moveText} when it has any (the
     * words of the {@code position} command the engines were given at the end of the book).
     */
    public static <M> String openingText(GameRecord<M> record, Function<M, String> moveText) {
        List<M> book = record.moves().subList(0, record.openingPlies());
        StringBuilder text = new StringBuilder(record.startText());
        if (!book.isEmpty()) {
            text.append(" moves");
            for (M move : book) {
                text.append(' ').append(moveText.apply(move));
            }
        }
        return text.toString();
    }
}
