package io.github.tansaku.search.engine;

import io.github.tansaku.search.Game;

/**
 * The words of a {@code position} command, read as the engines read them: a start position in
 * the dialect's notation ({@code startpos}, {@code fen ...}, {@code sfen ...}), then optionally
 * {@code moves} and moves in the dialect's notation, each checked to be legal before it is made.
 * The protocol loop and the games' bench lists read their positions this one way.
 */
public final class PositionCommand {

    private PositionCommand() {
    }

    /**
     * The position {@code arguments} describe (the text after {@code position}).
     *
     * @throws IllegalArgumentException naming the problem, for a malformed start position or a
     *     move that is unreadable or illegal
     */
    public static <P, M> P parse(Game<P, M> game, Dialect<P, M> dialect, String arguments) {
        int at = indexOfWord(arguments, "moves");
        String description = (at < 0 ? arguments : arguments.substring(0, at)).strip();
        P position = dialect.parsePosition(description);
        if (at >= 0) {
            int[] buffer = new int[game.maxMoves()];
            for (String text : arguments.substring(at + "moves".length()).strip().split("\\s+")) {
                if (!text.isEmpty()) {
                    play(game, dialect, position, text, buffer);
                }
            }
        }
        return position;
    }

    /** Plays {@code text} on {@code position}, or throws saying why it cannot. */
    private static <P, M> void play(Game<P, M> game, Dialect<P, M> dialect, P position, String text, int[] buffer) {
        int code;
        try {
            code = game.codeOf(dialect.parseMove(position, text));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad move '" + text + "': " + e.getMessage(), e);
        }
        if (!isGenerated(game, position, code, buffer) || !game.makeMove(position, code)) {
            throw new IllegalArgumentException("illegal move '" + text + "'");
        }
    }

    /** Whether {@code code} is among the moves generated in {@code position} (never for NO_MOVE). */
    static <P> boolean isGenerated(Game<P, ?> game, P position, int code, int[] buffer) {
        if (code == Game.NO_MOVE) {
            return false;
        }
        int n = game.generateMoves(position, buffer, 0);
        for (int i = 0; i < n; i++) {
            if (buffer[i] == code) {
                return true;
            }
        }
        return false;
    }

    /** Where {@code word} starts in {@code text} as a whole word (between spaces or ends), or -1. */
    static int indexOfWord(String text, String word) {
        int from = 0;
        while (true) {
            int at = text.indexOf(word, from);
            if (at < 0) {
                return -1;
            }
            boolean startsWord = at == 0 || text.charAt(at - 1) == ' ';
            int end = at + word.length();
            boolean endsWord = end == text.length() || text.charAt(end) == ' ';
            if (startsWord && endsWord) {
                return at;
            }
            from = at + 1;
        }
    }
}
