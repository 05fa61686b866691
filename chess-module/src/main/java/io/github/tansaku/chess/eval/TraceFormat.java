package io.github.tansaku.chess.eval;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Number formatting shared by the evaluation traces: values in pawns with two decimals, rounded
 * like C's {@code printf("%.2f")} (exact binary value, ties to even), so traces can be diffed
 * against engines that print that way.
 */
public final class TraceFormat {

    private TraceFormat() {
    }

    /** {@code value / unit} with two decimals, right-aligned in {@code width} characters. */
    public static String pawns(int value, int unit, int width) {
        double x = (double) value / unit;
        BigDecimal rounded = new BigDecimal(x).setScale(2, RoundingMode.HALF_EVEN);
        String text = rounded.toPlainString();
        if (x < 0 && rounded.signum() == 0) {
            text = "-" + text; // C prints the sign of a small negative value: -0.00
        }
        StringBuilder sb = new StringBuilder(width);
        for (int i = text.length(); i < width; i++) {
            sb.append(' ');
        }
        return sb.append(text).toString();
    }

    /** The closing line {@code Total evaluation: x (white side)} with {@code x = whiteValue / unit}. */
    public static String totalLine(int whiteValue, int unit) {
        return "Total evaluation: " + pawns(whiteValue, unit, 0) + " (white side)\n";
    }
}
