package io.github.tansaku.chess.pgn;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.notation.SanNotation;
import java.util.List;
import java.util.Map;

/**
 * Writes games in PGN export format: the Seven Tag Roster first (with {@code ?} defaults),
 * the other tags, {@code SetUp} and {@code FEN} for games that do not start from the standard
 * position, then SAN movetext wrapped at 79 columns with comments, NAGs and the result.
 *
 * <p>No movetext line starts with {@code %}, which PGN reserves in the first column for escape
 * lines that readers skip: a comment word starting with {@code %} that would begin a line takes
 * the word before it along (or, failing that, follows a space). Every NAG follows the move it annotates, as {@link PgnGame} keeps
 * none before the first move.
 */
public final class PgnWriter {

    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    private static final int WIDTH = 79;

    private PgnWriter() {
    }

    /** The PGN text of {@code game}, ending with a blank line. */
    public static String write(PgnGame game) {
        StringBuilder out = new StringBuilder(1024);
        Map<String, String> tags = game.tags();
        for (String name : ROSTER) {
            String value = name.equals("Result") ? game.result() : tags.get(name);
            tag(out, name, value != null ? value : name.equals("Date") ? "????.??.??" : "?");
        }
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            String name = tag.getKey();
            if (!ROSTER.contains(name) && !name.equals("SetUp") && !name.equals("FEN")) {
                tag(out, name, tag.getValue());
            }
        }
        if (game.initialFen() != null) {
            tag(out, "SetUp", "1");
            tag(out, "FEN", game.startPosition().toFen());
        }
        out.append('\n');
        Line line = new Line(out);
        Position position = game.startPosition();
        annotations(line, game, 0);
        boolean needNumber = true;
        int ply = 0;
        for (Move move : game.moves()) {
            boolean white = position.sideToMove() == Color.WHITE;
            if (white) {
                line.add(position.fullmoveNumber() + ".");
            } else if (needNumber) {
                line.add(position.fullmoveNumber() + "...");
            }
            line.add(SanNotation.format(position, move.code()));
            position.makeMove(move.code());
            ply++;
            needNumber = annotations(line, game, ply);
        }
        line.add(game.result());
        line.end();
        out.append('\n');
        return out.toString();
    }

    /** Writes the NAGs and comment at {@code ply}; whether anything was written. */
    private static boolean annotations(Line line, PgnGame game, int ply) {
        boolean any = false;
        List<Integer> nags = game.nags().get(ply);
        if (nags != null) {
            for (int nag : nags) {
                line.add("$" + nag);
                any = true;
            }
        }
        String comment = game.comments().get(ply);
        if (comment != null) {
            // A comment cannot contain its closing brace; PGN has no escape for it.
            for (String word : ("{" + comment.replace('}', ')').strip() + "}").split("\\s+")) {
                line.add(word);
            }
            any = true;
        }
        return any;
    }

    /**
     * Writes a tag pair. PGN strings hold printing characters only, so a line break, tab or other
     * control character in the value is written as a space (a line break would also end the
     * tag line for every reader).
     */
    private static void tag(StringBuilder out, String name, String value) {
        String printable = value.replaceAll("\\p{Cntrl}", " ");
        out.append('[').append(name).append(" \"")
                .append(printable.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    /**
     * Accumulates tokens into lines no longer than {@link #WIDTH} (a longer token gets a line
     * of its own), none starting with {@code %}, which would make it an escape line: a word
     * starting with {@code %} that does not fit takes the words after the last other word of
     * the line along to the next line, or, when they would not fit either, starts the next line
     * after a space.
     */
    private static final class Line {
        private final StringBuilder out;
        private int lineStart;

        Line(StringBuilder out) {
            this.out = out;
            this.lineStart = out.length();
        }

        void add(String token) {
            int length = out.length() - lineStart;
            boolean escapeLike = token.startsWith("%");
            if (length > 0 && length + 1 + token.length() > WIDTH && !(escapeLike && carryWordsBefore(token))) {
                out.append('\n');
                lineStart = out.length();
            }
            if (out.length() > lineStart || escapeLike) {
                out.append(' ');
            }
            out.append(token);
        }

        /**
         * Breaks the line before its last word not starting with {@code %}, if that word and
         * the ones after it fit on a line with {@code token}; whether it did.
         */
        private boolean carryWordsBefore(String token) {
            for (int space = out.length() - 1; space > lineStart; space--) {
                if (out.charAt(space) == ' ' && out.charAt(space + 1) != '%') {
                    if (out.length() - space + token.length() > WIDTH) {
                        return false;
                    }
                    out.setCharAt(space, '\n');
                    lineStart = space + 1;
                    return true;
                }
            }
            return false;
        }

        void end() {
            out.append('\n');
        }
    }
}
