package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import java.util.Locale;

/** Builds the text of {@link ShogiEvaluator#trace}: one term per line, then the totals. */
final class Trace {

    private static final String LINE = "  %-52s %s%n";

    private final StringBuilder text = new StringBuilder();

    Trace(String evaluatorName) {
        text.append("evaluator ").append(evaluatorName).append(" (terms from Black's view)")
                .append(System.lineSeparator());
    }

    /** An integer term, from Black's view. */
    Trace term(String label, int value) {
        return line(label, signed(value));
    }

    /** A term that is not summed exactly as shown (before a truncation), from Black's view. */
    Trace approximateTerm(String label, double value) {
        return line(label, String.format(Locale.ROOT, "%+.2f", value));
    }

    /** Free text. */
    Trace line(String label, String value) {
        text.append(String.format(Locale.ROOT, LINE, label, value));
        return this;
    }

    /** The total from Black's view and the score from the side to move's view. */
    Trace total(Position position, int blackTotal, int score) {
        line("total, Black's view", signed(blackTotal));
        line("side to move", position.sideToMove() == Side.BLACK ? "Black" : "White");
        return line("score, side to move's view", signed(score));
    }

    private static String signed(int value) {
        return (value > 0 ? "+" : "") + value;
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
