package io.github.tansaku.shogi.notation;

/**
 * Translates game-end words between CSA ({@code %TORYO}) and KIF ({@code 投了}); KIF's
 * {@code 詰み} and {@code 詰} both become {@code %TSUMI}, which becomes {@code 詰み}.
 */
final class Results {

    private static final String[][] PAIRS = {
        {"%TORYO", "投了"},
        {"%CHUDAN", "中断"},
        {"%SENNICHITE", "千日手"},
        {"%JISHOGI", "持将棋"},
        {"%TSUMI", "詰み"},
        {"%TSUMI", "詰"},
        {"%FUZUMI", "不詰"},
        {"%TIME_UP", "切れ負け"},
        {"%KACHI", "入玉勝ち"},
        {"%ILLEGAL_MOVE", "反則負け"},
    };

    private Results() {
    }

    /** The CSA form of a result read from either format; empty when CSA has no such word. */
    static String toCsa(String result) {
        if (result.startsWith("%")) {
            return result;
        }
        for (String[] pair : PAIRS) {
            if (pair[1].equals(result)) {
                return pair[0];
            }
        }
        return "";
    }

    /** The KIF form of a result read from either format; empty when KIF has no such word. */
    static String toKif(String result) {
        if (!result.startsWith("%")) {
            return result;
        }
        for (String[] pair : PAIRS) {
            if (pair[0].equals(result)) {
                return pair[1];
            }
        }
        return "";
    }
}
